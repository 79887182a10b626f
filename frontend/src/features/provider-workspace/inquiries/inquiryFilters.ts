import type { RequestsListApiArg } from '../../../api';
import { DEFAULT_SORT, isRequestSort, type RequestSort } from '../../requests';
import { readPage } from '../../../shared/listParams';
import type { ListParamsConfig } from '../../../shared/listParams';

/** Requests per page of the client section (3 columns on wide screens). */
export const PAGE_SIZE = 12;

/** The URL query of /inquiries: the filters, sort and page survive a reload and back / forward. */
export const PARAMS = {
  relevant: 'relevantni',
  category: 'kategorie',
  sort: 'razeni',
  page: 'strana',
} as const;

export type ParamName = (typeof PARAMS)[keyof typeof PARAMS];

/** 'Zobrazit pouze relevantní poptávky' is on by default; only 'ne' (off) reaches the URL. */
const RELEVANT_OFF = 'ne';

export const LIST_PARAMS: ListParamsConfig = {
  pageParam: PARAMS.page,
  defaults: { [PARAMS.sort]: DEFAULT_SORT },
};

/** The spec's five groups of the category checklist and the category ids in each. */
export const CATEGORY_GROUPS: { label: string; ids: string[] }[] = [
  { label: 'Plánování', ids: ['planning', 'partial_planning', 'wedding_planning'] },
  { label: 'Foto a video', ids: ['photography', 'video'] },
  { label: 'Catering', ids: ['catering', 'cake'] },
  { label: 'Hudba a zábava', ids: ['music', 'dj'] },
  { label: 'Dekorace', ids: ['decoration', 'flowers'] },
];

/** Names of the group's categories when the category list has not loaded (the catalogue's names). */
export const FALLBACK_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  planning: 'Kompletní plánování',
  partial_planning: 'Částečné plánování',
  wedding_planning: 'Svatební agentura',
  photography: 'Fotografie',
  video: 'Video a kameraman',
  catering: 'Catering',
  cake: 'Svatební dort',
  music: 'Živá hudba',
  dj: 'DJ',
  decoration: 'Dekorace',
  flowers: 'Květiny',
};

const CATEGORY_IDS = new Set(CATEGORY_GROUPS.flatMap((group) => group.ids));

export interface InquiryFilters {
  /** true: only the requests matching the provider's own categories (filtered=true on the server). */
  relevant: boolean;
  /** The checked categories (none: every category); 'kategorie=video,dj' in the URL. */
  categories: string[];
  sort: RequestSort;
  page: number;
}


/** Reads the filters from the URL; unknown values fall back to the defaults. */
export function readFilters(params: URLSearchParams): InquiryFilters {
  const categories = (params.get(PARAMS.category) ?? '').split(',').filter((id) => CATEGORY_IDS.has(id));
  const sort = params.get(PARAMS.sort);
  return {
    relevant: params.get(PARAMS.relevant) !== RELEVANT_OFF,
    categories: [...new Set(categories)],
    sort: isRequestSort(sort) ? sort : DEFAULT_SORT,
    page: readPage(params, PARAMS.page),
  };
}

/** The URL value of the relevant-only switch. */
export function relevantParam(on: boolean): string | undefined {
  return on ? undefined : RELEVANT_OFF;
}

/** Filters that narrow the list beyond the default (the sort is not a filter). */
export function countActiveFilters(filters: InquiryFilters): number {
  return (filters.relevant ? 0 : 1) + (filters.categories.length > 0 ? 1 : 0);
}

/** The URL value of the checklist after checking or unchecking `id` (none checked: no parameter). */
export function toggledCategories(current: readonly string[], id: string, checked: boolean): string | undefined {
  const next = checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id);
  return next.length > 0 ? next.join(',') : undefined;
}

/** The list call: filtered=true only with the switch on (off = the whole public list). */
export function toListArg(filters: InquiryFilters): RequestsListApiArg {
  return {
    filtered: filters.relevant ? true : undefined,
    categories: filters.categories.length > 0 ? filters.categories.join(',') : undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}
