import { Injectable } from '@nestjs/common';
import type { BookingCancelled, BookingConfirmed, BookingEventBase } from '../../bookings/bookings.api';
import { locationReach } from '../../catalog/catalog.api';
import { OnDomainEvent } from '../../common/domain-events/on-domain-event';
import type { MessageCreated } from '../../conversations/conversations.api';
import type { OfferAccepted, OfferDeclined } from '../../offers/offers.api';
import { ProviderRecords, ProvidersService } from '../../providers/providers.api';
import type { RequestListed } from '../../requests/requests.api';
import type { ReviewPublished } from '../../reviews/reviews.api';
import type { SubscriptionChanged } from '../../subscriptions/subscriptions.api';
import type {
  BookingWebhookDataDto,
  MessageCreatedDataDto,
  OfferWebhookDataDto,
  RequestMatchedDataDto,
  ReviewPublishedDataDto,
  SubscriptionChangedDataDto,
} from './dto/webhook-payloads.dto';
import { WebhookDeliveries } from './webhooks.jobs';
import { WebhookSubscribers } from './webhook-subscribers';

/** The catalogue's whole country: a request there reaches every provider. */
const WHOLE_COUNTRY = 'cela-cr';

/** The provider areas a request at `locationId` reaches (null: any); a place outside the catalogue reaches whole-country providers only. */
function areasReaching(locationId: string | null): string[] | null {
  if (locationId === WHOLE_COUNTRY) return null;
  return locationId ? (locationReach([locationId]) ?? null) : [WHOLE_COUNTRY];
}

/**
 * Other modules' domain events (after their change committed) as webhook events of the provider
 * concerned: each becomes a delivery per subscribed endpoint (WebhookDeliveries.publish). The data
 * carries ids, statuses and the API path to read more, never a couple's contacts nor typed text.
 */
@Injectable()
export class WebhookEffects {
  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly subscribers: WebhookSubscribers,
    private readonly providers: ProvidersService,
    private readonly providerRecords: ProviderRecords,
  ) {}

  /** A newly public request: the providers of its (new) categories serving its place (reopened or extended ones are not new). */
  @OnDomainEvent<RequestListed>('request.listed')
  async onRequestListed(event: RequestListed): Promise<void> {
    if (event.isDemo || event.reason === 'reopened' || event.reason === 'extended' || event.newCategories.length === 0) return;
    // Every listed request asks the providers it reaches: not worth it while nobody has a webhook for it.
    if (!(await this.subscribers.any('request.matched'))) return;
    const reached = await this.providerRecords.reachedProviders(event.newCategories, areasReaching(event.locationId));
    const userIds = await this.usersOf(reached);
    const data: RequestMatchedDataDto = {
      requestId: event.requestId,
      primaryCategoryId: event.primaryCategoryId,
      categories: event.matchedCategories,
      locationId: event.locationId,
      location: event.location,
      weddingDate: event.weddingDate,
      path: `/api/service-requests/${event.requestId}`,
    };
    await this.deliveries.publish(userIds, 'request.matched', data);
  }

  /** The chosen provider hears 'offer.accepted'; the providers declined with the acceptance hear 'offer.declined'. */
  @OnDomainEvent<OfferAccepted>('offer.accepted')
  async onOfferAccepted(event: OfferAccepted): Promise<void> {
    await this.offerEvent(event.providerId, event.offerId, event.request.id, 'accepted');
    for (const declined of event.declined) await this.offerEvent(declined.providerId, declined.offerId, event.request.id, 'declined');
  }

  @OnDomainEvent<OfferDeclined>('offer.declined')
  async onOfferDeclined(event: OfferDeclined): Promise<void> {
    await this.offerEvent(event.providerId, event.offerId, event.request.id, 'declined');
  }

  /** A couple's message: the thread's provider accounts (the provider's own messages are not echoed back). */
  @OnDomainEvent<MessageCreated>('message.created')
  async onMessage(event: MessageCreated): Promise<void> {
    if (event.senderSide !== 'couple') return;
    const data: MessageCreatedDataDto = { conversationId: event.conversationId, senderSide: 'couple', path: `/api/conversations/${event.conversationId}/messages` };
    await this.deliveries.publish(event.recipientUserIds, 'message.created', data);
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onBookingConfirmed(event: BookingConfirmed): Promise<void> {
    await this.bookingEvent(event, 'confirmed');
  }

  @OnDomainEvent<BookingCancelled>('booking.cancelled')
  async onBookingCancelled(event: BookingCancelled): Promise<void> {
    await this.bookingEvent(event, 'cancelled');
  }

  @OnDomainEvent<ReviewPublished>('review.published')
  async onReviewPublished(event: ReviewPublished): Promise<void> {
    const data: ReviewPublishedDataDto = {
      reviewId: event.reviewId,
      providerId: event.providerId,
      overallRating: event.overallRating,
      verifiedBooking: event.bookingId !== null,
      path: `/api/providers/${event.providerId}/reviews`,
    };
    await this.deliveries.publish(await this.usersOf([event.providerId]), 'review.published', data);
  }

  @OnDomainEvent<SubscriptionChanged>('subscription.changed')
  async onSubscriptionChanged(event: SubscriptionChanged): Promise<void> {
    const data: SubscriptionChangedDataDto = {
      providerId: event.providerId,
      change: event.change,
      status: event.status,
      planId: event.planId,
      activeUntil: event.activeUntil,
      path: '/api/subscription/info',
    };
    await this.deliveries.publish(await this.usersOf([event.providerId]), 'subscription.changed', data);
  }

  private async offerEvent(providerId: number, offerId: number, requestId: number, status: 'accepted' | 'declined'): Promise<void> {
    const data: OfferWebhookDataDto = { offerId, requestId, providerId, status, path: '/api/provider/offers' };
    await this.deliveries.publish(await this.usersOf([providerId]), status === 'accepted' ? 'offer.accepted' : 'offer.declined', data);
  }

  private async bookingEvent(event: BookingEventBase, status: 'confirmed' | 'cancelled'): Promise<void> {
    if (event.providerUserId === null) return;
    const data: BookingWebhookDataDto = {
      bookingId: event.bookingId,
      number: event.number,
      requestId: event.requestId,
      offerId: event.offerId,
      providerId: event.providerId,
      status,
      actor: event.actor,
      depositAmount: event.depositAmount,
      path: `/api/bookings/${event.bookingId}`,
    };
    await this.deliveries.publish([event.providerUserId], status === 'confirmed' ? 'booking.confirmed' : 'booking.cancelled', data);
  }

  /** The accounts of these provider profiles. */
  private async usersOf(providerIds: number[]): Promise<number[]> {
    if (providerIds.length === 0) return [];
    return [...(await this.providers.offerParties(providerIds)).values()].map((party) => party.userId);
  }
}
