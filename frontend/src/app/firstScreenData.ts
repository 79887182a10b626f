import { api } from '../api';
import { SIGNED_IN_HINT_KEY } from '../shared/bootHint';
import { pageOf } from './routeTable';
import type { PageName } from './routeTable';
import type { AppStore } from './store';

/** The longest the first screen waits for a page's data: a slow answer then comes after the page. */
export const FIRST_SCREEN_DATA_WAIT_MS = 2_000;

/** A query started for the first screen: settles with its answer, held in the store until unsubscribed. */
type FirstScreenQuery = PromiseLike<unknown> & { unsubscribe(): void };

/** Several queries as one: settles when all have. */
function allOf(queries: FirstScreenQuery[]): FirstScreenQuery {
  return {
    then: (done, failed) => Promise.allSettled(queries).then(done, failed),
    unsubscribe: () => queries.forEach((query) => query.unsubscribe()),
  };
}

/** Whether this browser last saw a signed-in user (shared/bootHint.ts): a visitor's calls would only answer 401. */
function signedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Per page, the query its head is laid out with. A page that needs one is a line here. */
const FIRST_SCREEN_DATA: Partial<Record<PageName, (store: AppStore) => FirstScreenQuery | null>> = {
  // /services/{type}: the category's description above the list (public/boot.js has started fetching the
  // categories with the page).
  serviceType: (store) => store.dispatch(api.endpoints.catalogCategories.initiate()),
  // /muj-plan: the plan's head and its tasks, the whole first screen (the server's HTML preloads both for a
  // session, see backend sessionPreloads); without them the page would draw its skeleton, then the plan.
  plan: (store) =>
    signedInHint()
      ? allOf([store.dispatch(api.endpoints.getPlan.initiate()), store.dispatch(api.endpoints.listPlanTasks.initiate())])
      : null,
};

/**
 * The data a page's head is laid out with, asked for while the first screen waits for the page's code
 * (holdFirstScreen), so that the page renders with it instead of without it and then again, pushed
 * down, when it comes (a layout shift). Resolves when the answer is in the store, failed, or
 * FIRST_SCREEN_DATA_WAIT_MS passed.
 */
export function loadFirstScreenData(store: AppStore, pathname: string): Promise<void> {
  // Subscribed until settled: the page subscribes on its first render, long before the cache lets go.
  const request = FIRST_SCREEN_DATA[pageOf(pathname)]?.(store);
  if (!request) return Promise.resolve();
  let timer: number | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS);
  });
  return Promise.race([Promise.resolve(request).then(() => undefined), waited]).finally(() => {
    window.clearTimeout(timer);
    request.unsubscribe();
  });
}
