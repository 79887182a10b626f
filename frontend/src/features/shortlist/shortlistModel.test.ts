import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../test/shortlistTestKit';
import {
  PENDING_HEART_KEY,
  availabilityKey,
  bookingReviewsText,
  comparisonRows,
  groupByCategory,
  heartLabel,
  priceText,
  ratingText,
  rememberPendingHeart,
  responseText,
  sentText,
  takePendingHeart,
} from './shortlistModel';

const plain = (text: string) => text.replace(/\s/g, ' ');
const names = new Map([
  ['photography', 'Fotografie'],
  ['music', 'Hudba'],
]);

afterEach(() => sessionStorage.clear());

describe('the shortlist model', () => {
  it('names the heart by its state', () => {
    expect(heartLabel(false)).toBe('Uložit do výběru');
    expect(heartLabel(true)).toBe('Odebrat z výběru');
  });

  it('keeps the pending heart once, and only a valid id', () => {
    rememberPendingHeart(12);
    expect(sessionStorage.getItem(PENDING_HEART_KEY)).toBe('12');
    expect(takePendingHeart()).toBe(12);
    expect(takePendingHeart()).toBeNull();
    sessionStorage.setItem(PENDING_HEART_KEY, 'abc');
    expect(takePendingHeart()).toBeNull();
    expect(sessionStorage.getItem(PENDING_HEART_KEY)).toBeNull();
  });

  it("groups by the provider's first category in the server's order, providers without one last", () => {
    const groups = groupByCategory(
      [
        makeEntry({ id: 1, categories: ['photography', 'video'] }),
        makeEntry({ id: 2, categories: [] }),
        makeEntry({ id: 3, categories: ['music'] }),
        makeEntry({ id: 4, categories: ['photography'] }),
        makeEntry({ id: 5, categories: ['cake'] }),
      ],
      names,
    );
    expect(groups.map((group) => [group.name, group.entries.map((entry) => entry.providerId)])).toEqual([
      ['Fotografie', [1, 4]],
      ['Hudba', [3]],
      ['cake', [5]],
      ['Ostatní', [2]],
    ]);
  });

  it('writes prices, ratings, reviews from bookings and the response time in Czech', () => {
    expect(plain(priceText({ priceMin: 15000, priceMax: 40000 }))).toBe('15 000 – 40 000 Kč');
    expect(plain(priceText({ priceMin: 15000, priceMax: null }))).toBe('od 15 000 Kč');
    expect(plain(priceText({ priceMin: null, priceMax: 9000 }))).toBe('do 9 000 Kč');
    expect(priceText({ priceMin: null, priceMax: null })).toBe('Cena na vyžádání');
    expect(ratingText({ ratingAverage: 4.5, reviewCount: 3 })).toBe('4,5 (3 hodnocení)');
    expect(ratingText({ ratingAverage: null, reviewCount: 0 })).toBe('Bez hodnocení');
    expect(bookingReviewsText(0)).toBe('Žádné');
    expect(bookingReviewsText(1)).toBe('1 ověřená rezervace');
    expect(bookingReviewsText(3)).toBe('3 ověřené rezervace');
    expect(bookingReviewsText(7)).toBe('7 ověřených rezervací');
    expect(responseText(3)).toBe('Obvykle do 3 hodin');
    expect(responseText(null)).toBe('Neznámá');
    expect(sentText(1)).toBe('Pozvánka odešla 1 dodavateli.');
    expect(sentText(3)).toBe('Pozvánka odešla 3 dodavatelům.');
  });

  it('reads the availability on the date as free, busy or unknown', () => {
    expect(availabilityKey(true)).toBe('free');
    expect(availabilityKey(false)).toBe('busy');
    expect(availabilityKey(null)).toBe('unknown');
  });

  it('puts the compared providers side by side, one value each in the order picked', () => {
    const rows = comparisonRows([
      makeEntry({ id: 1, availableOnDate: true, areas: ['Praha'] }),
      makeEntry({ id: 2, priceMin: null, priceMax: null, ratingAverage: null, reviewCount: 0, bookingReviewCount: 0, responseTimeHours: null, answerRate: null, availableOnDate: false, areas: [] }),
      makeEntry({ id: 3, availableOnDate: null }),
    ]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.values.map(plain)]));
    expect(rows.map((row) => row.label)).toEqual([
      'Cena',
      'Hodnocení',
      'Hodnocení z rezervací',
      'Rychlost odpovědi',
      'Odpovídá na poptávky',
      'Termín svatby',
      'Oblast působení',
    ]);
    expect(byKey.price).toEqual(['15 000 – 40 000 Kč', 'Cena na vyžádání', '15 000 – 40 000 Kč']);
    expect(byKey.bookingReviews).toEqual(['2 ověřené rezervace', 'Žádné', '2 ověřené rezervace']);
    expect(byKey.response).toEqual(['Obvykle do 3 hodin', 'Neznámá', 'Obvykle do 3 hodin']);
    expect(byKey.answerRate).toEqual(['80 %', 'Neznámý', '80 %']);
    expect(byKey.availability).toEqual(['Volno', 'Obsazeno', 'Neznámé']);
    expect(byKey.areas).toEqual(['Praha', 'Neuvedeno', 'Praha, Brno']);
  });
});
