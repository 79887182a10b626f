import { accountProviderEndpoint, api } from '../api';
import { SIGNED_IN_HINT_KEY } from '../shared/bootHint';
import { pageLoaders, pageOf } from './routeTable';
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

/** The session's call the server preloads with the HTML when the request carries the session cookie (backend sessionPreloads). */
const SESSION_PRELOAD = 'link[rel="preload"][href="/api/auth/user"]';

/**
 * Whether the visit is signed in, as far as can be told before the session answers: the server saw the session
 * cookie (it preloaded the session's calls), or this browser last saw a signed-in user (shared/bootHint.ts). A
 * visitor's calls would only answer 401.
 */
function signedInHint(): boolean {
  if (document.querySelector(SESSION_PRELOAD)) return true;
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * /dashboard: the account decides which dashboard (GET /api/provider/profile, preloaded with the HTML). A provider's is
 * drawn by its own chunk, loaded as soon as the account shows the profile (else the page would show its skeleton for a
 * moment, and the server's render of it a flash). A couple's is laid out with its requests, bookings, the plan's card
 * and the categories, asked as soon as the account shows no provider profile, and drawn by its own chunk, loaded meanwhile.
 */
function dashboardData(store: AppStore): FirstScreenQuery {
  const profile = store.dispatch(accountProviderEndpoint.initiate());
  let couple: FirstScreenQuery | null = null;
  let released = false;
  const settled = Promise.resolve(profile).then((answer): Promise<unknown> | undefined => {
    if (released) return;
    // A provider's dashboard draws with the account alone (its list has its own skeleton): only its code to wait for.
    if (answer.data) return pageLoaders.dashboard().then((page) => page.preloadProviderDashboard());
    if (answer.data !== null) return;
    couple = allOf([
      store.dispatch(api.endpoints.requestsMine.initiate()),
      store.dispatch(api.endpoints.bookingsForCouple.initiate()),
      store.dispatch(api.endpoints.planSummary.initiate()),
      store.dispatch(api.endpoints.catalogCategories.initiate()),
    ]);
    return Promise.allSettled([couple, pageLoaders.dashboard().then((page) => page.preloadCoupleDashboard())]);
  });
  return {
    then: (done, failed) => settled.then(done, failed),
    unsubscribe: () => {
      released = true;
      profile.unsubscribe();
      couple?.unsubscribe();
    },
  };
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
  dashboard: (store) => (signedInHint() ? dashboardData(store) : null),
  // /subscription-management: the current subscription's card, drawn with the account, the subscription and the plans
  // (its price); all three preloaded with the HTML for a session. Without them the card's skeleton would grow into
  // the card and push the payments down.
  subscriptionManagement: (store) =>
    signedInHint()
      ? allOf([
          store.dispatch(accountProviderEndpoint.initiate()),
          store.dispatch(api.endpoints.subscriptionInfo.initiate()),
          store.dispatch(api.endpoints.subscriptionPlans.initiate()),
        ])
      : null,
  // /vybrani: the shortlist and the categories its groups are named by (both preloaded with the HTML for a session).
  shortlist: (store) =>
    signedInHint()
      ? allOf([store.dispatch(api.endpoints.listShortlist.initiate()), store.dispatch(api.endpoints.catalogCategories.initiate())])
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
