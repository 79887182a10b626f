import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { loadAntd } from './antd/scope';
import { AppLayout } from './layout/AppLayout';
import { needsAntdProvider, pageLoaders, pageOf, whenSettled } from './pageChunks';
import type { PageName } from './pageChunks';
import { preloadable } from './preloadable';
import type { Preloadable } from './preloadable';

// Every page is its own chunk (see pageChunks); the layout's <Suspense> shows a spinner while one
// loads. The first page's is loaded ahead (preloadRoute) and then renders without it.
const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, load]) => [name, preloadable(load)]),
) as { [Name in PageName]: Preloadable<Awaited<ReturnType<(typeof pageLoaders)[Name]>>['default']> };

/**
 * Starts loading the chunks of the page at `pathname` (and antd's provider for every page but the
 * home page) before the router asks for them, i.e. in parallel with the session request; the lazy
 * components below render them without suspending once loaded. Resolves when they are loaded, or
 * failed (the router's lazy import reports a failure when it renders).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = pageOf(pathname);
  return whenSettled([pages[page].preload(), ...(needsAntdProvider(page) ? [loadAntd()] : [])]);
}

const HomePage = pages.home.Component;
const LoginPage = pages.login.Component;
const ForgotPasswordPage = pages.forgotPassword.Component;
const ResetPasswordPage = pages.resetPassword.Component;
const DashboardPage = pages.dashboard.Component;
const RequestsPage = pages.requests.Component;
const ProvidersPage = pages.providers.Component;
const PortfolioPage = pages.portfolio.Component;
const NotFoundPage = pages.notFound.Component;
const ProviderRegistrationPage = pages.providerRegistration.Component;
const ServiceTypePage = pages.serviceType.Component;
const InquiriesPage = pages.inquiries.Component;
const CalendarPage = pages.calendar.Component;
const ProfileSettingsPage = pages.profileSettings.Component;
const SubscriptionManagementPage = pages.subscriptionManagement.Component;
const SubscribePage = pages.subscribe.Component;
const AdminPage = pages.admin.Component;
const SendgridDebugPage = pages.sendgridDebug.Component;
const FaqPage = pages.faq.Component;
const TermsPage = pages.terms.Component;
const PrivacyPage = pages.privacy.Component;
const ContactPage = pages.contact.Component;

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
