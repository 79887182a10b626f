import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { accountRequestBody } from './support/account-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

const PRAGUE = 'Europe/Prague';
/** YYYY-MM-DD of a moment in Czech time. */
const pragueDay = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: PRAGUE });
/** The Monday (YYYY-MM-DD) of the Czech week of a moment. */
function pragueMonday(date: Date): string {
  const day = new Date(`${pragueDay(date)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The admin overview's offer figures need whole-table counts: a database of its own. */
describe('Offers in the admin overview', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_offers_figures', { TRUST_PROXY: 'true' });
    admin = (await signedInAdmin(t)).agent;
  });
  afterAll(() => t.close());

  it('counts offers per week (8 weeks), the share of recent requests with an offer and the median first answer', async () => {
    const empty = (await admin.get('/api/admin/overview').expect(200)).body;
    expect(empty.offersPerWeek).toHaveLength(8);
    expect(empty).toMatchObject({ requestsWithOfferShare: 0, medianFirstResponseMinutes: null });

    const couple = await signedInCouple(t);
    const ids: number[] = [];
    for (const description of ['První poptávka na fotografa.', 'Druhá poptávka na fotografa.', 'Třetí poptávka na fotografa.']) {
      const created = await submitRequest(t, accountRequestBody(couple.email, '', { description }), { agent: couple.agent });
      ids.push(created.body.id as number);
    }
    const providers = [];
    for (const companyName of ['Přehled Foto A', 'Přehled Foto B']) {
      const provider = await signedInProvider(t, { companyName });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
      providers.push(provider);
    }
    const offer = { message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 20_000 };
    const sent: Array<[number, number, number]> = [
      // [provider, request, minutes after the confirmation]
      [0, 0, 60],
      [1, 0, 30],
      [0, 1, 120],
    ];
    await t.dataSource.query(`UPDATE service_requests SET confirmed_at = now() - interval '1 day' WHERE id = ANY($1::int[])`, [ids]);
    for (const [provider, request, minutes] of sent) {
      const { body } = await providers[provider].agent.post(`/api/service-requests/${ids[request]}/offers`).send(offer).expect(201);
      await t.dataSource.query(
        `UPDATE offers SET created_at = (SELECT confirmed_at FROM service_requests WHERE id = $1) + make_interval(mins => $2) WHERE id = $3`,
        [ids[request], minutes, body.id],
      );
    }
    // A request of long ago counts in neither the share nor the median.
    await t.dataSource.query(`UPDATE service_requests SET confirmed_at = now() - interval '120 days' WHERE id = $1`, [ids[2]]);

    const { body } = await admin.get('/api/admin/overview').expect(200);
    const weeks = body.offersPerWeek as Array<{ week: string; count: number }>;
    expect(weeks).toHaveLength(8);
    const yesterday = new Date(Date.now() - 86_400_000);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(3);
    expect(weeks.find((week) => week.week === pragueMonday(yesterday))?.count).toBeGreaterThanOrEqual(1);
    // Two recent requests, both answered: first answers after 30 and 120 minutes.
    expect(body.requestsWithOfferShare).toBe(1);
    expect(body.medianFirstResponseMinutes).toBe(75);

    await t.dataSource.query(`UPDATE service_requests SET confirmed_at = now() - interval '1 day' WHERE id = $1`, [ids[2]]);
    const again = (await admin.get('/api/admin/overview').expect(200)).body;
    expect(again.requestsWithOfferShare).toBeCloseTo(2 / 3, 3);
    expect(again.medianFirstResponseMinutes).toBe(75);
  });

  it('answers 403 to a provider', async () => {
    const provider = await signedInProvider(t, { companyName: 'Přehled Zvědavý' });
    await provider.agent.get('/api/admin/overview').expect(403);
  });
});
