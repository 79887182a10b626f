import { formatHalere, formatHalereExact, invoiceNumber, normalisePostalCode, pragueDate, pragueYear, splitVat } from './billing-rules';

describe('billing rules', () => {
  it('numbers invoices YYYY + six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026000001');
    expect(invoiceNumber(2027, 123456)).toBe('2027123456');
    expect(() => invoiceNumber(2026, 1_000_000)).toThrow();
  });

  it('takes the year and day in Prague (New Year’s Eve 23:30 UTC is already the next year there)', () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(pragueYear(at)).toBe(2027);
    expect(pragueDate(at)).toBe('2027-01-01');
    expect(pragueDate(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });

  it('splits a gross price into base and VAT that add up exactly', () => {
    expect(splitVat(119_000, { payer: true, rate: 21 })).toEqual({ baseHalere: 98_347, vatHalere: 20_653, totalHalere: 119_000, vatRate: 21, vatMode: 'payer' });
    expect(splitVat(49_000, { payer: true, rate: 21 })).toMatchObject({ baseHalere: 40_496, vatHalere: 8_504 });
    expect(splitVat(49_000, { payer: true, rate: 12 })).toMatchObject({ baseHalere: 43_750, vatHalere: 5_250, vatRate: 12 });
  });

  it('mirrors a credit note to the haléř and leaves VAT out for a non-payer', () => {
    expect(splitVat(-119_000, { payer: true, rate: 21 })).toMatchObject({ baseHalere: -98_347, vatHalere: -20_653, totalHalere: -119_000 });
    expect(splitVat(49_000, { payer: false, rate: 21 })).toEqual({ baseHalere: 49_000, vatHalere: 0, totalHalere: 49_000, vatRate: 0, vatMode: 'non_payer' });
  });

  it('formats amounts the Czech way', () => {
    expect(formatHalere(119_000).replace(/\s/g, ' ')).toBe('1 190 Kč');
    expect(formatHalere(-119_000).replace(/\s/g, ' ')).toBe('-1 190 Kč');
    expect(formatHalereExact(98_347).replace(/\s/g, ' ')).toBe('983,47 Kč');
  });

  it('writes a postal code with its space', () => {
    expect(normalisePostalCode('12000')).toBe('120 00');
    expect(normalisePostalCode('120 00')).toBe('120 00');
  });
});
