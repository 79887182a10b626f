import { api } from '../api';
import { pageOf } from './routeTable';
import type { PageName } from './routeTable';
import type { AppStore } from './store';

/** The longest the first screen waits for a page's data: a slow answer then comes after the page. */
export const FIRST_SCREEN_DATA_WAIT_MS = 2_000;

/** A query started for the first screen: settles with its answer, held in the store until unsubscribed. */
type FirstScreenQuery = PromiseLike<unknown> & { unsubscribe(): void };

/** Per page, the query its head is laid out with. A page that needs one is a line here. */
const FIRST_SCREEN_DATA: Partial<Record<PageName, (store: AppStore) => FirstScreenQuery>> = {
  // /services/{type}: the category's description above the list (public/boot.js has started fetching the
  // categories with the page).
  serviceType: (store) => store.dispatch(api.endpoints.catalogCategories.initiate()),
};

/**
 * The data a page's head is laid out with, asked for while the first screen waits for the page's code
 * (holdFirstScreen), so that the page renders with it instead of without it and then again, pushed
 * down, when it comes (a layout shift). Resolves when the answer is in the store, failed, or
 * FIRST_SCREEN_DATA_WAIT_MS passed.
 */
export function loadFirstScreenData(store: AppStore, pathname: string): Promise<void> {
  const start = FIRST_SCREEN_DATA[pageOf(pathname)];
  if (!start) return Promise.resolve();
  // Subscribed until settled: the page subscribes on its first render, long before the cache lets go.
  const request = start(store);
  let timer: number | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS);
  });
  return Promise.race([Promise.resolve(request).then(() => undefined), waited]).finally(() => {
    window.clearTimeout(timer);
    request.unsubscribe();
  });
}
