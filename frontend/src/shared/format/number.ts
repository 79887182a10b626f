/** Numbers the Czech way: spaces between thousands, a decimal comma. */

// Created on first use: building an Intl formatter loads locale data, a long task on a slow phone.
let number: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** 124 → "124", 12000 → "12 000". */
export function formatNumber(value: number): string {
  // Whole numbers below 1 000 have no separators: the home page's counts need no formatter.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  number ??= new Intl.NumberFormat('cs-CZ');
  return number.format(value);
}

/** An average rating with one decimal: 4.25 → '4,3'. */
export function formatRating(value: number): string {
  oneDecimal ??= new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}
