/**
 * The public surface of `bookings/`. Bookings made from accepted offers: what other modules may use.
 * Other modules import from this file (and `bookings.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export type { BookingDocumentContent } from './booking-document';
export { BOOKING_EVENT_TYPES } from './booking-events';
export type {
  BookingCancelled,
  BookingConfirmed,
  BookingCreated,
  BookingDeclined,
  BookingDepositReceived,
  BookingEvent,
  BookingEventBase,
  BookingEventType,
  BookingExpired,
} from './booking-events';
export { BOOKING_STATUSES } from './entities/booking.entity';
export type { BookingStatus } from './entities/booking.entity';
export { BookingsService } from './bookings.service';
export type { BookingSide, ViewableBooking } from './bookings.service';
export type { BookingRow } from './bookings.repository';
export { BookingReviewLinks } from './bookings.review-invitations';
export type { BookingForReview } from './bookings.review-invitations';
export { BOOKING_MESSAGES } from './booking-rules';
export { BookingAdministration } from './booking-administration.service';
export { AdminBookingDto, AdminBookingPageDto, AdminBookingsQueryDto, AdminCancelBookingDto } from './dto/admin-booking.dto';
export { ExportedBookingDto } from './dto/exported-booking.dto';
