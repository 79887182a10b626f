import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../api';
import { categoryGroups, filterCategories, priceFrom } from './catalogView';
import { plansForPeriod } from './PricingSection';
import { AI_FAILURE_TEXT, AI_QUOTA_TEXT, aiFailureText, buildAiPayload, buildRequestPayload, phoneDigits } from './requestFormModel';

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

describe('request form model', () => {
  it('builds the request body: the budget as its choice, the place as its location id', () => {
    expect(
      buildRequestPayload({
        coupleName: ' Jana a Petr ',
        weddingDate: dayjs('2030-09-12'),
        noDateSelected: false,
        services: ['photography'],
        description: '  ',
        budget: '50000',
        location: 'praha',
        contactEmail: ' jana@example.cz ',
        phoneCountryCode: '+421',
        contactPhone: '  ',
      }),
    ).toEqual({
      coupleName: 'Jana a Petr',
      weddingDate: '2030-09-12',
      noDateSelected: false,
      services: ['photography'],
      description: '',
      budget: '50000',
      location: 'praha',
      contactEmail: 'jana@example.cz',
    });
    expect(phoneDigits('+420 777-12a3')).toBe('420 777123');
  });

  it('sends no date with the no-date box ticked, even when a date was picked before', () => {
    const payload = buildRequestPayload({ coupleName: 'Jana a Petr', weddingDate: dayjs('2030-09-12'), noDateSelected: true, budget: 'not-sure' });
    expect(payload.noDateSelected).toBe(true);
    expect(payload).not.toHaveProperty('weddingDate');
    expect(payload.budget).toBe('not-sure');
  });

  it('needs names, a date or the no-date box and a service for the AI draft', () => {
    const base = { coupleName: 'Jana a Petr', services: ['dj'], noDateSelected: true };
    expect(buildAiPayload({ ...base, coupleName: ' J ' })).toBeNull();
    expect(buildAiPayload({ ...base, noDateSelected: false })).toBeNull();
    expect(buildAiPayload({ ...base, services: [] })).toBeNull();
    expect(buildAiPayload({ ...base, budget: 'not-sure', location: '' })).toEqual({
      coupleName: 'Jana a Petr',
      weddingDate: 'ještě nemám vybráno datum',
      services: ['dj'],
      budget: 'not-sure',
    });
    const many = Array.from({ length: 32 }, (_, i) => `s${i}`);
    expect(buildAiPayload({ ...base, services: many })?.services).toHaveLength(30);
  });

  it('tells a quota failure from other AI failures', () => {
    expect(aiFailureText({ status: 429, data: { message: 'Příliš mnoho požadavků' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 502, data: { message: 'AI služba dočasně nedostupná (kvóta 429).' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 502, data: { message: 'Insufficient quota' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(AI_FAILURE_TEXT);
    expect(aiFailureText({ status: 500, data: {} })).toBe(AI_FAILURE_TEXT);
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
