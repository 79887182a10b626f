import { useRoutes } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { loadAntd } from '../shared/antd/antdProvider';
import { AppLayout } from './layout/AppLayout';
import { preloadable } from '../shared/preloadable';
import type { Preloadable } from '../shared/preloadable';
import { needsAntdProvider, pageLoaders, pageOf, pageRoutes, whenSettled } from './routeTable';
import type { PageName } from './routeTable';

// Every page is its own chunk (see routeTable); the layout's <Suspense> shows a spinner while one
// loads. The first page's is loaded ahead (preloadRoute) and then renders without it.
const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, load]) => [name, preloadable(load)]),
) as Record<PageName, Preloadable<ComponentType>>;

/**
 * Starts loading the chunks of the page at `pathname` (and antd's provider for every page but the
 * home page) before the router asks for them, i.e. in parallel with the session request; the lazy
 * components below render them without suspending once loaded. Resolves when they are loaded, or
 * failed (the router's lazy import reports a failure when it renders).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = pageOf(pathname);
  return whenSettled([pages[page].preload(), ...(needsAntdProvider(page) ? [loadAntd()] : [])]);
}

/** Routes of the app, from the route table; anything else falls through to the 404 card. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: pageRoutes.map(({ path, page, signedIn }): RouteObject => {
      const Page = pages[page].Component;
      const element = signedIn ? (
        <RequireAuth>
          <Page />
        </RequireAuth>
      ) : (
        <Page />
      );
      return path === '' ? { index: true, element } : { path, element };
    }),
  },
];

/**
 * The app's routes under the declarative <BrowserRouter> (start.tsx): the app uses none of the data router's loaders
 * or actions, whose code would weigh on every page (its scroll restoration is the layout's own, scrollRestoration.tsx).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
