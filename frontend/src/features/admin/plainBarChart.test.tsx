import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainBarChart, barTicks, shownLabels } from './PlainBarChart';

describe('PlainBarChart', () => {
  it('steps the value axis in whole round numbers up to the highest bar', () => {
    expect(barTicks(6)).toEqual([0, 2, 4, 6]);
    expect(barTicks(0)).toEqual([0, 1]);
    expect(barTicks(3)).toEqual([0, 1, 2, 3]);
    expect(barTicks(23_400)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('writes every n-th label and the last one, none touching it', () => {
    expect([...shownLabels(12)].sort((a, b) => a - b)).toEqual([0, 3, 6, 11]);
    expect([...shownLabels(8)].sort((a, b) => a - b)).toEqual([0, 2, 4, 7]);
    expect([...shownLabels(2)].sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it('draws each bar to scale with its tooltip, and the shown labels', () => {
    const { container } = render(
      <PlainBarChart
        formatTick={(value) => `${value} Kč`}
        bars={[
          { key: 'a', label: '1/26', value: 2, title: 'leden 2026: 2 Kč' },
          { key: 'b', label: '2/26', value: 6, title: 'únor 2026: 6 Kč', color: '#2f7d32' },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('.plain-bars__bar')];
    expect(bars.map((bar) => bar.style.height)).toEqual([`${(2 / 6) * 100}%`, '100%']);
    expect(bars[1].style.background).toBe('rgb(47, 125, 50)');
    expect(bars[0].parentElement).toHaveAttribute('title', 'leden 2026: 2 Kč');
    expect([...container.querySelectorAll('.plain-bars__tick')].map((tick) => tick.textContent)).toEqual(['0 Kč', '2 Kč', '4 Kč', '6 Kč']);
    expect([...container.querySelectorAll('.plain-bars__label')].map((label) => label.textContent)).toEqual(['1/26', '2/26']);
  });
});
