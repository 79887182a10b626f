import { isKnownMonth, lastMonths, median, medianFigures, periodFigures, regionOf, type MonthFacts } from './results-math';

const counters = (value: number | null) => ({
  requestsMatched: value,
  requestsOpened: value,
  offersSent: value,
  offersRead: value,
  offersAccepted: value,
  bookingsConfirmed: value,
});

describe('results arithmetic', () => {
  it('lists the last months in Prague, oldest first', () => {
    // 23:30 UTC on 31 Jan is already February in Prague.
    expect(lastMonths(3, new Date('2026-01-31T23:30:00Z'))).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('knows a month once the recording began before it ended', () => {
    expect(isKnownMonth('2026-02', new Date('2026-02-27T10:00:00Z'))).toBe(true);
    expect(isKnownMonth('2026-01', new Date('2026-02-01T10:00:00Z'))).toBe(false);
    expect(isKnownMonth('2026-01', null)).toBe(false);
  });

  it('takes medians of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sums the known months only and costs a result by the payments of those months', () => {
    const before: MonthFacts = { month: '2026-01', counters: counters(null), portfolioViews: null, responseMinutes: null, paidCzk: 500 };
    const now: MonthFacts = { month: '2026-02', counters: counters(2), portfolioViews: 7, responseMinutes: [30, 90, 10], paidCzk: 990 };
    expect(periodFigures([before, now])).toEqual({
      portfolioViews: 7,
      ...counters(2),
      medianResponseMinutes: 30,
      paidCzk: 1490,
      costPerAcceptedOffer: 495,
      costPerConfirmedBooking: 495,
    });
    expect(periodFigures([before])).toMatchObject({ offersSent: null, medianResponseMinutes: null, paidCzk: 500, costPerAcceptedOffer: null });
  });

  it('takes the group median figure by figure, over those where it is known', () => {
    const one = periodFigures([{ month: '2026-02', counters: counters(1), portfolioViews: 10, responseMinutes: [], paidCzk: 0 }]);
    const three = periodFigures([{ month: '2026-02', counters: counters(3), portfolioViews: 20, responseMinutes: [60], paidCzk: 990 }]);
    expect(medianFigures([one, three])).toMatchObject({ requestsMatched: 2, portfolioViews: 15, medianResponseMinutes: 60, paidCzk: 495 });
  });

  it('puts a provider in the region of its first area', () => {
    const regions = [{ regionId: 'okoli-prahy', placeIds: ['okoli-prahy', 'praha'] }];
    expect(regionOf(['praha'], regions)).toBe('okoli-prahy');
    expect(regionOf(['jihlava'], regions)).toBe('cela-cr');
    expect(regionOf(['praha', 'cela-cr'], regions)).toBe('cela-cr');
    expect(regionOf([], regions)).toBe('cela-cr');
  });
});
