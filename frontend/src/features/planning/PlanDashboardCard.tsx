import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import { usePlanSummaryQuery } from '../../api';
import type { BudgetTotalsDto, PlanSummaryDto } from '../../api';
import { CardSkeleton } from '../../shared/CardSkeleton';
import { formatKc } from '../../shared/format';
import { href, paths } from '../../shared/paths';
import { PlainLinkButton } from '../../shared/PlainButton';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { PLAN_TITLE, rsvpCountsText, taskDueText, weddingDateText } from './planModel';
import './planning.css';

/** 'Rozpočet 280 000 Kč, naplánováno 150 000 Kč' (or over it). */
export function budgetSummaryText(budget: BudgetTotalsDto): string {
  const planned = Math.max(budget.planned, budget.actual);
  const parts = [budget.totalBudget !== null ? `Rozpočet ${formatKc(budget.totalBudget)}` : 'Rozpočet zatím neurčen'];
  if (planned > 0) parts.push(`naplánováno ${formatKc(planned)}`);
  if (budget.paid > 0) parts.push(`zaplaceno ${formatKc(budget.paid)}`);
  return parts.join(', ');
}

function Summary({ summary }: { summary: PlanSummaryDto }) {
  return (
    <>
      <p className="plan-summary__date">{`Svatba: ${weddingDateText(summary.weddingDate)}`}</p>
      <h3 className="plan-summary__heading">Na řadě</h3>
      {summary.nextTasks.length === 0 ? (
        <p>Všechny úkoly máte hotové.</p>
      ) : (
        <ul className="plan-summary__tasks">
          {summary.nextTasks.map((task) => {
            const due = taskDueText(task);
            return (
              <li key={task.id} className={task.overdue ? 'plan-summary__task plan-summary__task--overdue' : 'plan-summary__task'}>
                <span className="plan-summary__task-title">{task.title}</span>
                {due && <span className="plan-summary__task-due">{due}</span>}
                {task.overdue && <span className="plan-task__flag plan-task__flag--overdue">Po termínu</span>}
              </li>
            );
          })}
        </ul>
      )}
      <dl className="plan-summary__figures">
        {summary.budget && (
          <div>
            <dt>Rozpočet</dt>
            <dd className={summary.budget.overBudget ? 'plan-summary__over' : undefined}>
              {budgetSummaryText(summary.budget)}
              {summary.budget.overBudget && ' (přes rozpočet)'}
            </dd>
          </div>
        )}
        {summary.guests && summary.guests.total > 0 && (
          <div>
            <dt>Hosté</dt>
            <dd>{rsvpCountsText(summary.guests)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/**
 * The couple's dashboard card of the wedding plan: the next three tasks, the budget and the RSVP counts, or, without a
 * plan, what it gives and 'Založit plán'.
 */
export function PlanDashboardCard({ className }: { className?: string }) {
  const query = usePlanSummaryQuery();
  const summary = query.data;
  let body;
  if (query.isError && !summary) {
    body = <RetryAlert small title="Plán se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  } else if (!summary) {
    body = (
      <>
        <p className="sr-only" role="status">
          Načítání plánu…
        </p>
        <CardSkeleton className="plan-summary" lines={['medium', 'full', 'full', 'short']} />
      </>
    );
  } else if (!summary.hasPlan) {
    body = (
      <>
        <p>Úkoly podle data svatby, rozpočet, který se doplní z přijatých nabídek, a hosté s odpověďmi na jednom místě.</p>
        <PlainLinkButton to={paths.plan} variant="primary" icon={<CalendarOutlined aria-hidden="true" />}>
          Založit plán
        </PlainLinkButton>
      </>
    );
  } else {
    body = (
      <>
        <Summary summary={summary} />
        <PlainLinkButton to={href.plan()} icon={<CalendarOutlined aria-hidden="true" />}>
          Otevřít plán
        </PlainLinkButton>
      </>
    );
  }
  return (
    <Card
      className={['plan-dashboard-card', className].filter(Boolean).join(' ')}
      aria-labelledby="plan-card-title"
      role="region"
      title={
        <h2 id="plan-card-title" className="dashboard-card__title">
          {PLAN_TITLE}
        </h2>
      }
    >
      {body}
    </Card>
  );
}
