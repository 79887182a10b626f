import ical, { ICalEventBusyStatus, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

export const CALENDAR_TIME_ZONE = 'Europe/Prague';

/** A confirmed or cancelled booking as one all-day event. */
export interface BookingCalendarEntry {
  kind: 'booking';
  bookingId: number;
  number: string;
  status: 'confirmed' | 'cancelled';
  /** bookings.sequence: raised on every change, so a client replaces its copy. */
  sequence: number;
  /** YYYY-MM-DD. */
  eventDate: string;
  coupleName: string;
  providerName: string;
  title: string;
  place: string | null;
  /** The booking's page in Svatby. */
  url: string | null;
  updatedAt: Date;
}

/** A day the provider marked busy in the availability calendar (the provider's own feed only). */
export interface BusyDayCalendarEntry {
  kind: 'busy';
  providerId: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The provider's private note (the feed is the provider's own). */
  notes: string | null;
}

export type CalendarEntry = BookingCalendarEntry | BusyDayCalendarEntry;

/** The stable UID of a booking's event: the same booking is the same event in every download. */
export const bookingUid = (bookingId: number): string => `booking-${bookingId}@svatby.cz`;
export const busyDayUid = (providerId: number, date: string): string => `busy-${providerId}-${date.replace(/-/g, '')}@svatby.cz`;

export const bookingSummary = (entry: Pick<BookingCalendarEntry, 'coupleName' | 'providerName' | 'status'>): string =>
  `Svatba: ${entry.coupleName} – ${entry.providerName}${entry.status === 'cancelled' ? ' (zrušeno)' : ''}`;

/**
 * Europe/Prague for clients that want the zone itself (the events are all-day dates and UTC stamps,
 * which name no TZID, so the block only documents the calendar's zone next to X-WR-TIMEZONE).
 */
const PRAGUE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Prague',
  'X-LIC-LOCATION:Europe/Prague',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The day after a YYYY-MM-DD day (an all-day event's DTEND is exclusive). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * An iCalendar (RFC 5545) of bookings and busy days: all-day events, a stable UID per booking, its
 * SEQUENCE, STATUS:CONFIRMED or STATUS:CANCELLED. The calendar's zone is Europe/Prague.
 *
 * The calendar object gets no time zone on purpose: ical-generator would then write dates and
 * DTSTAMP in the server's local time; without one, dates are the given days and stamps are UTC.
 */
export function bookingsCalendar(name: string, entries: readonly CalendarEntry[], generatedAt: Date = new Date()): string {
  const calendar = ical({
    name,
    prodId: { company: 'Svatby', product: 'Rezervace', language: 'CS' },
    // Subscribed clients refresh about this often (Google decides on its own).
    ttl: 6 * 60 * 60,
  });
  calendar.x('X-WR-TIMEZONE', CALENDAR_TIME_ZONE);

  for (const entry of entries) {
    if (entry.kind === 'booking') {
      const cancelled = entry.status === 'cancelled';
      calendar.createEvent({
        id: bookingUid(entry.bookingId),
        sequence: entry.sequence,
        stamp: entry.updatedAt,
        lastModified: entry.updatedAt,
        start: entry.eventDate,
        end: nextDay(entry.eventDate),
        allDay: true,
        summary: bookingSummary(entry),
        description: [
          `Rezervace ${entry.number}${cancelled ? ' byla zrušena' : ''}`,
          entry.title,
          entry.url ? `Podrobnosti: ${entry.url}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        location: entry.place,
        url: entry.url,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
        busystatus: cancelled ? ICalEventBusyStatus.FREE : ICalEventBusyStatus.BUSY,
      });
    } else {
      calendar.createEvent({
        id: busyDayUid(entry.providerId, entry.date),
        stamp: generatedAt,
        start: entry.date,
        end: nextDay(entry.date),
        allDay: true,
        summary: 'Obsazeno',
        description: entry.notes,
        status: ICalEventStatus.CONFIRMED,
        transparency: ICalEventTransparency.OPAQUE,
        busystatus: ICalEventBusyStatus.BUSY,
      });
    }
  }

  const text = calendar.toString();
  // The VTIMEZONE goes before the first component (RFC 5545 allows it anywhere among them).
  const at = text.indexOf('BEGIN:VEVENT');
  const end = at >= 0 ? at : text.lastIndexOf('END:VCALENDAR');
  return `${text.slice(0, end)}${PRAGUE_VTIMEZONE}\r\n${text.slice(end)}`;
}
