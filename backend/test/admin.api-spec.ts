import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { daysAgo, insertProvider, insertReview } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;
type Page<T = Record<string, unknown>> = { items: T[]; total: number; page: number; pageSize: number };
type AdminRequest = {
  id: number;
  coupleName: string;
  status: string;
  weddingDate: string | null;
  contactPhone: string | null;
  adminNotes: string | null;
  markedForDeletion: boolean;
  markedForDeletionAt: string | null;
  deletionReason: string | null;
  olderThanMonth: boolean;
};
type AdminProvider = {
  id: number;
  companyName: string;
  subscriptionActive: boolean;
  subscriptionPlanType: string | null;
  subscriptionEndsAt: string | null;
  subscriptionSource: string | null;
  serviceAreas: string[];
  serviceType: string[];
  isDemo: boolean;
};

const PROVIDER_NOT_FOUND = 'Dodavatel s tímto ID nebyl nalezen.';
const PRAGUE = 'Europe/Prague';
/** YYYY-MM-DD of a moment in Czech time. */
const pragueDay = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: PRAGUE });
/** The Monday (YYYY-MM-DD) of the Czech week of a moment. */
function pragueMonday(date: Date): string {
  const day = new Date(`${pragueDay(date)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

interface RequestFixture {
  coupleName: string;
  createdAt?: Date;
  weddingDate?: string | null;
  status?: string;
  title?: string;
  description?: string;
  contactEmail?: string;
  contactPhone?: string | null;
}

describe('Admin API', () => {
  let t: TestApp;
  let admin: { agent: Agent; userId: number; email: string };

  async function insertRequest(fixture: RequestFixture): Promise<number> {
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO service_requests (couple_name, wedding_date, services, primary_category_id, matched_categories, title, description,
         budget, budget_band, location, contact_email, phone_country_code, contact_phone, status, created_at, updated_at)
       VALUES ($1, $2, ARRAY['photography'], 'photography', ARRAY['photography'], $3, $4, '50 000 – 100 000 Kč', '50k-100k', 'Praha',
         $5, '+420', $6, $7, $8, $8)
       RETURNING id`,
      [
        fixture.coupleName,
        fixture.weddingDate ?? null,
        fixture.title ?? `Fotograf pro ${fixture.coupleName}`,
        fixture.description ?? 'Hledáme fotografa na celý den.',
        fixture.contactEmail ?? `${randomBytes(4).toString('hex')}@example.cz`,
        fixture.contactPhone === undefined ? '777 123 456' : fixture.contactPhone,
        fixture.status ?? 'active',
        fixture.createdAt ?? new Date(),
      ],
    )) as Array<{ id: number }>;
    return id;
  }

  const auditRows = async (action: string, targetId: number | string) =>
    (await t.dataSource.query(
      `SELECT admin_user_id AS "adminUserId", admin_email AS "adminEmail", action, target_type AS "targetType", target_id AS "targetId", details
         FROM admin_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
      [action, String(targetId)],
    )) as Array<{ adminUserId: number; adminEmail: string; action: string; targetType: string; targetId: string; details: Record<string, unknown> }>;
  const count = async (sql: string, params: unknown[]) => ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_admin_test', { TRUST_PROXY: 'true' });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  describe('overview (a database of its own: exact figures)', () => {
    it('counts requests per Czech week (12 weeks, zeros included), active subscriptions per plan and revenue per month', async () => {
      // The app's boot ensures the test accounts (a provider among them).
      const before = (await admin.agent.get('/api/admin/overview').expect(200)).body as { totalRequests: number; totalProviders: number };
      const now = new Date();
      await insertRequest({ coupleName: 'Přehled tento týden', createdAt: now });
      await insertRequest({ coupleName: 'Přehled tento týden 2', createdAt: now, status: 'fulfilled' });
      await insertRequest({ coupleName: 'Přehled minulý týden', createdAt: daysAgo(7) });
      await insertRequest({ coupleName: 'Přehled dávno', createdAt: daysAgo(120) });

      const premiumA = await insertProvider(t.dataSource, { companyName: 'Přehled Premium A' });
      const premiumB = await insertProvider(t.dataSource, { companyName: 'Přehled Premium B' });
      const basic = await insertProvider(t.dataSource, { companyName: 'Přehled Basic' });
      const expired = await insertProvider(t.dataSource, { companyName: 'Přehled Vypršelý' });
      await activateSubscription(t.dataSource, premiumA, 'premium');
      await activateSubscription(t.dataSource, premiumB, 'premium');
      await activateSubscription(t.dataSource, basic, 'basic');
      await activateSubscription(t.dataSource, expired, 'basic', { periodEnd: daysAgo(1) });

      const twoMonthsAgo = daysAgo(62);
      const payments: Array<[number, string, Date]> = [
        [490, 'succeeded', now],
        [290, 'succeeded', now],
        [999, 'failed', now],
        [4_400, 'succeeded', twoMonthsAgo],
        [2_800, 'succeeded', daysAgo(400)],
      ];
      for (const [amount, status, createdAt] of payments) {
        await t.dataSource.query(
          `INSERT INTO subscription_payments (provider_id, amount, status, description, created_at) VALUES ($1, $2, $3, 'Předplatné', $4)`,
          [premiumA, amount, status, createdAt],
        );
      }

      const { body } = await admin.agent.get('/api/admin/overview').expect(200);
      expect(body.totalRequests).toBe(before.totalRequests + 4);
      expect(body.totalProviders).toBe(before.totalProviders + 4);
      expect(body.activeSubscriptionsByPlan).toEqual([
        { planType: 'basic', count: 1 },
        { planType: 'premium', count: 2 },
      ]);

      expect(body.requestsPerWeek).toHaveLength(12);
      const weeks = body.requestsPerWeek as Array<{ week: string; count: number }>;
      expect(weeks[11]).toEqual({ week: pragueMonday(now), count: 2 });
      expect(weeks[10]).toEqual({ week: pragueMonday(daysAgo(7)), count: 1 });
      expect(weeks.slice(0, 10).every((week) => week.count === 0)).toBe(true);
      for (const week of weeks) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);

      const months = body.revenuePerMonth as Array<{ month: string; amount: number }>;
      expect(months).toHaveLength(12);
      expect(months[11]).toEqual({ month: pragueDay(now).slice(0, 7), amount: 780, testAmount: 0 });
      const expectedOld = months.find((month) => month.month === pragueDay(twoMonthsAgo).slice(0, 7));
      expect(expectedOld).toEqual({ month: pragueDay(twoMonthsAgo).slice(0, 7), amount: 4_400, testAmount: 0 });
      expect(months.reduce((sum, month) => sum + month.amount, 0)).toBe(780 + 4_400);
    });
  });

  describe('roles', () => {
    const OPERATIONS: Array<[string, 'get' | 'patch' | 'delete', string, object?]> = [
      ['overview', 'get', '/api/admin/overview'],
      ['requests', 'get', '/api/admin/service-requests'],
      ['notes', 'patch', '/api/admin/service-requests/1/notes', { notes: 'x' }],
      ['mark-deletion', 'patch', '/api/admin/service-requests/1/mark-deletion', { reason: 'x' }],
      ['delete request', 'delete', '/api/admin/service-requests/1'],
      ['providers', 'get', '/api/admin/providers'],
      ['delete provider', 'delete', '/api/admin/providers/1'],
      ['activate', 'patch', '/api/admin/providers/1/activate-subscription', { planType: 'premium' }],
      ['deactivate', 'patch', '/api/admin/providers/1/deactivate-subscription'],
      ['audit log', 'get', '/api/admin/audit-log'],
      ['backup', 'get', '/api/admin/backup-database'],
    ];

    it('answers 401 to a visitor and 403 to a provider and a couple on every admin operation, changing nothing', async () => {
      const provider = await signedInProvider(t, { companyName: 'Role Dodavatel' });
      const couple = await signedInCouple(t);
      const auditBefore = await count(`SELECT count(*)::int AS n FROM admin_audit_log`, []);
      const callers: Array<[string, Agent | ReturnType<typeof request>, number, string]> = [
        ['visitor', request(t.server), 401, 'Authentication required'],
        ['provider', provider.agent, 403, 'Admin access required'],
        ['couple', couple.agent, 403, 'Admin access required'],
      ];
      for (const [caller, agent, status, message] of callers) {
        for (const [name, method, url, body] of OPERATIONS) {
          const call = (agent as Agent)[method](url);
          const response = await (body ? call.send(body) : call);
          expect({ caller, name, status: response.status, message: response.body.message }).toEqual({ caller, name, status, message });
        }
      }
      expect(await count(`SELECT count(*)::int AS n FROM admin_audit_log`, [])).toBe(auditBefore);
    });
  });

  describe('requests', () => {
    const RUN = `adm${Date.now().toString(36)}`;
    const ids: Record<string, number> = {};
    const list = async (query: Record<string, unknown> = {}) =>
      (await admin.agent.get('/api/admin/service-requests').query({ search: RUN, ...query }).expect(200)).body as Page<AdminRequest>;

    beforeAll(async () => {
      ids.cyril = await insertRequest({ coupleName: `Cyril a Dana ${RUN}`, createdAt: daysAgo(1), weddingDate: '2027-09-01' });
      ids.hana = await insertRequest({
        coupleName: `Hana a Ondřej ${RUN}`,
        createdAt: daysAgo(2),
        weddingDate: '2027-05-20',
        contactEmail: `hana.${RUN}@seznam.cz`,
      });
      ids.chrudos = await insertRequest({ coupleName: `Chrudoš a Eva ${RUN}`, createdAt: daysAgo(45), status: 'fulfilled', contactPhone: null });
      ids.sarka = await insertRequest({
        coupleName: `Šárka a Petr ${RUN}`,
        createdAt: daysAgo(3),
        title: `Květinová výzdoba ${RUN}`,
        description: 'Chceme pivoňky a růže.',
      });
      ids.iva = await insertRequest({ coupleName: `Iva a Karel ${RUN}`, createdAt: daysAgo(60), status: 'cancelled', weddingDate: '2026-12-24' });
    });

    it('lists every status, newest first, with contacts, flags and the default page size of 20', async () => {
      const { body } = await admin.agent.get('/api/admin/service-requests').expect(200);
      expect(body).toMatchObject({ page: 1, pageSize: 20 });
      const page = await list();
      expect(page.total).toBe(5);
      expect(page.items.map((item) => item.id)).toEqual([ids.cyril, ids.hana, ids.sarka, ids.chrudos, ids.iva]);
      const chrudos = page.items.find((item) => item.id === ids.chrudos)!;
      expect(chrudos).toMatchObject({ status: 'fulfilled', olderThanMonth: true, contactPhone: null, markedForDeletion: false, adminNotes: null });
      expect(page.items.find((item) => item.id === ids.cyril)).toMatchObject({
        coupleName: `Cyril a Dana ${RUN}`,
        title: `Fotograf pro Cyril a Dana ${RUN}`,
        weddingDate: '2027-09-01',
        location: 'Praha',
        contactPhone: '+420 777 123 456',
        budget: '50 000 – 100 000 Kč',
        services: ['photography'],
        olderThanMonth: false,
        deletionReason: null,
        markedForDeletionAt: null,
      });
    });

    it('searches the couple, e-mail, title and description without regard to case and diacritics', async () => {
      const search = async (text: string) =>
        ((await admin.agent.get('/api/admin/service-requests').query({ search: text }).expect(200)).body as Page<AdminRequest>).items.map(
          (item) => item.id,
        );
      expect(await search(`SARKA A PETR ${RUN}`)).toEqual([ids.sarka]);
      expect(await search(`kvetinova vyzdoba ${RUN}`)).toEqual([ids.sarka]);
      expect(await search(`hana.${RUN}@seznam`)).toEqual([ids.hana]);
      expect((await list({ search: `${RUN}`, status: 'active' })).items.length).toBe(3);
      expect(await search('PIVONKY a ruze')).toEqual([ids.sarka]);
    });

    it('filters by status, age and mark', async () => {
      expect((await list({ status: 'fulfilled' })).items.map((item) => item.id)).toEqual([ids.chrudos]);
      expect((await list({ olderThanMonth: 'true' })).items.map((item) => item.id)).toEqual([ids.chrudos, ids.iva]);
      expect((await list({ olderThanMonth: 'false' })).total).toBe(3);
      expect((await list({ marked: 'true' })).total).toBe(0);
      expect((await list({ marked: 'false' })).total).toBe(5);
    });

    it('sorts oldest first, by wedding date (undated last) and by the couple in Czech order', async () => {
      expect((await list({ sort: 'oldest' })).items.map((item) => item.id)).toEqual([ids.iva, ids.chrudos, ids.sarka, ids.hana, ids.cyril]);
      expect((await list({ sort: 'wedding-date' })).items.map((item) => item.id)).toEqual([ids.iva, ids.hana, ids.cyril, ids.sarka, ids.chrudos]);
      const names = (await list({ sort: 'couple-name' })).items.map((item) => item.coupleName.split(' ')[0]);
      const [{ icu }] = (await t.dataSource.query(`SELECT count(*)::int AS icu FROM pg_collation WHERE collname = 'cs-CZ-x-icu'`)) as Array<{
        icu: number;
      }>;
      // Czech: 'ch' follows 'h', 'Š' follows 'S'.
      expect(names).toEqual(icu ? ['Cyril', 'Hana', 'Chrudoš', 'Iva', 'Šárka'] : expect.arrayContaining(['Cyril', 'Hana', 'Chrudoš', 'Iva', 'Šárka']));
    });

    it('pages', async () => {
      const second = await list({ page: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.items.map((item) => item.id)).toEqual([ids.sarka, ids.chrudos]);
      expect((await list({ page: 4, pageSize: 2 })).items).toEqual([]);
    });

    it('refuses bad parameters with a Czech 400', async () => {
      const bad = async (query: Record<string, unknown>, message: string) =>
        expect((await admin.agent.get('/api/admin/service-requests').query(query).expect(400)).body.message).toBe(message);
      await bad({ sort: 'rating' }, 'Neplatné řazení');
      await bad({ status: 'deleted' }, 'Neplatný stav poptávky');
      await bad({ marked: 'maybe' }, 'Parametr marked musí být true nebo false');
      await bad({ pageSize: 51 }, 'Velikost stránky může být nejvýše 50');
    });

    it('saves trimmed notes, clears them with an empty text, and audits each change', async () => {
      const { body } = await admin.agent
        .patch(`/api/admin/service-requests/${ids.hana}/notes`)
        .send({ notes: '  Volala, chce i video.  ' })
        .expect(200);
      expect(body).toMatchObject({ id: ids.hana, adminNotes: 'Volala, chce i video.' });
      const cleared = await admin.agent.patch(`/api/admin/service-requests/${ids.hana}/notes`).send({ notes: '   ' }).expect(200);
      expect(cleared.body.adminNotes).toBeNull();
      const [{ notes }] = await t.dataSource.query(`SELECT admin_notes AS notes FROM service_requests WHERE id = $1`, [ids.hana]);
      expect(notes).toBeNull();
      const audit = await auditRows('request.notes', ids.hana);
      expect(audit).toEqual([
        {
          adminUserId: admin.userId,
          adminEmail: admin.email,
          action: 'request.notes',
          targetType: 'service_request',
          targetId: String(ids.hana),
          details: { notes: 'Volala, chce i video.', previousNotes: null },
        },
        expect.objectContaining({ details: { notes: null, previousNotes: 'Volala, chce i video.' } }),
      ]);
      const missing = await admin.agent.patch('/api/admin/service-requests/99999999/notes').send({ notes: 'x' }).expect(404);
      expect(missing.body.message).toBe('Poptávka nenalezena');
      await admin.agent.patch(`/api/admin/service-requests/${ids.hana}/notes`).send({}).expect(400);
    });

    it('marks for deletion only with a non-blank reason; marking again replaces the reason', async () => {
      for (const body of [{ reason: '   ' }, {}, { reason: '' }]) {
        const response = await admin.agent.patch(`/api/admin/service-requests/${ids.iva}/mark-deletion`).send(body).expect(400);
        expect(response.body.message).toBe('Zadejte důvod smazání');
      }
      expect(await auditRows('request.mark-deletion', ids.iva)).toEqual([]);

      const first = await admin.agent
        .patch(`/api/admin/service-requests/${ids.iva}/mark-deletion`)
        .send({ reason: ' Starší než měsíc ' })
        .expect(200);
      expect(first.body).toMatchObject({ id: ids.iva, markedForDeletion: true, deletionReason: 'Starší než měsíc' });
      expect(first.body.markedForDeletionAt).toEqual(expect.any(String));
      const again = await admin.agent.patch(`/api/admin/service-requests/${ids.iva}/mark-deletion`).send({ reason: 'Zrušená svatba' }).expect(200);
      expect(again.body).toMatchObject({ markedForDeletion: true, deletionReason: 'Zrušená svatba', markedForDeletionAt: first.body.markedForDeletionAt });
      expect((await list({ marked: 'true' })).items.map((item) => item.id)).toEqual([ids.iva]);
      expect((await auditRows('request.mark-deletion', ids.iva)).map((row) => row.details)).toEqual([
        { reason: 'Starší než měsíc' },
        { reason: 'Zrušená svatba', previousReason: 'Starší než měsíc' },
      ]);
      await admin.agent.patch('/api/admin/service-requests/99999999/mark-deletion').send({ reason: 'x' }).expect(404);
    });

    it('deletes a request with its notifications and audits it; a second delete is 404', async () => {
      const provider = await insertProvider(t.dataSource, { companyName: `Notifikovaný ${RUN}` });
      await t.dataSource.query(`INSERT INTO request_provider_notifications (request_id, provider_id) VALUES ($1, $2)`, [ids.iva, provider]);
      const { body } = await admin.agent.delete(`/api/admin/service-requests/${ids.iva}`).expect(200);
      expect(body).toEqual({ message: 'Poptávka byla smazána' });
      expect(await count(`SELECT count(*)::int AS n FROM service_requests WHERE id = $1`, [ids.iva])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM request_provider_notifications WHERE request_id = $1`, [ids.iva])).toBe(0);
      const [audit] = await auditRows('request.delete', ids.iva);
      expect(audit).toMatchObject({
        adminEmail: admin.email,
        targetType: 'service_request',
        details: { title: `Fotograf pro Iva a Karel ${RUN}`, status: 'cancelled', markedForDeletion: true, deletionReason: 'Zrušená svatba' },
      });
      const again = await admin.agent.delete(`/api/admin/service-requests/${ids.iva}`).expect(404);
      expect(again.body.message).toBe('Poptávka nenalezena');
      // An unmarked request may be deleted too.
      await admin.agent.delete(`/api/admin/service-requests/${ids.chrudos}`).expect(200);
    });
  });

  describe('providers', () => {
    const RUN = `dod${Date.now().toString(36)}`;
    const ids: Record<string, number> = {};
    const list = async (query: Record<string, unknown> = {}) =>
      (await admin.agent.get('/api/admin/providers').query({ search: RUN, ...query }).expect(200)).body as Page<AdminProvider>;
    const catalogue = async () =>
      ((await request(t.server).get('/api/service-providers').query({ search: RUN, pageSize: 50 }).expect(200)).body as Page<{
        id: number;
        premium: boolean;
      }>).items;

    beforeAll(async () => {
      ids.svetlo = await insertProvider(t.dataSource, {
        companyName: `Fotoateliér Světlo ${RUN}`,
        email: `info.${RUN}@svetlo.cz`,
        phone: '601 222 333',
        serviceAreas: ['praha', 'brno'],
        createdAt: daysAgo(3),
      });
      ids.kvetiny = await insertProvider(t.dataSource, {
        companyName: `Anýzové květiny ${RUN}`,
        categories: ['flowers'],
        description: `Svatební kytice a výzdoba ${RUN}, sezónní květiny.`,
        createdAt: daysAgo(2),
      });
      ids.hudba = await insertProvider(t.dataSource, { companyName: `Chorál hudba ${RUN}`, categories: ['music'], createdAt: daysAgo(1) });
      ids.demo = await insertProvider(t.dataSource, { companyName: `Hudba demo ${RUN}`, categories: ['music'], isDemo: true, createdAt: daysAgo(4) });
      await activateSubscription(t.dataSource, ids.svetlo, 'premium');
      await activateSubscription(t.dataSource, ids.kvetiny, 'basic');
      await activateSubscription(t.dataSource, ids.hudba, 'basic', { periodEnd: daysAgo(2) });
    });

    it('lists every provider (listed or not) with its active subscription and Czech area names, newest first', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(page.items.map((item) => item.id)).toEqual([ids.hudba, ids.kvetiny, ids.svetlo, ids.demo]);
      expect(page.items.find((item) => item.id === ids.svetlo)).toMatchObject({
        companyName: `Fotoateliér Světlo ${RUN}`,
        serviceType: ['photography'],
        subscriptionActive: true,
        subscriptionPlanType: 'premium',
        subscriptionSource: 'admin',
        subscriptionEndsAt: expect.any(String),
        email: `info.${RUN}@svetlo.cz`,
        phonePrefix: '+420',
        phone: '601 222 333',
        serviceAreas: ['Praha', 'Brno'],
        priceFrom: 10_000,
        priceTo: 30_000,
        isDemo: false,
      });
      expect(page.items.find((item) => item.id === ids.hudba)).toMatchObject({
        subscriptionActive: false,
        subscriptionPlanType: null,
        subscriptionEndsAt: null,
        subscriptionSource: null,
      });
    });

    it('searches company, e-mail, phone and description without diacritics; filters by subscription and category; sorts; pages', async () => {
      const ofSearch = async (search: string) =>
        ((await admin.agent.get('/api/admin/providers').query({ search }).expect(200)).body as Page<AdminProvider>).items.map((item) => item.id);
      expect(await ofSearch(`fotoatelier svetlo ${RUN}`)).toEqual([ids.svetlo]);
      expect(await ofSearch(`INFO.${RUN}@SVETLO`)).toEqual([ids.svetlo]);
      expect(await ofSearch(`vyzdoba ${RUN}`)).toEqual([ids.kvetiny]);
      expect((await list({ search: '601 222 333' })).items.map((item) => item.id)).toEqual([ids.svetlo]);

      const idsOf = async (query: Record<string, unknown>) => (await list(query)).items.map((item) => item.id);
      expect(await idsOf({ subscription: 'active' })).toEqual([ids.kvetiny, ids.svetlo]);
      expect(await idsOf({ subscription: 'premium' })).toEqual([ids.svetlo]);
      expect(await idsOf({ subscription: 'basic' })).toEqual([ids.kvetiny]);
      expect(await idsOf({ subscription: 'none' })).toEqual([ids.hudba, ids.demo]);
      expect(await idsOf({ category: 'music' })).toEqual([ids.hudba, ids.demo]);
      expect(await idsOf({ category: 'music', subscription: 'none', sort: 'oldest' })).toEqual([ids.demo, ids.hudba]);
      // Czech order: 'Ch' after 'H'.
      const [{ icu }] = (await t.dataSource.query(`SELECT count(*)::int AS icu FROM pg_collation WHERE collname = 'cs-CZ-x-icu'`)) as Array<{
        icu: number;
      }>;
      if (icu) expect(await idsOf({ sort: 'company-name' })).toEqual([ids.kvetiny, ids.svetlo, ids.demo, ids.hudba]);
      const second = await list({ page: 2, pageSize: 3 });
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.items.map((item) => item.id)).toEqual([ids.demo]);

      const bad = await admin.agent.get('/api/admin/providers').query({ subscription: 'gold' }).expect(400);
      expect(bad.body.message).toBe('Neplatný filtr předplatného');
    });

    it('activates a free year of premium: the provider is listed in the catalogue as premium; the change is audited', async () => {
      expect((await catalogue()).map((item) => item.id)).not.toContain(ids.hudba);
      const { body } = await admin.agent.patch(`/api/admin/providers/${ids.hudba}/activate-subscription`).send({ planType: 'premium' }).expect(200);
      expect(body.message).toBe('Předplatné Premium aktivováno zdarma na 1 rok');
      expect(body.provider).toMatchObject({ id: ids.hudba, subscriptionActive: true, subscriptionPlanType: 'premium', subscriptionSource: 'admin' });
      const days = (new Date(body.provider.subscriptionEndsAt as string).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(367);
      expect((await catalogue()).find((item) => item.id === ids.hudba)).toMatchObject({ premium: true });
      const [audit] = await auditRows('provider.activate-subscription', ids.hudba);
      expect(audit).toMatchObject({ adminEmail: admin.email, targetType: 'provider', details: { planType: 'premium', planId: 'premium_yearly' } });

      // Without a body: basic, replacing the live premium.
      const basic = await admin.agent.patch(`/api/admin/providers/${ids.hudba}/activate-subscription`).expect(200);
      expect(basic.body.message).toBe('Předplatné Basic aktivováno zdarma na 1 rok');
      expect(basic.body.provider).toMatchObject({ subscriptionActive: true, subscriptionPlanType: 'basic' });
      expect(await count(`SELECT count(*)::int AS n FROM provider_subscriptions WHERE provider_id = $1 AND status = 'active'`, [ids.hudba])).toBe(1);

      const wrong = await admin.agent.patch(`/api/admin/providers/${ids.hudba}/activate-subscription`).send({ planType: 'gold' }).expect(400);
      expect(wrong.body.message).toBe('Typ plánu musí být basic nebo premium');
      const missing = await admin.agent.patch('/api/admin/providers/99999999/activate-subscription').send({ planType: 'basic' }).expect(404);
      expect(missing.body.message).toBe(PROVIDER_NOT_FOUND);
      expect(await auditRows('provider.activate-subscription', 99999999)).toEqual([]);
    });

    it('deactivates: the provider leaves the catalogue; without an active subscription it is 409 and nothing is audited', async () => {
      const { body } = await admin.agent.patch(`/api/admin/providers/${ids.hudba}/deactivate-subscription`).expect(200);
      expect(body.message).toBe('Předplatné bylo deaktivováno');
      expect(body.provider).toMatchObject({ id: ids.hudba, subscriptionActive: false, subscriptionPlanType: null });
      expect((await catalogue()).map((item) => item.id)).not.toContain(ids.hudba);
      const [audit] = await auditRows('provider.deactivate-subscription', ids.hudba);
      expect(audit).toMatchObject({ details: { planId: 'basic_yearly', source: 'admin' } });

      const again = await admin.agent.patch(`/api/admin/providers/${ids.hudba}/deactivate-subscription`).expect(409);
      expect(again.body.message).toBe('Dodavatel nemá aktivní předplatné');
      expect(await auditRows('provider.deactivate-subscription', ids.hudba)).toHaveLength(1);
      await admin.agent.patch('/api/admin/providers/99999999/deactivate-subscription').expect(404);
    });

    it('deletes a provider with its account, sessions, reviews, calendar, portfolio, subscriptions, payments and image files', async () => {
      const provider = await signedInProvider(t, { companyName: `Mazaný fotograf ${RUN}` });
      await provider.agent.get('/api/auth/user').expect(200);
      const storedImage = (kind: 'portfolio' | 'profile') => {
        const name = `${randomBytes(16).toString('hex')}.webp`;
        fs.mkdirSync(path.join(t.config.uploadsDir, kind), { recursive: true });
        fs.writeFileSync(path.join(t.config.uploadsDir, kind, name), 'webp');
        return `/uploads/${kind}/${name}`;
      };
      const profileImage = storedImage('profile');
      const portfolioImages = [storedImage('portfolio'), storedImage('portfolio')];
      const id = provider.providerId;
      await t.dataSource.query(`UPDATE provider_profiles SET profile_image_url = $2 WHERE id = $1`, [id, profileImage]);
      await t.dataSource.query(
        `INSERT INTO portfolio_items (provider_id, title, description, images) VALUES ($1, 'Zámek', 'Svatba na zámku', $2), ($1, 'Louka', 'Svatba v přírodě', '{}')`,
        [id, portfolioImages],
      );
      await insertReview(t.dataSource, id, 5);
      await insertReview(t.dataSource, id, 4);
      await t.dataSource.query(
        `INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, current_date + 10, 'busy'), ($1, current_date + 11, 'inquiry')`,
        [id],
      );
      const subscriptionId = await activateSubscription(t.dataSource, id, 'premium');
      await t.dataSource.query(
        `INSERT INTO subscription_payments (provider_id, subscription_id, amount, status, description) VALUES ($1, $2, 490, 'succeeded', 'Premium')`,
        [id, subscriptionId],
      );
      const requestId = await insertRequest({ coupleName: `Pár s upozorněním ${RUN}` });
      await t.dataSource.query(`INSERT INTO request_provider_notifications (request_id, provider_id) VALUES ($1, $2)`, [requestId, id]);
      await t.dataSource.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, repeat('a', 64), now() + interval '1 day')`,
        [provider.userId],
      );
      await request(t.server).get(`/api/providers/${id}/portfolio`).expect(200);
      expect(await count(`SELECT count(*)::int AS n FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(provider.userId)])).toBe(1);

      const { body } = await admin.agent.delete(`/api/admin/providers/${id}`).expect(200);
      expect(body).toEqual({ message: 'Dodavatel byl smazán' });

      for (const [table, column, value] of [
        ['provider_profiles', 'id', id],
        ['users', 'id', provider.userId],
        ['reviews', 'provider_id', id],
        ['provider_availability', 'provider_id', id],
        ['portfolio_items', 'provider_id', id],
        ['provider_subscriptions', 'provider_id', id],
        ['subscription_payments', 'provider_id', id],
        ['request_provider_notifications', 'provider_id', id],
        ['password_reset_tokens', 'user_id', provider.userId],
      ] as const) {
        expect({ table, rows: await count(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [value]) }).toEqual({ table, rows: 0 });
      }
      expect(await count(`SELECT count(*)::int AS n FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(provider.userId)])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM service_requests WHERE id = $1`, [requestId])).toBe(1);
      for (const url of [profileImage, ...portfolioImages]) expect(fs.existsSync(path.join(t.config.uploadsDir, url.replace('/uploads/', '')))).toBe(false);

      await provider.agent.get('/api/auth/user').expect(401);
      const portfolio = await request(t.server).get(`/api/providers/${id}/portfolio`).expect(404);
      expect(portfolio.body.message).toBe(PROVIDER_NOT_FOUND);
      await request(t.server).get(`/api/providers/${id}`).expect(404);

      const [audit] = await auditRows('provider.delete', id);
      expect(audit).toMatchObject({
        adminEmail: admin.email,
        targetType: 'provider',
        details: {
          companyName: `Mazaný fotograf ${RUN}`,
          isDemo: false,
          userId: provider.userId,
          accountDeleted: true,
          deleted: { reviews: 2, availabilityDays: 2, portfolioItems: 2, subscriptions: 1, payments: 1 },
        },
      });

      const missing = await admin.agent.delete(`/api/admin/providers/${id}`).expect(404);
      expect(missing.body.message).toBe(PROVIDER_NOT_FOUND);
    });

    it("deletes only the profile of an admin's own provider account (the admin account stays)", async () => {
      const id = await insertProvider(t.dataSource, { companyName: `Správcova firma ${RUN}` });
      const [{ userId }] = (await t.dataSource.query(`SELECT user_id AS "userId" FROM provider_profiles WHERE id = $1`, [id])) as Array<{ userId: number }>;
      await t.dataSource.query(`UPDATE users SET is_admin = true WHERE id = $1`, [userId]);
      await admin.agent.delete(`/api/admin/providers/${id}`).expect(200);
      expect(await count(`SELECT count(*)::int AS n FROM provider_profiles WHERE id = $1`, [id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM users WHERE id = $1 AND is_admin`, [userId])).toBe(1);
      expect((await auditRows('provider.delete', id))[0].details).toMatchObject({ accountDeleted: false });
    });

    it('deletes a demo provider too', async () => {
      await admin.agent.delete(`/api/admin/providers/${ids.demo}`).expect(200);
      expect((await list()).items.map((item) => item.id)).not.toContain(ids.demo);
    });
  });

  describe('audit log', () => {
    it('answers pages of entries, newest first, optionally of one action', async () => {
      await t.dataSource.query(
        `INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id, details, created_at)
         SELECT $1, $2, 'request.notes', 'service_request', n::text, jsonb_build_object('n', n), now() - interval '1 day' + n * interval '1 second'
           FROM generate_series(1, 120) AS n`,
        [admin.userId, admin.email],
      );
      // Other test files' admins act meanwhile: take the page read while the log's size held still.
      const logSize = async () =>
        ((await t.dataSource.query(`SELECT count(*)::int AS count FROM admin_audit_log`)) as Array<{ count: number }>)[0].count;
      let count = await logSize();
      let body = (await admin.agent.get('/api/admin/audit-log').expect(200)).body;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const after = await logSize();
        if (after === count) break;
        count = after;
        body = (await admin.agent.get('/api/admin/audit-log').expect(200)).body;
      }
      expect(body).toMatchObject({ total: count, page: 1, pageSize: 20 });
      expect(body.items).toHaveLength(20);
      const times = (body.items as Array<{ createdAt: string }>).map((entry) => entry.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      // The actions of the tests above are the newest.
      expect(body.items[0]).toEqual({
        id: expect.any(Number),
        adminEmail: admin.email,
        action: 'provider.delete',
        targetType: 'provider',
        targetId: expect.any(String),
        details: expect.objectContaining({ isDemo: true }),
        createdAt: expect.any(String),
      });

      const notes = (await admin.agent.get('/api/admin/audit-log').query({ action: 'request.notes', page: 2, pageSize: 50 }).expect(200)).body;
      expect(notes.total).toBeGreaterThanOrEqual(120);
      expect(notes.items).toHaveLength(50);
      expect(new Set((notes.items as Array<{ action: string }>).map((entry) => entry.action))).toEqual(new Set(['request.notes']));
      const last = (await admin.agent.get('/api/admin/audit-log').query({ action: 'request.notes', page: 3, pageSize: 50 }).expect(200)).body;
      expect(last.items).toHaveLength(notes.total - 100);

      const unknown = await admin.agent.get('/api/admin/audit-log').query({ action: 'drop.table' }).expect(400);
      expect(unknown.body.message).toBe('Neznámá akce');
    });
  });
});
