import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingsService } from './bookings.service';
import { CalendarFeedsRepository } from './calendar/calendar-feeds.repository';
import { CalendarFeedsService } from './calendar/calendar-feeds.service';
import { renderBookingPdf } from './documents/booking-pdf';

export const BOOKING_FILE_MESSAGES = {
  /** The document and the calendar event exist once the provider confirmed. */
  notConfirmed: 'Potvrzení rezervace vznikne, až dodavatel rezervaci potvrdí.',
} as const;

export interface BookingFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** The booking's downloads for its two sides (and an admin): the PDF document and the single .ics event. */
@Injectable()
export class BookingFilesService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly feeds: CalendarFeedsRepository,
    private readonly calendars: CalendarFeedsService,
  ) {}

  /** "Potvrzení rezervace" as PDF: the content frozen at confirmation, with the history (a cancellation shows in it). */
  async documentPdf(id: number, viewer: Viewer, token?: string): Promise<BookingFile> {
    const { booking } = await this.bookings.viewable(id, viewer, token);
    if (!booking.document || (booking.status !== 'confirmed' && booking.status !== 'cancelled')) {
      throw new ConflictException(BOOKING_FILE_MESSAGES.notConfirmed);
    }
    const history = await this.feeds.history(booking.id);
    const body = await renderBookingPdf(booking.document, history);
    return { body, contentType: 'application/pdf', fileName: `potvrzeni-rezervace-${booking.number}.pdf` };
  }

  /** The booking as one all-day event, to add to a calendar by hand. */
  async eventIcs(id: number, viewer: Viewer, token?: string): Promise<BookingFile> {
    const { booking } = await this.bookings.viewable(id, viewer, token);
    if (booking.status !== 'confirmed' && booking.status !== 'cancelled') throw new ConflictException(BOOKING_FILE_MESSAGES.notConfirmed);
    const row = await this.feeds.bookingEvent(booking.id);
    if (!row || !row.eventDate) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return { body: this.calendars.bookingEventFile(row), contentType: 'text/calendar; charset=utf-8', fileName: `rezervace-${booking.number}.ics` };
  }
}
