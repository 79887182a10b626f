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

/**
 * Routes of the app. Pages that later issues build (/poptavky, /dodavatele, /admin, /calendar, ...)
 * are not registered yet and fall through to the 404 card.
 */
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
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
