import { countOf } from '../../shared/format';
import type { ServiceRequestDto } from '../../api';

/**
 * The cap on offers (issue 45): at most OFFERS_PER_REQUEST_MAX (8) offers per request from providers
 * the couple did not invite; invited providers always get a slot. The server holds the rule (409 on the
 * last slot's race); these say it on the cards before the provider opens the form.
 */
export const OFFER_CAP_FALLBACK = 8;

export const CAP_FULL_TEXT = 'Poptávka má plný počet nabídek';

type CapFields = Pick<ServiceRequestDto, 'cappedOfferCount' | 'offerCap' | 'invited'>;

/** '3 z 8 nabídek' (the offers counted against the cap). */
export function capCountText(request: Partial<CapFields>): string {
  const cap = request.offerCap ?? OFFER_CAP_FALLBACK;
  return `${Math.min(request.cappedOfferCount ?? 0, cap)} z ${countOf(cap, ['nabídky', 'nabídek', 'nabídek'])}`;
}

/** True when the request takes no more offers from this provider: the cap is reached and it was not invited. */
export function isCapFull(request: Partial<CapFields>): boolean {
  if (request.invited) return false;
  return (request.cappedOfferCount ?? 0) >= (request.offerCap ?? OFFER_CAP_FALLBACK);
}
