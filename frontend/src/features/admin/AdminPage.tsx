import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthIsAdminQuery } from '../../api';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { Spinner } from '../../shared/Spinner';
import { AdminPanel } from './AdminPanel';
import { paths } from '../../shared/paths';

export const REDIRECT_TEXT = 'Presmerovávám na dashboard...';

/** How long 'Presmerovávám na dashboard...' is shown before the redirect. */
export const REDIRECT_DELAY_MS = 800;

/**
 * /admin (inside RequireAuth, so a visitor sees the login screen): GET /api/isAdmin decides.
 * A spinner while it is asked; an admin gets the panel; anyone else (403, or the check failed) is
 * sent to /dashboard (history replaced) with 'Presmerovávám na dashboard...' meanwhile.
 * The server guards every admin call on its own; this gate only spares non-admins a broken page.
 */
export default function AdminPage() {
  const navigate = useNavigate();
  const check = useAuthIsAdminQuery();
  const isAdmin = check.data?.isAdmin === true;
  const checking = !isAdmin && (check.isUninitialized || check.isFetching);
  const redirect = !isAdmin && !checking;

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  if (isAdmin) return <AdminPanel />;
  if (checking) return <FullPageSpinner label="Ověřování oprávnění…" />;
  return (
    <div className="page-spinner admin-redirect" role="status" aria-live="polite">
      <Spinner />
      <p>{REDIRECT_TEXT}</p>
    </div>
  );
}
