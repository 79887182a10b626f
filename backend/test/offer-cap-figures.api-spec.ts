import { signedInAdmin, signedInCouple } from './support/accounts';
import { accountRequestBody } from './support/account-fixtures';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { type TestApp, uniqueEmail } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

/**
 * Issue 45, "two offers in 48 hours": the admin overview's matching figures over the requests
 * confirmed in the last 8 weeks and at least 48 hours ago. Whole-table figures: a database of its own.
 */
describe('matching figures in the admin overview', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_matching_figures', { TRUST_PROXY: 'true' });
    admin = (await signedInAdmin(t)).agent;
  });
  afterAll(() => t.close());

  it('counts the requests with two offers within 48 hours, their share and the median hours to the first offer', async () => {
    const empty = (await admin.get('/api/admin/overview').expect(200)).body;
    expect(empty.matching).toEqual({ requestsConsidered: 0, withTwoOffersIn48h: 0, shareWithTwoOffersIn48h: null, medianHoursToFirstOffer: null });

    const couple = await signedInCouple(t);
    const providers: number[] = [];
    for (const companyName of ['Přehled A', 'Přehled B']) providers.push(await insertProvider(t.dataSource, { companyName }));

    /** A confirmed request `confirmedHoursAgo` hours ago with offers `offerHours` hours after its confirmation. */
    async function requestWith(confirmedHoursAgo: number, offerHours: number[], isDemo = false): Promise<number> {
      const created = await submitRequest(t, accountRequestBody(uniqueEmail('par'), '', { description: `Poptávka ${confirmedHoursAgo} h.` }), {
        agent: couple.agent,
      });
      const id = created.body.id as number;
      await t.dataSource.query(
        `UPDATE service_requests SET confirmed_at = now() - make_interval(hours => $2), is_demo = $3 WHERE id = $1`,
        [id, confirmedHoursAgo, isDemo],
      );
      for (const [index, hours] of offerHours.entries()) {
        await t.dataSource.query(
          `INSERT INTO offers (request_id, provider_id, message, price_kind, price_min, created_at, updated_at)
           SELECT $1, $2, 'Dobrý den, nabízíme focení.', 'exact', 20000, r.confirmed_at + $3::float8 * interval '1 hour', now()
             FROM service_requests r WHERE r.id = $1`,
          [id, providers[index], hours],
        );
      }
      return id;
    }

    await requestWith(72, [2, 10]); // two offers within 48 h; the first after 2 h
    await requestWith(72, [4, 60]); // the second one too late; the first after 4 h
    await requestWith(120, []); // no offer
    await requestWith(1, [0.5, 0.75]); // confirmed less than 48 h ago: not yet
    await requestWith(24 * 7 * 9, [1, 2]); // confirmed 9 weeks ago: out of the window
    await requestWith(72, [1, 2], true); // a demo request

    const overview = (await admin.get('/api/admin/overview').expect(200)).body;
    expect(overview.matching).toEqual({
      requestsConsidered: 3,
      withTwoOffersIn48h: 1,
      shareWithTwoOffersIn48h: 0.3333,
      medianHoursToFirstOffer: 3,
    });
  });
});
