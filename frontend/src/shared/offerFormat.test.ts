import { describe, expect, it } from 'vitest';
import {
  formatOfferPrice,
  offerCountText,
  responseShareText,
  responseTimeText,
  responseWithin,
  unreadText,
  validityText,
} from './offerFormat';

// Intl writes thousands with a non-breaking space; the tests read plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('offerFormat', () => {
  it('writes the price of each kind', () => {
    expect(plain(formatOfferPrice({ priceKind: 'exact', priceMin: 25_000, priceMax: null }))).toBe('25 000 Kč');
    expect(plain(formatOfferPrice({ priceKind: 'from', priceMin: 25_000, priceMax: null }))).toBe('od 25 000 Kč');
    expect(plain(formatOfferPrice({ priceKind: 'range', priceMin: 25_000, priceMax: 40_000 }))).toBe('25 000 – 40 000 Kč');
    expect(plain(formatOfferPrice({ priceKind: 'range', priceMin: 900, priceMax: 900 }))).toBe('900 Kč');
    expect(plain(formatOfferPrice({ priceKind: 'range', priceMin: 1_500, priceMax: null }))).toBe('od 1 500 Kč');
    expect(formatOfferPrice({ priceKind: 'exact', priceMin: 0, priceMax: null })).toBe('0 Kč');
  });

  it('says how soon a provider answers: under an hour, in hours, in days', () => {
    expect(responseTimeText(0)).toBe('Obvykle odpovídá do 1 hodiny');
    expect(responseTimeText(45)).toBe('Obvykle odpovídá do 1 hodiny');
    expect(responseTimeText(60)).toBe('Obvykle odpovídá do 1 hodiny');
    expect(responseTimeText(61)).toBe('Obvykle odpovídá do 2 hodin');
    expect(responseTimeText(150)).toBe('Obvykle odpovídá do 3 hodin');
    expect(responseTimeText(23 * 60)).toBe('Obvykle odpovídá do 23 hodin');
    expect(responseTimeText(24 * 60)).toBe('Obvykle odpovídá do 1 dne');
    expect(responseTimeText(30 * 60)).toBe('Obvykle odpovídá do 2 dnů');
    expect(responseWithin(5 * 24 * 60)).toBe('do 5 dnů');
    expect(responseShareText(0.8)).toBe('Odpovídá na 80 % poptávek');
  });

  it('counts offers with the Czech plural forms', () => {
    expect(offerCountText(0)).toBe('Zatím žádná nabídka');
    expect(offerCountText(1)).toBe('1 nabídka');
    expect(offerCountText(2)).toBe('2 nabídky');
    expect(offerCountText(4)).toBe('4 nabídky');
    expect(offerCountText(5)).toBe('5 nabídek');
    expect(offerCountText(12)).toBe('12 nabídek');
  });

  it('writes validity and unread messages', () => {
    expect(validityText(null, '2026-09-12')).toBe('bez omezení');
    expect(validityText('2026-10-01', '2026-09-12')).toBe('do 1. 10. 2026');
    expect(validityText('2026-09-12', '2026-09-12')).toBe('do 12. 9. 2026');
    expect(validityText('2026-09-01', '2026-09-12')).toBe('vypršela 1. 9. 2026');
    expect([1, 3, 5].map(unreadText)).toEqual(['1 nepřečtená zpráva', '3 nepřečtené zprávy', '5 nepřečtených zpráv']);
  });
});
