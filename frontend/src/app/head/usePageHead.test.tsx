import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageHeadDto } from '../../api';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';

const SLOW = { timeout: 30_000 };

/** The API's titles, as backend/src/seo/page-head.ts has them. */
const TITLES: Record<string, string> = {
  '/podminky-pouziti': 'Podmínky použití – Svatby',
  '/kontakt': 'Kontakt – Svatby',
  '/login': 'Přihlášení – Svatby',
};

/** The API's head of the page at `path` (with its query). */
function headOf(path: string): PageHeadDto {
  const url = new URL(path, 'http://localhost');
  const register = url.pathname === '/login' && url.searchParams.get('mode') === 'register';
  const indexed = url.pathname !== '/login';
  return {
    status: 200,
    title: register ? 'Registrace – Svatby' : (TITLES[url.pathname] ?? 'Stránka nenalezena – Svatby'),
    description: `Popis stránky ${path}`,
    canonical: indexed ? `https://svatby.example${path}` : null,
    image: 'https://svatby.example/og-image.png',
    robots: indexed ? 'index, follow' : 'noindex, nofollow',
    jsonLd: [],
  };
}

/**
 * Renders the app at `path` with GET /api/page-head answering by its ?path (the kit's replies are
 * by method and path only), or failing; returns the paths the head was asked for.
 */
function renderWithHeads(path: string, { failing = false } = {}) {
  const view = renderApp(path, visitorApi);
  const kitFetch = view.fetchMock;
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname !== '/api/page-head') return kitFetch(input, init);
      const pagePath = url.searchParams.get('path') ?? '';
      asked.push(pagePath);
      return failing
        ? new Response(JSON.stringify({ statusCode: 500, message: 'Chyba' }), { status: 500 })
        : new Response(JSON.stringify(headOf(pagePath)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { ...view, asked };
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.title = '';
});

describe('the head manager', SLOW, () => {
  it('keeps the served head on the first page, then writes the API head of each page navigated to', async () => {
    const user = userEvent.setup();
    document.title = 'Podmínky použití – Svatby (served)';
    const { router, asked, fetchMock } = renderWithHeads('/podminky-pouziti');
    await screen.findByRole('heading', { level: 1, name: 'Podmínky použití' }, NAVIGATION_WAIT);

    // The server wrote the first page's head: nothing asked, nothing changed.
    expect(asked).toEqual([]);
    expect(fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('/api/page-head'))).toBe(false);
    expect(document.title).toBe('Podmínky použití – Svatby (served)');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kontakt' }));
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' }, NAVIGATION_WAIT);
    await waitFor(() => expect(document.title).toBe('Kontakt – Svatby'));
    expect(description()).toBe('Popis stránky /kontakt');
    expect(canonical()).toBe('https://svatby.example/kontakt');
    expect(asked).toEqual(['/kontakt']);

    // Back on the first page its head comes from the API too: the served one has been replaced.
    await router.navigate(-1);
    await waitFor(() => expect(document.title).toBe('Podmínky použití – Svatby'));
    expect(canonical()).toBe('https://svatby.example/podminky-pouziti');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    // Forward again: the answer is cached, the head changes without asking.
    await router.navigate(1);
    await waitFor(() => expect(document.title).toBe('Kontakt – Svatby'));
    expect(asked).toEqual(['/kontakt', '/podminky-pouziti']);
  });

  it("follows the login page's toggle: ?mode=register is the registration's head", async () => {
    const user = userEvent.setup();
    const { router, asked } = renderWithHeads('/login?returnUrl=%2Fpoptavky');
    await user.click(await screen.findByRole('button', { name: 'Registrace' }, NAVIGATION_WAIT));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vytvořte si účet' })).toBeInTheDocument();
    // In place: the other parameters stay, no new history entry.
    expect(router.state.location.search).toBe('?returnUrl=%2Fpoptavky&mode=register');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(document.title).toBe('Registrace – Svatby'));
    expect(asked).toEqual(['/login?returnUrl=%2Fpoptavky&mode=register']);

    await user.click(screen.getByRole('button', { name: 'Přihlášení' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vítejte zpět' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fpoptavky');
  });

  it('leaves the head as it is when the API fails', async () => {
    const user = userEvent.setup();
    document.title = 'Podmínky použití – Svatby';
    const { asked } = renderWithHeads('/podminky-pouziti', { failing: true });
    await screen.findByRole('heading', { level: 1, name: 'Podmínky použití' }, NAVIGATION_WAIT);

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kontakt' }));
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' }, NAVIGATION_WAIT);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    // Let the failure settle (RTK Query retries nothing by default).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Podmínky použití – Svatby');
  });
});
