import { AVAILABILITY_MESSAGES, AVAILABILITY_MONTHS_AHEAD, availabilityWindow, firstViewRange, isInWindow, normalizeNotes, parseDay } from './availability-rules';

describe('availability rules', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(parseDay('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(parseDay('2028-02-29')?.format('YYYY-MM-DD')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '05.01.2026', '2026-01-05T00:00', '', 'zítra']) {
      expect(parseDay(bad)).toBeNull();
    }
  });

  it('spans today to 24 months ahead, both inclusive, across months and years', () => {
    expect(AVAILABILITY_MONTHS_AHEAD).toBe(24);
    const window = availabilityWindow(new Date(2026, 10, 21, 23, 59));
    expect(window).toEqual({ from: '2026-11-21', to: '2028-11-21' });
    expect(isInWindow('2026-11-21', window)).toBe(true);
    expect(isInWindow('2028-11-21', window)).toBe(true);
    // 20 months ahead: a wedding next summer but one.
    expect(isInWindow('2028-07-15', window)).toBe(true);
    expect(isInWindow('2026-11-20', window)).toBe(false);
    expect(isInWindow('2028-11-22', window)).toBe(false);
    // 25 months ahead.
    expect(isInWindow('2028-12-21', window)).toBe(false);
    expect(AVAILABILITY_MESSAGES.outsideWindow).toBe('Datum musí být v rozmezí dnes až 24 měsíců dopředu');
  });

  it('ends on the last day of the month when the same day does not exist 24 months on', () => {
    expect(availabilityWindow(new Date(2028, 1, 29, 8, 0))).toEqual({ from: '2028-02-29', to: '2030-02-28' });
    expect(availabilityWindow(new Date(2026, 11, 31, 0, 0))).toEqual({ from: '2026-12-31', to: '2028-12-31' });
  });

  it('keeps the spec\'s first view of today to 90 days ahead as the default range', () => {
    expect(firstViewRange(new Date(2026, 10, 21, 23, 59))).toEqual({ from: '2026-11-21', to: '2027-02-19' });
  });

  it('trims notes and drops empty ones', () => {
    expect(normalizeNotes('  Obřad v 11:00  ')).toBe('Obřad v 11:00');
    expect(normalizeNotes('   ')).toBeNull();
    expect(normalizeNotes(undefined)).toBeNull();
    expect(normalizeNotes(null)).toBeNull();
  });
});
