import type { DomainEvent } from '../common/domain-events/domain-events';

/*
 * What the Reviews module reports after a change commits (DomainEvents).
 */

/**
 * A review went public: confirmed by its e-mail's link, written by a proven author, or through a
 * booking's review link (issue 50: the provider's webhooks). It carries no typed text.
 */
export interface ReviewPublished extends DomainEvent {
  type: 'review.published';
  reviewId: number;
  providerId: number;
  overallRating: number;
  /** Written through a booking's review link ("Ověřená rezervace"). */
  bookingId: number | null;
  /** ISO time of the publication. */
  publishedAt: string;
}
