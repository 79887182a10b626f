/** Czech texts: shortening, accent-insensitive search, word forms and lists of places. */

import { formatNumber } from './number';

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

/**
 * Czech word forms by the language's plural rules (Intl.PluralRules('cs')): [one, few, other] and
 * optionally the form for a fraction (CLDR 'many': '1,5 dne'), else `other`.
 * plural(1, ['den', 'dny', 'dní']) → 'den', 3 → 'dny', 0 and 5 → 'dní', -2 → 'dny'.
 */
export type PluralForms = readonly [one: string, few: string, other: string, fraction?: string];

const czechPlural = new Intl.PluralRules('cs');

export function plural(count: number, [one, few, other, fraction]: PluralForms): string {
  switch (czechPlural.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    case 'many':
      return fraction ?? other;
    default:
      return other;
  }
}

/** The count and its word: countOf(3, ['den', 'dny', 'dní']) → '3 dny'. */
export function countOf(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${plural(count, forms)}`;
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

/** A sentence that ends with a name: no second full stop after 'Foto s.r.o.' (endSentence('… od Foto s.r.o.')). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  // \u2026 (…) escaped: a regular expression keeps its characters as written in the server build (see vite.config.ts).
  return /[.!?\u2026]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
