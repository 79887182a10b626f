import type { BudgetBand, RequestsListApiArg } from '../../api';
import { DEFAULT_SORT, isRequestSort, type RequestSort } from './list/requestSort';
import { isBudgetBand } from '../../shared/budget';
import { foldText } from '../../shared/format';
import { nextListParams, readPage } from '../../shared/listParams';
import type { ListParamsConfig } from '../../shared/listParams';

/** Requests per page of the public list. */
export const PAGE_SIZE = 12;

/** Debounce of the search box before it reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The URL query parameters of /poptavky ('kategorie' and 'requestId' are the spec's). */
export const PARAMS = {
  search: 'hledat',
  category: 'kategorie',
  location: 'lokalita',
  budget: 'rozpocet',
  sort: 'razeni',
  page: 'strana',
  requestId: 'requestId',
} as const;

export type ParamName = (typeof PARAMS)[keyof typeof PARAMS];

/** Page parameter and defaults of the URL state (shared list rules, see shared/listParams). */
export const LIST_PARAMS: ListParamsConfig = { pageParam: PARAMS.page, defaults: { [PARAMS.sort]: DEFAULT_SORT } };

export interface RequestFilters {
  search: string;
  category?: string;
  /** A location name (city, region); the whole country is no filter. */
  location?: string;
  budget?: BudgetBand;
  sort: RequestSort;
  page: number;
}


/** 'Celá ČR' (or anything starting with 'celá') filters nothing, as on the server. */
export function isWholeCountry(location: string): boolean {
  return foldText(location.trim()).startsWith('cela');
}

/** Reads the filters from the URL; unknown or malformed values fall back to "no filter". */
export function readFilters(params: URLSearchParams): RequestFilters {
  const search = (params.get(PARAMS.search) ?? '').trim();
  const category = params.get(PARAMS.category)?.trim() || undefined;
  const rawLocation = params.get(PARAMS.location)?.trim() || undefined;
  const budget = params.get(PARAMS.budget);
  const sort = params.get(PARAMS.sort);
  return {
    search,
    category,
    location: rawLocation && !isWholeCountry(rawLocation) ? rawLocation : undefined,
    budget: isBudgetBand(budget) ? budget : undefined,
    sort: isRequestSort(sort) ? sort : DEFAULT_SORT,
    page: readPage(params, PARAMS.page),
  };
}

/** How many filters narrow the list (the sort is not a filter). */
export function countActiveFilters(filters: RequestFilters): number {
  return [filters.search, filters.category, filters.location, filters.budget].filter(Boolean).length;
}

/** The list call's query for these filters. */
export function toListArg(filters: RequestFilters): RequestsListApiArg {
  return {
    search: filters.search || undefined,
    category: filters.category,
    location: filters.location,
    budget: filters.budget,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}

/** The request id of ?requestId=…, null when absent, NaN when malformed. */
export function readRequestId(params: URLSearchParams): number | null {
  const raw = params.get(PARAMS.requestId);
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/**
 * The next URL query: `changes` set (a string) or remove (undefined/empty) parameters. Changing any
 * filter returns to page 1 unless `keepPage`.
 */
export function nextParams(
  current: URLSearchParams,
  changes: Partial<Record<ParamName, string | undefined>>,
  keepPage = false,
): URLSearchParams {
  return nextListParams(current, changes, LIST_PARAMS, keepPage);
}
