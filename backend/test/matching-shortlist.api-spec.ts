/**
 * Issue 45, item 1: the couple's shortlist ("Vybraní dodavatelé") and who may use it. The hearts'
 * ids, the comparison's figures (availability on the couple's date), the 200 cap, unknown and
 * unlisted providers, and the roles: a visitor 401, a provider account 403.
 */
import request from 'supertest';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { accountRequestBody } from './support/account-fixtures';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const RUN = `vyber${process.pid}x${Date.now().toString(36)}`;
const COUPLES_ONLY = 'Výběr dodavatelů je pro páry.';
const FULL = 'Do výběru můžete uložit nejvýše 200 dodavatelů.';
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Entry {
  providerId: number;
  addedAt: string;
  provider: {
    id: number;
    companyName: string;
    categories: string[];
    priceMin: number | null;
    priceMax: number | null;
    reviewCount: number;
    bookingReviewCount: number;
    responseTimeHours: number | null;
    answerRate: number | null;
    areas: string[];
    availableOnDate: boolean | null;
  };
}

describe('Shortlist API', () => {
  let t: TestApp;
  let couple: Awaited<ReturnType<typeof signedInCouple>>;
  let provider: SignedInProvider;
  let photographer: number;
  let florist: number;
  let unlisted: number;

  const listed = async (fixture: Parameters<typeof insertProvider>[1]) => {
    const id = await insertProvider(t.dataSource, fixture);
    await activateSubscription(t.dataSource, id, 'basic');
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    provider = await signedInProvider(t, { companyName: `Foto Dodavatel ${RUN}` });
    photographer = await listed({ companyName: `Foto Srdce ${RUN}`, categories: ['photography'], serviceAreas: ['praha', 'okoli-prahy'], priceFrom: 20_000, priceTo: 45_000 });
    florist = await listed({ companyName: `Květiny Srdce ${RUN}`, categories: ['flowers'], serviceAreas: ['brno'] });
    unlisted = await insertProvider(t.dataSource, { companyName: `Bez předplatného ${RUN}` });
  });
  afterAll(() => t.close());

  it('refuses a visitor (401) and a provider account (403), writing nothing', async () => {
    await request(t.server).get('/api/shortlist').expect(401);
    await request(t.server).put(`/api/shortlist/${photographer}`).expect(401);
    const refused = await provider.agent.put(`/api/shortlist/${photographer}`).expect(403);
    expect(refused.body.message).toBe(COUPLES_ONLY);
    expect((await provider.agent.get('/api/shortlist/ids').expect(403)).body.message).toBe(COUPLES_ONLY);
    const rows = await t.dataSource.query(`SELECT 1 FROM shortlist_entries WHERE user_id = $1`, [provider.userId]);
    expect(rows).toHaveLength(0);
  });

  it('saves listed providers idempotently, and answers 404 for unknown or unlisted ones', async () => {
    await couple.agent.put(`/api/shortlist/${florist}`).expect(204);
    await couple.agent.put(`/api/shortlist/${photographer}`).expect(204);
    await couple.agent.put(`/api/shortlist/${photographer}`).expect(204);
    expect((await couple.agent.put(`/api/shortlist/${unlisted}`).expect(404)).body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
    await couple.agent.put('/api/shortlist/2147483000').expect(404);
    await couple.agent.put('/api/shortlist/abc').expect(404);
    const ids = (await couple.agent.get('/api/shortlist/ids').expect(200)).body.providerIds as number[];
    expect(ids).toEqual([photographer, florist].sort((a, b) => a - b));
    const rows = (await t.dataSource.query(`SELECT provider_id AS id FROM shortlist_entries WHERE user_id = $1 ORDER BY provider_id`, [
      couple.userId,
    ])) as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it("lists them by category with the comparison's figures and the availability on the couple's date", async () => {
    const weddingDate = inDays(70);
    await submitRequest(t, accountRequestBody(uniqueEmail('par-vyber'), RUN, { weddingDate }), { agent: couple.agent });
    await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $2, 'busy')`, [photographer, weddingDate]);
    const body = (await couple.agent.get('/api/shortlist').expect(200)).body as { items: Entry[]; weddingDate: string | null };
    expect(body.weddingDate).toBe(weddingDate);
    // flowers < photography: the category first, whatever was added first.
    expect(body.items.map((item) => item.providerId)).toEqual([florist, photographer]);
    const photo = body.items[1].provider;
    expect(photo).toMatchObject({
      companyName: `Foto Srdce ${RUN}`,
      categories: ['photography'],
      priceMin: 20_000,
      priceMax: 45_000,
      areas: ['Praha', 'Okolí Prahy'],
      availableOnDate: false,
      reviewCount: 0,
      bookingReviewCount: 0,
    });
    expect(body.items[0].provider.availableOnDate).toBeNull();
  });

  it('removes a provider (idempotent)', async () => {
    await couple.agent.delete(`/api/shortlist/${florist}`).expect(204);
    await couple.agent.delete(`/api/shortlist/${florist}`).expect(204);
    expect((await couple.agent.get('/api/shortlist/ids').expect(200)).body.providerIds).toEqual([photographer]);
  });

  it('keeps at most 200 providers (409 with a Czech message), an existing one still answers 204', async () => {
    const other = await signedInCouple(t);
    const ids: number[] = [];
    for (let index = 0; index < 200; index += 1) ids.push(await insertProvider(t.dataSource, { companyName: `Hromadný ${index} ${RUN}`, isDemo: true }));
    await t.dataSource.query(`INSERT INTO shortlist_entries (user_id, provider_id) SELECT $1, unnest($2::int[])`, [other.userId, ids]);
    const full = await other.agent.put(`/api/shortlist/${photographer}`).expect(409);
    expect(full.body.message).toBe(FULL);
    await other.agent.put(`/api/shortlist/${ids[0]}`).expect(204);
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM shortlist_entries WHERE user_id = $1`, [other.userId])) as Array<{ n: number }>;
    expect(n).toBe(200);
  }, 60_000);
});
