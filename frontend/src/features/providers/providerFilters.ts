import type { ProvidersListApiArg } from '../../api';
import { readPage } from '../../shared/listParams';
import type { ListParamsConfig } from '../../shared/listParams';

/** Suppliers per page (the API's default page size). */
export const PAGE_SIZE = 12;

/** Debounce of the search box and the price inputs before they reach the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;
export const PRICE_DEBOUNCE_MS = 500;

/** The largest price the API accepts (Kč). */
export const PRICE_MAX = 99_999_999;

/** The URL query parameters of /dodavatele ('kategorie' is the spec's). */
export const PARAMS = {
  search: 'hledat',
  category: 'kategorie',
  area: 'oblast',
  priceMin: 'cenaOd',
  priceMax: 'cenaDo',
  weddingDate: 'datum',
  sort: 'razeni',
  page: 'strana',
} as const;

export type ParamName = (typeof PARAMS)[keyof typeof PARAMS];

export type ProviderSort = NonNullable<ProvidersListApiArg['sort']>;

export const SORT_OPTIONS: { value: ProviderSort; label: string }[] = [
  { value: 'newest', label: 'Nejnovější' },
  { value: 'oldest', label: 'Nejstarší' },
  { value: 'rating-high', label: 'Nejlépe hodnocení' },
  { value: 'rating-low', label: 'Nejhůře hodnocení' },
  // The shortest median first answer first; providers without one last.
  { value: 'response', label: 'Nejrychlejší odpověď' },
];

export const DEFAULT_SORT: ProviderSort = 'newest';

/** The whole country passes every supplier: it is no filter. */
export const WHOLE_COUNTRY_AREA = 'cela-cr';

export const LIST_PARAMS: ListParamsConfig = { pageParam: PARAMS.page, defaults: { [PARAMS.sort]: DEFAULT_SORT } };

export interface ProviderFilters {
  search: string;
  category?: string;
  /** A location id (city or region). */
  area?: string;
  priceMin?: number;
  priceMax?: number;
  /** YYYY-MM-DD: hide providers busy that day. */
  weddingDate?: string;
  sort: ProviderSort;
  page: number;
}

const isSort = (value: string | null): value is ProviderSort => SORT_OPTIONS.some((option) => option.value === value);

/** A price typed or read from the URL: whole Kč from its digits, capped at PRICE_MAX; undefined when empty. */
export function parsePrice(value: string | null | undefined): number | undefined {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return undefined;
  return Math.min(Number(digits.slice(0, 9)), PRICE_MAX);
}

/** Reads the filters from the URL; unknown or malformed values fall back to "no filter". */
export function readFilters(params: URLSearchParams): ProviderFilters {
  const area = params.get(PARAMS.area)?.trim() || undefined;
  const sort = params.get(PARAMS.sort);
  let priceMin = parsePrice(params.get(PARAMS.priceMin));
  let priceMax = parsePrice(params.get(PARAMS.priceMax));
  // A reversed range (e.g. typed the other way round) means the same range.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  return {
    search: (params.get(PARAMS.search) ?? '').trim(),
    category: params.get(PARAMS.category)?.trim() || undefined,
    area: area && area !== WHOLE_COUNTRY_AREA ? area : undefined,
    priceMin,
    priceMax,
    weddingDate: readDate(params.get(PARAMS.weddingDate)),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: readPage(params, PARAMS.page),
  };
}

/** A YYYY-MM-DD date from the URL, or undefined when it is missing or malformed. */
function readDate(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** How many filters narrow the list (the sort is not a filter; a price range counts once). */
export function countActiveFilters(filters: ProviderFilters): number {
  const price = filters.priceMin !== undefined || filters.priceMax !== undefined;
  return [filters.search, filters.category, filters.area, price, filters.weddingDate].filter(Boolean).length;
}

/** The list call's query for these filters. */
export function toListArg(filters: ProviderFilters): ProvidersListApiArg {
  return {
    search: filters.search || undefined,
    category: filters.category,
    area: filters.area,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    weddingDate: filters.weddingDate,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}
