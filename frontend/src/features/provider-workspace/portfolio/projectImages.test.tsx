import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PortfolioItemDto } from '../../../api';
import { filledCells, imageGridLayout } from './imageGrid';
import { PortfolioItemCard } from './PortfolioItemCard';

const images = (count: number) => Array.from({ length: count }, (_, index) => `/uploads/portfolio/${index}.webp`);

function makeItem(count: number): PortfolioItemDto {
  return {
    id: 7,
    title: 'Svatba na zámku',
    category: 'photography',
    description: 'Celodenní reportáž.',
    date: '2026-06-20',
    featured: true,
    instagramUrl: null,
    websiteUrl: null,
    images: images(count),
    createdAt: '2026-06-25T10:00:00.000Z',
  };
}

describe('the project picture grid', () => {
  it('fills every row for 1 to 6 pictures (four in 2 × 2, five as a wide one and four)', () => {
    for (let count = 1; count <= 6; count += 1) {
      const { columns } = imageGridLayout(count);
      expect(filledCells(count) % columns).toBe(0);
    }
    expect(imageGridLayout(4)).toEqual({ columns: 2, wide: new Set() });
    expect(imageGridLayout(5)).toEqual({ columns: 3, wide: new Set([0]) });
    expect(imageGridLayout(3)).toEqual({ columns: 3, wide: new Set() });
    expect(imageGridLayout(1).columns).toBe(1);
    // Beyond the six a project holds, still no hole: 7 = 2 + 1, 2 + 1, 1 + 1 + 1.
    expect(imageGridLayout(7).wide).toEqual(new Set([0, 2]));
    expect(filledCells(7) % 3).toBe(0);
  });

  it('draws four pictures in two columns and five with the first one wide', () => {
    const { container, rerender } = render(<PortfolioItemCard item={makeItem(4)} categoryNames={new Map()} />);
    expect(container.querySelector('.pf-item__images')).toHaveClass('pf-item__images--cols-2');
    expect(container.querySelectorAll('.pf-item__image--wide')).toHaveLength(0);
    rerender(<PortfolioItemCard item={makeItem(5)} categoryNames={new Map()} />);
    expect(container.querySelector('.pf-item__images')).toHaveClass('pf-item__images--cols-3');
    const cells = container.querySelectorAll('.pf-item__image');
    expect(cells[0]).toHaveClass('pf-item__image--wide');
    expect(container.querySelectorAll('.pf-item__image--wide')).toHaveLength(1);
  });
});

describe('the picture viewer', () => {
  it('opens at the tapped picture instead of a new tab, moves with the arrow keys and closes with Esc', async () => {
    const user = userEvent.setup();
    render(<PortfolioItemCard item={makeItem(3)} categoryNames={new Map()} />);
    // No link to the raw file.
    expect(document.querySelector('a[href$=".webp"]')).toBeNull();
    expect(document.querySelector('a[target="_blank"] img')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Zobrazit fotografii 2 z 3: Svatba na zámku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografie projektu' });
    // The slide shown (the others are inert) and the counter.
    const current = () => {
      const shown = within(dialog).getAllByRole('group').find((slide) => !slide.hasAttribute('inert'));
      expect(dialog.querySelector('.yarl__counter')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(shown?.getAttribute('aria-label'));
      return shown?.getAttribute('aria-label');
    };
    await waitFor(() => expect(current()).toBe('2 z 3'));
    expect(within(dialog).getByRole('button', { name: 'Další fotografie' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(current()).toBe('3 z 3'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current()).toBe('2 z 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<PortfolioItemCard item={makeItem(1)} categoryNames={new Map()} />);
    await user.click(screen.getByRole('button', { name: 'Zobrazit fotografii: Svatba na zámku' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Další fotografie' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
