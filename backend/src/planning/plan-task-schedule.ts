import dayjs from 'dayjs';
import { parseDay } from '../common/validation/calendar-day';

/*
 * The checklist's schedule (issue 46 item 2): a task is due `monthsBefore` calendar months before the
 * wedding day (12. 6. 2027 − 1 month = 12. 5. 2027; from 31. 3. one month back is 28./29. 2.: dayjs
 * keeps to the month's last day). Days are Europe/Prague calendar days. Without a wedding date a task
 * has no date (the UI shows "X měsíců předem") and is never overdue; a custom task's exact date wins.
 */

/** Today in Prague, YYYY-MM-DD. */
export const pragueDay = (at: Date): string => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

/** The day a task is due, or null when it cannot be known. */
export function taskDueDate(weddingDate: string | null, monthsBefore: number | null, exactDate: string | null): string | null {
  if (exactDate) return exactDate;
  if (!weddingDate || monthsBefore === null) return null;
  const wedding = parseDay(weddingDate);
  return wedding ? wedding.subtract(monthsBefore, 'month').format('YYYY-MM-DD') : null;
}

/** An open task whose day has passed (the day itself is not overdue yet). */
export const isOverdue = (dueDate: string | null, done: boolean, today: string): boolean => !done && dueDate !== null && dueDate < today;

/** The last day of the digest's window: open tasks due on or before it are listed. */
export const digestHorizon = (today: string, daysAhead: number): string => dayjs(today).add(daysAhead, 'day').format('YYYY-MM-DD');

/** Whether `at` is a Monday in Prague at `hour` o'clock or later (the digest's time; an earlier start does not send early). */
export function isDigestTime(at: Date, hour: number): boolean {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value;
  return part('weekday') === 'Mon' && Number(part('hour')) >= hour;
}

/** What the order needs of a task. */
export interface ScheduledTask {
  id: number;
  dueDate: string | null;
  monthsBefore: number | null;
  /** The checklist's position (custom tasks after the list's). */
  order: number;
}

/**
 * The checklist's order: by date (undated after dated), then by months before (the furthest first;
 * without any, last), then the list's order, then id (custom tasks as added).
 */
export function compareTasks(a: ScheduledTask, b: ScheduledTask): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  if (a.monthsBefore !== b.monthsBefore) {
    if (a.monthsBefore === null) return 1;
    if (b.monthsBefore === null) return -1;
    return b.monthsBefore - a.monthsBefore;
  }
  return a.order - b.order || a.id - b.id;
}
