import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../api';
import { categoryGroups, filterCategories, priceFrom } from '../../shared/catalogView';
import { plansForPeriod } from './PricingSection';

const cat = (name: string, group: string, priceRange: string, providerCount = 0): CategoryDto => ({
  id: name.toLowerCase(),
  name,
  description: '',
  group,
  icon: 'sparkles',
  priceRange,
  providerCount,
});

describe('catalogue view', () => {
  it('reads the first number of a price range with the spaces removed', () => {
    expect(priceFrom('15 000 – 45 000 Kč')).toBe(15000);
    expect(priceFrom('700 – 1 500 Kč / osoba')).toBe(700);
    expect(priceFrom('10\u00a0000 Kč')).toBe(10000);
    expect(priceFrom('Cena na vyžádání')).toBeNull();
  });

  it('sorts groups and names with Czech collation, price ranges without digits last', () => {
    const list = [
      cat('Čokoláda', 'Jídlo', '100 Kč'),
      cat('Cukroví', 'Jídlo', 'dohodou'),
      cat('Hudba', 'Zábava', '5 000 Kč', 3),
      cat('Chata', 'Ubytování', '2 000 Kč', 9),
    ];
    expect(categoryGroups(list)).toEqual(['Jídlo', 'Ubytování', 'Zábava']);
    const sorted = (sort: Parameters<typeof filterCategories>[1]['sort']) =>
      filterCategories(list, { query: '', group: 'all', sort }).map((c) => c.name);
    // Czech: C < Č < H < Ch
    expect(sorted('name')).toEqual(['Cukroví', 'Čokoláda', 'Hudba', 'Chata']);
    expect(sorted('price-asc')).toEqual(['Čokoláda', 'Chata', 'Hudba', 'Cukroví']);
    expect(sorted('price-desc')).toEqual(['Hudba', 'Chata', 'Čokoláda', 'Cukroví']);
    expect(sorted('popularity')).toEqual(['Chata', 'Hudba', 'Cukroví', 'Čokoláda']);
    expect(filterCategories(list, { query: 'COKO', group: 'Jídlo', sort: 'name' }).map((c) => c.name)).toEqual(['Čokoláda']);
  });
});

describe('pricing', () => {
  it('shows the free plan once and the paid plans of the chosen period', () => {
    const p = (id: string, planType: 'free' | 'basic' | 'premium', billingPeriod: 'monthly' | 'yearly') =>
      ({ id, planType, billingPeriod }) as Parameters<typeof plansForPeriod>[0][number];
    const all = [p('free', 'free', 'monthly'), p('bm', 'basic', 'monthly'), p('pm', 'premium', 'monthly'), p('by', 'basic', 'yearly'), p('py', 'premium', 'yearly')];
    expect(plansForPeriod(all, 'monthly').map((plan) => plan.id)).toEqual(['free', 'bm', 'pm']);
    expect(plansForPeriod(all, 'yearly').map((plan) => plan.id)).toEqual(['free', 'by', 'py']);
  });
});
