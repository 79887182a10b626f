/** The text the form sends when the couple ticks "no date chosen yet" (spec, seed 000 section 4). */
export const NO_DATE_TEXT = 'ještě nemám vybráno datum';

/** Phone prefixes the couple's form offers. */
export const COUPLE_PHONE_PREFIXES = ['+420', '+421', '+43', '+49', '+48', '+36', '+33', '+39', '+44', '+1'] as const;

export const REQUEST_SORTS = ['newest', 'oldest', 'budget-high', 'budget-low'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

export const REQUEST_NOT_FOUND = 'Poptávka nenalezena';

/**
 * The most offers a request takes from providers not invited to it (issue 45): the Offers module's
 * rule (OFFERS_PER_REQUEST_MAX in offers/offer-rules.ts), defined here because the request cards show it.
 */
export const REQUEST_OFFER_CAP = 8;
