import dayjs from 'dayjs';
import 'dayjs/locale/cs';

/** Dates the Czech way (dayjs with its Czech locale; kept apart so that pages without dates load no dayjs). */

// Created on first use: building an Intl formatter loads locale data.
let time: Intl.DateTimeFormat | undefined;

/** "2026-09-12" or an ISO timestamp → "12. 9. 2026"; an invalid value → 'Neplatné datum'. */
export function formatDate(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale('cs').format('D. M. YYYY') : 'Neplatné datum';
}

export const NO_WEDDING_DATE = 'Datum nevybráno';

/** The wedding date, or 'Datum nevybráno' when the couple has not chosen one. */
export function formatWeddingDate(value: string | null | undefined): string {
  return value ? formatDate(value) : NO_WEDDING_DATE;
}

/** An ISO timestamp → "24. 11. 2026 19:05:12" in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = dayjs(value);
  if (!date.isValid()) return 'Neplatné datum';
  time ??= new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `${formatDate(value)} ${time.format(date.toDate())}`;
}
