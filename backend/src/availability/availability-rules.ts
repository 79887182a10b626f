import dayjs from 'dayjs';
import { DAY_FORMAT, DAY_FORMAT_MESSAGE } from '../common/validation/calendar-day';

export { DAY_FORMAT, DAY_PATTERN, parseDay } from '../common/validation/calendar-day';

/** A day's status in the calendar (spec): 'Volno', 'Na dotaz', 'Obsazeno'. */
export const AVAILABILITY_STATUSES = ['available', 'inquiry', 'busy'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The calendar shows and accepts today to 90 days ahead (spec, section 9). */
export const AVAILABILITY_WINDOW_DAYS = 90;
/** The longest range GET /api/availability/current reads. */
export const AVAILABILITY_RANGE_MAX_DAYS = 366;
/** The most days one bulk call sets (more than the window holds). */
export const AVAILABILITY_BULK_MAX = 120;
export const AVAILABILITY_NOTES_MAX = 500;

export const AVAILABILITY_MESSAGES = {
  dayFormat: DAY_FORMAT_MESSAGE,
  outsideWindow: `Datum musí být v rozmezí dnes až ${AVAILABILITY_WINDOW_DAYS} dní dopředu`,
  status: 'Neplatný stav dostupnosti',
  notes: `Poznámka může mít nejvýše ${AVAILABILITY_NOTES_MAX} znaků`,
  noDays: 'Vyberte alespoň jeden den',
  tooManyDays: `Vyberte nejvýše ${AVAILABILITY_BULK_MAX} dnů`,
  repeatedDay: 'Každý den může být vybrán jen jednou',
  rangeOrder: 'Konec období nesmí být před jeho začátkem',
  rangeLength: `Období může mít nejvýše ${AVAILABILITY_RANGE_MAX_DAYS} dní`,
} as const;

/**
 * The calendar window: today to today + 90 (server's local calendar days, which stand in for
 * Europe/Prague). Both ends are YYYY-MM-DD and inclusive.
 */
export function availabilityWindow(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).startOf('day');
  return { from: today.format(DAY_FORMAT), to: today.add(AVAILABILITY_WINDOW_DAYS, 'day').format(DAY_FORMAT) };
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
