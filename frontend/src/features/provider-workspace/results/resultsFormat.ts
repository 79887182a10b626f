import type { ResultsFiguresDto } from '../../../api';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import { formatDuration, formatKc, formatNumber } from '../../../shared/format';

/** What the results show for a figure that was not recorded then: never 0. */
export const UNKNOWN = 'neznámé';

/** The funnel's steps, in order, with their Czech labels. */
export const FUNNEL_STEPS = [
  { key: 'portfolioViews', label: 'Zobrazení portfolia' },
  { key: 'requestsMatched', label: 'Zveřejněné poptávky ve vašem oboru' },
  { key: 'requestsOpened', label: 'Otevřené poptávky' },
  { key: 'offersSent', label: 'Odeslané nabídky' },
  { key: 'offersRead', label: 'Přečtené nabídky' },
  { key: 'offersAccepted', label: 'Přijaté nabídky' },
  { key: 'bookingsConfirmed', label: 'Potvrzené rezervace' },
] as const satisfies ReadonlyArray<{ key: keyof ResultsFiguresDto; label: string }>;

export type FunnelKey = (typeof FUNNEL_STEPS)[number]['key'];

/** 'YYYY-MM' as Czech words: "březen 2026" (dayjs's Czech month, nominative without a day). */
export function monthLabel(month: string): string {
  const date = dayjs(`${month}-01`);
  return date.isValid() ? date.locale('cs').format('MMMM YYYY') : month;
}

/** A count, or "neznámé". */
export const countText = (value: number | null): string => (value === null ? UNKNOWN : formatNumber(value));

/** Kč, or "neznámé". */
export const czkText = (value: number | null): string => (value === null ? UNKNOWN : formatKc(value));

/** A response time: "45 min", "2 h 5 min", "3 dny 4 h"; or "neznámé". */
export const minutesText = (minutes: number | null): string => (minutes === null ? UNKNOWN : formatDuration(minutes));

/**
 * The cost of a result: Kč per accepted offer / confirmed booking. Null means either "none yet"
 * (the count is 0) or not recorded (the count is null): the text says which.
 */
export function costText(cost: number | null, count: number | null): string {
  if (cost !== null) return formatKc(cost);
  return count === 0 ? 'zatím žádné' : UNKNOWN;
}

/** The chart's rows: the funnel steps known in the period (an unknown step is left out of the bars, the list says "neznámé"). */
export function chartRows(figures: ResultsFiguresDto, medians?: ResultsFiguresDto | null) {
  return FUNNEL_STEPS.filter((step) => figures[step.key] !== null).map((step) => ({
    name: step.label,
    value: figures[step.key] as number,
    ...(medians ? { median: medians[step.key] } : {}),
  }));
}
