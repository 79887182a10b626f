import type { ResultsFiguresDto } from '../../../api';
import { formatKc, formatNumber } from '../../../shared/format';

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

const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'];

/** 'YYYY-MM' as Czech words: "březen 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[number - 1] ?? month} ${year}`;
}

/** A count, or "neznámé". */
export const countText = (value: number | null): string => (value === null ? UNKNOWN : formatNumber(value));

/** Kč, or "neznámé". */
export const czkText = (value: number | null): string => (value === null ? UNKNOWN : formatKc(value));

/** A response time in minutes as Czech words: "45 min", "2 h 5 min", "3 dny 4 h"; or "neznámé". */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return UNKNOWN;
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'den' : days < 5 ? 'dny' : 'dní'}${hours ? ` ${hours} h` : ''}`;
  const rest = minutes % 60;
  return `${hours} h${rest ? ` ${rest} min` : ''}`;
}

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
