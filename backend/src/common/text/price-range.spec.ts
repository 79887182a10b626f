import { formatKc, priceRangeText } from './price-range';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('priceRangeText', () => {
  it.each([
    [5_000, 20_000, 'od 5 000 Kč do 20 000 Kč'],
    [0, 99_999_999, 'od 0 Kč do 99 999 999 Kč'],
    [800, 800, '800 Kč'],
    [15_000, null, 'od 15 000 Kč'],
    [null, 40_000, 'do 40 000 Kč'],
    [null, null, 'Cena na vyžádání'],
  ])('%p – %p → %s', (from, to, text) => {
    expect(plain(priceRangeText(from, to))).toBe(text);
  });

  it('keeps the number and the currency together with non-breaking spaces', () => {
    expect(formatKc(12_500)).toBe('12\u00a0500\u00a0Kč');
  });
});
