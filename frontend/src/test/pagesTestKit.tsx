import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from './renderRoutes';
import { mockApi } from './renderApp';
import type { MockApi } from './renderApp';

export interface RenderPageOptions {
  /** Calls ('GET /api/subscription/plans') that never answer, to see loading states. */
  pending?: string[];
}

/**
 * Renders one page at `path` with a fresh store and the API mocked (see test/renderApp). The app's
 * router registers these pages itself; here the page is the only route, so the test does not depend
 * on it.
 */
export function renderPage(
  page: ReactElement,
  path: string,
  api: MockApi = {},
  { pending = [] }: RenderPageOptions = {},
) {
  const fetchMock = mockApi(api);
  if (pending.length > 0) {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const request =
          input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
        const key = `${request.method} ${new URL(request.url, 'http://localhost').pathname}`;
        return pending.includes(key) ? new Promise<Response>(() => undefined) : fetchMock(input, init);
      }),
    );
  }
  return { ...renderRoutes([{ path: '*', element: page }], path), fetchMock };
}
