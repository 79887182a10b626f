import { Suspense } from 'react';
import { useAccountProviderQuery } from '../../api';
import { useSession } from '../../shared/useSession';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { preloadable } from '../../shared/preloadable';
import { RetryAlert } from '../../shared/RetryAlert';
import { loadProviderDashboard } from '../provider-workspace';
import './dashboard.css';

// Each kind of account loads only its own dashboard (the couple's offer answers and dialogs are no
// provider's code, and the other way round). The page is a plain one (app/plainPages.ts): both dashboards
// draw their first screen without antd (their dialogs, the couple's offers and settings cards load it after).
const coupleDashboard = preloadable(() => import('./CoupleDashboard').then((module) => ({ default: module.CoupleDashboard })));
const CoupleDashboard = coupleDashboard.Component;
/** Starts the couple's dashboard's code before the page renders (app/firstScreenData.ts, once the account is known). */
export const preloadCoupleDashboard = coupleDashboard.preload;
const providerDashboard = preloadable(() => loadProviderDashboard().then((module) => ({ default: module.ProviderDashboard })));
const ProviderDashboard = providerDashboard.Component;
/** Starts the provider's dashboard's code before the page renders (app/firstScreenData.ts, once the account is known). */
export const preloadProviderDashboard = providerDashboard.preload;

/**
 * /dashboard (protected by RequireAuth): the provider's dashboard when the signed-in user has a
 * provider profile, otherwise the couple's own requests. Admins keep a link to /admin in both.
 */
export default function DashboardPage() {
  const { user, isAdmin } = useSession();
  const profile = useAccountProviderQuery();

  // null: no provider profile (the call answered 404 / 403): a couple's account.
  const couple = profile.isSuccess && profile.data === null;
  if (profile.data || couple) {
    return (
      <Suspense fallback={<DashboardLoading />}>
        {profile.data ? (
          <ProviderDashboard profile={profile.data} isAdmin={isAdmin} />
        ) : (
          <CoupleDashboard user={user} isAdmin={isAdmin} />
        )}
      </Suspense>
    );
  }

  if (profile.isError) {
    return (
      <div className="page dashboard">
        <h1 className="dashboard__title">Účet</h1>
        <RetryAlert title="Účet se nepodařilo načíst" error={profile.error} onRetry={() => profile.refetch()} />
      </div>
    );
  }

  return <DashboardLoading />;
}

/** While the account, or its dashboard's code, loads. */
function DashboardLoading() {
  return (
    <div className="page dashboard" aria-busy="true">
      <p className="sr-only" role="status">
        Načítání účtu…
      </p>
      <PlainSkeleton rows={1} />
      <div className="dashboard-stats" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="dashboard-stat">
            <PlainSkeleton rows={1} />
          </div>
        ))}
      </div>
      <PlainSkeleton rows={8} />
    </div>
  );
}
