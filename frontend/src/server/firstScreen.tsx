import IconContext from '@ant-design/icons/es/components/Context';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { api } from '../api';
import { plainPageModules } from '../app/plainPages';
import { makeStore } from '../app/store';
import type { AppStore } from '../app/store';
import FiguresPage, { regionOf } from '../features/figures/FiguresPage';
import PortfolioPage from '../features/portfolio/PortfolioPage';
import { parseProviderId, PROVIDER_PARAM } from '../features/portfolio/portfolioParams';
import { REVIEWS_PAGE_SIZE } from '../features/reviews/ReviewList';
import ProvidersPage from '../features/providers/ProvidersPage';
import { readFilters, toListArg } from '../features/providers/providerFilters';
import { paths } from '../shared/paths';
import { SessionContext, VISITOR_SESSION } from '../shared/useSession';

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
  /** The page's module as the build's SSR manifest names it: the server inlines its stylesheets. */
  module: string;
  /** The calls, started in `store`; null where this address of the page is not rendered on the server. */
  queries(store: AppStore, params: URLSearchParams): Answer[] | null;
}

/**
 * The pages rendered on the server by path (shared/paths.ts, as the router's app/routeTable.ts): the catalogue and the
 * portfolios, whose first screen is their data. Not through the route table, which would bring every
 * page's code into this build.
 */
const SERVER_PAGES: Record<string, ServerPage | undefined> = {
  [paths.providers]: {
    Page: ProvidersPage,
    module: `src/${plainPageModules.providers}.tsx`,
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
    module: `src/${plainPageModules.portfolio}.tsx`,
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
    module: `src/${plainPageModules.figures}.tsx`,
    queries: (store, params) => [store.dispatch(api.endpoints.marketFigures.initiate({ region: regionOf(params) }))],
  },
};

/** The markup of the page (what the app renders inside <main>) and the store's answers it was rendered with. */
export interface FirstScreen {
  html: string;
  /** The RTK Query state ({ api: { queries, mutations, provided } }), for app/serverState.ts. */
  state: Record<string, unknown>;
}

/** The module of the page at `pathname` when the server renders it (a key of dist/.vite/ssr-manifest.json), else null. */
export function serverPageModule(pathname: string): string | null {
  return SERVER_PAGES[pathname]?.module ?? null;
}

/**
 * The first screen of the page at `url` (path and query) for a visitor, its calls answered by
 * `serverFetch`; null when the page is not rendered on the server or a call failed (the app then
 * renders it as without this).
 */
export async function renderFirstScreen(url: string, serverFetch: typeof fetch): Promise<FirstScreen | null> {
  const location = new URL(url, 'http://svatby.server');
  const page = SERVER_PAGES[location.pathname];
  if (!page) return null;
  const store = makeStore({ serverFetch });
  // Not unsubscribed: that would start the cache's removal timers, which would hold the store for a minute.
  const calls = page.queries(store, location.searchParams);
  if (!calls) return null;
  const answers = await Promise.all(calls);
  if (answers.some((answer) => answer.isError)) return null;
  const { Page } = page;
  const html = renderToString(
    <IconContext.Provider value={{ zeroRuntime: true }}>
      <ReduxProvider store={store}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <SessionContext.Provider value={VISITOR_SESSION}>
            <Page />
          </SessionContext.Provider>
        </StaticRouter>
      </ReduxProvider>
    </IconContext.Provider>,
  );
  const { queries, mutations, provided } = store.getState()[api.reducerPath];
  return { html, state: { [api.reducerPath]: { queries, mutations, provided } } };
}
