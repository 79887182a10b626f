import request from 'supertest';
import { LISTING_COUNTS_SQL } from '../src/providers/providers.repository';
import { createIsolatedTestApp } from './support/isolated-app';
import { daysAgo, insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

/**
 * The listed counts kept by triggers (ListingCounts1763709500400): after every kind of listing
 * change they equal the truth, computed by the statement they replaced (the oracle below, three
 * scans of provider_profiles; its next period end now a non-demo provider's, as a demo provider's
 * end changes no count); an ended period drops out by time alone; the read scans no profile. A
 * database of its own: exact whole-table figures.
 */
const ORACLE_SQL = `SELECT
    (SELECT count(*)::int FROM provider_profiles p WHERE provider_is_listed(p.is_demo, p.listing_until)) AS total,
    (SELECT coalesce(jsonb_object_agg(category, listed), '{}'::jsonb)
       FROM (SELECT category, count(*)::int AS listed
               FROM provider_profiles p CROSS JOIN LATERAL unnest(p.categories) AS category
              WHERE provider_is_listed(p.is_demo, p.listing_until)
              GROUP BY category) counts) AS "perCategory",
    (SELECT min(listing_until) FROM provider_profiles WHERE NOT is_demo AND listing_until > now()) AS "validUntil"`;

interface Counts {
  total: number;
  perCategory: Record<string, number>;
  validUntil: Date | null;
}

const RUN = `pocet${process.pid}x${Date.now().toString(36)}`;

describe('Listed counts kept by triggers', () => {
  let t: TestApp;

  /** The kept counts and the oracle's, read in one statement (one snapshot). */
  async function both(): Promise<{ kept: Counts; truth: Counts }> {
    const [row] = (await t.dataSource.query(
      `SELECT row_to_json(kept) AS kept, row_to_json(truth) AS truth FROM (${LISTING_COUNTS_SQL}) kept, (${ORACLE_SQL}) truth`,
    )) as Array<{ kept: Counts & { version: string }; truth: Counts }>;
    const { version: _version, ...kept } = row.kept;
    return { kept, truth: row.truth };
  }
  /** Asserts the kept counts equal the truth; answers them. */
  async function counted(): Promise<Counts> {
    const { kept, truth } = await both();
    expect(kept).toEqual(truth);
    return kept;
  }
  const derivedRows = () =>
    t.dataSource.query(
      `SELECT 'counts' AS kind, category, NULL::timestamptz AS until, providers FROM derived.listing_counts
       UNION ALL SELECT 'ends', category, listed_until, providers FROM derived.listing_ends ORDER BY 1, 2, 3`,
    );
  const provider = (name: string, fields: { categories?: string[]; isDemo?: boolean } = {}) =>
    insertProvider(t.dataSource, { companyName: `${name} ${RUN}`, categories: ['photography'], ...fields });

  beforeAll(async () => {
    t = await createIsolatedTestApp('listing_counts');
  });
  afterAll(() => t.close());

  it('follow providers created, re-categorised, subscribed, unsubscribed, made demo and deleted', async () => {
    expect(await counted()).toEqual({ total: 0, perCategory: {}, validUntil: null });

    const free = await provider('Nevypsaný fotograf');
    const demo = await provider('Ukázková kapela', { categories: ['music', 'dj'], isDemo: true });
    expect(await counted()).toMatchObject({ total: 1, perCategory: { music: 1, dj: 1 } });

    const paid = await provider('Předplatitel', { categories: ['video'] });
    const subscription = await activateSubscription(t.dataSource, paid, 'premium');
    await activateSubscription(t.dataSource, free, 'basic', { periodEnd: daysAgo(1) }); // already ended: not listed
    expect(await counted()).toMatchObject({ total: 2, perCategory: { music: 1, dj: 1, video: 1 } });

    await t.dataSource.query(`UPDATE provider_profiles SET categories = '{video,photography}' WHERE id = $1`, [paid]);
    await t.dataSource.query(`UPDATE provider_profiles SET categories = '{music}' WHERE id = $1`, [demo]);
    expect(await counted()).toMatchObject({ total: 2, perCategory: { music: 1, video: 1, photography: 1 } });

    // The plan changes, the period is renewed, then ended by the subscriptions module.
    await t.dataSource.query(`UPDATE provider_subscriptions SET plan_type = 'basic' WHERE id = $1`, [subscription]);
    await t.dataSource.query(
      `UPDATE provider_subscriptions SET current_period_end = current_period_end + interval '30 days' WHERE id = $1`,
      [subscription],
    );
    await counted();
    await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'expired' WHERE id = $1`, [subscription]);
    expect(await counted()).toMatchObject({ total: 1, perCategory: { music: 1 }, validUntil: null });

    // A demo flag set and cleared, a subscribed demo provider.
    await t.dataSource.query(`UPDATE provider_profiles SET is_demo = true WHERE id = $1`, [free]);
    expect(await counted()).toMatchObject({ total: 2, perCategory: { music: 1, photography: 1 } });
    await activateSubscription(t.dataSource, demo, 'premium');
    await t.dataSource.query(`UPDATE provider_profiles SET is_demo = false WHERE id = $1`, [demo]);
    await t.dataSource.query(`UPDATE provider_profiles SET is_demo = false WHERE id = $1`, [free]);
    expect(await counted()).toMatchObject({ total: 1, perCategory: { music: 1 } });

    // Deleted: the account, and by cascade its profile (as the admin's delete does).
    await t.dataSource.query(`DELETE FROM users WHERE id = (SELECT user_id FROM provider_profiles WHERE id = $1)`, [demo]);
    expect(await counted()).toEqual({ total: 0, perCategory: {}, validUntil: null });
  });

  it('follow statements that change many providers at once', async () => {
    const ids = await Promise.all(
      ['music', 'dj', 'video'].map((category) => provider(`Hromadný ${category}`, { categories: [category] })),
    );
    await t.dataSource.query(
      `INSERT INTO provider_subscriptions
         (provider_id, plan_id, plan_type, billing_period, status, source, current_period_start, current_period_end)
       SELECT id, 'basic_yearly', 'basic', 'yearly', 'active', 'admin', now(), now() + interval '1 year' FROM unnest($1::int[]) AS id`,
      [ids],
    );
    expect((await counted()).total).toBeGreaterThanOrEqual(3);
    await t.dataSource.query(`UPDATE provider_profiles SET categories = categories || '{cake}'::varchar[] WHERE id = ANY ($1)`, [ids]);
    expect((await counted()).perCategory.cake).toBe(3);
    await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'canceled' WHERE provider_id = ANY ($1)`, [ids]);
    await counted();
    await t.dataSource.query(`DELETE FROM users WHERE id IN (SELECT user_id FROM provider_profiles WHERE id = ANY ($1))`, [ids]);
    await counted();
  });

  it('stay exact under concurrent writers, which do not deadlock', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, index) => provider(`Souběžný ${index}`, { categories: ['flowers'] })));
    // Two statements per transaction in opposite orders of category: each takes the catalogue version first.
    await Promise.all(
      ids.map((id, index) =>
        t.dataSource.transaction(async (manager) => {
          const [first, second] = index % 2 ? ['cake', 'venue'] : ['venue', 'cake'];
          await manager.query(`UPDATE provider_profiles SET is_demo = true, categories = $2 WHERE id = $1`, [id, [first]]);
          await manager.query(`UPDATE provider_profiles SET categories = categories || $2::varchar[] WHERE id = $1`, [id, [second]]);
        }),
      ),
    );
    expect(await counted()).toMatchObject({ perCategory: expect.objectContaining({ cake: 8, venue: 8 }) });
    await t.dataSource.query(`DELETE FROM users WHERE id IN (SELECT user_id FROM provider_profiles WHERE id = ANY ($1))`, [ids]);
  });

  it('drop a listing whose period ends, without any write, in the API answers too', async () => {
    const id = await provider('Končící oddávající', { categories: ['officiant'] });
    const periodEnd = new Date(Date.now() + 1_500);
    await activateSubscription(t.dataSource, id, 'basic', { periodEnd });
    const officiants = async () =>
      ((await request(t.server).get('/api/service-categories').expect(200)).body as Array<{ id: string; providerCount: number }>).find(
        (category) => category.id === 'officiant',
      )!.providerCount;
    const listed = await counted();
    expect(listed.perCategory.officiant).toBe(1);
    expect(new Date(listed.validUntil!).getTime()).toBe(periodEnd.getTime());
    expect(await officiants()).toBe(1);
    const total = async () => (await request(t.server).get('/api/service-providers').expect(200)).body.total as number;
    expect(await total()).toBe(listed.total);
    const [{ version }] = await t.dataSource.query(`SELECT version::text FROM derived.catalogue_version`);
    const rows = await derivedRows();

    await new Promise((resolve) => setTimeout(resolve, periodEnd.getTime() - Date.now() + 200));
    const ended = await counted();
    expect(ended.perCategory.officiant).toBeUndefined();
    expect(ended.total).toBe(listed.total - 1);
    expect(await officiants()).toBe(0);
    expect(await total()).toBe(ended.total);
    // Nothing was written: the same version, the same kept rows.
    expect(await t.dataSource.query(`SELECT version::text FROM derived.catalogue_version`)).toEqual([{ version }]);
    expect(await derivedRows()).toEqual(rows);
  });

  it('read a few kept rows, no provider profile', async () => {
    const [{ 'QUERY PLAN': [plan] }] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${LISTING_COUNTS_SQL}`);
    const relations: string[] = [];
    const walk = (node: { 'Relation Name'?: string; Plans?: unknown[] }) => {
      if (node['Relation Name']) relations.push(node['Relation Name']);
      for (const child of node.Plans ?? []) walk(child as typeof node);
    };
    walk(plan.Plan);
    expect(relations).toContain('listing_counts');
    expect(relations).not.toContain('provider_profiles');
  });

  it('are emptied with the table and rebuilt as rows come back', async () => {
    await provider('Ukázkový cukrář', { categories: ['cake'], isDemo: true });
    await t.dataSource.query(`TRUNCATE provider_profiles CASCADE`);
    expect(await counted()).toEqual({ total: 0, perCategory: {}, validUntil: null });
    expect(await derivedRows()).toEqual([]);
    const id = await provider('Nový ukázkový cukrář', { categories: ['cake'], isDemo: true });
    // A category twice counts twice, as the oracle's unnest does (the API never stores one twice).
    await t.dataSource.query(`UPDATE provider_profiles SET categories = '{cake,cake}' WHERE id = $1`, [id]);
    expect(await counted()).toMatchObject({ total: 1, perCategory: { cake: 2 } });
  });
});
