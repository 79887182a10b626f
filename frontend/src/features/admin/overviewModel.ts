import type { AdminOverviewDto } from '../../api';
import { formatCzk, formatDate, formatNumber, plural } from '../../shared/format';
import { PLAN_LABELS } from './AdminBadges';
import { MONTH_FORMS, WEEK_FORMS } from '../../shared/glossary';

/** The overview figures as the charts and their text alternatives show them (Czech formatting). */

// The server's days ('2026-03-02') and months ('2026-03') are read as text: dayjs, for these three labels, added 3.7 kB
// gzipped to the admin panel's first screen.
const isoDay = /^\d{4}-(\d{2})-(\d{2})$/;
const isoMonth = /^(\d{4})-(\d{2})$/;
// The month alone, in the nominative: 'březen 2026'.
const monthAndYear = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-02' (Monday) → '2. 3.' on the axis. */
export function weekAxisLabel(week: string): string {
  const day = isoDay.exec(week);
  return day ? `${Number(day[2])}. ${Number(day[1])}.` : week;
}

/** '2026-03-02' → 'týden od 2. 3. 2026' (tooltip, table). */
export function weekLongLabel(week: string): string {
  return `týden od ${formatDate(week)}`;
}

/** '2026-03' → '3/26' on the axis. */
export function monthAxisLabel(month: string): string {
  const parts = isoMonth.exec(month);
  return parts ? `${Number(parts[2])}/${parts[1].slice(2)}` : month;
}

/** '2026-03' → 'březen 2026' (tooltip, table). */
export function monthLongLabel(month: string): string {
  const parts = isoMonth.exec(month);
  return parts ? monthAndYear.format(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, 1)) : month;
}

/** A figure the server has no value for yet. */
export const EMPTY_FIGURE = '—';

/** A share 0–1 as a whole percentage: 0.8 → '80 %' (no-break space); '—' without one. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return EMPTY_FIGURE;
  const percent = Math.round(Math.min(Math.max(share, 0), 1) * 100);
  return `${formatNumber(percent)}\u00a0%`;
}

/**
 * A duration in minutes the Czech short way: '45 min', '2 h 15 min', '3 h', '1 den 4 h', '5 dní';
 * under a minute 'méně než 1 min'; '—' without a value.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return EMPTY_FIGURE;
  if (minutes < 1) return 'méně než 1 min';
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  if (total < 24 * 60) {
    const rest = total % 60;
    return rest === 0 ? `${Math.floor(total / 60)} h` : `${Math.floor(total / 60)} h ${rest} min`;
  }
  const hours = Math.round(minutes / 60);
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const dayText = `${days} ${plural(days, ['den', 'dny', 'dní'])}`;
  return restHours === 0 ? dayText : `${dayText} ${restHours} h`;
}

export interface WeekBar {
  week: string;
  label: string;
  longLabel: string;
  count: number;
}

function weekBars(items: AdminOverviewDto['requestsPerWeek']): WeekBar[] {
  return items.map((item) => ({ week: item.week, label: weekAxisLabel(item.week), longLabel: weekLongLabel(item.week), count: item.count }));
}

/** 'poslední týden', 'poslední 3 týdny', 'posledních 12 týdnů' (after 'za'). */
function lastCount(count: number, forms: readonly [string, string, string]): string {
  if (count === 1) return `poslední ${forms[0]}`;
  return `${plural(count, ['poslední', 'poslední', 'posledních'])} ${formatNumber(count)} ${plural(count, forms)}`;
}

function weeksSummary(weeks: WeekBar[]): string {
  const total = weeks.reduce((sum, item) => sum + item.count, 0);
  return `Za ${lastCount(weeks.length, WEEK_FORMS)} celkem ${formatNumber(total)}.`;
}

/** A figure of the overview's head: its label, value and what it includes ('z toho 20 ukázkových'). */
export interface OverviewTotal {
  label: string;
  value: string;
  note?: string;
}

const demoNote = (count: number, forms: readonly [string, string, string]): string | undefined =>
  count > 0 ? `z toho ${formatNumber(count)} ${plural(count, forms)}` : undefined;

/**
 * The overview's counts, each the one other places show (issue 51): the active requests are the top
 * bar's and /poptavky's figure, the listed providers the top bar's and /dodavatele's, the totals the
 * admin tables' unfiltered totals. Demo records are counted, their share said.
 */
function overviewTotals(data: AdminOverviewDto): OverviewTotal[] {
  return [
    {
      label: 'Aktivní poptávky',
      value: formatNumber(data.activeRequests),
      note: demoNote(data.activeDemoRequests, ['ukázková', 'ukázkové', 'ukázkových']),
    },
    { label: 'Všechny poptávky', value: formatNumber(data.totalRequests), note: 've všech stavech' },
    {
      label: 'Dodavatelé v katalogu',
      value: formatNumber(data.listedProviders),
      note: demoNote(data.demoProviders, ['ukázkový', 'ukázkoví', 'ukázkových']),
    },
    { label: 'Všichni dodavatelé', value: formatNumber(data.totalProviders), note: 'i bez předplatného' },
  ];
}

export interface OverviewView {
  /** The counts of the head (overviewTotals). */
  totals: OverviewTotal[];
  weeks: WeekBar[];
  /** Offers sent per week (8 weeks). */
  offerWeeks: WeekBar[];
  plans: { planType: string; label: string; count: number }[];
  months: { month: string; label: string; longLabel: string; amount: number; formatted: string }[];
  /** 'Poptávky s nabídkou' ('80 %') and 'Medián první odpovědi' ('2 h 15 min'), '—' when unknown. */
  figures: { requestsWithOffer: string; medianFirstResponse: string };
  /** Issue 45: 'Poptávky se 2 nabídkami do 48 h' and 'Medián do první nabídky', '—' when unknown. */
  matching: MatchingFigures;
  /** Short summaries under each chart (also read by screen readers). */
  summaries: { weeks: string; offerWeeks: string; plans: string; months: string };
}

export interface MatchingFigures {
  twoOffersIn48h: string;
  /** '12 z 15 poptávek' under the share; undefined without requests to count. */
  twoOffersNote?: string;
  medianToFirstOffer: string;
  /** What the figures cover, or why they are empty. */
  note: string;
}

const requestsForms = ['poptávky', 'poptávek', 'poptávek'] as const;

/**
 * The matching figures (issue 45) over requests confirmed in the last 8 weeks and at least 48 h ago: the
 * share with two offers or more within 48 hours and the median hours to the first offer.
 */
export function matchingFigures(matching: AdminOverviewDto['matching'] | null | undefined): MatchingFigures {
  const considered = matching?.requestsConsidered ?? 0;
  return {
    twoOffersIn48h: formatShare(matching?.shareWithTwoOffersIn48h),
    twoOffersNote:
      matching && considered > 0
        ? `${formatNumber(matching.withTwoOffersIn48h)} z ${formatNumber(considered)} ${plural(considered, requestsForms)}`
        : undefined,
    medianToFirstOffer:
      matching?.medianHoursToFirstOffer === null || matching?.medianHoursToFirstOffer === undefined
        ? EMPTY_FIGURE
        : formatDuration(matching.medianHoursToFirstOffer * 60),
    note:
      considered > 0
        ? 'Poptávky se 2 nabídkami do 48 h a medián do první nabídky za poptávky potvrzené v posledních 8 týdnech (nejméně před 48 h).'
        : 'Zatím nejsou poptávky k vyhodnocení: počítají se ty potvrzené v posledních 8 týdnech, nejméně před 48 h.',
  };
}

export function overviewView(data: AdminOverviewDto): OverviewView {
  const weeks = weekBars(data.requestsPerWeek);
  // Older servers (or a failed figure) may leave the offer figures out: the panel still renders.
  const offerWeeks = weekBars(data.offersPerWeek ?? []);
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
  const revenueTotal = months.reduce((sum, item) => sum + item.amount, 0);
  // Payments through the test gateway are not revenue: left out of the chart, said beside it.
  const testTotal = data.revenuePerMonth.reduce((sum, item) => sum + (item.testAmount ?? 0), 0);
  const testNote = testTotal > 0 ? ` Testovací platby (${formatCzk(testTotal)}) nejsou započítány.` : '';
  return {
    totals: overviewTotals(data),
    weeks,
    offerWeeks,
    plans,
    months,
    figures: {
      requestsWithOffer: formatShare(data.requestsWithOfferShare),
      medianFirstResponse: formatDuration(data.medianFirstResponseMinutes),
    },
    matching: matchingFigures(data.matching),
    summaries: {
      weeks: weeksSummary(weeks),
      offerWeeks: offerWeeks.length > 0 ? weeksSummary(offerWeeks) : 'Zatím žádné nabídky.',
      plans: plans.map((item) => `${item.label}: ${formatNumber(item.count)}`).join(', ') || 'Žádné aktivní předplatné.',
      months: `Za ${lastCount(months.length, MONTH_FORMS)} celkem ${formatCzk(revenueTotal)}.${testNote}`,
    },
  };
}
