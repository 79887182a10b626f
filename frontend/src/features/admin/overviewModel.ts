import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import type { AdminOverviewDto } from '../../api';
import { formatCzk, formatDate, formatNumber } from '../../shared/format';
import { PLAN_LABELS } from './AdminBadges';

/** The overview figures as the charts and their text alternatives show them (Czech formatting). */

/** '2026-03-02' (Monday) → '2. 3.' on the axis. */
export function weekAxisLabel(week: string): string {
  const date = dayjs(week);
  return date.isValid() ? date.format('D. M.') : week;
}

/** '2026-03-02' → 'týden od 2. 3. 2026' (tooltip, table). */
export function weekLongLabel(week: string): string {
  return `týden od ${formatDate(week)}`;
}

/** '2026-03' → '3/26' on the axis. */
export function monthAxisLabel(month: string): string {
  const date = dayjs(`${month}-01`);
  return date.isValid() ? date.format('M/YY') : month;
}

/** '2026-03' → 'březen 2026' (tooltip, table). */
export function monthLongLabel(month: string): string {
  const date = dayjs(`${month}-01`);
  return date.isValid() ? date.locale('cs').format('MMMM YYYY') : month;
}


export interface OverviewView {
  weeks: { week: string; label: string; longLabel: string; count: number }[];
  plans: { planType: string; label: string; count: number }[];
  months: { month: string; label: string; longLabel: string; amount: number; formatted: string }[];
  /** Short summaries under each chart (also read by screen readers). */
  summaries: { weeks: string; plans: string; months: string };
}

export function overviewView(data: AdminOverviewDto): OverviewView {
  const weeks = data.requestsPerWeek.map((item) => ({
    week: item.week,
    label: weekAxisLabel(item.week),
    longLabel: weekLongLabel(item.week),
    count: item.count,
  }));
  const plans = data.activeSubscriptionsByPlan.map((item) => ({
    planType: item.planType,
    label: PLAN_LABELS[item.planType] ?? item.planType,
    count: item.count,
  }));
  const months = data.revenuePerMonth.map((item) => ({
    month: item.month,
    label: monthAxisLabel(item.month),
    longLabel: monthLongLabel(item.month),
    amount: item.amount,
    formatted: formatCzk(item.amount),
  }));
  const weekTotal = weeks.reduce((sum, item) => sum + item.count, 0);
  const revenueTotal = months.reduce((sum, item) => sum + item.amount, 0);
  return {
    weeks,
    plans,
    months,
    summaries: {
      weeks: `Za posledních ${formatNumber(weeks.length)} týdnů celkem ${formatNumber(weekTotal)}.`,
      plans: plans.map((item) => `${item.label}: ${formatNumber(item.count)}`).join(', ') || 'Žádné aktivní předplatné.',
      months: `Za posledních ${formatNumber(months.length)} měsíců celkem ${formatCzk(revenueTotal)}.`,
    },
  };
}
