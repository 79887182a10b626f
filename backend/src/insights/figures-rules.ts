import type { MarketOfferFigures } from '../offers/offers.api';

/** The window of the figures: requests confirmed and offers accepted in the last year. */
export const FIGURES_WINDOW_DAYS = 365;
/** "At least two offers within 48 hours". */
export const EARLY_OFFER_HOURS = 48;
/** Typical prices (median and quartiles) only from this many accepted offers on (issue 47). */
export const MIN_ACCEPTED_FOR_PRICES = 10;
/** The time to the first offer and the 48-hour share only from this many requests on (issue 47). */
export const MIN_REQUESTS_FOR_TIMING = 5;

/** A cell of market_figures as the job writes it. */
export interface MarketFigureRow {
  categoryId: string;
  regionId: string;
  providersActive: number;
  requestsCount: number;
  medianFirstOfferMinutes: number | null;
  shareTwoOffers48h: number | null;
  acceptedCount: number;
  priceMedian: number | null;
  priceP25: number | null;
  priceP75: number | null;
}

/**
 * A cell from the raw reports, with the minimum counts applied: below them a figure is null ("málo
 * dat"), so that no single couple's price or a handful of requests is published. The 48-hour share is
 * out of the requests old enough to have had their 48 hours.
 */
export function marketCell(categoryId: string, regionId: string, providersActive: number, offers: MarketOfferFigures | undefined): MarketFigureRow {
  const requests = offers?.requests ?? 0;
  const accepted = offers?.accepted ?? 0;
  const mature = offers?.requestsMature ?? 0;
  const prices = offers && accepted >= MIN_ACCEPTED_FOR_PRICES;
  return {
    categoryId,
    regionId,
    providersActive,
    requestsCount: requests,
    medianFirstOfferMinutes: offers && requests >= MIN_REQUESTS_FOR_TIMING ? offers.medianFirstOfferMinutes : null,
    shareTwoOffers48h: offers && mature >= MIN_REQUESTS_FOR_TIMING ? Math.round((offers.withTwoEarlyOffers / mature) * 1000) / 1000 : null,
    acceptedCount: accepted,
    priceMedian: prices ? offers.priceMedian : null,
    priceP25: prices ? offers.priceP25 : null,
    priceP75: prices ? offers.priceP75 : null,
  };
}
