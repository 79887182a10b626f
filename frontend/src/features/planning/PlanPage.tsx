import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetPlanQuery } from '../../api';
import type { WeddingPlanDto } from '../../api';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { RetryAlert } from '../../shared/RetryAlert';
import { Spinner } from '../../shared/Spinner';
import { Tabs } from '../../shared/ui/Tabs';
import { useSession } from '../../shared/useSession';
import { CreatePlanCard } from './CreatePlanCard';
import { PlanHeader } from './PlanHeader';
import { PlanVisitorCard } from './PlanVisitorCard';
import { COUPLES_ONLY_TEXT, PLAN_TABS, PLAN_TAB_LABELS, PLAN_TITLE, isPlanTab } from './planModel';
import type { PlanTab } from './planModel';
import './planning.css';

// Each tab's body loads when the tab is first shown (the budget's chart, the guests' import are the heavy parts).
const TasksTab = lazy(() => import('./TasksTab'));
const BudgetTab = lazy(() => import('./BudgetTab'));
const GuestsTab = lazy(() => import('./GuestsTab'));

/** The plan the tasks tab needs (members for the assignee, the date, the weekly digest flag); the others load their own. */
interface PlanTabProps {
  plan: WeddingPlanDto;
}

function TabLoading() {
  return (
    <div className="plan-tab-loading" role="status">
      <Spinner />
      <span className="sr-only">Načítání…</span>
    </div>
  );
}

function PlanSkeleton() {
  return (
    <div className="plan-skeleton">
      <p className="sr-only" role="status">
        Načítání plánu…
      </p>
      <div aria-hidden="true">
        <Skeleton active title paragraph={{ rows: 3 }} />
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    </div>
  );
}

function PlanTabs({ plan }: PlanTabProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: PlanTab = isPlanTab(asked) ? asked : 'ukoly';
  const body = (tab: PlanTab) => (
    <Suspense fallback={<TabLoading />}>
      {tab === 'ukoly' ? <TasksTab plan={plan} /> : tab === 'rozpocet' ? <BudgetTab /> : <GuestsTab />}
    </Suspense>
  );
  return (
    <Tabs<PlanTab>
      className="plan-tabs"
      activeKey={active}
      items={PLAN_TABS.map((tab) => ({ key: tab, label: PLAN_TAB_LABELS[tab], children: body(tab) }))}
      onChange={(tab) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (tab === 'ukoly') next.delete('tab');
            else next.set('tab', tab);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

/** A signed-in couple's plan: created or not yet. */
function CouplePlan() {
  const query = useGetPlanQuery();
  if (query.isError && !query.data) {
    return <RetryAlert title="Plán se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  }
  if (!query.data) return <PlanSkeleton />;
  const { plan, prefill } = query.data;
  if (!plan) return <CreatePlanCard prefill={prefill} />;
  return (
    <>
      <PlanHeader plan={plan} />
      <PlanTabs plan={plan} />
    </>
  );
}

/**
 * /muj-plan, the couple's wedding plan (issue 46): the wedding's facts, the partners, and the tabs 'Úkoly',
 * 'Rozpočet' and 'Hosté' (?tab=). Public route: a visitor is asked to sign in or register and comes back here;
 * a provider account is told the plan is for couples.
 */
export default function PlanPage() {
  const session = useSession();
  let body;
  if (session.isLoading) body = <FullPageSpinner label="Načítání plánu…" />;
  else if (!session.isAuthenticated) body = <PlanVisitorCard />;
  else if (session.isProvider) body = <p className="plan-page__note">{COUPLES_ONLY_TEXT}</p>;
  else body = <CouplePlan />;
  return (
    <div className="page plan-page">
      <h1 className="plan-page__title">{PLAN_TITLE}</h1>
      {body}
    </div>
  );
}
