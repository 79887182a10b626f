import type { DomainEvent } from '../common/domain-events/domain-events';
import type { BookingActor } from './entities/booking-history.entity';

/*
 * What the Bookings module reports after a change commits (DomainEvents). BookingEffects turns each
 * into a system message in the couple↔provider conversation, a mail to the other side (never with
 * the typed reason) and a live event 'booking.updated' to both users.
 */

export const BOOKING_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.declined',
  'booking.expired',
  'booking.cancelled',
  'booking.deposit_received',
] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/** Every booking event carries the booking's parties, so that no listener reads the booking again for them. */
export interface BookingEventBase extends DomainEvent {
  bookingId: number;
  number: string;
  providerId: number;
  providerUserId: number | null;
  /** Null: a link-only couple (reached by e-mail only). */
  coupleUserId: number | null;
  requestId: number;
  offerId: number;
  /** The booking's deposit (Kč; null: none): the couple's plan shows it due, then paid. */
  depositAmount: number | null;
  actor: BookingActor;
  /** The typed reason (decline, cancel): for the history and the thread, never for mails. */
  reason?: string;
}

export interface BookingCreated extends BookingEventBase {
  type: 'booking.created';
}
export interface BookingConfirmed extends BookingEventBase {
  type: 'booking.confirmed';
  /** What the confirmation read and left, so that its effects do not read it again. */
  known?: KnownBooking;
}
export interface BookingDeclined extends BookingEventBase {
  type: 'booking.declined';
}
export interface BookingExpired extends BookingEventBase {
  type: 'booking.expired';
}
export interface BookingCancelled extends BookingEventBase {
  type: 'booking.cancelled';
}
export interface BookingDepositReceived extends BookingEventBase {
  type: 'booking.deposit_received';
}

/** The booking as its effects need it (read after the commit, so it holds what the change left). */
export interface BookingFacts {
  id: number;
  number: string;
  offerId: number;
  requestId: number;
  providerId: number;
  providerUserId: number | null;
  coupleUserId: number | null;
  coupleName: string;
  coupleEmail: string;
  providerName: string;
  eventDate: string | null;
  respondBy: Date;
  depositAmount: number | null;
}

/** A booking as its effects read it, when the change that records the event has read it already. */
export interface KnownBooking {
  facts: BookingFacts;
  title: string;
  isDemo: boolean;
  /** The provider's public name and contact e-mail; null when the profile is gone. */
  provider: { companyName: string; email: string } | null;
  conversationId: number | null;
  bankAccountIban: string | null;
}

export type BookingEvent =
  | BookingCreated
  | BookingConfirmed
  | BookingDeclined
  | BookingExpired
  | BookingCancelled
  | BookingDepositReceived;
