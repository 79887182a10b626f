import { availabilityWindow, isInWindow } from '../availability-rules';
import { demoAvailabilityDays } from './demo-availability';

describe('demo availability', () => {
  const today = new Date(2026, 10, 21, 9, 0);

  it('fills some Saturdays ahead inside the window, with every state and some left unset', () => {
    const days = demoAvailabilityDays('info@fotoateliersvetlo.example.cz', today);
    const window = availabilityWindow(today);
    expect(days.length).toBeGreaterThan(10);
    for (const { day } of days) {
      expect(isInWindow(day, window)).toBe(true);
      expect(new Date(`${day}T12:00:00`).getDay()).toBe(6);
    }
    expect(new Set(days.map((entry) => entry.status))).toEqual(new Set(['available', 'inquiry', 'busy']));
    // About 65 Saturdays in 15 months: not all of them are set.
    expect(days.length).toBeLessThan(60);
    expect(days.some((entry) => entry.day > '2027-11-21')).toBe(true);
  });

  it('draws the same calendar for the same provider and another for another', () => {
    expect(demoAvailabilityDays('a@example.cz', today)).toEqual(demoAvailabilityDays('a@example.cz', today));
    expect(demoAvailabilityDays('a@example.cz', today)).not.toEqual(demoAvailabilityDays('b@example.cz', today));
  });
});
