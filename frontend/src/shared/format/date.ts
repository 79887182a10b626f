/**
 * Dates the Czech way, in Prague time: the page is rendered on the server (UTC) and again in the browser (any zone),
 * and both must show the same text, the one a Czech user expects. Every display of an instant goes through here.
 * No dayjs: Intl does the time zone, so pages that only show dates load no dayjs.
 */

/** The time zone of every date and time shown. */
export const DISPLAY_TIME_ZONE = 'Europe/Prague';

/** A wall clock: month 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Created on first use: building an Intl formatter loads locale data.
let zoned: Intl.DateTimeFormat | undefined;

/**
 * A value's wall clock in Prague; null when invalid. A date-only 'YYYY-MM-DD' (a wedding day) is a calendar day, not an
 * instant: it is taken as it is, so that no time zone moves it to the day before or after.
 */
export function pragueClock(value: string | Date | number): WallClock | null {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    // Through Date.UTC, which rolls '2026-02-30' over as dayjs did, and read back in UTC: no zone involved.
    const date = new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0 };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  zoned ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of zoned.formatToParts(date)) if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  return clock;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Prague calendar day of an instant (or a date-only value as it is): 'YYYY-MM-DD'; '' when invalid. */
export function pragueDay(value: string | Date | number): string {
  const clock = pragueClock(value);
  return clock ? `${clock.year}-${pad(clock.month)}-${pad(clock.day)}` : '';
}

/** Today in Prague, 'YYYY-MM-DD' (the same day on the server and in every browser). */
export const pragueToday = (now: Date | number = Date.now()): string => pragueDay(now);

/** "2026-09-12" or an ISO timestamp → "12. 9. 2026"; an invalid value → 'Neplatné datum'. */
export function formatDate(value: string | Date): string {
  const clock = pragueClock(value);
  return clock ? `${clock.day}. ${clock.month}. ${clock.year}` : 'Neplatné datum';
}

export const NO_WEDDING_DATE = 'Datum nevybráno';

/** The wedding date, or 'Datum nevybráno' when the couple has not chosen one. */
export function formatWeddingDate(value: string | null | undefined): string {
  return value ? formatDate(value) : NO_WEDDING_DATE;
}

/** An ISO timestamp → '9:05' ('H:mm'), or '09:05' with `padHour`. */
export function formatTime(value: string | Date, padHour = false): string {
  const clock = pragueClock(value);
  if (!clock) return '';
  return `${padHour ? pad(clock.hour) : clock.hour}:${pad(clock.minute)}`;
}

/** An ISO timestamp → "24. 11. 2026 19:05:12". */
export function formatDateTime(value: string | Date): string {
  const clock = pragueClock(value);
  if (!clock) return 'Neplatné datum';
  return `${formatDate(value)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}
