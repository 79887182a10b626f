import { foldText } from './fold';

/**
 * Czech inflects the ending ("kapela" → "kapelu", "květiny" → "květinami"): a folded keyword of
 * five or more letters matches without its final vowel.
 */
function stemKeyword(foldedKeyword: string): string {
  return foldedKeyword.length >= 5 && /[aeiouy]$/.test(foldedKeyword) ? foldedKeyword.slice(0, -1) : foldedKeyword;
}

/** Whether a folded keyword is specific enough to match free text (three letters, or 'dj'). */
function isUsableKeyword(foldedKeyword: string): boolean {
  return foldedKeyword.length >= 3 || foldedKeyword === 'dj';
}

export interface CategoryVocabulary {
  /** Category id → Czech name. */
  names: ReadonlyMap<string, string>;
  /** Category id → synonym keywords. */
  keywords: ReadonlyMap<string, readonly string[]>;
}

/**
 * The categories a request or a provider belongs to for the category filters: its own ones, plus
 * every category whose synonym keywords match, in either direction as substrings (spec): a keyword
 * found in the text, or the name of one of its own categories found in a keyword. Computed when
 * the row is written, so a list filter is one indexed array test.
 */
export function matchCategories(text: string, services: readonly string[], vocabulary: CategoryVocabulary): string[] {
  const folded = foldText(text);
  const serviceTerms = services.flatMap((id) => [foldText(id), foldText(vocabulary.names.get(id) ?? id)]).filter((term) => term.length >= 3);
  const matched = new Set(services);
  for (const [categoryId, keywords] of foldedKeywords(vocabulary.keywords)) {
    if (matched.has(categoryId)) continue;
    const hit = keywords.some(
      ({ folded: foldedKeyword, stem }) => containsWord(folded, stem) || serviceTerms.some((term) => foldedKeyword.includes(term)),
    );
    if (hit) matched.add(categoryId);
  }
  return [...matched];
}

interface FoldedKeyword {
  folded: string;
  stem: string;
}

/**
 * The usable keywords folded and stemmed, once per keyword map (the catalogue keeps one until its
 * data changes): folding every keyword of every category on each submit was about 6 % of its CPU.
 */
const foldedKeywordCache = new WeakMap<CategoryVocabulary['keywords'], ReadonlyArray<[string, FoldedKeyword[]]>>();

function foldedKeywords(keywords: CategoryVocabulary['keywords']): ReadonlyArray<[string, FoldedKeyword[]]> {
  let prepared = foldedKeywordCache.get(keywords);
  if (!prepared) {
    prepared = [...keywords].map(([categoryId, list]): [string, FoldedKeyword[]] => [
      categoryId,
      list
        .map((keyword) => foldText(keyword))
        .filter(isUsableKeyword)
        .map((folded) => ({ folded, stem: stemKeyword(folded) })),
    ]);
    foldedKeywordCache.set(keywords, prepared);
  }
  return prepared;
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
