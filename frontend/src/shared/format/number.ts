/** Numbers the Czech way: spaces between thousands, a decimal comma. */

// Created on first use: building an Intl formatter loads locale data, a long task on a slow phone.
let number: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** Between the thousands of a whole number, as Intl's cs-CZ puts it: a no-break space. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** 124 → "124", 12000 → "12 000". */
export function formatNumber(value: number): string {
  // Whole numbers are grouped here, as Intl groups them (format.test.ts): the navbar's counts on every page need no
  // formatter (building the first one took ~100 ms of a throttled phone's main thread while the page rendered).
  if (Number.isSafeInteger(value)) return `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(THOUSANDS, '\u00a0')}`;
  number ??= new Intl.NumberFormat('cs-CZ');
  return number.format(value);
}

/** An average rating with one decimal: 4.25 → '4,3'. */
export function formatRating(value: number): string {
  oneDecimal ??= new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}
