import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollToTopButton, SCROLL_TOP_THRESHOLD } from './ScrollToTopButton';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('ScrollToTopButton', () => {
  it("appears past 300 px of scroll and goes when back at the top", () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Nahoru' })).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD + 1);
    expect(screen.getByRole('button', { name: 'Nahoru' })).toBeInTheDocument();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Nahoru' })).toBeNull();
  });

  it('shows at once on a page opened scrolled down (a restored position), after the first frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    render(<ScrollToTopButton />);
    expect(await screen.findByRole('button', { name: 'Nahoru' })).toBeInTheDocument();
  });
});
