import IconContext from '@ant-design/icons/es/components/Context';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { accountProviderEndpoint, api } from '../api';
import { plainPageModules } from '../app/plainPages';
import { makeStore } from '../app/store';
import type { AppStore } from '../app/store';
import type { AppState, ProviderProfileDto, SessionDto } from '../api';
import FiguresPage, { regionOf } from '../features/figures/FiguresPage';
import PortfolioPage from '../features/portfolio/PortfolioPage';
import { parseProviderId, PROVIDER_PARAM } from '../features/portfolio/portfolioParams';
import { REVIEWS_PAGE_SIZE } from '../features/reviews/ReviewList';
import ProvidersPage from '../features/providers/ProvidersPage';
import { readFilters, toListArg } from '../features/providers/providerFilters';
import { paths } from '../shared/paths';
import { stageFirstPage } from '../shared/firstScreen';
import { SessionContext, sessionOf, VISITOR_SESSION } from '../shared/useSession';
import type { Session } from '../shared/useSession';
import { OWN_OFFERS_LOOKUP_ARG } from '../features/offers/ProviderOfferActions';
import { CoupleDashboard } from '../features/dashboard/CoupleDashboard';
import { DASHBOARD_REQUESTS, ProviderDashboard } from '../features/provider-workspace/dashboard/ProviderDashboard';
import InquiriesPage from '../features/provider-workspace/inquiries/InquiriesPage';
import ConversationsPage from '../features/conversations/ConversationsPage';
import { INBOX_PAGE_SIZE } from '../features/conversations/conversationModel';
import PlanPage from '../features/planning/PlanPage';
import SubscriptionManagementPage from '../features/provider-workspace/subscription/SubscriptionManagementPage';
import { INVOICES_PAGE_SIZE } from '../features/billing/billingModel';
import ShortlistPage from '../features/shortlist/ShortlistPage';
import { readFilters as readInquiryFilters, toListArg as toInquiriesArg } from '../features/provider-workspace/inquiries/inquiryFilters';
import AdminPage from '../features/admin/AdminPage';
import {
  OPEN_MESSAGE_REPORTS_ARG,
  readProviderFilters,
  readRequestFilters,
  readTab,
  toProvidersArg,
  toRequestsArg,
} from '../features/admin/adminParams';
import BookingPage, { bookingId } from '../features/bookings/BookingPage';

/**
 * The server's render of a visitor's first screen (built by `vite build --ssr` into
 * dist-server/first-screen.cjs and called by the backend, backend/src/seo/first-screen.ts).
 * The page is the app's own component, rendered with the answers of the calls it shows first, so
 * that the served HTML paints the page itself: its largest text is there before any script has run
 * (Largest Contentful Paint is the HTML's), and the app, which starts from the same answers
 * (app/serverState.ts), renders the same markup in its place.
 */

type Answer = PromiseLike<{ isError: boolean }>;


/** A page the server renders: its component, its module and the calls its first screen shows. */
interface ServerPage {
  Page: ComponentType;
  /** The page's modules as the build's SSR manifest names them: the server inlines their stylesheets. */
  modules: string[];
  /**
   * Who it is rendered for: a visitor (the server never sends a session's page to another: it renders these only
   * without the session cookie), or a signed-in viewer, whose cookie goes with the page's calls (never kept, no-store).
   */
  viewer: 'visitor' | 'session';
  /**
   * The calls, started in `store`; null where this address of the page (or this viewer) is not rendered on the server.
   * `pathParams`: the parameters of a path with parameters (SERVER_ROUTES), as the router's useParams gives them.
   */
  queries(store: AppStore, params: URLSearchParams, pathParams: Readonly<Record<string, string | undefined>>): Answer[] | null | Promise<Answer[] | null>;
}

/**
 * /dashboard, drawn as the app draws it once the account is known (features/dashboard/DashboardPage picks the
 * provider's dashboard by the account's profile, else the couple's; either's code is loaded before the app replaces
 * this, see app/firstScreenData.ts). Rendered from the store's answers only.
 */
function ServerDashboard() {
  const session = sessionOf(useSelector((state: AppState) => api.endpoints.authSession.select()(state).data));
  const profile = useSelector((state: AppState) => accountProviderEndpoint.select()(state).data);
  if (profile) return <ProviderDashboard profile={profile} isAdmin={session.isAdmin} />;
  // null: an account without a provider profile (a couple, an admin).
  if (profile === null) return <CoupleDashboard user={session.user} isAdmin={session.isAdmin} />;
  return null;
}

/**
 * The pages rendered on the server by path (shared/paths.ts, as the router's app/routeTable.ts): the catalogue and the
 * portfolios for visitors, whose first screen is their data, and the provider's dashboard and client section for
 * their provider (the head is the page's largest text, and the requests follow it), an account's own pages and the admin
 * panel for an admin (a path with parameters is in SERVER_ROUTES). Not through the route table, which would bring every
 * page's code into this build.
 */
const SERVER_PAGES: Record<string, ServerPage | undefined> = {
  [paths.providers]: {
    Page: ProvidersPage,
    modules: [`src/${plainPageModules.providers}.tsx`],
    viewer: 'visitor',
    queries: (store, params) => [
      store.dispatch(api.endpoints.providersList.initiate(toListArg(readFilters(params)))),
      // The cards' category names and the filters' options.
      store.dispatch(api.endpoints.catalogCategories.initiate()),
      store.dispatch(api.endpoints.catalogLocations.initiate()),
    ],
  },
  // A provider's public portfolio (without ?provider it is the signed-in provider's own).
  [paths.portfolio]: {
    Page: PortfolioPage,
    modules: [`src/${plainPageModules.portfolio}.tsx`],
    viewer: 'visitor',
    queries: (store, params) => {
      const id = parseProviderId(params.get(PROVIDER_PARAM) ?? '');
      if (id === null) return null;
      return [
        store.dispatch(api.endpoints.providersGet.initiate({ id })),
        store.dispatch(api.endpoints.portfolioPublicList.initiate({ id })),
        store.dispatch(api.endpoints.reviewsRatingStats.initiate({ id })),
        store.dispatch(api.endpoints.reviewsList.initiate({ id, page: 1, pageSize: REVIEWS_PAGE_SIZE })),
        store.dispatch(api.endpoints.catalogCategories.initiate()),
      ];
    },
  },
  // The public figures (issue 47): its table is the first screen.
  [paths.figures]: {
    Page: FiguresPage,
    modules: [`src/${plainPageModules.figures}.tsx`],
    viewer: 'visitor',
    queries: (store, params) => [store.dispatch(api.endpoints.marketFigures.initiate({ region: regionOf(params) }))],
  },
  // Either account's dashboard.
  [paths.dashboard]: {
    Page: ServerDashboard,
    // The page's (the dashboards' shared styles) and both dashboards' (either loads with it).
    modules: [
      `src/${plainPageModules.dashboard}.tsx`,
      'src/features/provider-workspace/dashboard/ProviderDashboard.tsx',
      'src/features/dashboard/CoupleDashboard.tsx',
    ],
    viewer: 'session',
    queries: (store) =>
      accountPageQueries(store, {
        provider: (profile) => [
          store.dispatch(api.endpoints.requestsList.initiate({ filtered: true, sort: 'newest', page: 1, pageSize: DASHBOARD_REQUESTS })),
          ...(profile.isDemo ? [] : [store.dispatch(api.endpoints.reviewsRatingStats.initiate({ id: profile.id }))]),
          ...requestCardCalls(store),
        ],
        // As app/firstScreenData.ts lays the couple's out: the requests, the bookings, the plan's card, the categories.
        couple: () => [
          store.dispatch(api.endpoints.requestsMine.initiate()),
          store.dispatch(api.endpoints.bookingsForCouple.initiate()),
          store.dispatch(api.endpoints.planSummary.initiate()),
          store.dispatch(api.endpoints.catalogCategories.initiate()),
        ],
      }),
  },
  // The provider's client section: the page of requests its address asks for.
  [paths.inquiries]: {
    Page: InquiriesPage,
    modules: [`src/${plainPageModules.inquiries}.tsx`],
    viewer: 'session',
    queries: (store, params) =>
      accountPageQueries(store, {
        provider: () => [store.dispatch(api.endpoints.requestsList.initiate(toInquiriesArg(readInquiryFilters(params)))), ...requestCardCalls(store)],
      }),
  },
  // The provider's subscription: the current plan, the payments and the invoices (the plans to choose load near the screen).
  [paths.subscriptionManagement]: {
    Page: SubscriptionManagementPage,
    modules: [`src/${plainPageModules.subscriptionManagement}.tsx`],
    viewer: 'session',
    queries: (store) =>
      accountPageQueries(store, {
        provider: () => [
          store.dispatch(api.endpoints.subscriptionInfo.initiate()),
          store.dispatch(api.endpoints.subscriptionPlans.initiate()),
          store.dispatch(api.endpoints.subscriptionPayments.initiate()),
          store.dispatch(api.endpoints.listInvoices.initiate({ page: 1, pageSize: INVOICES_PAGE_SIZE })),
        ],
      }),
  },
  // The couple's wedding plan, on its first tab (the others load antd): the plan's head and its tasks.
  [paths.plan]: {
    Page: PlanPage,
    modules: [`src/${plainPageModules.plan}.tsx`],
    viewer: 'session',
    queries: (store, params) =>
      params.has('tab')
        ? null
        : sessionPageQueries(store, (session) =>
            session.provider
              ? []
              : [
                  store.dispatch(api.endpoints.getPlan.initiate()),
                  store.dispatch(api.endpoints.listPlanTasks.initiate()),
                  store.dispatch(api.endpoints.catalogCategories.initiate()),
                ],
          ),
  },
  // The couple's shortlist, grouped by the categories' names.
  [paths.shortlist]: {
    Page: ShortlistPage,
    modules: [`src/${plainPageModules.shortlist}.tsx`],
    viewer: 'session',
    queries: (store) =>
      sessionPageQueries(store, (session) =>
        session.provider || session.isAdmin
          ? []
          : [store.dispatch(api.endpoints.listShortlist.initiate()), store.dispatch(api.endpoints.catalogCategories.initiate())],
      ),
  },
  // The admin panel on its first tab, the requests (the others load their code when opened): the head, the overview and
  // the requests' table, with the tabs' counts. An admin's only: anyone else gets the browser's page (its redirect).
  [paths.admin]: {
    Page: AdminPage,
    modules: [`src/${plainPageModules.admin}.tsx`],
    viewer: 'session',
    queries: (store, params) =>
      readTab(params) !== 'requests'
        ? null
        : sessionPageQueries(store, (session) =>
            session.isAdmin
              ? [
                  store.dispatch(api.endpoints.authIsAdmin.initiate()),
                  store.dispatch(api.endpoints.adminRequests.initiate(toRequestsArg(readRequestFilters(params)))),
                  store.dispatch(api.endpoints.adminProviders.initiate(toProvidersArg(readProviderFilters(params)))),
                  store.dispatch(api.endpoints.adminMessageReports.initiate(OPEN_MESSAGE_REPORTS_ARG)),
                  store.dispatch(api.endpoints.adminOverview.initiate()),
                  store.dispatch(api.endpoints.catalogCategories.initiate()),
                ]
              : null,
          ),
  },
  // The inbox's first page of conversations (an open thread, ?c=, loads antd: the browser draws it).
  [paths.conversations]: {
    Page: ConversationsPage,
    modules: [`src/${plainPageModules.conversations}.tsx`],
    viewer: 'session',
    queries: (store, params) =>
      params.has('c')
        ? null
        : sessionPageQueries(store, () => [store.dispatch(api.endpoints.conversationsList.initiate({ page: 1, pageSize: INBOX_PAGE_SIZE }))]),
  },
};

/**
 * The pages with a parameter in their path (shared/paths.ts), matched when no page has the exact path: a booking's page
 * for a side of the booking, whose session the API lets see it (anyone else's call fails: the browser's page, its 404).
 */
const SERVER_ROUTES: readonly { path: string; page: ServerPage }[] = [
  {
    path: paths.booking,
    page: {
      Page: BookingPage,
      modules: [`src/${plainPageModules.booking}.tsx`],
      viewer: 'session',
      queries: (store, params, { id }) => {
        const numeric = bookingId(id);
        // A manage link's ?token= is for a couple without an account: the browser's page, as for a visitor.
        if (numeric === null || params.has('token')) return null;
        return sessionPageQueries(store, () => [store.dispatch(api.endpoints.bookingsGet.initiate({ id: numeric, token: undefined }))]);
      },
    },
  },
];

/** The page rendered on the server at `pathname` with its route (the exact path, or a path with parameters) and their values. */
function serverPageAt(pathname: string): { page: ServerPage; route: string; pathParams: Record<string, string | undefined> } | null {
  const exact = SERVER_PAGES[pathname];
  if (exact) return { page: exact, route: pathname, pathParams: {} };
  for (const { path, page } of SERVER_ROUTES) {
    const match = matchPath({ path, caseSensitive: true, end: true }, pathname);
    if (match) return { page, route: path, pathParams: match.params };
  }
  return null;
}

/** A signed-in page: the session first (a session that has ended gets the browser's page), then the page's calls (null: none for this account). */
async function sessionPageQueries(store: AppStore, pageCalls: (session: SessionDto) => Answer[] | null): Promise<Answer[] | null> {
  const session = await store.dispatch(api.endpoints.authSession.initiate());
  if (!session.data?.user) return null;
  return pageCalls(session.data);
}

/**
 * A page that depends on the account: the session and the account first (a session that has ended, or an account the
 * page has no calls for, gets the browser's page), then the page's calls for a provider or for an account without a
 * provider profile.
 */
async function accountPageQueries(
  store: AppStore,
  calls: { provider: (profile: ProviderProfileDto) => Answer[]; couple?: () => Answer[] },
): Promise<Answer[] | null> {
  const [session, profile] = await Promise.all([
    store.dispatch(api.endpoints.authSession.initiate()),
    store.dispatch(accountProviderEndpoint.initiate()),
  ]);
  if (!session.data?.user || profile.isError) return null;
  if (!profile.data) return calls.couple?.() ?? null;
  return calls.provider(profile.data);
}

/** What a provider's request cards show besides the request: the subscription that opens the offer actions, the provider's own offers by request, the categories' names. */
const requestCardCalls = (store: AppStore): Answer[] => [
  store.dispatch(api.endpoints.subscriptionInfo.initiate()),
  store.dispatch(api.endpoints.providerOffers.initiate(OWN_OFFERS_LOOKUP_ARG)),
  store.dispatch(api.endpoints.catalogCategories.initiate()),
];

/** The markup of the page (what the app renders inside <main>) and the store's answers it was rendered with. */
export interface FirstScreen {
  html: string;
  /** The RTK Query state ({ api: { queries, mutations, provided } }), for app/serverState.ts. */
  state: Record<string, unknown>;
}

/**
 * The modules of the page at `pathname` when the server renders it for this kind of viewer (keys of
 * dist/.vite/ssr-manifest.json), else null.
 */
export function serverPageModules(pathname: string, signedIn = false): string[] | null {
  const page = serverPageAt(pathname)?.page;
  return page && (page.viewer === 'session') === signedIn ? page.modules : null;
}

/**
 * The first screen of the page at `url` (path and query) for a visitor, or for the signed-in viewer whose session
 * `serverFetch` carries (`signedIn`), its calls answered by `serverFetch`; null when the page is not rendered on the
 * server for that viewer or a call failed (the app then renders it as without this).
 */
export async function renderFirstScreen(url: string, serverFetch: typeof fetch, signedIn = false): Promise<FirstScreen | null> {
  const location = new URL(url, 'http://svatby.server');
  const found = serverPageAt(location.pathname);
  if (!found || (found.page.viewer === 'session') !== signedIn) return null;
  const { page, route, pathParams } = found;
  const store = makeStore({ serverFetch });
  // Not unsubscribed: that would start the cache's removal timers, which would hold the store for a minute.
  const calls = await page.queries(store, location.searchParams, pathParams);
  if (!calls) return null;
  const answers = await Promise.all(calls);
  if (answers.some((answer) => answer.isError)) return null;
  const session: Session = signedIn ? sessionOf(api.endpoints.authSession.select()(store.getState()).data) : VISITOR_SESSION;
  const { Page } = page;
  // Every page rendered here is a visit's first page: a long list draws only what the app's first render draws
  // (shared/firstScreen.ts, useStagedCount), and the app then adds the rest a few items per frame.
  stageFirstPage();
  const html = renderToString(
    <IconContext.Provider value={{ zeroRuntime: true }}>
      <ReduxProvider store={store}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <SessionContext.Provider value={session}>
            {/* In its route, as the app's router has it: a page reads its path's parameters (useParams). */}
            <Routes>
              <Route path={route} element={<Page />} />
            </Routes>
          </SessionContext.Provider>
        </StaticRouter>
      </ReduxProvider>
    </IconContext.Provider>,
  );
  const { queries, mutations, provided } = store.getState()[api.reducerPath];
  return { html, state: { [api.reducerPath]: { queries, mutations, provided } } };
}
