/**
 * Czech formatting of money, numbers and texts (no dates: those are in ./format, which needs dayjs).
 * Pages import from ./format, which re-exports these; the home page's first screen imports from
 * here so that dayjs stays out of its JavaScript.
 */

// Created on first use: building an Intl formatter loads locale data, a long task on a slow phone.
let czk: Intl.NumberFormat | undefined;
let number: Intl.NumberFormat | undefined;

/** 2800 → "2 800 Kč". */
export function formatCzk(amount: number): string {
  czk ??= new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 });
  return czk.format(amount);
}

/** 124 → "124", 12000 → "12 000". */
export function formatNumber(value: number): string {
  // Whole numbers below 1 000 have no separators: the home page's counts need no formatter.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  number ??= new Intl.NumberFormat('cs-CZ');
  return number.format(value);
}

/** Cuts a text at `max` characters (on a word boundary when one is near) and adds "…". */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Case- and diacritics-insensitive form of a text, for client-side search of small lists. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Czech word forms: plural(1, ['služba','služby','služeb']) → 'služba'. */
export function plural(count: number, [one, few, many]: [string, string, string]): string {
  if (count === 1) return one;
  if (count >= 2 && count <= 4) return few;
  return many;
}

/**
 * The spec's location display: 'Celá ČR' when the whole country is among the selections; else the
 * names joined with ' a ' for two, with commas and ' a ' before the last for more; 'Neuvedeno' if none.
 */
export function formatLocations(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  if (ids.length === 0) return 'Neuvedeno';
  if (ids.includes('cela-cr')) return 'Celá ČR';
  const labels = ids.map((id) => names.get(id) ?? id);
  if (labels.length === 1) return labels[0];
  return `${labels.slice(0, -1).join(', ')} a ${labels[labels.length - 1]}`;
}
