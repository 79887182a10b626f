import request from 'supertest';
import { signedInAdmin, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { indexDefinition } from './support/index-definition';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { type TestApp, uniqueEmail } from './support/test-app';

/**
 * Issue 51, items 2 and 3: one definition per count, shared by every place that shows it (the top
 * bar, /poptavky, /dodavatele, the admin overview and tables), demo records counted everywhere and
 * marked; revenue without the test gateway's payments; a provider's relevant requests by its areas.
 * A database of its own: exact whole-table figures.
 */

type Agent = ReturnType<TestApp['agent']>;
type Page = { items: Array<{ id: number; isDemo?: boolean }>; total: number };

const RUN = `pocty${process.pid}x${Date.now().toString(36)}`;
const PRAGUE = 'Europe/Prague';
const pragueMonth = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: PRAGUE }).slice(0, 7);

describe('Counts and relevant requests (issue 51)', () => {
  let t: TestApp;
  let admin: { agent: Agent };

  async function create(location: string, tag: string, services = ['photography']): Promise<number> {
    const response = await submitRequest(t, {
      coupleName: 'Jana a Petr',
      services,
      description: `Hledáme dodavatele na svatbu. ${tag}`,
      budget: '50 000 – 100 000 Kč',
      location,
      contactEmail: uniqueEmail('par'),
      weddingDate: '',
      noDateSelected: true,
    });
    return response.body.id as number;
  }

  const ids = (page: Page) => page.items.map((item) => item.id).sort((a, b) => a - b);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_counts_test', { TRUST_PROXY: 'true' });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  it('gives one count of requests and of providers to the top bar, the lists and the overview, demo ones included', async () => {
    const tag = `${RUN}pocet`;
    const active = await create('Praha', tag);
    const demo = await create('Brno', tag);
    const closed = await create('Plzeň', tag);
    await submitRequest(
      t,
      { coupleName: 'Nepotvrzený pár', services: ['photography'], description: `Nepotvrzená. ${tag}`, budget: 'Dohodou', location: 'Praha', contactEmail: uniqueEmail('par') },
      { confirm: false },
    );
    await t.dataSource.query(`UPDATE service_requests SET is_demo = true WHERE id = $1`, [demo]);
    await t.dataSource.query(`UPDATE service_requests SET status = 'fulfilled' WHERE id = $1`, [closed]);

    await insertProvider(t.dataSource, { companyName: `Ukázkový fotograf ${RUN}`, isDemo: true });
    await insertProvider(t.dataSource, { companyName: `Ukázková kapela ${RUN}`, isDemo: true, categories: ['music'] });
    const paying = await insertProvider(t.dataSource, { companyName: `Platící fotograf ${RUN}` });
    await activateSubscription(t.dataSource, paying, 'basic');
    await insertProvider(t.dataSource, { companyName: `Fotograf bez předplatného ${RUN}` });

    const counts = (await request(t.server).get('/api/dashboard-counts').expect(200)).body as { requests: number; providers: number };
    const list = (await request(t.server).get('/api/service-requests').expect(200)).body as Page;
    const catalogue = (await request(t.server).get('/api/service-providers').expect(200)).body as Page;
    const overview = (await admin.agent.get('/api/admin/overview').expect(200)).body as Record<string, number>;
    const requestsTable = (await admin.agent.get('/api/admin/service-requests').query({ pageSize: 50 }).expect(200)).body as Page;
    const providersTable = (await admin.agent.get('/api/admin/providers').query({ pageSize: 50 }).expect(200)).body as Page;
    const [db] = (await t.dataSource.query(
      `SELECT (SELECT count(*) FROM service_requests WHERE status = 'active')::int AS active,
              (SELECT count(*) FROM service_requests WHERE status = 'active' AND is_demo)::int AS "activeDemo",
              (SELECT count(*) FROM service_requests)::int AS requests,
              (SELECT count(*) FROM service_requests WHERE is_demo)::int AS "demoRequests",
              (SELECT count(*) FROM provider_profiles WHERE provider_is_listed(is_demo, listing_until))::int AS listed,
              (SELECT count(*) FROM provider_profiles WHERE is_demo)::int AS "demoProviders",
              (SELECT count(*) FROM provider_profiles)::int AS providers`,
    )) as Array<Record<string, number>>;

    // The active requests: the top bar = /poptavky's total = the overview's figure, demo ones included.
    expect(db.active).toBeGreaterThanOrEqual(2);
    expect(counts.requests).toBe(db.active);
    expect(list.total).toBe(db.active);
    expect(overview.activeRequests).toBe(db.active);
    expect(overview.activeDemoRequests).toBe(db.activeDemo);
    expect(db.activeDemo).toBe(1);
    // Every request (the admin table's total): a figure of its own, named apart.
    expect(overview.totalRequests).toBe(db.requests);
    expect(requestsTable.total).toBe(db.requests);
    expect(overview.demoRequests).toBe(db.demoRequests);
    // The listed providers: the top bar = /dodavatele's total = the overview's figure, demo ones included.
    expect(db.listed).toBeGreaterThanOrEqual(3);
    expect(counts.providers).toBe(db.listed);
    expect(catalogue.total).toBe(db.listed);
    expect(overview.listedProviders).toBe(db.listed);
    expect(overview.demoProviders).toBe(db.demoProviders);
    expect(overview.totalProviders).toBe(db.providers);
    expect(providersTable.total).toBe(db.providers);

    // The admin's requests table marks the demo request, as its providers table marks demo providers.
    const row = (id: number) => requestsTable.items.find((item) => item.id === id);
    expect(row(demo)?.isDemo).toBe(true);
    expect(row(active)?.isDemo).toBe(false);
    // The public list marks it too.
    expect(list.items.find((item) => item.id === demo)?.isDemo).toBe(true);
  });

  it("lists as relevant only the requests in the provider's areas; a whole-country provider gets every place", async () => {
    const tag = `${RUN}oblast`;
    const brno = await create('Brno', tag);
    const liberec = await create('Liberec', tag);
    const northMoravia = await create('Severní Morava', tag);
    const zlin = await create('Zlín', tag);
    const country = await create('Celá ČR', tag);
    const southMoravia = await create('Jižní Morava', tag);
    const castle = await create('Zámek Loučeň', tag);
    await create('Brno', tag, ['catering']);

    const relevant = async (agent: Agent, query: Record<string, string | number> = {}) =>
      (await agent.get('/api/service-requests').query({ filtered: 'true', search: tag, pageSize: 50, ...query }).expect(200)).body as Page;

    // The provider of the issue: Brno, Jižní Morava and Zlín. No Liberec, no Severní Morava.
    const south = await signedInProvider(t, {
      companyName: `Fotograf z jihu ${RUN}`,
      categories: ['photography'],
      serviceAreas: ['brno', 'jizni-morava', 'zlin'],
    });
    const southPage = await relevant(south.agent);
    expect(ids(southPage)).toEqual(sorted([brno, zlin, country, southMoravia]));
    expect(southPage.total).toBe(4);
    // Paginated in SQL, the total the same.
    const firstTwo = await relevant(south.agent, { pageSize: 2, page: 1 });
    expect(firstTwo.items).toHaveLength(2);
    expect(firstTwo.total).toBe(4);

    // A region reaches its cities: Severní Čechy takes Liberec.
    const north = await signedInProvider(t, { companyName: `Fotograf ze severu ${RUN}`, categories: ['photography'], serviceAreas: ['severni-cechy'] });
    expect(ids(await relevant(north.agent))).toEqual(sorted([liberec, country]));

    // 'Celá ČR': every place, a place outside the catalogue too.
    const everywhere = await signedInProvider(t, { companyName: `Fotograf pro celou ČR ${RUN}`, categories: ['photography'], serviceAreas: ['cela-cr'] });
    expect(ids(await relevant(everywhere.agent))).toEqual(sorted([brno, liberec, northMoravia, zlin, country, southMoravia, castle]));

    // Without filtered the list is the public one: every place and category.
    const all = (await south.agent.get('/api/service-requests').query({ search: tag, pageSize: 50 }).expect(200)).body as Page;
    expect(all.total).toBe(8);
  });

  it("filters the list by a category, and has the index of the active requests' categories its total is counted through", async () => {
    const tag = `${RUN}kategorie`;
    const music = await create('Praha', tag, ['music']);
    await create('Brno', tag, ['photography']);
    const { body } = await request(t.server).get('/api/service-requests').query({ category: 'music', search: tag }).expect(200);
    expect([ids(body as Page), (body as Page).total]).toEqual([[music], 1]);
    // Which index PostgreSQL takes depends on the table's size (this one's would be scanned whatever the indexes): at
    // 100 000 requests it counts one category's 17 700 through this one in 17-36 ms, and scanned the table in 130-150 ms.
    expect(await indexDefinition(t.dataSource, 'service_requests_active_categories_idx')).toContain(`USING gin (matched_categories) WHERE ((status)::text = 'active'::text)`);
  });

  it('sorts by the highest budget, nulls last and the newest first among equals, in the order of an index of its own', async () => {
    const tag = `${RUN}rozpocet`;
    const ids: number[] = [];
    for (const budget of ['Dohodou', '50 000 – 100 000 Kč', '50 000 – 100 000 Kč', '100 000 – 200 000 Kč']) {
      const response = await submitRequest(t, {
        coupleName: 'Jana a Petr',
        services: ['photography'],
        description: `Hledáme fotografa. ${tag}`,
        budget,
        location: 'Praha',
        contactEmail: uniqueEmail('par'),
        noDateSelected: true,
      });
      ids.push(response.body.id as number);
    }
    const { body } = await request(t.server).get('/api/service-requests').query({ search: tag, sort: 'budget-high' }).expect(200);
    expect((body as Page).items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    // PostgreSQL reads a page of the whole list in this order from it (at 100 000 requests: 0.2 ms, a sort of all 40-50 ms).
    expect(await indexDefinition(t.dataSource, 'service_requests_active_budget_high_idx')).toContain(`(budget_amount DESC NULLS LAST, created_at DESC, id DESC) WHERE ((status)::text = 'active'::text)`);
  });

  it('reads the relevant list from the kept reach by place and category, with no index of active requests by place', async () => {
    const indexes = (await t.dataSource.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('request_reach_place_idx', 'service_requests_active_reach_idx')`,
    )) as Array<{ indexname: string; indexdef: string }>;
    expect(indexes.map((index) => index.indexname)).toEqual(['request_reach_place_idx']);
    expect(indexes[0].indexdef).toContain('derived.request_reach USING btree (location_id, category_id) INCLUDE (request_id, created_at, budget_amount)');
  });

  it("leaves the test gateway's payments out of the revenue and sums them apart", async () => {
    const providerId = await insertProvider(t.dataSource, { companyName: `Platby ${RUN}` });
    const offline = await activateSubscription(t.dataSource, providerId, 'premium');
    await t.dataSource.query(`UPDATE provider_subscriptions SET source = 'offline' WHERE id = $1`, [offline]);
    const pay = (amount: number, method: string | null, subscriptionId: number | null, status = 'succeeded') =>
      t.dataSource.query(
        `INSERT INTO subscription_payments (provider_id, subscription_id, amount, status, description, payment_method) VALUES ($1, $2, $3, $4, 'Předplatné', $5)`,
        [providerId, subscriptionId, amount, status, method],
      );
    const before = ((await admin.agent.get('/api/admin/overview').expect(200)).body.revenuePerMonth as Array<{ amount: number; testAmount: number }>)[11];
    await pay(1_000, 'card', null);
    await pay(490, 'test', null); // the offline gateway's card
    await pay(290, null, offline); // a payment of an offline-gateway subscription
    await pay(5_000, 'test', null, 'failed');

    const months = (await admin.agent.get('/api/admin/overview').expect(200)).body.revenuePerMonth as Array<{
      month: string;
      amount: number;
      testAmount: number;
    }>;
    expect(months[11]).toEqual({
      month: pragueMonth(new Date()),
      amount: before.amount + 1_000,
      testAmount: before.testAmount + 780,
    });
  });
});
