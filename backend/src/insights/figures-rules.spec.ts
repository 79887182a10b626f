import type { MarketOfferFigures } from '../offers/offers.api';
import { marketCell, MIN_ACCEPTED_FOR_PRICES, MIN_REQUESTS_FOR_TIMING } from './figures-rules';

const raw = (figures: Partial<MarketOfferFigures>): MarketOfferFigures => ({
  categoryId: 'photography',
  regionId: 'cela-cr',
  requests: 0,
  requestsWithOffer: 0,
  medianFirstOfferMinutes: null,
  requestsMature: 0,
  withTwoEarlyOffers: 0,
  accepted: 0,
  priceP25: null,
  priceMedian: null,
  priceP75: null,
  ...figures,
});

describe('marketCell', () => {
  it('publishes prices from 10 accepted offers on, not from 9', () => {
    const prices = { priceP25: 20_000, priceMedian: 25_000, priceP75: 30_000 };
    expect(MIN_ACCEPTED_FOR_PRICES).toBe(10);
    expect(marketCell('photography', 'cela-cr', 3, raw({ accepted: 9, ...prices }))).toMatchObject({
      acceptedCount: 9,
      priceMedian: null,
      priceP25: null,
      priceP75: null,
    });
    expect(marketCell('photography', 'cela-cr', 3, raw({ accepted: 10, ...prices }))).toMatchObject({ acceptedCount: 10, ...prices });
  });

  it('publishes the time to the first offer and the 48-hour share from 5 requests on', () => {
    expect(MIN_REQUESTS_FOR_TIMING).toBe(5);
    const four = marketCell('photography', 'praha', 1, raw({ requests: 4, requestsMature: 4, withTwoEarlyOffers: 2, medianFirstOfferMinutes: 60 }));
    expect(four).toMatchObject({ requestsCount: 4, medianFirstOfferMinutes: null, shareTwoOffers48h: null });
    const five = marketCell('photography', 'praha', 1, raw({ requests: 5, requestsMature: 3, withTwoEarlyOffers: 2, medianFirstOfferMinutes: 60 }));
    // Only 3 requests have had their 48 hours yet: the share waits.
    expect(five).toMatchObject({ requestsCount: 5, medianFirstOfferMinutes: 60, shareTwoOffers48h: null });
    const mature = marketCell('photography', 'praha', 1, raw({ requests: 6, requestsMature: 6, withTwoEarlyOffers: 2, medianFirstOfferMinutes: 60 }));
    expect(mature.shareTwoOffers48h).toBeCloseTo(0.333, 3);
  });

  it('is an empty cell without any report', () => {
    expect(marketCell('music', 'slezsko', 2, undefined)).toEqual({
      categoryId: 'music',
      regionId: 'slezsko',
      providersActive: 2,
      requestsCount: 0,
      medianFirstOfferMinutes: null,
      shareTwoOffers48h: null,
      acceptedCount: 0,
      priceMedian: null,
      priceP25: null,
      priceP75: null,
    });
  });
});
