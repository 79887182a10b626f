import { Skeleton } from 'antd';
import { useAccountProviderQuery } from '../../api';
import { useSession } from '../../shared/useSession';
import { CoupleDashboard } from './CoupleDashboard';
import { ProviderDashboard } from './ProviderDashboard';
import { RetryAlert } from '../../shared/RetryAlert';
import './dashboard.css';

/**
 * /dashboard (protected by RequireAuth): the provider's dashboard when the signed-in user has a
 * provider profile, otherwise the couple's own requests. Admins keep a link to /admin in both.
 */
export default function DashboardPage() {
  const { user, isAdmin } = useSession();
  const profile = useAccountProviderQuery();

  if (profile.data) return <ProviderDashboard profile={profile.data} isAdmin={isAdmin} />;
  // null: no provider profile (the call answered 404 / 403): a couple's account.
  if (profile.isSuccess && profile.data === null) return <CoupleDashboard user={user} isAdmin={isAdmin} />;

  if (profile.isError) {
    return (
      <div className="page dashboard">
        <h1 className="dashboard__title">Účet</h1>
        <RetryAlert title="Účet se nepodařilo načíst" error={profile.error} onRetry={() => profile.refetch()} />
      </div>
    );
  }

  return (
    <div className="page dashboard" aria-busy="true">
      <p className="sr-only" role="status">
        Načítání účtu…
      </p>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1 }} />
      <div className="dashboard-stats" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="dashboard-stat">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
