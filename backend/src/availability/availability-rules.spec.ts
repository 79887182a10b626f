import { availabilityWindow, isInWindow, normalizeNotes, parseDay } from './availability-rules';

describe('availability rules', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(parseDay('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(parseDay('2028-02-29')?.format('YYYY-MM-DD')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '05.01.2026', '2026-01-05T00:00', '', 'zítra']) {
      expect(parseDay(bad)).toBeNull();
    }
  });

  it('spans today to 90 days ahead, both inclusive, across months and years', () => {
    const window = availabilityWindow(new Date(2026, 10, 21, 23, 59));
    expect(window).toEqual({ from: '2026-11-21', to: '2027-02-19' });
    expect(isInWindow('2026-11-21', window)).toBe(true);
    expect(isInWindow('2027-02-19', window)).toBe(true);
    expect(isInWindow('2026-11-20', window)).toBe(false);
    expect(isInWindow('2027-02-20', window)).toBe(false);
  });

  it('trims notes and drops empty ones', () => {
    expect(normalizeNotes('  Obřad v 11:00  ')).toBe('Obřad v 11:00');
    expect(normalizeNotes('   ')).toBeNull();
    expect(normalizeNotes(undefined)).toBeNull();
    expect(normalizeNotes(null)).toBeNull();
  });
});
