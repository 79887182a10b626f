import { ListingCountsCache, type ListingCountsSource } from './listing-counts';
import { providerListWhere, providerPageQueries } from './providers.repository';

/** A database stand-in: the catalogue version, the time and the counts it would compute. */
function fakeDatabase() {
  const state = { version: 1, now: new Date('2026-05-01T10:00:00Z'), validUntil: null as Date | null, total: 10, computed: 0 };
  const source: ListingCountsSource = {
    catalogueVersion: async () => ({ version: String(state.version), now: state.now }),
    computeListingCounts: async () => {
      state.computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { version: String(state.version), validUntil: state.validUntil, total: state.total, perCategory: { music: state.total } };
    },
  };
  return { state, source };
}

describe('ListingCountsCache', () => {
  it('computes once per catalogue version and serves from memory meanwhile', async () => {
    const { state, source } = fakeDatabase();
    const cache = new ListingCountsCache(source);
    expect((await cache.get()).total).toBe(10);
    state.total = 11; // without a new version the cached counts stand
    expect((await cache.get()).total).toBe(10);
    expect(state.computed).toBe(1);
    state.version = 2;
    expect(await cache.get()).toMatchObject({ version: '2', total: 11, perCategory: { music: 11 } });
    expect(state.computed).toBe(2);
  });

  it('expires at the next end of a paid period, without any write', async () => {
    const { state, source } = fakeDatabase();
    state.validUntil = new Date('2026-05-01T10:00:05Z');
    const cache = new ListingCountsCache(source);
    await cache.get();
    state.total = 9;
    state.now = new Date('2026-05-01T10:00:04Z');
    expect((await cache.get()).total).toBe(10);
    state.now = new Date('2026-05-01T10:00:05Z');
    expect((await cache.get()).total).toBe(9);
  });

  it('shares one computation between concurrent misses', async () => {
    const { state, source } = fakeDatabase();
    const cache = new ListingCountsCache(source);
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get()));
    expect(results.every((counts) => counts.total === 10)).toBe(true);
    expect(state.computed).toBe(1);
  });

  it('answers the cached total for a page row only at the same version and before the expiry', async () => {
    const { state, source } = fakeDatabase();
    state.validUntil = new Date('2026-05-01T11:00:00Z');
    const cache = new ListingCountsCache(source);
    expect(cache.cachedTotal('1', state.now)).toBeNull();
    await cache.get();
    expect(cache.cachedTotal('1', state.now)).toBe(10);
    expect(cache.cachedTotal('2', state.now)).toBeNull();
    expect(cache.cachedTotal('1', new Date('2026-05-01T11:00:00Z'))).toBeNull();
  });
});

describe('providerPageQueries', () => {
  it('reads the total from the listed count when nothing but the listed rule filters', () => {
    const queries = providerPageQueries(providerListWhere({}), 'newest', {});
    expect(queries.total).toBeNull();
    expect(queries.rows.text).toContain('"catalogueVersion"');
    expect(queries.rows.values).toEqual([12, 0]);
  });

  it('names the unfiltered page for a prepared statement, one name per text, and leaves filtered pages unnamed', () => {
    const first = providerPageQueries(providerListWhere({}), 'newest', {});
    const third = providerPageQueries(providerListWhere({}), 'newest', { page: 3 });
    const byRating = providerPageQueries(providerListWhere({}), 'rating-high', {});
    expect(first.rows.name).toMatch(/^svatby_[0-9a-f]{20}$/);
    expect(third.rows.name).toBe(first.rows.name);
    expect(byRating.rows.name).toMatch(/^svatby_/);
    expect(byRating.rows.name).not.toBe(first.rows.name);
    expect(providerPageQueries(providerListWhere({ search: 'foto' }), 'newest', {}).rows.name).toBeUndefined();
  });

  it('counts a filtered page in a statement of its own', () => {
    const queries = providerPageQueries(providerListWhere({ category: 'music', priceMax: 50_000 }), 'rating-high', {
      page: 3,
      pageSize: 5,
    });
    expect(queries.rows.text).not.toContain('catalogueVersion');
    expect(queries.rows.values).toEqual(['music', 50_000, 5, 10]);
    expect(queries.total).toEqual({ text: expect.stringContaining('count(*)'), values: ['music', 50_000] });
  });
});
