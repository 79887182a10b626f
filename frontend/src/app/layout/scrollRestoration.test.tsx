import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollRestorationKey } from './scrollRestoration';

/** Issue 51: a page opened by its URL started at the previous page's position; a new page starts at the top, back/forward restore. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function renderRouter(getKey?: typeof scrollRestorationKey) {
  const Layout = () => (
    <>
      <Outlet />
      <ScrollRestoration getKey={getKey} />
    </>
  );
  const router = createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: '/dodavatele', element: <h1>Dodavatelé</h1> },
        { path: '/overit-email', element: <h1>Ověření</h1> },
        { path: '/poptavky', element: <h1>Poptávky</h1> },
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
    // The previous page, opened by its URL too, was left 900 px down (React Router keeps it in sessionStorage).
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 900 }));
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

  it("without the fix a page opened by its URL takes the previous page's position", async () => {
    renderRouter();
    await screen.findByRole('heading', { name: 'Ověření' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('opens a page by its URL at the top, a pushed page at the top, and restores on back', async () => {
    const router = renderRouter(scrollRestorationKey);
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
});
