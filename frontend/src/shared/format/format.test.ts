import { describe, expect, it } from 'vitest';
import {
  foldText,
  formatCzk,
  formatDate,
  formatLocations,
  formatNumber,
  formatWeddingDate,
  plural,
  truncate,
} from '.';

describe('format', () => {
  it('formats crowns and dates the Czech way', () => {
    expect(formatCzk(2800).replace(/\s/g, ' ')).toBe('2 800 Kč');
    expect(formatDate('2026-09-12')).toBe('12. 9. 2026');
    expect(formatDate('nesmysl')).toBe('Neplatné datum');
    expect(formatWeddingDate(null)).toBe('Datum nevybráno');
  });

  it('formats numbers as Intl does, also whole ones, which it groups without the formatter', () => {
    const intl = new Intl.NumberFormat('cs-CZ');
    for (const value of [0, 7, 124, 999, 1000, 12000, 89974, 100000, 1234567, 2.5, 12345.5, -5, -5000, -123456]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
    expect(formatNumber(12000).replace(/\s/g, ' ')).toBe('12 000');
  });

  it('truncates on a word boundary and folds diacritics', () => {
    expect(truncate('Hledáme fotografa na celý den', 22)).toBe('Hledáme fotografa na…');
    expect(truncate('Fotografování', 5)).toBe('Fotog…');
    expect(truncate('Krátký text', 150)).toBe('Krátký text');
    expect(foldText('Květiny a Dekorace')).toBe('kvetiny a dekorace');
  });

  it('picks Czech plural forms', () => {
    expect([1, 3, 5].map((count) => plural(count, ['služba', 'služby', 'služeb']))).toEqual([
      'služba',
      'služby',
      'služeb',
    ]);
  });

  it("shows locations by the spec's rule", () => {
    const names = new Map([
      ['praha', 'Praha'],
      ['brno', 'Brno'],
      ['plzen', 'Plzeň'],
      ['cela-cr', 'Celá ČR'],
    ]);
    expect(formatLocations([], names)).toBe('Neuvedeno');
    expect(formatLocations(['praha', 'cela-cr'], names)).toBe('Celá ČR');
    expect(formatLocations(['praha', 'brno'], names)).toBe('Praha a Brno');
    expect(formatLocations(['praha', 'brno', 'plzen'], names)).toBe('Praha, Brno a Plzeň');
  });
});
