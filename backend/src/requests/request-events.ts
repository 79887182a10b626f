import type { DomainEvent } from '../common/domain-events/domain-events';

/*
 * What the Requests module reports after a change commits (DomainEvents).
 */

/**
 * Requests sent without an account to a proven address became the account's (the couple opened
 * their dashboard with that address verified). Conversations moves the threads of those requests to
 * the account, merging each with the account's own thread with that provider.
 */
export interface RequestsAttached extends DomainEvent {
  type: 'requests.attached';
  userId: number;
  /** The requests attached by this change (never empty). */
  requestIds: number[];
}

/** Why a request went (or came back) on the public list. */
export type RequestListedReason = 'created' | 'confirmed' | 'reopened' | 'extended' | 'rematched';

/**
 * A request became listed (active): submitted by a proven couple, confirmed by its link, reopened or
 * extended by its couple, or, already listed, matched to new categories by an edit. Listeners (the
 * providers' results funnel, push notices) find the providers it reaches from its categories and
 * place; one request may be reported more than once over its life, so they count each provider once.
 * Not reported when a lapsed booking returns a booked request to the list (it was listed before).
 */
export interface RequestListed extends DomainEvent {
  type: 'request.listed';
  requestId: number;
  reason: RequestListedReason;
  /** The request's primary category (its first service). */
  primaryCategoryId: string;
  /** Every category the request matches (services and text), as the catalogue filters use them. */
  matchedCategories: string[];
  /** For 'rematched', only the categories this edit added; otherwise equal to matchedCategories. */
  newCategories: string[];
  /** The place's catalogue slug (null for a place outside the catalogue) and its name. */
  locationId: string | null;
  location: string;
  /** YYYY-MM-DD or null. */
  weddingDate: string | null;
  /** Demo requests are listed but never notified nor counted. */
  isDemo: boolean;
  /** ISO time of the change. */
  listedAt: string;
}

/**
 * A provider opened a listed request's detail (with its contacts when its plan allows). Reported at
 * every opening; the providers' results count each provider and request once. Demo requests are not reported.
 */
export interface RequestOpened extends DomainEvent {
  type: 'request.opened';
  requestId: number;
  providerId: number;
  /** ISO time of the opening. */
  openedAt: string;
}
