import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchMediaQueries, restoreMatchMediaAfterEach } from '../../test/mediaQueries';
import { WIDE_QUERY } from './BackButton';
import { ScrollToTopButton, SCROLL_TOP_THRESHOLD } from './ScrollToTopButton';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const setWide = (wide: boolean) => (wide ? matchMediaQueries(WIDE_QUERY) : matchMediaQueries());

restoreMatchMediaAfterEach();
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('ScrollToTopButton', () => {
  it("appears past 300 px of scroll and goes when back at the top", () => {
    setWide(true);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Nahoru' })).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD + 1);
    expect(screen.getByRole('button', { name: 'Nahoru' })).toHaveClass('floating-button', 'floating-button--top');
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Nahoru' })).toBeNull();
  });

  it('shows at once on a page opened scrolled down (a restored position), after the first frame', async () => {
    setWide(true);
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    render(<ScrollToTopButton />);
    expect(await screen.findByRole('button', { name: 'Nahoru' })).toBeInTheDocument();
  });

  it('on a phone sits in the top bar, never floating over the content (issue 51)', () => {
    setWide(false);
    render(
      <>
        <ScrollToTopButton />
        <header>
          <ScrollToTopButton placement="bar" />
        </header>
      </>,
    );
    scrollTo(SCROLL_TOP_THRESHOLD + 1);
    const buttons = screen.getAllByRole('button', { name: 'Nahoru' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).not.toHaveClass('floating-button');
    expect(buttons[0].closest('header')).not.toBeNull();
  });
});
