import { describe, expect, it } from 'vitest';
import { isValidIco, normalizeIco } from './ico';

describe('isValidIco', () => {
  it('accepts real IČO numbers with a valid check digit', () => {
    // Seznam.cz, ČEZ, Česká spořitelna, Alza.cz.
    for (const ico of ['26168685', '45274649', '45244782', '27082440']) expect(isValidIco(ico)).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    for (const ico of ['26168686', '45274640', '1234567', '123456789', '2616868a', '', '2616 8685']) expect(isValidIco(ico)).toBe(false);
  });

  it('computes the check digit as (11 − sum mod 11) mod 10', () => {
    // 0000001x: sum 1·2 = 2 → 9; 0000011x: 1·3 + 1·2 = 5 → 6.
    expect(isValidIco('00000019')).toBe(true);
    expect(isValidIco('00000116')).toBe(true);
    // Remainder 0 → 11 mod 10 = 1; remainder 1 (sum 6·2 = 12) → 10 mod 10 = 0.
    expect(isValidIco('00000001')).toBe(true);
    expect(isValidIco('00000000')).toBe(false);
    expect(isValidIco('00000060')).toBe(true);
    expect(isValidIco('00000061')).toBe(false);
  });
});

describe('normalizeIco', () => {
  it('drops spaces only', () => {
    expect(normalizeIco(' 2616 8685 ')).toBe('26168685');
    expect(normalizeIco('26-168685')).toBe('26-168685');
  });
});
