import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { nextListParams } from './listParams';
import type { ListParamsConfig, ParamChanges } from './listParams';

export interface UpdateOptions {
  /** Keep the current page (by default any filter change returns to page 1). */
  keepPage?: boolean;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
}

export type UpdateParams<Name extends string> = (changes: ParamChanges<Name>, options?: UpdateOptions) => void;

/**
 * The list's URL query and its updater (see nextListParams). `config` must be stable (a module
 * constant).
 */
export function useListParams<Name extends string>(config: ListParamsConfig) {
  const [params, setParams] = useSearchParams();
  const update: UpdateParams<Name> = useCallback(
    (changes, options = {}) => {
      setParams((current) => nextListParams(current, changes, config, options.keepPage), {
        replace: options.replace ?? false,
      });
    },
    [setParams, config],
  );
  return { params, update };
}

const trimText = (text: string) => text.trim();

/**
 * A typed value (search box, price) that reaches the URL `delayMs` after the last keystroke.
 * `urlValue` is the value in the URL (already normalised); `normalize` (stable) turns the typed text into it.
 * Returns the text to show, its setter and `flush` to commit at once (Enter).
 */
export function useDebouncedParam(
  urlValue: string,
  commit: (value: string) => void,
  delayMs: number,
  normalize: (text: string) => string = trimText,
) {
  const [text, setText] = useState(urlValue);
  useEffect(() => {
    // Back / forward or a reset changed the URL: show its value (e.g. trailing spaces being typed stay).
    setText((current) => (normalize(current) === urlValue ? current : urlValue));
  }, [urlValue, normalize]);
  useEffect(() => {
    const value = normalize(text);
    if (value === urlValue) return;
    const timer = window.setTimeout(() => commit(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, urlValue, commit, delayMs, normalize]);
  const flush = useCallback(() => {
    const value = normalize(text);
    if (value !== urlValue) commit(value);
  }, [text, urlValue, commit, normalize]);
  return [text, setText, flush] as const;
}

/**
 * A page past the end (e.g. after the list shrank) moves to the last page. `loaded` is the page the
 * server answered (undefined while loading).
 */
export function useClampPage(
  loaded: { items: readonly unknown[]; total: number } | undefined,
  page: number,
  pageSize: number,
  goTo: (page: number) => void,
) {
  useEffect(() => {
    if (!loaded || loaded.items.length > 0 || loaded.total === 0 || page === 1) return;
    goTo(Math.max(1, Math.ceil(loaded.total / pageSize)));
  }, [loaded, page, pageSize, goTo]);
}

/** What a paginated list query gives back (RTK Query result of a `{ items, total }` page). */
interface PagedQuery<Item> {
  currentData?: { items: Item[]; total: number };
  data?: { items: Item[]; total: number };
  isError: boolean;
}

/**
 * The paging state every list page shares: the loaded page and its items, the total (kept from
 * the last answer while the next loads), when to show skeletons and how many, a jump back to the
 * last page when the current one ran past the end, and page changes that scroll to the results.
 */
export function usePagedList<Item, Name extends string>(
  list: PagedQuery<Item>,
  current: number,
  pageSize: number,
  update: UpdateParams<Name>,
  pageParam: Name,
) {
  const resultsRef = useRef<HTMLElement>(null);
  // An answer renders in a deferred pass, which React does in slices: its arrival is not one long
  // task on a phone. Until that pass is done the page shows what it showed (the skeleton, the
  // previous page).
  const loaded = useDeferredValue(list.currentData);
  const latest = useDeferredValue(list.data);
  const clampTo = useCallback(
    (last: number) => update({ [pageParam]: String(last) } as ParamChanges<Name>, { keepPage: true, replace: true }),
    [update, pageParam],
  );
  useClampPage(loaded, current, pageSize, clampTo);

  const goToPage = (next: number) => {
    update({ [pageParam]: String(next) } as ParamChanges<Name>, { keepPage: true });
    const results = resultsRef.current;
    if (results && typeof results.scrollIntoView === 'function') results.scrollIntoView({ block: 'start' });
  };

  return {
    resultsRef,
    items: loaded?.items ?? [],
    total: loaded?.total ?? latest?.total,
    loaded,
    /** The last answer's items (of another page or filter while the current one loads). */
    latestItems: latest?.items ?? [],
    showSkeleton: !loaded && !list.isError,
    skeletonCount: Math.min(latest?.items.length || 6, pageSize),
    goToPage,
  };
}
