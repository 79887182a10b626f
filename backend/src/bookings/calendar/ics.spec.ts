import * as ical from 'node-ical';
import { bookingsCalendar, type BookingCalendarEntry } from './ics';

const BOOKING: BookingCalendarEntry = {
  kind: 'booking',
  bookingId: 42,
  number: 'SV-2026-000042',
  status: 'confirmed',
  sequence: 1,
  eventDate: '2027-06-12',
  coupleName: 'Jana a Petr',
  providerName: 'Fotoateliér Šťastný',
  title: 'Svatební fotograf',
  place: 'Zámek Průhonice',
  url: 'https://svatby.cz/rezervace/42',
  updatedAt: new Date('2026-11-28T10:00:00Z'),
};

const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((item): item is ical.VEvent => item?.type === 'VEVENT');

describe('bookingsCalendar', () => {
  it('writes a booking as an all-day event with a stable UID, SEQUENCE and STATUS, in a Europe/Prague calendar', () => {
    const text = bookingsCalendar('Svatby', [BOOKING]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-TIMEZONE:Europe/Prague');
    expect(text).toContain('TZID:Europe/Prague');
    expect(text).toContain('DTSTART;VALUE=DATE:20270612');
    expect(text).toContain('DTEND;VALUE=DATE:20270613');

    const parsed = ical.sync.parseICS(text);
    expect(Object.values(parsed).some((item) => item?.type === 'VTIMEZONE')).toBe(true);
    const [event] = eventsOf(text);
    expect(event.uid).toBe('booking-42@svatby.cz');
    expect(event.datetype).toBe('date');
    expect(event.start.dateOnly).toBe(true);
    expect(Number(event.sequence)).toBe(1);
    expect(event.status).toBe('CONFIRMED');
    expect(event.summary).toBe('Svatba: Jana a Petr – Fotoateliér Šťastný');
    expect(event.location).toBe('Zámek Průhonice');
  });

  it('keeps a cancelled booking as STATUS:CANCELLED with its higher SEQUENCE', () => {
    const [event] = eventsOf(bookingsCalendar('Svatby', [{ ...BOOKING, status: 'cancelled', sequence: 2 }]));
    expect(event.uid).toBe('booking-42@svatby.cz');
    expect(event.status).toBe('CANCELLED');
    expect(Number(event.sequence)).toBe(2);
    expect(event.transparency).toBe('TRANSPARENT');
  });

  it('adds busy days, and the dates do not depend on the server time zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const text = bookingsCalendar('Svatby', [BOOKING, { kind: 'busy', providerId: 3, date: '2027-12-31', notes: 'Silvestr' }]);
      expect(text).toContain('DTSTART;VALUE=DATE:20270612');
      expect(text).toContain('UID:busy-3-20271231@svatby.cz');
      expect(text).toContain('DTSTART;VALUE=DATE:20271231');
      expect(text).toContain('DTEND;VALUE=DATE:20280101');
      expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    } finally {
      process.env.TZ = zone;
    }
  });
});
