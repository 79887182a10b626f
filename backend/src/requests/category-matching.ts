import { foldText } from '../common/text/fold';

export interface CategoryVocabulary {
  /** Category id → Czech name. */
  names: ReadonlyMap<string, string>;
  /** Category id → synonym keywords. */
  keywords: ReadonlyMap<string, readonly string[]>;
}

/**
 * The categories a request belongs to for filtering: the requested ones, plus every category whose
 * synonym keywords match the request, in either direction as substrings (spec): a keyword found in
 * the request's text, or a requested service's name found in a keyword. Computed when the request
 * is written, so the list filter is one indexed array test.
 */
export function matchCategories(text: string, services: readonly string[], vocabulary: CategoryVocabulary): string[] {
  const folded = foldText(text);
  const serviceTerms = services.flatMap((id) => [foldText(id), foldText(vocabulary.names.get(id) ?? id)]).filter((term) => term.length >= 3);
  const matched = new Set(services);
  for (const [categoryId, keywords] of vocabulary.keywords) {
    if (matched.has(categoryId)) continue;
    const hit = keywords.some((keyword) => {
      const foldedKeyword = foldText(keyword);
      return (
        (foldedKeyword.length >= 3 || foldedKeyword === 'dj') &&
        (containsWord(folded, stem(foldedKeyword)) || serviceTerms.some((term) => foldedKeyword.includes(term)))
      );
    });
    if (hit) matched.add(categoryId);
  }
  return [...matched];
}

/**
 * Czech inflects the ending ("kapela" → "kapelu", "květiny" → "květinami"): longer keywords match
 * without their final vowel.
 */
function stem(keyword: string): string {
  return keyword.length >= 5 && /[aeiouy]$/.test(keyword) ? keyword.slice(0, -1) : keyword;
}

/** Substring match that starts at a word boundary ("dj" in "dj na party", not in "podjezd"). */
function containsWord(text: string, term: string): boolean {
  let index = text.indexOf(term);
  while (index !== -1) {
    if (index === 0 || !/[a-z0-9]/.test(text[index - 1])) return true;
    index = text.indexOf(term, index + 1);
  }
  return false;
}

/** A readable title from the requested services: "Fotografie, Catering a 2 další – Praha". */
export function requestTitle(services: readonly string[], names: ReadonlyMap<string, string>, location: string): string {
  const labels = services.map((id) => names.get(id) ?? id);
  const shown = labels.slice(0, 2).join(', ');
  const rest = labels.length - 2;
  const head = rest > 0 ? `${shown} a ${rest} další` : labels.join(' a ');
  return `${head} – ${location}`.slice(0, 300);
}
