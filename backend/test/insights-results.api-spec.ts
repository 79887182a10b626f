/**
 * Issue 47, "Výsledky": the provider's funnel kept from events as they happen. A scripted history
 * through the API (requests listed, opened, offers sent, read, accepted, a booking confirmed, portfolio
 * views) plus payments, checked against exact numbers; months before the recording began are null
 * ("neznámé"), never 0; the comparison appears only with at least 5 other providers of the group.
 */
import request from 'supertest';
import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

const RUN = `vysledky${process.pid}`;
let t: TestApp;

type Agent = ReturnType<TestApp['agent']>;
interface Couple {
  agent: Agent;
  userId: number;
  email: string;
}

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The Prague month of a time, YYYY-MM. */
const pragueMonth = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit' }).format(date).slice(0, 7);
/**
 * Noon UTC on the 15th of the Prague month before the current one: inside that month in Prague. Taken from the Prague
 * month, not the UTC one, which is still the month before for the first one or two hours of a Prague month.
 */
const previousMonthDate = (): Date => {
  const [year, month] = pragueMonth(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, 15, 12));
};

async function listedRequest(couple: Couple, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = accountRequestBody(couple.email, RUN, { weddingDate: inDays(120), ...overrides });
  return (await submitRequest(t, body, { agent: couple.agent })).body.id as number;
}

const offerBody = {
  message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.',
  priceKind: 'exact',
  priceMin: 40_000,
  includedItems: ['Celodenní focení'],
};

async function payment(providerId: number, amount: number, at: Date, extra: { status?: string; refunded?: number } = {}): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO subscription_payments (provider_id, amount, status, description, payment_method, created_at, refunded_at, refunded_amount)
     VALUES ($1, $2, $3, 'Předplatné Premium', 'card', $4, $5, $6)`,
    [providerId, amount, extra.status ?? 'succeeded', at, extra.refunded === undefined ? null : at, extra.refunded ?? null],
  );
}

const results = (agent: Agent, query: Record<string, string | number> = {}) => agent.get('/api/insights/results').query(query);

describe('Provider results (GET /api/insights/results)', () => {
  let provider: SignedInProvider;
  let peers: number[];
  let currentMonth: string;
  let previousMonth: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_insights_results', { TRUST_PROXY: 'true' });
    currentMonth = pragueMonth(new Date());
    previousMonth = pragueMonth(previousMonthDate());

    // The seeded test account's profile would join the group (photography, Praha): moved to another field for this database.
    await t.dataSource.query(`UPDATE provider_profiles SET categories = ARRAY['music']::varchar[] WHERE company_name NOT LIKE $1`, [`%${RUN}`]);
    provider = await signedInProvider(t, { companyName: `Foto Výsledky ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, provider.providerId, 'premium');
    // Four providers of the same group (photography, Praha's region) before the requests: they are reached too.
    peers = [];
    for (const [index, areas] of [['praha'], ['praha'], ['okoli-prahy'], ['praha']].entries()) {
      peers.push(await insertProvider(t.dataSource, { companyName: `Foto Kolega ${index} ${RUN}`, categories: ['photography'], serviceAreas: areas }));
    }
    // Not in the group, nor reached by Praha's requests: another region, another category, a demo provider.
    await insertProvider(t.dataSource, { companyName: `Foto Brno ${RUN}`, categories: ['photography'], serviceAreas: ['brno'] });
    await insertProvider(t.dataSource, { companyName: `Catering ${RUN}`, categories: ['catering'], serviceAreas: ['praha'] });
    await insertProvider(t.dataSource, { companyName: `Foto Demo ${RUN}`, categories: ['photography'], serviceAreas: ['praha'], isDemo: true });

    const first = await signedInCouple(t);
    const second = await signedInCouple(t);
    const third = await signedInCouple(t);
    const requestA = await listedRequest(first);
    const requestB = await listedRequest(second);
    const requestC = await listedRequest(third);
    // Brno: P does not serve it.
    await listedRequest(third, { location: 'Brno', description: `Hledáme fotografa do Brna. ${RUN}` });
    // Closed and reopened by its couple: listed twice, reached once.
    await third.agent.patch(`/api/service-requests/${requestC}/status`).send({ status: 'cancelled' }).expect(200);
    await third.agent.patch(`/api/service-requests/${requestC}/status`).send({ status: 'active' }).expect(200);

    // Opened: A twice, B once.
    await provider.agent.get(`/api/service-requests/${requestA}`).expect(200);
    await provider.agent.get(`/api/service-requests/${requestA}`).expect(200);
    await provider.agent.get(`/api/service-requests/${requestB}`).expect(200);

    // The requests reached P 30 and 90 minutes before its offers (the times of its own rows, set back).
    await t.dataSource.query(
      `UPDATE provider_request_results SET matched_at = now() - CASE request_id WHEN $2 THEN interval '30 minutes' ELSE interval '90 minutes' END
        WHERE provider_id = $1`,
      [provider.providerId, requestA],
    );
    const offerA = (await provider.agent.post(`/api/service-requests/${requestA}/offers`).send(offerBody).expect(201)).body.id as number;
    await provider.agent.post(`/api/service-requests/${requestB}/offers`).send(offerBody).expect(201);

    // Read: A's couple twice (one read), B's couple once.
    await first.agent.get(`/api/service-requests/${requestA}/offers`).expect(200);
    await first.agent.get(`/api/service-requests/${requestA}/offers`).expect(200);
    await second.agent.get(`/api/service-requests/${requestB}/offers`).expect(200);

    // A accepted, its booking confirmed.
    await first.agent.post(`/api/offers/${offerA}/accept`).send({}).expect(200);
    const [{ id: bookingId }] = (await t.dataSource.query(`SELECT id FROM bookings WHERE offer_id = $1`, [offerA])) as Array<{ id: number }>;
    await provider.agent.post(`/api/bookings/${bookingId}/confirm`).send({}).expect(200);

    // Three visitors of the portfolio (one twice, counted once), and the provider's own visit (never counted).
    for (const address of ['10.55.0.1', '10.55.0.2', '10.55.0.3', '10.55.0.1']) {
      await request(t.server).post(`/api/providers/${provider.providerId}/views`).set('X-Forwarded-For', address).expect(204);
    }
    await provider.agent.post(`/api/providers/${provider.providerId}/views`).expect(204);

    // Payments: 490 Kč this month (a failed one ignored); last month 990 Kč of which 490 Kč refunded.
    await payment(provider.providerId, 490, new Date());
    await payment(provider.providerId, 490, new Date(), { status: 'failed' });
    await payment(provider.providerId, 990, previousMonthDate(), { refunded: 490 });
  });
  afterAll(() => t?.close());

  it('answers the funnel of the scripted history exactly, month by month and in total', async () => {
    const { body, headers } = await results(provider.agent, { months: 2 }).expect(200);
    expect(headers['cache-control']).toContain('no-store');
    expect(body.from).toBe(previousMonth);
    expect(body.to).toBe(currentMonth);
    const expectedNow = {
      month: currentMonth,
      portfolioViews: 3,
      requestsMatched: 3,
      requestsOpened: 2,
      offersSent: 2,
      offersRead: 2,
      offersAccepted: 1,
      bookingsConfirmed: 1,
      medianResponseMinutes: 60,
      paidCzk: 490,
      costPerAcceptedOffer: 490,
      costPerConfirmedBooking: 490,
    };
    // Last month was before anything was recorded (this database began today): unknown, not 0; the payments are known.
    expect(body.months).toEqual([
      {
        month: previousMonth,
        portfolioViews: null,
        requestsMatched: null,
        requestsOpened: null,
        offersSent: null,
        offersRead: null,
        offersAccepted: null,
        bookingsConfirmed: null,
        medianResponseMinutes: null,
        paidCzk: 500,
        costPerAcceptedOffer: null,
        costPerConfirmedBooking: null,
      },
      expectedNow,
    ]);
    // The total sums the known months; the cost counts the payments of the months whose results are known.
    const { month: _month, ...figuresNow } = expectedNow;
    expect(body.total).toEqual({ ...figuresNow, paidCzk: 990 });
    expect(body.trackingSince.requestsMatched).toEqual(expect.any(String));
    expect(body.trackingSince.portfolioViews).toEqual(expect.any(String));
  });

  it('reads one month on its own', async () => {
    const { body } = await results(provider.agent, { month: currentMonth }).expect(200);
    expect(body.months).toHaveLength(1);
    expect(body.months[0]).toMatchObject({ month: currentMonth, requestsMatched: 3, offersAccepted: 1 });
    expect(body.total).toMatchObject({ requestsMatched: 3, paidCzk: 490 });
  });

  it('counts each provider reached by a request once, and only those serving its place and category', async () => {
    const rows = (await t.dataSource.query(
      `SELECT p.company_name AS name, coalesce(sum(d.requests_matched), 0)::int AS matched
         FROM provider_profiles p LEFT JOIN provider_daily_results d ON d.provider_id = p.id
        WHERE p.company_name LIKE $1 GROUP BY p.company_name ORDER BY p.company_name`,
      [`%${RUN}`],
    )) as Array<{ name: string; matched: number }>;
    expect(Object.fromEntries(rows.map((row) => [row.name.replace(` ${RUN}`, ''), row.matched]))).toEqual({
      'Catering': 0,
      'Foto Brno': 1,
      'Foto Demo': 0,
      'Foto Kolega 0': 3,
      'Foto Kolega 1': 3,
      'Foto Kolega 2': 3,
      'Foto Kolega 3': 3,
      'Foto Výsledky': 3,
    });
    // The couple's first read is stored on the offer.
    const read = (await t.dataSource.query(`SELECT count(*)::int AS n FROM offers WHERE provider_id = $1 AND first_read_at IS NOT NULL`, [
      provider.providerId,
    ])) as Array<{ n: number }>;
    expect(read[0].n).toBe(2);
  });

  it('compares with the group only when at least 5 other providers of it have results', async () => {
    const four = (await results(provider.agent, { months: 1 }).expect(200)).body;
    expect(four.comparison).toBeNull();
    expect(four.comparisonNote).toBe(
      'Srovnání ukážeme, až bude ve vašem oboru a kraji aspoň 5 dalších dodavatelů s výsledky za toto období.',
    );

    // A fifth provider of the group without results yet does not count; with a payment this month it does.
    const fifth = await insertProvider(t.dataSource, { companyName: `Foto Pátý ${RUN}`, categories: ['photography'], serviceAreas: ['okoli-prahy'] });
    expect((await results(provider.agent, { months: 1 }).expect(200)).body.comparison).toBeNull();
    await payment(fifth, 990, new Date());

    const five = (await results(provider.agent, { months: 1 }).expect(200)).body;
    expect(five.comparisonNote).toBeNull();
    expect(five.comparison).toEqual({
      providers: 5,
      categoryId: 'photography',
      categoryName: expect.any(String),
      regionId: 'okoli-prahy',
      regionName: 'Okolí Prahy',
      medians: {
        portfolioViews: 0,
        // Four peers reached by the three requests, the fifth by none: the median is 3.
        requestsMatched: 3,
        requestsOpened: 0,
        offersSent: 0,
        offersRead: 0,
        offersAccepted: 0,
        bookingsConfirmed: 0,
        medianResponseMinutes: null,
        paidCzk: 0,
        costPerAcceptedOffer: null,
        costPerConfirmedBooking: null,
      },
    });
  });

  it('is for providers only and checks its parameters in Czech', async () => {
    await request(t.server).get('/api/insights/results').expect(401);
    const couple = await signedInCouple(t);
    await results(couple.agent).expect(403);
    const tooMany = await results(provider.agent, { months: 25 }).expect(400);
    expect(JSON.stringify(tooMany.body)).toContain('Počet měsíců musí být 1 až 24');
    const badMonth = await results(provider.agent, { month: '2026-13' }).expect(400);
    expect(JSON.stringify(badMonth.body)).toContain('Měsíc musí mít tvar RRRR-MM');
    const future = await results(provider.agent, { month: '2999-01' }).expect(400);
    expect(JSON.stringify(future.body)).toContain('Výsledky budoucího měsíce zatím nejsou');
  });
});
