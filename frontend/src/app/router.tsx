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
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

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
