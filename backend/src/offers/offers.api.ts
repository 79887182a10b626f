/**
 * The public surface of `offers/`. Offers on requests and the events they publish: what other modules may use.
 * Other modules import from this file (and `offers.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ExportedOfferDto } from './dto/offer.dto';
export { OfferTemplateDto } from './dto/offer-template.dto';
export { ExportedRequestReplyDto } from './dto/request-reply.dto';
export { OFFER_PRICE_KINDS, OFFER_STATUSES } from './entities/offer.entity';
export type { Offer, OfferPriceKind, OfferStatus } from './entities/offer.entity';
export type { OfferAccepted, OfferChanged, OfferDeclined, OfferEvent, OfferRead, OfferSent, ReplyCreated } from './offer-events';
export { OffersService } from './offers.service';
export type { MarketFiguresQuery, MarketOfferFigures } from './offers.repository';
export type { AcceptedOfferTerms, OfferAcceptance, OfferAcceptanceHook } from './offers.service';
