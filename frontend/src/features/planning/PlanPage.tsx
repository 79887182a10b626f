import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetPlanQuery } from '../../api';
import type { WeddingPlanDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { RetryAlert } from '../../shared/RetryAlert';
import { Spinner } from '../../shared/Spinner';
import { Tabs } from '../../shared/ui/Tabs';
import { useSession } from '../../shared/useSession';
import { CreatePlanCard } from './CreatePlanCard';
import { PlanHeader } from './PlanHeader';
import { PlanVisitorCard } from './PlanVisitorCard';
import { COUPLES_ONLY_TEXT, INVITE_PARTNER_TITLE, PLAN_TABS, PLAN_TAB_LABELS, PLAN_TITLE, isPlanTab } from './planModel';
import type { PlanTab } from './planModel';
import TasksTab, { TasksSkeleton } from './TasksTab';
import '../../shared/skeleton.css';
import './planning.css';

// The page is a plain one (app/plainPages.ts): the head and 'Úkoly', the tab it opens on, are drawn without antd and
// come with it. The other tabs load when first shown, with antd (their forms, the budget's chart, the guests' import).
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

/** A line of text's place: a bar in a line box of the text's height (see .plan-skeleton__text). */
const TextBar = ({ width }: { width: string }) => <span className="skeleton-line plan-skeleton__text" style={{ width }} />;

/**
 * While the plan loads (on a first visit it comes with the page, see app/firstScreenData.ts): the head, the tabs and
 * the tasks in the sizes of a plan's, with its buttons, so that the plan takes its place without pushing anything.
 */
function PlanSkeleton() {
  return (
    <div className="plan-skeleton">
      <p className="sr-only" role="status">
        Načítání plánu…
      </p>
      <div aria-hidden="true">
        <div className="plan-head">
          <p className="plan-head__names">
            <TextBar width="45%" />
          </p>
          <dl className="plan-facts">
            {['Datum', 'Místo', 'Hosté', 'Rozpočet'].map((label) => (
              <div key={label} className="plan-facts__item">
                <dt>{label}</dt>
                <dd>
                  <TextBar width="70%" />
                </dd>
              </div>
            ))}
          </dl>
          <p className="plan-head__members">
            <TextBar width="60%" />
          </p>
          <div className="plan-head__actions plan-skeleton__actions">
            {['Upravit', INVITE_PARTNER_TITLE, 'Opustit plán'].map((label) => (
              <span key={label} className="plain-btn plain-btn--default">
                <span className="plain-btn__icon plan-skeleton__icon" />
                <span>{label}</span>
              </span>
            ))}
          </div>
        </div>
        <div className="ui-tabs plan-tabs">
          <div className="ui-tabs__nav">
            {PLAN_TABS.map((tab) => (
              <span key={tab} className="ui-tabs__tab">
                {PLAN_TAB_LABELS[tab]}
              </span>
            ))}
          </div>
        </div>
        <TasksSkeleton />
      </div>
    </div>
  );
}

function PlanTabs({ plan }: PlanTabProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: PlanTab = isPlanTab(asked) ? asked : 'ukoly';
  // The lazy tabs render inside antd's provider (loaded with the first of them); the tasks need none.
  const body = (tab: PlanTab) =>
    tab === 'ukoly' ? (
      <TasksTab plan={plan} />
    ) : (
      <AntdBoundary fallback={<TabLoading />}>{tab === 'rozpocet' ? <BudgetTab /> : <GuestsTab />}</AntdBoundary>
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
