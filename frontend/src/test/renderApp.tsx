import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { antdProvider } from '../shared/antd/antdProvider';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import { sessionAnswer } from './sessionAnswer';

// antd's provider is a lazy chunk in the app (the layout loads it with the first page); load it with
// the test file, as the app's modules are, so that the page tests do not wait for it.
await antdProvider.preload();

export interface MockReply {
  status: number;
  body?: unknown;
}

/**
 * Maps 'GET /api/auth/user' (method + path) to a reply; anything unlisted answers 404, but for
 * GET /api/session, which unlisted answers from the user, admin and provider profile replies (./sessionAnswer.ts).
 */
export type MockApi = Record<string, MockReply | ((body: unknown) => MockReply)>;

export const visitorApi: MockApi = {
  'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
  'GET /api/dashboard-counts': { status: 200, body: { requests: 12, providers: 5 } },
  'GET /api/auth/debug': {
    status: 200,
    body: {
      hasClientId: false,
      hasClientSecret: false,
      domain: 'localhost',
      callbackUrl: 'http://localhost:3000/api/auth/google/callback',
      testLoginEnabled: true,
      testAccounts: [{ email: 'admin@test.cz', label: 'Admin' }],
    },
  },
};

/** Replaces fetch with an in-memory API; returns the mock to inspect the calls. */
export function mockApi(api: MockApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const key = `${request.method} ${url.pathname}`;
    const entry = api[key];
    const answer = (found: MockApi[string] | undefined, body: unknown) => (typeof found === 'function' ? found(body) : found);
    const reply: MockReply =
      key === 'GET /api/session' && !entry
        ? await sessionAnswer(async (other) => answer(api[other], undefined))
        : (answer(entry, text ? JSON.parse(text) : undefined) ?? { status: 404, body: { statusCode: 404, message: 'Nenalezeno' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * How long to wait for a navigation to a lazy page: the router commits it once the page's chunk
 * has loaded, and Vite transforms that chunk on its first import, which takes seconds on a loaded
 * CI machine.
 */
export const NAVIGATION_WAIT = { timeout: 10_000 };

/**
 * Renders the whole app (store, layout, lazy routes) at `path` with a fresh store, as main.tsx does:
 * antd's provider comes from the layout and the home page's lazy parts (see shared/antd).
 */
export function renderApp(path: string, api: MockApi = visitorApi) {
  const fetchMock = mockApi(api);
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ReduxProvider store={store}>
      <RouterProvider router={router} />
    </ReduxProvider>,
  );
  return { ...view, store, router, fetchMock };
}
