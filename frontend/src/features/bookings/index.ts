/*
 * Bookings (issue 44): the couple's bookings on the dashboard and the manage page, the provider's
 * 'Rezervace', the booking settings, the calendar feed panel and the booking page (/rezervace/:id,
 * loaded by the route table). The dashboards, the settings and the admin tab build on these.
 */
export { BookingStatusTag } from './BookingStatusTag';
export { BOOKING_STATUS_LABELS, DEPOSIT_LABELS, bookingDocumentUrl, bookingEventIcsUrl } from './bookingLabels';
export type { BookingStatusName } from './bookingLabels';
export { CoupleBookings } from './CoupleBookings';
export { bookingPrice, crowns, depositLine, eventDay, momentText, ACTION_LABELS, ACTOR_LABELS } from './bookingTexts';
export { CalendarFeedPanel, CALENDAR_FEED_TITLE } from './CalendarFeedPanel';
export { ProviderBookings } from './ProviderBookings';
export { BookingSettingsForm, BOOKING_SETTINGS_TITLE } from './BookingSettingsForm';
