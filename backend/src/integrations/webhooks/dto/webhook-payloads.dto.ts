import { ApiProperty } from '@nestjs/swagger';

/*
 * The bodies Svatby POSTs to webhook endpoints (README "Webhooks"): an envelope per event type and
 * the object's public fields in `data`. A couple's contacts are never in them: each `data` carries
 * the object's id and the API path where a token with the right scope reads it in full.
 */

const created = () =>
  ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T09:30:00.000Z', description: 'When the event happened (ISO 8601, UTC)' });
const eventId = () =>
  ApiProperty({ example: 'evt_9f1c2b7a4d3e4f5a8b6c0d1e2f3a4b5c', description: "The event's id: the same in retries and resends (deduplicate on it)" });

export class RequestMatchedDataDto {
  @ApiProperty({ example: 40, description: "The request's id" })
  requestId: number;

  @ApiProperty({ example: 'photography', description: "The request's primary category (its first service)" })
  primaryCategoryId: string;

  @ApiProperty({ type: String, isArray: true, example: ['photography', 'video'], description: 'Every category the request matches' })
  categories: string[];

  @ApiProperty({ type: String, nullable: true, example: 'praha', description: "The place's catalogue id, or null for a place outside the catalogue" })
  locationId: string | null;

  @ApiProperty({ example: 'Praha', description: 'The place as the couple chose it' })
  location: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-09-12', description: 'The wedding date, or null ("Datum nevybráno")' })
  weddingDate: string | null;

  @ApiProperty({ example: '/api/service-requests/40', description: 'Where to read the request (its contacts as your plan allows)' })
  path: string;
}

export class OfferWebhookDataDto {
  @ApiProperty({ example: 118, description: "The offer's id" })
  offerId: number;

  @ApiProperty({ example: 40, description: 'The request it answers' })
  requestId: number;

  @ApiProperty({ example: 12, description: "Your provider profile's id" })
  providerId: number;

  @ApiProperty({ enum: ['accepted', 'declined'], example: 'accepted', description: "The offer's new status" })
  status: 'accepted' | 'declined';

  @ApiProperty({ example: '/api/provider/offers', description: 'Where to read your offers' })
  path: string;
}

export class MessageCreatedDataDto {
  @ApiProperty({ example: 77, description: 'The conversation (one per offer) the couple wrote in' })
  conversationId: number;

  @ApiProperty({ enum: ['couple'], example: 'couple', description: 'Who wrote: always the couple (your own messages are not sent)' })
  senderSide: 'couple';

  @ApiProperty({ example: '/api/conversations/77/messages', description: 'Where to read the messages' })
  path: string;
}

export class BookingWebhookDataDto {
  @ApiProperty({ example: 31, description: "The booking's id" })
  bookingId: number;

  @ApiProperty({ example: 'R-2026-0031', description: "The booking's number" })
  number: string;

  @ApiProperty({ example: 40, description: 'The request booked' })
  requestId: number;

  @ApiProperty({ example: 118, description: 'The accepted offer' })
  offerId: number;

  @ApiProperty({ example: 12, description: "Your provider profile's id" })
  providerId: number;

  @ApiProperty({ enum: ['confirmed', 'cancelled'], example: 'confirmed', description: "The booking's new status" })
  status: 'confirmed' | 'cancelled';

  @ApiProperty({ enum: ['couple', 'provider', 'admin', 'system'], example: 'provider', description: 'Who made the change' })
  actor: string;

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'The deposit in Kč, or null' })
  depositAmount: number | null;

  @ApiProperty({ example: '/api/bookings/31', description: 'Where to read the booking' })
  path: string;
}

export class ReviewPublishedDataDto {
  @ApiProperty({ example: 205, description: "The review's id" })
  reviewId: number;

  @ApiProperty({ example: 12, description: "Your provider profile's id" })
  providerId: number;

  @ApiProperty({ example: 5, minimum: 1, maximum: 5, description: 'The overall rating (1–5 stars)' })
  overallRating: number;

  @ApiProperty({ example: true, description: 'Written through a booking\'s review link ("Ověřená rezervace")' })
  verifiedBooking: boolean;

  @ApiProperty({ example: '/api/providers/12/reviews', description: 'Where to read your reviews' })
  path: string;
}

export class SubscriptionChangedDataDto {
  @ApiProperty({ example: 12, description: "Your provider profile's id" })
  providerId: number;

  @ApiProperty({
    enum: ['activated', 'renewed', 'plan_changed', 'cancelled', 'plan_scheduled', 'payment_failed', 'ended'],
    example: 'activated',
    description:
      "What changed: paid and active (your checkout, an admin's grant), a new paid period, another plan now (an upgrade), cancelled to " +
      "the period's end, the next period's plan chosen (or a cancellation taken back), a renewal payment failed (past due), or ended " +
      "now (an admin's revoke, deleted at Stripe, or the paid period over)",
  })
  change: string;

  @ApiProperty({ example: 'active', description: "The subscription's status after the change ('active', 'cancelled', …)" })
  status: string;

  @ApiProperty({ type: String, nullable: true, example: 'premium_monthly', description: 'The current plan, or null' })
  planId: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-06-14T09:30:00.000Z', description: 'The paid period\'s end, or null' })
  activeUntil: string | null;

  @ApiProperty({ example: '/api/subscription/info', description: 'Where to read the subscription' })
  path: string;
}

export class PingDataDto {
  @ApiProperty({ example: 3, description: 'The endpoint tested' })
  endpointId: number;

  @ApiProperty({ example: 'Testovací událost ze Svatby', description: 'A fixed Czech text' })
  message: string;
}

export class RequestMatchedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['request.matched'], example: 'request.matched', description: 'A new published request in your categories and service areas' })
  type: 'request.matched';
  @created() created: string;
  @ApiProperty({ type: RequestMatchedDataDto, description: 'The request' })
  data: RequestMatchedDataDto;
}

export class OfferAcceptedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['offer.accepted'], example: 'offer.accepted', description: 'The couple accepted your offer' })
  type: 'offer.accepted';
  @created() created: string;
  @ApiProperty({ type: OfferWebhookDataDto, description: 'The offer' })
  data: OfferWebhookDataDto;
}

export class OfferDeclinedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['offer.declined'], example: 'offer.declined', description: 'The couple declined your offer (or accepted another)' })
  type: 'offer.declined';
  @created() created: string;
  @ApiProperty({ type: OfferWebhookDataDto, description: 'The offer' })
  data: OfferWebhookDataDto;
}

export class MessageCreatedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['message.created'], example: 'message.created', description: 'The couple wrote you a message' })
  type: 'message.created';
  @created() created: string;
  @ApiProperty({ type: MessageCreatedDataDto, description: 'The conversation' })
  data: MessageCreatedDataDto;
}

export class BookingConfirmedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['booking.confirmed'], example: 'booking.confirmed', description: 'A booking was confirmed' })
  type: 'booking.confirmed';
  @created() created: string;
  @ApiProperty({ type: BookingWebhookDataDto, description: 'The booking' })
  data: BookingWebhookDataDto;
}

export class BookingCancelledWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['booking.cancelled'], example: 'booking.cancelled', description: 'A booking was cancelled (the reason stays in Svatby)' })
  type: 'booking.cancelled';
  @created() created: string;
  @ApiProperty({ type: BookingWebhookDataDto, description: 'The booking' })
  data: BookingWebhookDataDto;
}

export class ReviewPublishedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['review.published'], example: 'review.published', description: 'A review of you was published' })
  type: 'review.published';
  @created() created: string;
  @ApiProperty({ type: ReviewPublishedDataDto, description: 'The review' })
  data: ReviewPublishedDataDto;
}

export class SubscriptionChangedWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['subscription.changed'], example: 'subscription.changed', description: 'Your subscription changed' })
  type: 'subscription.changed';
  @created() created: string;
  @ApiProperty({ type: SubscriptionChangedDataDto, description: 'The subscription' })
  data: SubscriptionChangedDataDto;
}

export class PingWebhookDto {
  @eventId() id: string;
  @ApiProperty({ enum: ['ping'], example: 'ping', description: 'A test event ("Poslat testovací událost")' })
  type: 'ping';
  @created() created: string;
  @ApiProperty({ type: PingDataDto, description: 'The test' })
  data: PingDataDto;
}

/** Each event type's body, for the OpenAPI document (extraModels and its x-webhooks map). */
export const WEBHOOK_PAYLOADS = {
  'request.matched': RequestMatchedWebhookDto,
  'offer.accepted': OfferAcceptedWebhookDto,
  'offer.declined': OfferDeclinedWebhookDto,
  'message.created': MessageCreatedWebhookDto,
  'booking.confirmed': BookingConfirmedWebhookDto,
  'booking.cancelled': BookingCancelledWebhookDto,
  'review.published': ReviewPublishedWebhookDto,
  'subscription.changed': SubscriptionChangedWebhookDto,
  ping: PingWebhookDto,
} as const;
