/**
 * The kept reach of active requests (derived.request_reach, ActiveRequestReach1763709800100), from which a
 * provider's inquiries list reads the requests in its places and categories: after every kind of change to
 * a request it equals the truth, computed from service_requests (the oracle below), and the provider's list
 * follows it. A database of its own: the oracle compares the whole table.
 */
import { signedInProvider, type SignedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

const ORACLE_SQL = `SELECT DISTINCT r.id AS "requestId", category AS "categoryId", r.location_id AS "locationId", r.created_at AS "createdAt",
       r.budget_amount AS "budgetAmount"
  FROM service_requests r CROSS JOIN LATERAL unnest(r.matched_categories) AS category
 WHERE r.status = 'active' AND r.location_id IS NOT NULL
 ORDER BY 1, 2`;
const KEPT_SQL = `SELECT request_id AS "requestId", category_id AS "categoryId", location_id AS "locationId", created_at AS "createdAt",
       budget_amount AS "budgetAmount"
  FROM derived.request_reach ORDER BY 1, 2`;

interface NewRequest {
  categories: string[];
  locationId: string | null;
  status?: string;
  budgetAmount?: number | null;
}

describe('Kept reach of active requests', () => {
  let t: TestApp;
  let provider: SignedInProvider;
  let sequence = 0;

  const q = <T>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<T[]>;
  /** Asserts the kept rows equal the truth; answers how many there are. */
  async function kept(): Promise<number> {
    const [rows, truth] = await Promise.all([q(KEPT_SQL), q(ORACLE_SQL)]);
    expect(rows).toEqual(truth);
    return rows.length;
  }
  async function insertRequest({ categories, locationId, status = 'active', budgetAmount = 60_000 }: NewRequest): Promise<number> {
    sequence += 1;
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO service_requests (couple_name, services, primary_category_id, matched_categories, title, budget, budget_band, budget_amount,
                                     location, location_id, contact_email, status, confirmed_at)
       VALUES ('Jana a Petr', ARRAY[$1]::varchar[], $1, $2::varchar[], $3, '60 000 Kč', '50k-100k', $4, $5, $6, $7, $8::varchar,
               CASE WHEN $8::varchar = 'unconfirmed' THEN NULL ELSE now() END)
       RETURNING id`,
      [categories[0], categories, `Poptávka ${sequence}`, budgetAmount, locationId ?? 'Chalupa u lesa', locationId, `dosah${sequence}@example.cz`, status],
    );
    return id;
  }
  const listed = async (): Promise<number[]> =>
    ((await provider.agent.get('/api/service-requests?filtered=true&pageSize=50').expect(200)).body.items as Array<{ id: number }>).map(
      (item) => item.id,
    );

  beforeAll(async () => {
    t = await createIsolatedTestApp('request_reach', { TRUST_PROXY: 'true' });
    provider = await signedInProvider(t, { companyName: 'Světla Dosah', categories: ['lighting', 'equipment_rental'], serviceAreas: ['brno'] });
    await activateSubscription(t.dataSource, provider.providerId, 'basic');
  });
  afterAll(() => t.close());

  it('keeps one row per active request and category it matches, in a place of the catalogue', async () => {
    const both = await insertRequest({ categories: ['lighting', 'equipment_rental', 'lighting'], locationId: 'brno' });
    const region = await insertRequest({ categories: ['lighting'], locationId: 'jizni-morava', budgetAmount: null });
    const country = await insertRequest({ categories: ['equipment_rental'], locationId: 'cela-cr' });
    const elsewhere = await insertRequest({ categories: ['lighting'], locationId: 'praha' });
    const otherCategory = await insertRequest({ categories: ['catering'], locationId: 'brno' });
    const reached = [both, region, country, elsewhere, otherCategory];
    const outsideCatalogue = await insertRequest({ categories: ['lighting'], locationId: null });
    const unconfirmed = await insertRequest({ categories: ['lighting'], locationId: 'brno', status: 'unconfirmed' });
    expect(await kept()).toBe(6);
    expect(await q(`SELECT category_id AS c FROM derived.request_reach WHERE request_id = $1 ORDER BY 1`, [both])).toEqual([
      { c: 'equipment_rental' },
      { c: 'lighting' },
    ]);
    for (const id of [outsideCatalogue, unconfirmed]) expect(await q(`SELECT 1 FROM derived.request_reach WHERE request_id = $1`, [id])).toEqual([]);
    expect(await q(`SELECT DISTINCT request_id AS id FROM derived.request_reach ORDER BY 1`)).toEqual(reached.map((id) => ({ id })));
    // Brno's provider: Brno, its region and the whole country, in its two categories; newest first, each once.
    expect(await listed()).toEqual([country, region, both]);
  });

  it('follows confirmation, closing, a new place, new categories, a new budget and deletion, and the list with it', async () => {
    const id = await insertRequest({ categories: ['lighting'], locationId: 'brno', status: 'unconfirmed' });
    expect(await listed()).not.toContain(id);

    await q(`UPDATE service_requests SET status = 'active', confirmed_at = now() WHERE id = $1`, [id]);
    await kept();
    expect(await listed()).toContain(id);

    await q(`UPDATE service_requests SET location_id = 'praha', location = 'Praha' WHERE id = $1`, [id]);
    await kept();
    expect(await listed()).not.toContain(id);

    await q(`UPDATE service_requests SET location_id = 'brno', location = 'Brno', matched_categories = ARRAY['catering']::varchar[] WHERE id = $1`, [id]);
    await kept();
    expect(await listed()).not.toContain(id);

    await q(`UPDATE service_requests SET matched_categories = ARRAY['catering', 'equipment_rental']::varchar[], budget_amount = 250000 WHERE id = $1`, [id]);
    await kept();
    const byBudget = (await provider.agent.get('/api/service-requests?filtered=true&sort=budget-high&pageSize=50').expect(200)).body.items;
    expect(byBudget[0].id).toBe(id);

    await q(`UPDATE service_requests SET status = 'fulfilled' WHERE id = $1`, [id]);
    await kept();
    expect(await listed()).not.toContain(id);

    await q(`UPDATE service_requests SET status = 'active' WHERE id = $1`, [id]);
    await q(`DELETE FROM service_requests WHERE id = $1`, [id]);
    await kept();
    expect(await q(`SELECT 1 FROM derived.request_reach WHERE request_id = $1`, [id])).toEqual([]);
  });

  it('follows a statement changing many requests at once, and leaves its rows alone when only other columns change', async () => {
    const ids = [
      await insertRequest({ categories: ['lighting'], locationId: 'brno' }),
      await insertRequest({ categories: ['equipment_rental'], locationId: 'cela-cr' }),
    ];
    const rowVersions = () => q<{ v: string }>(`SELECT xmin::text AS v FROM derived.request_reach WHERE request_id = ANY($1) ORDER BY request_id`, [ids]);
    const before = await rowVersions();
    // The counters an offer updates, and a write of the same values (as an ORM's save does): nothing to keep.
    await q(`UPDATE service_requests SET offer_count = offer_count + 1, status = status, location_id = location_id WHERE id = ANY($1)`, [ids]);
    expect(await rowVersions()).toEqual(before);

    await q(`UPDATE service_requests SET status = 'no_interest' WHERE id = ANY($1)`, [ids]);
    await kept();
    const shown = await listed();
    for (const id of ids) expect(shown).not.toContain(id);
  });

  it("filters the kept reach by the list's own filters (a search joins the requests)", async () => {
    const id = await insertRequest({ categories: ['lighting'], locationId: 'brno' });
    await q(`UPDATE service_requests SET title = 'Osvětlení stodoly' WHERE id = $1`, [id]);
    const found = (await provider.agent.get('/api/service-requests?filtered=true&search=stodol').expect(200)).body;
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(found.total).toBe(1);
  });
});
