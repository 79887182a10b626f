import request from 'supertest';
import { signedInCouple } from './support/accounts';
import { submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's requests can be found among other files' rows. */
const RUN = `moje${process.pid}x${Date.now().toString(36)}`;

function body(overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Jana a Petr',
    services: ['photography'],
    description: `Hledáme fotografa. ${RUN}`,
    budget: '50 000 Kč',
    location: 'Praha',
    contactEmail: uniqueEmail('moje'),
    phoneCountryCode: '+420',
    contactPhone: '777 123 456',
    ...overrides,
  };
}

type Agent = ReturnType<TestApp['agent']>;
type RequestItem = { id: number; status: string; contactInfo?: unknown; canSeeContact: boolean };

describe("Couples' own requests", () => {
  let t: TestApp;
  let jana: Agent;
  let eva: Agent;
  const ids: Record<string, number> = {};

  async function create(agent: Agent | null, name: string, overrides: Record<string, unknown> = {}) {
    const response = await submitRequest(t, body(overrides), { agent: agent ?? undefined });
    ids[name] = response.body.id;
  }

  const statusOf = async (id: number) =>
    ((await t.dataSource.query(`SELECT status FROM service_requests WHERE id = $1`, [id])) as Array<{ status: string }>)[0].status;

  const publicIds = async () => {
    const response = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200);
    return (response.body.items as RequestItem[]).map((item) => item.id);
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    jana = (await signedInCouple(t)).agent;
    eva = (await signedInCouple(t)).agent;
    await create(jana, 'first', { contactEmail: 'jana.prvni@example.cz' });
    await create(jana, 'second', { services: ['catering'], description: `Raut pro 80 hostů. ${RUN}` });
    await create(jana, 'third', { services: ['music'] });
    await create(eva, 'evas');
    await create(null, 'anonymous');
    // 'second' is closed straight in the database: it must still be listed as Jana's.
    await t.dataSource.query(`UPDATE service_requests SET status = 'cancelled' WHERE id = $1`, [ids.second]);
  });
  afterAll(() => t.close());

  describe('GET /api/service-requests/mine', () => {
    it('answers 401 for a visitor', async () => {
      const response = await request(t.server).get('/api/service-requests/mine').expect(401);
      expect(response.body.message).toBe('Pro tuto akci se musíte přihlásit');
    });

    it("lists only the user's own requests in every status, newest first, with their contact details", async () => {
      const response = await jana.get('/api/service-requests/mine').expect(200);
      const items = response.body as RequestItem[];
      expect(items.map((item) => item.id)).toEqual([ids.third, ids.second, ids.first]);
      expect(items.map((item) => item.status)).toEqual(['active', 'cancelled', 'active']);
      const first = items.find((item) => item.id === ids.first)!;
      expect(first).toMatchObject({
        canSeeContact: true,
        contactInfo: { name: 'Jana a Petr', email: 'jana.prvni@example.cz', phone: '+420 777 123 456' },
        services: ['photography'],
        weddingDate: null,
      });
      const own = await eva.get('/api/service-requests/mine').expect(200);
      expect((own.body as RequestItem[]).map((item) => item.id)).toEqual([ids.evas]);
    });

    it('answers an empty list for a user without requests', async () => {
      const { agent } = await signedInCouple(t);
      const response = await agent.get('/api/service-requests/mine').expect(200);
      expect(response.body).toEqual([]);
    });
  });

  describe('PATCH /api/service-requests/{id}/status', () => {
    it('lets the owner close a request, which leaves the public list and detail, and reopen it', async () => {
      expect(await publicIds()).toContain(ids.first);
      const response = await jana.patch(`/api/service-requests/${ids.first}/status`).send({ status: 'fulfilled' }).expect(200);
      expect(response.body).toMatchObject({ id: ids.first, status: 'fulfilled', canSeeContact: true, contactInfo: { email: 'jana.prvni@example.cz' } });
      expect(await statusOf(ids.first)).toBe('fulfilled');
      expect(await publicIds()).not.toContain(ids.first);
      const detail = await request(t.server).get(`/api/service-requests/${ids.first}`).expect(404);
      expect(detail.body.message).toBe('Poptávka nenalezena');

      for (const status of ['resolved', 'no_interest', 'cancelled']) {
        await jana.patch(`/api/service-requests/${ids.first}/status`).send({ status }).expect(200);
        expect(await statusOf(ids.first)).toBe(status);
      }
      await jana.patch(`/api/service-requests/${ids.first}/status`).send({ status: 'active' }).expect(200);
      expect(await publicIds()).toContain(ids.first);
    });

    it("refuses another user's request with 403 and changes nothing", async () => {
      const response = await eva.patch(`/api/service-requests/${ids.third}/status`).send({ status: 'cancelled' }).expect(403);
      expect(response.body.message).toBe('K této poptávce nemáte přístup');
      expect(await statusOf(ids.third)).toBe('active');
      // A request sent without an account belongs to nobody.
      const anonymous = await eva.patch(`/api/service-requests/${ids.anonymous}/status`).send({ status: 'cancelled' }).expect(403);
      expect(anonymous.body.message).toBe('K této poptávce nemáte přístup');
      expect(await statusOf(ids.anonymous)).toBe('active');
    });

    it("cannot list an unconfirmed request by 'reopening' it, nor set 'unconfirmed' or 'expired' (409 / 400)", async () => {
      const { body: created } = await submitRequest(t, body({ description: `Nepotvrzená ${RUN}` }), { agent: jana, confirm: false });
      expect(created.status).toBe('unconfirmed');
      const reopen = await jana.patch(`/api/service-requests/${created.id}/status`).send({ status: 'active' }).expect(409);
      expect(reopen.body.message).toBe('Poptávku nejdřív potvrďte odkazem, který jsme vám poslali e-mailem.');
      expect(await statusOf(created.id)).toBe('unconfirmed');
      expect(await publicIds()).not.toContain(created.id);
      for (const status of ['unconfirmed', 'expired']) {
        await jana.patch(`/api/service-requests/${ids.third}/status`).send({ status }).expect(400);
      }
    });

    it('answers 401 for a visitor, 404 for an unknown id and 400 for an unknown status', async () => {
      const visitor = await request(t.server).patch(`/api/service-requests/${ids.third}/status`).send({ status: 'cancelled' }).expect(401);
      expect(visitor.body.message).toBe('Pro tuto akci se musíte přihlásit');
      for (const id of ['2147483000', '99999999999', 'abc']) {
        const unknown = await jana.patch(`/api/service-requests/${id}/status`).send({ status: 'cancelled' }).expect(404);
        expect(unknown.body.message).toBe('Poptávka nenalezena');
      }
      for (const status of ['closed', '', undefined]) {
        const bad = await jana.patch(`/api/service-requests/${ids.third}/status`).send({ status }).expect(400);
        expect(bad.body.message).toBe('Neplatný stav poptávky');
      }
      expect(await statusOf(ids.third)).toBe('active');
    });
  });
});
