import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { AvailabilityDayDto, SetAvailabilityBulkDto, SetAvailabilityDto } from '../../api';

export type AvailabilityStatus = AvailabilityDayDto['status'];

/** Availability calendar (seed 001 sections 2, 4, 5, 8 and 9): the window, labels and save payloads. */

/** Spec, section 9: the calendar shows and loads today to 90 days ahead. */
export const WINDOW_DAYS = 90;

export const DATE_FORMAT = 'YYYY-MM-DD';

export const STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Volno',
  inquiry: 'Na dotaz',
  busy: 'Obsazeno',
};

export const STATUSES: readonly AvailabilityStatus[] = ['available', 'inquiry', 'busy'];

/** A day without an entry. */
export const NO_STATUS_LABEL = 'Nenastaveno';

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
  bulkSaved: (count: number) => `Dostupnost byla nastavena pro ${count} dnů`,
} as const;

export interface AvailabilityWindow {
  /** Today, start of day. */
  start: Dayjs;
  /** Today + 90 days, start of day. */
  end: Dayjs;
  startDate: string;
  endDate: string;
}

/** The window today..today+90 (local dates). */
export function availabilityWindow(now: Dayjs = dayjs()): AvailabilityWindow {
  const start = now.startOf('day');
  const end = start.add(WINDOW_DAYS, 'day');
  return { start, end, startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) };
}

/** True when a YYYY-MM-DD date lies within the window (both ends included). */
export function inWindow(date: string, window: AvailabilityWindow): boolean {
  return date >= window.startDate && date <= window.endDate;
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
