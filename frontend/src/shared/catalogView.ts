import type { CategoryDto } from '../api';
import { czechCollator } from './format/collator';
import { foldText } from './format/text';
import { href } from './paths';
import { GLOSSARY } from './glossary';

/** Client-side search, group filter and sorts of the (small, ~30 items) category catalogue. */

export type CategorySort = 'name' | 'price-asc' | 'price-desc' | 'popularity';

export const ALL_GROUPS = 'all';

export const SORT_OPTIONS: { value: CategorySort; label: string }[] = [
  { value: 'name', label: 'Podle názvu' },
  { value: 'price-asc', label: 'Od nejlevnějších' },
  { value: 'price-desc', label: 'Od nejdražších' },
  { value: 'popularity', label: 'Podle oblíbenosti' },
];

/** The sorted (Czech collation) distinct set of category groups. */
export function categoryGroups(categories: readonly CategoryDto[]): string[] {
  return [...new Set(categories.map((category) => category.group).filter(Boolean))].sort(czechCollator.compare);
}

/**
 * The first number in a price range, spaces removed: '15 000 – 45 000 Kč' → 15000.
 * A range without digits gives null (sorted last either way).
 */
export function priceFrom(priceRange: string): number | null {
  const match = priceRange.replace(/\s/g, '').match(/\d+/);
  return match ? Number(match[0]) : null;
}

/** Case- and diacritics-insensitive match of the query against the name or the description. */
export function matchesQuery(category: CategoryDto, query: string): boolean {
  const needle = foldText(query.trim());
  if (!needle) return true;
  return foldText(category.name).includes(needle) || foldText(category.description).includes(needle);
}

const byName = (a: CategoryDto, b: CategoryDto) => czechCollator.compare(a.name, b.name);

function byPrice(direction: 1 | -1) {
  return (a: CategoryDto, b: CategoryDto) => {
    const pa = priceFrom(a.priceRange);
    const pb = priceFrom(b.priceRange);
    if (pa === null || pb === null) {
      if (pa === pb) return byName(a, b);
      return pa === null ? 1 : -1;
    }
    return (pa - pb) * direction || byName(a, b);
  };
}

const comparators: Record<CategorySort, (a: CategoryDto, b: CategoryDto) => number> = {
  name: byName,
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  popularity: (a, b) => b.providerCount - a.providerCount || byName(a, b),
};

/** The search (name or description) combined with the group filter ('all' = no filter), sorted. */
export function filterCategories(
  categories: readonly CategoryDto[],
  { query, group, sort }: { query: string; group: string; sort: CategorySort },
): CategoryDto[] {
  return categories
    .filter((category) => (group === ALL_GROUPS || category.group === group) && matchesQuery(category, query))
    .sort(comparators[sort]);
}

/** Czech word forms of "služba" for a count: 1 služba, 2–4 služby, 5+ služeb. */
export const SERVICE_FORMS = GLOSSARY.service.forms;

/** Link to the supplier list preselected by a category. */
export function suppliersHref(categoryId: string): string {
  return href.providers({ category: categoryId });
}
