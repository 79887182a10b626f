import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { RESULT_COUNTERS, type ResultCounter } from './results.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The results' arithmetic, apart from the database: months, "known" months, sums, medians, costs.
 * Null means "cannot be known" (not recorded then), never zero.
 */

const ZONE = 'Europe/Prague';
const WHOLE_COUNTRY = 'cela-cr';

/** The last `count` months up to the month of `now` in Prague, oldest first (YYYY-MM). */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const current = dayjs(now).tz(ZONE).startOf('month');
  return Array.from({ length: count }, (_, index) => current.subtract(count - 1 - index, 'month').format('YYYY-MM'));
}

/** The month of `now` in Prague (YYYY-MM). */
export const currentMonth = (now: Date = new Date()): string => dayjs(now).tz(ZONE).format('YYYY-MM');

/** The first instant after the Prague month (YYYY-MM). */
export const monthEnd = (month: string): Date => dayjs.tz(`${month}-01 00:00`, ZONE).add(1, 'month').toDate();

/** The first instant of a Prague day (YYYY-MM-DD). */
export const dayStart = (day: string): Date => dayjs.tz(`${day} 00:00`, ZONE).toDate();

/** A month is known for a figure recorded since `since` when recording began before the month ended (a month begun partly counts). */
export const isKnownMonth = (month: string, since: Date | null | undefined): boolean => since != null && since < monthEnd(month);

/** The median (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One decimal at most (a median of counts may fall between two). */
export const oneDecimal = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** The catalogue's region of a provider: the region of its first service area; the whole country when it serves it, has none or one in no region. */
export function regionOf(serviceAreas: readonly string[], regions: ReadonlyArray<{ regionId: string; placeIds: string[] }>): string {
  const first = serviceAreas[0];
  if (!first || serviceAreas.includes(WHOLE_COUNTRY)) return WHOLE_COUNTRY;
  return regions.find((region) => region.placeIds.includes(first))?.regionId ?? WHOLE_COUNTRY;
}

/** The figures of a period (a month or several), as the API answers them. */
export interface ResultFigures extends Record<ResultCounter, number | null> {
  portfolioViews: number | null;
  medianResponseMinutes: number | null;
  paidCzk: number | null;
  costPerAcceptedOffer: number | null;
  costPerConfirmedBooking: number | null;
}

/** What is known of one provider in one month: counters (null: not recorded then), views, response times, payments. */
export interface MonthFacts {
  month: string;
  counters: Record<ResultCounter, number | null>;
  portfolioViews: number | null;
  /** The response times answered that month; null when not recorded then. */
  responseMinutes: number[] | null;
  paidCzk: number;
}

/** The period's figures from its months' facts: sums and the median over the known months only, costs from the payments of those months. */
export function periodFigures(months: readonly MonthFacts[]): ResultFigures {
  const sumKnown = (pick: (month: MonthFacts) => number | null): number | null => {
    const known = months.map(pick).filter((value): value is number => value !== null);
    return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
  };
  const counters = Object.fromEntries(RESULT_COUNTERS.map((counter) => [counter, sumKnown((month) => month.counters[counter])])) as Record<
    ResultCounter,
    number | null
  >;
  const responses = months.filter((month) => month.responseMinutes !== null).flatMap((month) => month.responseMinutes!);
  const respondedMedian = median(responses);
  const paidCzk = months.reduce((total, month) => total + month.paidCzk, 0);
  // What a figure cost: the payments of the months in which that figure was recorded, over its count.
  const costPer = (counter: ResultCounter): number | null => {
    const count = counters[counter];
    if (count === null || count === 0) return null;
    const paid = months.filter((month) => month.counters[counter] !== null).reduce((total, month) => total + month.paidCzk, 0);
    return Math.round(paid / count);
  };
  return {
    portfolioViews: sumKnown((month) => month.portfolioViews),
    ...counters,
    medianResponseMinutes: respondedMedian === null ? null : Math.round(respondedMedian),
    paidCzk,
    costPerAcceptedOffer: costPer('offersAccepted'),
    costPerConfirmedBooking: costPer('bookingsConfirmed'),
  };
}

/** The figure-by-figure median of several providers' period figures (each over the providers where it is known). */
export function medianFigures(all: readonly ResultFigures[]): ResultFigures {
  const keys = Object.keys(periodFigures([])) as Array<keyof ResultFigures>;
  const result = {} as ResultFigures;
  for (const key of keys) {
    const values = all.map((figures) => figures[key]).filter((value): value is number => value !== null);
    result[key] = key === 'medianResponseMinutes' || key === 'paidCzk' || key.startsWith('cost') ? roundOrNull(median(values)) : oneDecimal(median(values));
  }
  return result;
}

const roundOrNull = (value: number | null): number | null => (value === null ? null : Math.round(value));
