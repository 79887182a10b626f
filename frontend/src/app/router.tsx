import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AppLayout } from './layout/AppLayout';

// Every page is its own chunk; the layout's <Suspense> shows a spinner while one loads.
const HomePage = lazy(() => import('../features/home/HomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const RequestsPage = lazy(() => import('../features/requests/RequestsPage'));
const ProvidersPage = lazy(() => import('../features/providers/ProvidersPage'));
const PortfolioPage = lazy(() => import('../features/portfolio/PortfolioPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const ProviderRegistrationPage = lazy(() => import('../features/provider-registration/ProviderRegistrationPage'));
const ServiceTypePage = lazy(() => import('../features/service-types/ServiceTypePage'));
const InquiriesPage = lazy(() => import('../features/inquiries/InquiriesPage'));
const CalendarPage = lazy(() => import('../features/calendar/CalendarPage'));
const ProfileSettingsPage = lazy(() => import('../features/profile-settings/ProfileSettingsPage'));
const SubscriptionManagementPage = lazy(() => import('../features/subscriptions/SubscriptionManagementPage'));
const SubscribePage = lazy(() => import('../features/subscriptions/SubscribePage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const SendgridDebugPage = lazy(() => import('../features/debug/SendgridDebugPage'));
const FaqPage = lazy(() => import('../features/pages/FaqPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const PrivacyPage = lazy(() => import('../features/pages/PrivacyPage'));
const ContactPage = lazy(() => import('../features/pages/ContactPage'));

/** Routes of the app; anything else falls through to the 404 card. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'poptavky', element: <RequestsPage /> },
      { path: 'dodavatele', element: <ProvidersPage /> },
      { path: 'portfolio', element: <PortfolioPage /> },
      { path: 'provider-registration', element: <ProviderRegistrationPage /> },
      { path: 'register-provider', element: <ProviderRegistrationPage /> },
      { path: 'services/:serviceType', element: <ServiceTypePage /> },
      // Public: the page itself sends visitors to /login?returnTo=subscribe&plan={plan}.
      { path: 'subscribe', element: <SubscribePage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: 'calendar',
        element: (
          <RequireAuth>
            <CalendarPage />
          </RequireAuth>
        ),
      },
      {
        path: 'profile-settings',
        element: (
          <RequireAuth>
            <ProfileSettingsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'subscription-management',
        element: (
          <RequireAuth>
            <SubscriptionManagementPage />
          </RequireAuth>
        ),
      },
      // Authenticated only, but the page guards itself: visitors get the spec's 'Přístup pouze pro
      // registrované poskytovatele' with a login button instead of the login screen.
      { path: 'inquiries', element: <InquiriesPage /> },
      {
        path: 'admin',
        element: (
          <RequireAuth>
            <AdminPage />
          </RequireAuth>
        ),
      },
      // Admin only; the page itself explains the API's 401 / 403 to anyone else.
      { path: 'debug/sendgrid', element: <SendgridDebugPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'podminky-pouziti', element: <TermsPage /> },
      { path: 'ochrana-soukromi', element: <PrivacyPage /> },
      { path: 'kontakt', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
