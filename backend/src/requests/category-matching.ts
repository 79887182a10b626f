// The synonym rule is shared with providers; it lives in common/text.
export type { CategoryVocabulary } from '../common/text/category-matching';
export { matchCategories } from '../common/text/category-matching';

/**
 * A readable title from the requested services: "Fotografie, Catering + 2 další – Praha"; without a
 * place (null), the services alone.
 */
export function requestTitle(services: readonly string[], names: ReadonlyMap<string, string>, location: string | null): string {
  const labels = services.map((id) => names.get(id) ?? id);
  const shown = labels.slice(0, 2).join(', ');
  const rest = labels.length - 2;
  // Commas, not 'a': category names contain 'a' themselves ("Video a kameraman").
  const head = rest > 0 ? `${shown} + ${rest} další` : shown;
  return (location === null ? head : `${head} – ${location}`).slice(0, 300);
}
