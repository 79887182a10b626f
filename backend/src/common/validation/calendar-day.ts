import dayjs, { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** A calendar day as the API writes it (wedding dates, calendar days, offer validity). */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_FORMAT_MESSAGE = 'Datum musí být ve formátu RRRR-MM-DD';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not), or null. */
export function parseDay(text: string): Dayjs | null {
  if (!DAY_PATTERN.test(text)) return null;
  const day = dayjs(text, DAY_FORMAT, true);
  return day.isValid() ? day : null;
}
