import { findPlan, formatCzk, PLANS, yearlySavings } from './plans';

describe('plans', () => {
  it("match the spec's prices, discounts, originals and savings", () => {
    expect(findPlan('basic_monthly')?.price).toBe(290);
    expect(findPlan('premium_monthly')).toMatchObject({ price: 490, isPopular: true });
    expect(yearlySavings(findPlan('basic_yearly')!)).toEqual({ originalPrice: 3_480, savings: 680, discountPercent: 20 });
    expect(yearlySavings(findPlan('premium_yearly')!)).toEqual({ originalPrice: 5_880, savings: 1_480, discountPercent: 25 });
    expect(yearlySavings(findPlan('premium_monthly')!)).toBeNull();
  });

  it('has one popular plan and unique ids', () => {
    expect(PLANS.filter((plan) => plan.isPopular)).toHaveLength(1);
    expect(new Set(PLANS.map((plan) => plan.id)).size).toBe(PLANS.length);
  });

  it('formats Czech crowns', () => {
    expect(formatCzk(2_800).replace(/\s/g, ' ')).toBe('2 800 Kč');
    expect(formatCzk(290).replace(/\s/g, ' ')).toBe('290 Kč');
  });
});
