import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { AvailabilityDayDto, SetAvailabilityBulkDto, SetAvailabilityDto } from '../../api';
import { pragueToday } from '../format/date';
import { countOf } from '../format/text';
import { DAY_FORMS } from '../glossary';

export type AvailabilityStatus = AvailabilityDayDto['status'];

/** Availability calendar (seed 001 sections 2, 4, 5, 8 and 9): the window, labels and save payloads. */

/**
 * How far ahead days are set and shown: today to 24 months ahead (weddings are booked 6–18 months
 * ahead; the server's AVAILABILITY_MONTHS_AHEAD). The one place the frontend reads the limit from.
 */
export const AVAILABILITY_MONTHS_AHEAD = 24;

/** Spec, section 9: the first screen shows and loads today to 90 days ahead; the arrows go beyond. */
export const FIRST_VIEW_DAYS = 90;

export const DATE_FORMAT = 'YYYY-MM-DD';

export const STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Volno',
  inquiry: 'Na dotaz',
  busy: 'Obsazeno',
};

export const STATUSES: readonly AvailabilityStatus[] = ['available', 'inquiry', 'busy'];

/** A day without an entry: unknown, never free (issue 51). */
export const NO_STATUS_LABEL = 'Neuvedeno';

export type SelectionMode = 'single' | 'bulk';

export const MODE_LABELS: Record<SelectionMode, string> = {
  single: 'Jednotlivý výběr',
  bulk: 'Hromadný výběr',
};

export const MESSAGES = {
  title: 'Kalendář dostupnosti',
  error: 'Chyba',
  success: 'Úspěch',
  nothingSelected: 'Vyberte alespoň jeden den',
  singleSaved: 'Dostupnost byla aktualizována',
  singleFailed: 'Nepodařilo se aktualizovat dostupnost',
  bulkFailed: 'Nepodařilo se nastavit dostupnost',
  bulkSaved: (count: number) => `Dostupnost byla nastavena pro ${countOf(count, DAY_FORMS)}`,
} as const;

export interface AvailabilityWindow {
  /** Today, start of day. */
  start: Dayjs;
  /** The window's last day: today + 24 months (or today + 90 days for the first view). */
  end: Dayjs;
  startDate: string;
  endDate: string;
}

function rangeOf(start: Dayjs, end: Dayjs): AvailabilityWindow {
  return { start, end, startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) };
}

/** Today in Prague (as the server renders the calendar), at local midnight: the windows count days from it. */
const today = () => dayjs(pragueToday());

/** The window today..today+24 months (local dates): the days that can be set and shown. */
export function availabilityWindow(now: Dayjs = today()): AvailabilityWindow {
  const start = now.startOf('day');
  return rangeOf(start, start.add(AVAILABILITY_MONTHS_AHEAD, 'month'));
}

/** The spec's first view, today..today+90: what the calendars load first. */
export function firstViewRange(now: Dayjs = today()): AvailabilityWindow {
  const start = now.startOf('day');
  return rangeOf(start, start.add(FIRST_VIEW_DAYS, 'day'));
}

/** True when a YYYY-MM-DD date lies within the window (both ends included). */
export function inWindow(date: string, window: AvailabilityWindow): boolean {
  return date >= window.startDate && date <= window.endDate;
}

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The days of a month inside the window (null when none are). */
export function monthRange(month: Dayjs, window: AvailabilityWindow): DayRange | null {
  const first = month.startOf('month').format(DATE_FORMAT);
  const last = month.endOf('month').format(DATE_FORMAT);
  const startDate = first > window.startDate ? first : window.startDate;
  const endDate = last < window.endDate ? last : window.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/**
 * The range to load while a month is shown: the first view (today..+90, one call for the first
 * screens) while the month lies inside it, else only that month's days in the window.
 */
export function rangeToLoad(month: Dayjs, window: AvailabilityWindow, firstView: AvailabilityWindow): DayRange {
  const visible = monthRange(month, window);
  if (!visible || visible.endDate <= firstView.endDate) return { startDate: firstView.startDate, endDate: firstView.endDate };
  return visible;
}

/** The months the window touches, first to last (the month picker's options). */
export function windowMonths(window: AvailabilityWindow): Dayjs[] {
  const months: Dayjs[] = [];
  for (let month = window.start.startOf('month'); !month.isAfter(window.end, 'month'); month = month.add(1, 'month')) {
    months.push(month);
  }
  return months;
}

/**
 * Entries as known so far: `loaded` (the answer for range) replaces what `known` held for those
 * days, the rest stays (a selection can hold days of other months).
 */
export function mergeEntries(
  known: ReadonlyMap<string, AvailabilityDayDto>,
  range: DayRange,
  loaded: readonly AvailabilityDayDto[],
): Map<string, AvailabilityDayDto> {
  const next = new Map(known);
  for (const date of known.keys()) if (date >= range.startDate && date <= range.endDate) next.delete(date);
  for (const day of loaded) next.set(day.date, day);
  return next;
}

/** The cells of a month grid, Monday first: null for the blanks before the 1st, then each date. */
export function monthCells(month: Dayjs): (string | null)[] {
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  const days = first.daysInMonth();
  for (let day = 0; day < days; day += 1) cells.push(first.add(day, 'day').format(DATE_FORMAT));
  return cells;
}

export const WEEKDAYS = [
  { short: 'Po', long: 'pondělí' },
  { short: 'Út', long: 'úterý' },
  { short: 'St', long: 'středa' },
  { short: 'Čt', long: 'čtvrtek' },
  { short: 'Pá', long: 'pátek' },
  { short: 'So', long: 'sobota' },
  { short: 'Ne', long: 'neděle' },
] as const;

// Intl, not dayjs: dayjs's Czech locale has no genitive month names ('9. prosinec' instead of '9. prosince').
const longDay = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric' });

/** A local Date of a YYYY-MM-DD date. */
function localDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** "2026-09-12" → "sobota 12. září 2026". */
export function longDayName(date: string): string {
  return longDay.format(localDate(date)).replace(/\s+/g, ' ');
}

/** A month → "Září 2026". */
export function monthTitle(month: Dayjs): string {
  const text = monthYear.format(month.toDate()).replace(/\s+/g, ' ');
  return text.charAt(0).toLocaleUpperCase('cs-CZ') + text.slice(1);
}

/** The button's accessible name: 'sobota 12. září 2026, Obsazeno'. */
export function dayLabel(date: string, status: AvailabilityStatus | undefined): string {
  return `${longDayName(date)}, ${status ? STATUS_LABELS[status] : NO_STATUS_LABEL}`;
}

/** Date → entry, for quick lookups while drawing the grid. */
export function byDate(days: readonly AvailabilityDayDto[] | undefined): Map<string, AvailabilityDayDto> {
  return new Map((days ?? []).map((day) => [day.date, day]));
}

/** The selection after a click on a day: single mode keeps at most one day, bulk mode toggles. */
export function nextSelection(current: readonly string[], date: string, mode: SelectionMode): string[] {
  if (mode === 'single') return current.length === 1 && current[0] === date ? [] : [date];
  return current.includes(date) ? current.filter((item) => item !== date) : [...current, date].sort();
}

export type SavePlan =
  | { kind: 'none' }
  | { kind: 'single'; body: SetAvailabilityDto }
  | { kind: 'bulk'; body: SetAvailabilityBulkDto };

/** One day → the single call, more → the bulk call; notes trimmed and omitted when empty. */
export function planSave(dates: readonly string[], status: AvailabilityStatus, notes: string): SavePlan {
  if (dates.length === 0) return { kind: 'none' };
  const trimmed = notes.trim();
  const extra = trimmed ? { notes: trimmed } : {};
  if (dates.length === 1) return { kind: 'single', body: { date: dates[0], status, ...extra } };
  return { kind: 'bulk', body: { dates: [...dates].sort(), status, ...extra } };
}
