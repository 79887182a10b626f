/** Czech texts: shortening, accent-insensitive search, word forms and lists of places. */

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
