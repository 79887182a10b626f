import { SERVICE_CATEGORIES } from '../catalog/data/categories.data';
import { BUDGET_SPLIT, suggestedAmount } from './budget-split';

describe('the suggested budget split', () => {
  it('sums to 100 percent, each share a positive whole percent', () => {
    expect(BUDGET_SPLIT.reduce((sum, line) => sum + line.share, 0)).toBe(100);
    for (const line of BUDGET_SPLIT) {
      expect(Number.isInteger(line.share)).toBe(true);
      expect(line.share).toBeGreaterThan(0);
    }
  });

  it('names only catalogue categories, each once', () => {
    const ids = new Set(SERVICE_CATEGORIES.map((category) => category.id));
    expect(BUDGET_SPLIT.filter((line) => !ids.has(line.categoryId))).toEqual([]);
    expect(new Set(BUDGET_SPLIT.map((line) => line.categoryId)).size).toBe(BUDGET_SPLIT.length);
  });

  it('gives the venue and the catering the largest shares', () => {
    const byShare = [...BUDGET_SPLIT].sort((a, b) => b.share - a.share).map((line) => line.categoryId);
    expect(byShare.slice(0, 2).sort()).toEqual(['catering', 'venue']);
  });

  it('rounds the suggested amounts to hundreds of Kč', () => {
    expect(suggestedAmount(300_000, 17)).toBe(51_000);
    expect(suggestedAmount(123_456, 9)).toBe(11_100);
    expect(suggestedAmount(0, 26)).toBe(0);
  });
});
