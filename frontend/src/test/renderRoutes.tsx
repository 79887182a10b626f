import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';

/**
 * Renders `routes` at `path` in a memory router inside the app's providers (a fresh store, antd):
 * the test kits' common ground, each with its own routes (the app's, or one page or component).
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
