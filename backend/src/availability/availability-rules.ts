import dayjs from 'dayjs';
import { DAY_FORMAT, DAY_FORMAT_MESSAGE } from '../common/validation/calendar-day';

export { DAY_FORMAT, DAY_PATTERN, parseDay } from '../common/validation/calendar-day';

/** A day's status in the calendar (spec): 'Volno', 'Na dotaz', 'Obsazeno'. */
export const AVAILABILITY_STATUSES = ['available', 'inquiry', 'busy'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/**
 * What the API reports for one date (the offers' wedding date, the catalogue's date filter): a set
 * status, or 'unknown' ('Neuvedeno') when the provider never set the day. An unset day is never free.
 */
export const DAY_AVAILABILITIES = [...AVAILABILITY_STATUSES, 'unknown'] as const;
export type DayAvailability = (typeof DAY_AVAILABILITIES)[number];
export const UNKNOWN_AVAILABILITY: DayAvailability = 'unknown';

/**
 * How far ahead providers set days: weddings are booked 6–18 months ahead (issue 51), so the
 * calendar accepts today to 24 months ahead. The one place the limit is defined on the server.
 */
export const AVAILABILITY_MONTHS_AHEAD = 24;
/** The spec's first view (section 9): today to 90 days ahead, the default range of the calendar reads. */
export const AVAILABILITY_FIRST_VIEW_DAYS = 90;
/** The longest range one calendar read covers (the calendars page by month or quarter). */
export const AVAILABILITY_RANGE_MAX_DAYS = 366;
/** The most days one bulk call sets. */
export const AVAILABILITY_BULK_MAX = 120;
export const AVAILABILITY_NOTES_MAX = 500;

export const AVAILABILITY_MESSAGES = {
  dayFormat: DAY_FORMAT_MESSAGE,
  outsideWindow: `Datum musí být v rozmezí dnes až ${AVAILABILITY_MONTHS_AHEAD} měsíců dopředu`,
  status: 'Neplatný stav dostupnosti',
  notes: `Poznámka může mít nejvýše ${AVAILABILITY_NOTES_MAX} znaků`,
  noDays: 'Vyberte alespoň jeden den',
  tooManyDays: `Vyberte nejvýše ${AVAILABILITY_BULK_MAX} dnů`,
  repeatedDay: 'Každý den může být vybrán jen jednou',
  rangeOrder: 'Konec období nesmí být před jeho začátkem',
  rangeLength: `Období může mít nejvýše ${AVAILABILITY_RANGE_MAX_DAYS} dní`,
} as const;

/**
 * The calendar window: today to the same day 24 months ahead (server's local calendar days, which
 * stand in for Europe/Prague; from 29 February the end is 28 February). Both ends are YYYY-MM-DD and inclusive.
 */
export function availabilityWindow(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).startOf('day');
  return { from: today.format(DAY_FORMAT), to: today.add(AVAILABILITY_MONTHS_AHEAD, 'month').format(DAY_FORMAT) };
}

/** The calendars' default range: today to today + 90 (the spec's first view), inside the window. */
export function firstViewRange(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).startOf('day');
  return { from: today.format(DAY_FORMAT), to: today.add(AVAILABILITY_FIRST_VIEW_DAYS, 'day').format(DAY_FORMAT) };
}

/** Whether a YYYY-MM-DD day lies inside the window (string order is date order for this format). */
export function isInWindow(day: string, window: { from: string; to: string }): boolean {
  return day >= window.from && day <= window.to;
}

/** Notes as stored: trimmed, empty or missing → null. */
export function normalizeNotes(notes: string | null | undefined): string | null {
  const text = notes?.trim() ?? '';
  return text === '' ? null : text;
}
