import dayjs from 'dayjs';
import 'dayjs/locale/cs';

/** Czech formatting of money, dates and texts, shared by every feature (dates here, the rest in ./text). */

export * from './text';

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
