import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, ScrollRestoration, scrollRestorationKey } from './scrollRestoration';

/** Issue 51: a page opened by its URL started at the previous page's position; a new page starts at the top, back/forward restore. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function renderRouter() {
  const Layout = () => (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
  const router = createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: '/dodavatele', element: <h1>Dodavatelé</h1> },
        { path: '/overit-email', element: <h1>Ověření</h1> },
        { path: '/poptavky', element: <h1>Poptávky</h1> },
        {
          path: '/faq',
          element: (
            <>
              <h1>Časté otázky</h1>
              <h2 id="platby">Platby</h2>
            </>
          ),
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll position on navigation', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    setScrollY(0);
    // The previous page, opened by its URL too, was left 900 px down: under the history's own key ('default') it
    // would be taken for this one's.
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 900 }));
    window.history.replaceState(null, '', '/overit-email?token=abc');
  });
  afterEach(() => {
    sessionStorage.clear();
    setScrollY(0);
  });

  it('keys a page opened by its URL by its address, a new entry by its own key', () => {
    expect(scrollRestorationKey({ key: 'default', pathname: '/overit-email', search: '?token=abc' })).toBe('url:/overit-email?token=abc');
    expect(scrollRestorationKey({ key: 'x1y2', pathname: '/overit-email', search: '' })).toBe('x1y2');
  });

  it('opens a page by its URL at the top, a pushed page at the top, and restores on back', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Ověření' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);

    // Read 300 px down, then a link (PUSH): the new page starts at the top.
    setScrollY(300);
    await act(() => router.navigate('/poptavky'));
    expect(await screen.findByRole('heading', { name: 'Poptávky' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Back (POP): the page's own position again.
    setScrollY(0);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Ověření' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("scrolls a link to a section to the section's heading, and a link to a missing one to the top", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Ověření' });
    await act(() => router.navigate('/faq#platby'));
    expect(await screen.findByRole('heading', { name: 'Platby' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Platby' }));
    scrollTo.mockClear();
    await act(() => router.navigate('/faq#neni'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps what it stored across a reload in the tab, under the entry or the address', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Ověření' });
    setScrollY(420);
    await act(() => router.navigate('/poptavky'));
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    expect(stored['url:/overit-email?token=abc']).toBe(420);
  });
});
