import { actorAllowed, BOOKING_TRANSITIONS, bookingNumber, calendarNote, transitionAllowed, wrongStateMessage } from './booking-rules';
import { BOOKING_STATUSES } from './entities/booking.entity';

describe('booking rules', () => {
  it('lets each transition start only from its states', () => {
    const allowed = (transition: keyof typeof BOOKING_TRANSITIONS) => BOOKING_STATUSES.filter((status) => transitionAllowed(transition, status));
    expect(allowed('confirm')).toEqual(['pending_provider']);
    expect(allowed('decline')).toEqual(['pending_provider']);
    expect(allowed('expire')).toEqual(['pending_provider']);
    expect(allowed('cancel')).toEqual(['confirmed']);
    expect(allowed('depositReceived')).toEqual(['confirmed']);
  });

  it('gives each transition its actors', () => {
    expect(actorAllowed('confirm', 'provider')).toBe(true);
    expect(actorAllowed('confirm', 'couple')).toBe(false);
    expect(actorAllowed('expire', 'system')).toBe(true);
    expect(actorAllowed('expire', 'provider')).toBe(false);
    expect(['couple', 'provider', 'admin', 'system'].filter((actor) => actorAllowed('cancel', actor as never))).toEqual(['couple', 'provider', 'admin']);
    expect(actorAllowed('depositReceived', 'couple')).toBe(false);
  });

  it('answers a wrong state in Czech, numbers bookings and notes the calendar day', () => {
    expect(wrongStateMessage('confirm')).toBe('Rezervace už nečeká na potvrzení dodavatele');
    expect(wrongStateMessage('cancel')).toBe('Rezervace není potvrzená');
    expect(bookingNumber(2026, 123)).toBe('SV-2026-000123');
    expect(calendarNote('Fotografie – Praha')).toBe('Rezervace: Fotografie – Praha');
    expect(calendarNote('x'.repeat(600))).toHaveLength(500);
  });
});
