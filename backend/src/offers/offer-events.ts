import type { DomainEvent } from '../common/domain-events/domain-events';
import type { OfferPriceKind } from './entities/offer.entity';
import type { ReplyKind } from './entities/request-reply.entity';

/*
 * What the Offers module reports after a change commits (DomainEvents). Each carries what its
 * listeners need from the change's transaction, so that none of them reads the offer again.
 */

/** The request's side of an offer event: who the couple is and how they are reached. */
export interface OfferEventRequest {
  id: number;
  title: string;
  /** The couple's account; null when the manage link is their only key. */
  userId: number | null;
}

/** An offer and its provider. */
export interface OfferEventOffer {
  offerId: number;
  providerId: number;
}

/** A provider sent an offer (first, or again after withdrawing it). */
export interface OfferSent extends DomainEvent, OfferEventOffer {
  type: 'offer.sent';
  request: OfferEventRequest & { coupleName: string; contactEmail: string };
  companyName: string;
}

/** The provider changed or withdrew its sent offer. */
export interface OfferChanged extends DomainEvent, OfferEventOffer {
  type: 'offer.changed';
  change: 'updated' | 'withdrawn';
  request: OfferEventRequest;
}

/** The couple accepted an offer: the request is booked and the other sent offers were declined with it. */
export interface OfferAccepted extends DomainEvent, OfferEventOffer {
  type: 'offer.accepted';
  request: OfferEventRequest;
  declined: OfferEventOffer[];
  /** The accepted terms as they stood (a provider's edit before the acceptance included): the couple's plan takes the price. */
  terms: {
    /** The request's primary category. */
    categoryId: string;
    priceKind: OfferPriceKind;
    priceMin: number;
    priceMax: number | null;
    weddingDate: string | null;
  };
  /**
   * The acceptance continues elsewhere (a booking the provider confirms), whose own mail tells the
   * chosen provider what to do next: Offers then sends it no second mail.
   */
  handedOver: boolean;
}

/** The couple saw the offer for the first time (its list of offers: signed in or through the manage link). */
export interface OfferRead extends DomainEvent, OfferEventOffer {
  type: 'offer.read';
  requestId: number;
  /** ISO time of the first read. */
  readAt: string;
}

/** The couple declined an offer (their reason, if any, stays in Svatby). */
export interface OfferDeclined extends DomainEvent, OfferEventOffer {
  type: 'offer.declined';
  request: OfferEventRequest;
  reason: string | null;
}

/**
 * The booking of the accepted offer lapsed (declined by its provider or expired): the offers declined
 * automatically at that acceptance and still valid are open to the couple's answer again.
 */
export interface OfferReopened extends DomainEvent {
  type: 'offer.reopened';
  request: OfferEventRequest;
  reopened: OfferEventOffer[];
}

/**
 * A provider answered a request with one tap (issue 45). For a question, the conversation that
 * carries it (both sides are told live); the answer counts in the provider's response signals.
 */
export interface ReplyCreated extends DomainEvent {
  type: 'reply.created';
  replyId: number;
  kind: ReplyKind;
  requestId: number;
  providerId: number;
  providerUserId: number;
  coupleUserId: number | null;
  conversationId: number | null;
}

/** The provider took its answer back within the undo window. */
export interface ReplyUndone extends DomainEvent {
  type: 'reply.undone';
  requestId: number;
  providerId: number;
}

export type OfferEvent = OfferSent | OfferChanged | OfferAccepted | OfferDeclined | OfferReopened | OfferRead | ReplyCreated | ReplyUndone;
