import { IBAN } from 'ibankit';
import { depositPayment, variableSymbolOf } from './deposit-payment';

/** The SPAYD string's key → value pairs, after checking its header and separators. */
function fieldsOf(payload: string): Map<string, string> {
  const parts = payload.split('*');
  expect(parts.slice(0, 2)).toEqual(['SPD', '1.0']);
  const fields = new Map<string, string>();
  for (const part of parts.slice(2)) {
    const colon = part.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const key = part.slice(0, colon);
    expect(fields.has(key)).toBe(false);
    fields.set(key, part.slice(colon + 1));
  }
  return fields;
}

describe('depositPayment', () => {
  it('builds a SPAYD 1.0 string with the account, the amount in CZK, the variable symbol and the message', async () => {
    const payment = await depositPayment({ number: 'SV-2026-000123', amount: 13500, iban: 'CZ6508000000192000145399' });
    const fields = fieldsOf(payment.spayd);

    expect([...fields.keys()].sort()).toEqual(['ACC', 'AM', 'CC', 'MSG', 'X-VS']);
    expect(fields.get('ACC')).toBe('CZ6508000000192000145399');
    expect(IBAN.isValid(fields.get('ACC')!)).toBe(true);
    expect(fields.get('AM')).toBe('13500.00');
    expect(fields.get('AM')).toMatch(/^\d{1,10}\.\d{2}$/);
    expect(fields.get('CC')).toBe('CZK');
    expect(fields.get('X-VS')).toBe('2026000123');
    expect(fields.get('X-VS')).toMatch(/^\d{1,10}$/);
    // The package writes the payload in capitals (the QR's alphanumeric mode); the message stays readable.
    expect(fields.get('MSG')).toBe('ZÁLOHA SV-2026-000123');
    expect(fields.get('MSG')!.length).toBeLessThanOrEqual(60);
    for (const value of fields.values()) expect(value).not.toContain('*');

    expect(payment).toMatchObject({
      amount: 13500,
      iban: 'CZ6508000000192000145399',
      accountDisplay: '19-2000145399/0800',
      variableSymbol: '2026000123',
      message: 'Záloha SV-2026-000123',
    });
  });

  it('draws the QR code as SVG markup', async () => {
    const payment = await depositPayment({ number: 'SV-2026-000001', amount: 5000, iban: 'CZ2806000000000168540115' });
    expect(payment.qrSvg.trimStart()).toMatch(/^<svg[\s>]/);
    expect(payment.qrSvg).toContain('<path');
    expect(payment.qrSvg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('keeps a foreign IBAN and shows it in groups', async () => {
    const payment = await depositPayment({ number: 'SV-2027-000042', amount: 1, iban: 'SK3112000000198742637541' });
    expect(fieldsOf(payment.spayd).get('ACC')).toBe('SK3112000000198742637541');
    expect(fieldsOf(payment.spayd).get('AM')).toBe('1.00');
    expect(payment.accountDisplay).toBe('SK31 1200 0000 1987 4263 7541');
  });

  it('refuses an invalid account and a non-positive amount', async () => {
    await expect(depositPayment({ number: 'SV-2026-000001', amount: 5000, iban: 'CZ6508000000192000145398' })).rejects.toBeDefined();
    await expect(depositPayment({ number: 'SV-2026-000001', amount: 0, iban: 'CZ6508000000192000145399' })).rejects.toThrow();
  });
});

describe('variableSymbolOf', () => {
  it('takes the digits of the booking number, at most 10', () => {
    expect(variableSymbolOf('SV-2026-000123')).toBe('2026000123');
    expect(variableSymbolOf('SV-2026-1234567')).toBe('0261234567');
  });
});
