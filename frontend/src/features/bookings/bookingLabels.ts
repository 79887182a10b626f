import type { BookingStatus } from '../../api';
import { withQuery } from '../../shared/paths';

/**
 * The bookings' words and file links, shared by the provider's list, the couple's view, the booking page and the
 * admin tab (issue 44; the contract's Czech labels).
 */

/** A booking's state (BookingDto.status). */
export type BookingStatusName = BookingStatus;

export const BOOKING_STATUS_LABELS: Record<BookingStatusName, string> = {
  pending_provider: 'Čeká na potvrzení dodavatele',
  confirmed: 'Potvrzeno',
  declined: 'Odmítnuto dodavatelem',
  expired: 'Nepotvrzeno včas',
  cancelled: 'Zrušeno',
};

export const DEPOSIT_LABELS = {
  received: 'Záloha přijata',
  waiting: 'Záloha čeká na zaplacení',
} as const;

/** The frozen document as PDF (both sides; `token`: the link-only couple's manage token). 409 before confirmation. */
export const bookingDocumentUrl = (bookingId: number, token?: string) =>
  withQuery(`/api/bookings/${bookingId}/document.pdf`, { token });

/** The booking as one iCalendar event, to add to a calendar. */
export const bookingEventIcsUrl = (bookingId: number, token?: string) => withQuery(`/api/bookings/${bookingId}/event.ics`, { token });
