import { lazy } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { useSession } from '../../shared/useSession';

const LoginPage = lazy(() => import('./LoginPage'));

/**
 * Protected content: while the session loads a spinner, for visitors the login screen in place
 * (with returnUrl back to this address), for signed-in users the children.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useSession();
  const { pathname, search } = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) return <LoginPage returnUrl={`${pathname}${search}`} />;
  return <>{children}</>;
}
