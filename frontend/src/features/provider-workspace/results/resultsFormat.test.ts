import { describe, expect, it } from 'vitest';
import type { ResultsFiguresDto } from '../../../api';
import { chartRows, costText, countText, minutesText, monthLabel } from './resultsFormat';

const plain = (text: string) => text.replace(/\s/g, ' ');

const figures: ResultsFiguresDto = {
  portfolioViews: null,
  requestsMatched: 12,
  requestsOpened: 5,
  offersSent: 3,
  offersRead: 2,
  offersAccepted: 1,
  bookingsConfirmed: 0,
  medianResponseMinutes: 95,
  paidCzk: 990,
  costPerAcceptedOffer: 990,
  costPerConfirmedBooking: null,
};

describe('the results’ texts', () => {
  it('says "neznámé" for a figure not recorded, never 0', () => {
    expect(countText(null)).toBe('neznámé');
    expect(countText(0)).toBe('0');
    expect(minutesText(null)).toBe('neznámé');
  });

  it('writes response times in minutes, hours and days', () => {
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(125)).toBe('2 h 5 min');
    expect(minutesText(1440)).toBe('1 den');
    expect(minutesText(3 * 1440 + 240)).toBe('3 dny 4 h');
    expect(minutesText(6 * 1440)).toBe('6 dní');
  });

  it('tells a cost with no result yet from an unknown one', () => {
    expect(plain(costText(990, 1))).toBe('990 Kč');
    expect(costText(null, 0)).toBe('zatím žádné');
    expect(costText(null, null)).toBe('neznámé');
  });

  it('names months in Czech', () => {
    expect(monthLabel('2026-03')).toBe('březen 2026');
    expect(monthLabel('2025-12')).toBe('prosinec 2025');
  });

  it('leaves unknown steps out of the chart and adds the median when there is one', () => {
    const rows = chartRows(figures, { ...figures, requestsMatched: 8 });
    expect(rows.map((row) => row.name)).not.toContain('Zobrazení portfolia');
    expect(rows[0]).toEqual({ name: 'Zveřejněné poptávky ve vašem oboru', value: 12, median: 8 });
    expect(chartRows(figures)[0]).toEqual({ name: 'Zveřejněné poptávky ve vašem oboru', value: 12 });
  });
});
