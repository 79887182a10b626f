import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeddingDate, pragueDay, pragueToday } from './date';

/**
 * Dates show in Prague time in every process zone: the server renders in UTC, browsers in their own zone, and both
 * must print what a Czech user expects (and the same markup, or hydration fails). Node applies a changed TZ at once.
 */
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Prague'];
const originalZone = process.env.TZ;

describe.each(ZONES)('in process time zone %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('runs in that zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('shows an instant near midnight on its Prague day', () => {
    // 00:30 in Prague on 1 March is 23:30 UTC on 28 February.
    expect(formatDate('2026-02-28T23:30:00.000Z')).toBe('1. 3. 2026');
    expect(formatDateTime('2026-02-28T23:30:00.000Z')).toBe('1. 3. 2026 00:30:00');
    expect(formatTime('2026-02-28T23:30:00.000Z')).toBe('0:30');
    expect(pragueDay('2026-02-28T23:30:00.000Z')).toBe('2026-03-01');
    expect(pragueToday(Date.parse('2026-02-28T23:30:00.000Z'))).toBe('2026-03-01');
    expect(formatDate(new Date('2026-12-31T23:15:00.000Z'))).toBe('1. 1. 2027');
    expect(formatDate('2026-03-01T22:59:59.000Z')).toBe('1. 3. 2026');
  });

  it('follows the spring change (last Sunday of March, 2:00 CET → 3:00 CEST)', () => {
    expect(formatDateTime('2026-03-28T23:30:00.000Z')).toBe('29. 3. 2026 00:30:00');
    expect(formatTime('2026-03-29T00:59:00.000Z')).toBe('1:59');
    expect(formatTime('2026-03-29T01:00:00.000Z')).toBe('3:00');
    // From then on two hours ahead of UTC: 22:30 UTC is already the next day.
    expect(formatDateTime('2026-03-29T22:30:00.000Z')).toBe('30. 3. 2026 00:30:00');
    expect(pragueDay('2026-03-29T21:59:00.000Z')).toBe('2026-03-29');
  });

  it('follows the autumn change (last Sunday of October, 3:00 CEST → 2:00 CET)', () => {
    expect(formatDateTime('2026-10-24T22:30:00.000Z')).toBe('25. 10. 2026 00:30:00');
    // 2:30 comes twice: once in summer time, once in winter time.
    expect(formatTime('2026-10-25T00:30:00.000Z')).toBe('2:30');
    expect(formatTime('2026-10-25T01:30:00.000Z')).toBe('2:30');
    expect(formatDateTime('2026-10-25T22:59:00.000Z')).toBe('25. 10. 2026 23:59:00');
    expect(formatDateTime('2026-10-25T23:30:00.000Z')).toBe('26. 10. 2026 00:30:00');
  });

  it('never moves a date-only value (a wedding day) to another day', () => {
    expect(formatDate('2026-09-12')).toBe('12. 9. 2026');
    expect(formatWeddingDate('2026-03-29')).toBe('29. 3. 2026');
    expect(formatWeddingDate('2026-10-25')).toBe('25. 10. 2026');
    expect(formatWeddingDate('2027-01-01')).toBe('1. 1. 2027');
    expect(pragueDay('2026-03-01')).toBe('2026-03-01');
    expect(formatDate('nesmysl')).toBe('Neplatné datum');
    expect(formatDateTime('nesmysl')).toBe('Neplatné datum');
  });
});
