import request from 'supertest';
import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { EventsService } from '../src/events/events.api';
import { createTestApp, TestApp } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `rozpocet${process.pid}x${Date.now().toString(36)}`;

type Agent = ReturnType<TestApp['agent']>;
interface Couple {
  agent: Agent;
  userId: number;
  email: string;
  planId: number;
}
interface Line {
  id: number;
  categoryId: string | null;
  title: string;
  planned: number | null;
  actual: number | null;
  actualIsEstimate: boolean;
  paid: number;
  toPay: number;
  source: 'couple' | 'svatby';
  offerId: number | null;
  depositDue: number | null;
  overBudget: boolean;
}
interface Budget {
  lines: Line[];
  totals: { totalBudget: number | null; planned: number; actual: number; paid: number; toPay: number; remaining: number | null; overBudget: boolean };
  suggestion: Array<{ categoryId: string; share: number; amount: number | null }>;
}

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const MESSAGES = {
  notFound: 'Položka rozpočtu nenalezena.',
  categoryTaken: 'Tuto kategorii už v rozpočtu máte.',
  lineKind: 'Vyberte kategorii, nebo zadejte vlastní název položky (ne obojí).',
  unknownCategory: 'Neznámá kategorie.',
  categoryTitle: 'Položka kategorie se jmenuje podle kategorie.',
  totalMissing: 'Nejdřív zadejte celkový rozpočet svatby.',
  couplesOnly: 'Svatební plán je určen párům.',
  noPlan: 'Svatební plán zatím nemáte.',
};

describe('Plan budget API (Rozpočet)', () => {
  let t: TestApp;

  const q = <T>(sql: string, params: unknown[]) => t.dataSource.query(sql, params) as Promise<T[]>;
  interface LineRow {
    id: number;
    categoryId: string | null;
    planned: number | null;
    actual: number | null;
    paid: number;
    source: string;
    offerId: number | null;
  }
  const lineRows = (planId: number) =>
    q<LineRow>(
      `SELECT id, category_id AS "categoryId", planned, actual, paid, source, offer_id AS "offerId" FROM plan_budget_lines WHERE plan_id = $1 ORDER BY id`,
      [planId],
    );

  /** A signed-in couple with a plan of its own (made in the database: the plan's own API is another file's). */
  async function coupleWithPlan(totalBudget: number | null = null): Promise<Couple> {
    const couple = await signedInCouple(t);
    const [{ id }] = await q<{ id: number }>(`INSERT INTO wedding_plans (total_budget) VALUES ($1) RETURNING id`, [totalBudget]);
    await q(`INSERT INTO plan_members (plan_id, user_id, joined_at) VALUES ($1, $2, now())`, [id, couple.userId]);
    return { ...couple, planId: id };
  }

  const budget = async (couple: Couple): Promise<Budget> => (await couple.agent.get('/api/plan/budget').expect(200)).body as Budget;
  const create = (couple: Couple, body: Record<string, unknown>) => couple.agent.post('/api/plan/budget/lines').send(body);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  describe('who may use it', () => {
    it('answers 401 to a visitor, 403 to a provider, 404 to a couple without a plan (Czech)', async () => {
      await request(t.server).get('/api/plan/budget').expect(401);
      const provider = await signedInProvider(t, { companyName: `Foto Rozpočet ${RUN}` });
      expect((await provider.agent.get('/api/plan/budget').expect(403)).body.message).toBe(MESSAGES.couplesOnly);
      const planless = await signedInCouple(t);
      expect((await planless.agent.get('/api/plan/budget').expect(404)).body.message).toBe(MESSAGES.noPlan);
      expect((await planless.agent.post('/api/plan/budget/lines').send({ title: 'Cokoli' }).expect(404)).body.message).toBe(MESSAGES.noPlan);
    });
  });

  describe('lines', () => {
    let couple: Couple;
    let stranger: Couple;
    beforeAll(async () => {
      couple = await coupleWithPlan();
      stranger = await coupleWithPlan();
    });

    it('adds a category line (the catalogue name) and a custom one; a second line of the category is 409', async () => {
      const photo = (await create(couple, { categoryId: 'photography', planned: 30_000 }).expect(201)).body as Line;
      expect(photo).toMatchObject({
        categoryId: 'photography',
        title: 'Fotografie',
        planned: 30_000,
        actual: null,
        paid: 0,
        toPay: 30_000,
        source: 'couple',
        offerId: null,
        depositDue: null,
        overBudget: false,
        actualIsEstimate: false,
      });
      const again = await create(couple, { categoryId: 'photography', planned: 1 }).expect(409);
      expect(again.body.message).toBe(MESSAGES.categoryTaken);

      const night = (await create(couple, { title: '  Svatební noc v hotelu <b>u řeky</b> ', actual: 5_000, paid: 1_000 }).expect(201)).body as Line;
      expect(night).toMatchObject({ categoryId: null, title: 'Svatební noc v hotelu u řeky', actual: 5_000, paid: 1_000, toPay: 4_000 });

      expect(await lineRows(couple.planId)).toEqual([
        { id: photo.id, categoryId: 'photography', planned: 30_000, actual: null, paid: 0, source: 'couple', offerId: null },
        { id: night.id, categoryId: null, planned: null, actual: 5_000, paid: 1_000, source: 'couple', offerId: null },
      ]);
    });

    it('refuses negative amounts, amounts over 100 000 000 Kč, a null payment, a category and a title together or neither (400, Czech)', async () => {
      const negative = await create(couple, { title: 'Záporná', planned: -1 }).expect(400);
      expect(negative.body.errors).toEqual([{ field: 'planned', message: 'Plánovaná částka nesmí být záporná' }]);
      const huge = await create(couple, { title: 'Obrovská', actual: 100_000_001 }).expect(400);
      expect(huge.body.errors).toEqual([{ field: 'actual', message: 'Skutečná cena může být nejvýše 100 000 000 Kč' }]);
      const fraction = await create(couple, { title: 'Necelá', paid: 10.5 }).expect(400);
      expect(fraction.body.errors).toEqual([{ field: 'paid', message: 'Zaplacená částka musí být celé číslo v Kč' }]);
      await create(couple, { title: 'Nulová', paid: null }).expect(400);
      expect((await create(couple, { categoryId: 'video', title: 'Obojí' }).expect(400)).body.message).toBe(MESSAGES.lineKind);
      expect((await create(couple, { planned: 1000 }).expect(400)).body.message).toBe(MESSAGES.lineKind);
      expect((await create(couple, { categoryId: 'neni-kategorie' }).expect(400)).body.message).toBe(MESSAGES.unknownCategory);
      // The edge amounts are fine.
      const edge = (await create(couple, { title: 'Hranice', planned: 0, actual: 100_000_000 }).expect(201)).body as Line;
      await couple.agent.delete(`/api/plan/budget/lines/${edge.id}`).expect(204);
      expect(await lineRows(couple.planId)).toHaveLength(2);
    });

    it('changes amounts (over the plan: overBudget), clears one with null; a category line keeps its name', async () => {
      const [photo] = (await budget(couple)).lines;
      const changed = await couple.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ actual: 35_000, paid: 5_000 }).expect(200);
      expect(changed.body).toMatchObject({ id: photo.id, planned: 30_000, actual: 35_000, paid: 5_000, toPay: 30_000, overBudget: true });
      const cleared = await couple.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ planned: null }).expect(200);
      expect(cleared.body).toMatchObject({ planned: null, actual: 35_000, overBudget: false });
      const renamed = await couple.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ title: 'Fotky' }).expect(400);
      expect(renamed.body.message).toBe(MESSAGES.categoryTitle);
      await couple.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ paid: -5 }).expect(400);
      await couple.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ paid: null }).expect(400);
      expect((await lineRows(couple.planId))[0]).toMatchObject({ planned: null, actual: 35_000, paid: 5_000 });
    });

    it("answers 404 for another plan's line (never touching it), and for a deleted one", async () => {
      const [photo, night] = (await budget(couple)).lines;
      const patch = await stranger.agent.patch(`/api/plan/budget/lines/${photo.id}`).send({ planned: 1 }).expect(404);
      expect(patch.body.message).toBe(MESSAGES.notFound);
      await stranger.agent.delete(`/api/plan/budget/lines/${photo.id}`).expect(404);
      await couple.agent.patch('/api/plan/budget/lines/abc').send({ planned: 1 }).expect(404);
      expect(await lineRows(couple.planId)).toHaveLength(2);
      expect((await budget(stranger)).lines).toEqual([]);

      await couple.agent.delete(`/api/plan/budget/lines/${night.id}`).expect(204);
      await couple.agent.delete(`/api/plan/budget/lines/${night.id}`).expect(404);
      expect((await lineRows(couple.planId)).map((row) => row.id)).toEqual([photo.id]);
    });
  });

  describe('totals and the suggestion', () => {
    it('sums the lines against the total budget and flags going over it', async () => {
      const couple = await coupleWithPlan(100_000);
      await create(couple, { categoryId: 'venue', planned: 50_000, actual: 60_000, paid: 20_000 }).expect(201);
      await create(couple, { categoryId: 'catering', planned: 30_000 }).expect(201);
      await create(couple, { title: 'Prstýnky po babičce', actual: 0 }).expect(201);
      const first = await budget(couple);
      expect(first.lines.map((line) => line.categoryId)).toEqual(['catering', 'venue', null]);
      expect(first.totals).toEqual({
        totalBudget: 100_000,
        planned: 80_000,
        actual: 60_000,
        paid: 20_000,
        toPay: 70_000,
        remaining: 10_000,
        overBudget: false,
      });

      await create(couple, { categoryId: 'music', planned: 15_000 }).expect(201);
      expect((await budget(couple)).totals).toMatchObject({ planned: 95_000, remaining: -5_000, overBudget: true });

      await q(`UPDATE wedding_plans SET total_budget = NULL WHERE id = $1`, [couple.planId]);
      const without = await budget(couple);
      expect(without.totals).toMatchObject({ totalBudget: null, remaining: null, overBudget: false });
      expect(without.suggestion.every((entry) => entry.amount === null)).toBe(true);
    });

    it('applies the suggested split: 409 without a total; planned amounts the couple set stay', async () => {
      const couple = await coupleWithPlan(null);
      const missing = await couple.agent.post('/api/plan/budget/apply-suggestion').expect(409);
      expect(missing.body.message).toBe(MESSAGES.totalMissing);
      expect(await lineRows(couple.planId)).toEqual([]);

      await q(`UPDATE wedding_plans SET total_budget = 300000 WHERE id = $1`, [couple.planId]);
      await create(couple, { categoryId: 'photography', planned: 20_000 }).expect(201);
      await create(couple, { categoryId: 'venue', actual: 40_000 }).expect(201);
      const before = await budget(couple);
      expect(before.suggestion.reduce((sum, entry) => sum + entry.share, 0)).toBe(100);
      const venueShare = before.suggestion.find((entry) => entry.categoryId === 'venue')!;
      expect(venueShare.amount).toBe(Math.round((300_000 * venueShare.share) / 10_000) * 100);

      const applied = (await couple.agent.post('/api/plan/budget/apply-suggestion').expect(200)).body as Budget;
      const byCategory = new Map(applied.lines.map((line) => [line.categoryId, line]));
      expect(applied.lines).toHaveLength(before.suggestion.length);
      expect(byCategory.get('photography')!.planned).toBe(20_000);
      expect(byCategory.get('venue')).toMatchObject({ planned: venueShare.amount, actual: 40_000 });
      for (const entry of before.suggestion.filter((entry) => entry.categoryId !== 'photography')) {
        expect(byCategory.get(entry.categoryId)!.planned).toBe(entry.amount);
      }
      const rows = await lineRows(couple.planId);
      expect(rows).toHaveLength(before.suggestion.length);
      // Applied twice: nothing changes.
      await couple.agent.post('/api/plan/budget/apply-suggestion').expect(200);
      expect(await lineRows(couple.planId)).toEqual(rows);
    });
  });

  describe('from Svatby: accepted offers and their bookings', () => {
    let couple: Couple;
    let photographer: SignedInProvider;
    let videographer: SignedInProvider;
    let other: SignedInProvider;

    async function subscribedProvider(name: string): Promise<SignedInProvider> {
      const provider = await signedInProvider(t, { companyName: `${name} ${RUN}` });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
      return provider;
    }
    let requestNumber = 0;
    async function coupleRequest(services: string[]): Promise<number> {
      requestNumber += 1;
      const description = `Hledáme dodavatele na celý den, poptávka ${requestNumber}. ${RUN}`;
      const body = accountRequestBody(couple.email, RUN, { services, description, weddingDate: inDays(150 + requestNumber) });
      return (await submitRequest(t, body, { agent: couple.agent })).body.id as number;
    }
    const offerBody = (overrides: Record<string, unknown> = {}) => ({
      message: 'Dobrý den, rádi vám pomůžeme. Termín máme volný.',
      priceKind: 'exact',
      priceMin: 40_000,
      includedItems: ['Celý den'],
      ...overrides,
    });
    const send = async (provider: SignedInProvider, requestId: number, overrides: Record<string, unknown> = {}): Promise<number> =>
      (await provider.agent.post(`/api/service-requests/${requestId}/offers`).send(offerBody(overrides)).expect(201)).body.id as number;
    const bookingOf = async (offerId: number) =>
      (await q<{ id: number }>(`SELECT id FROM bookings WHERE offer_id = $1 ORDER BY id DESC LIMIT 1`, [offerId]))[0].id;
    const lineOf = async (categoryId: string) => (await budget(couple)).lines.find((line) => line.categoryId === categoryId);

    beforeAll(async () => {
      couple = await coupleWithPlan(400_000);
      photographer = await subscribedProvider('Foto Rozpočet');
      videographer = await subscribedProvider('Video Rozpočet');
      other = await subscribedProvider('Foto Jiný Rozpočet');
    });

    let photoOffer: number;
    it("fills the category's line with the edited offer's price when it is accepted (a range's upper bound, an estimate)", async () => {
      const before = (await create(couple, { categoryId: 'photography', planned: 35_000, paid: 2_000 }).expect(201)).body as Line;
      const requestId = await coupleRequest(['photography']);
      photoOffer = await send(photographer, requestId, { priceKind: 'range', priceMin: 30_000, priceMax: 40_000, depositAmount: 8_000 });
      await photographer.agent
        .put(`/api/offers/${photoOffer}`)
        .send(offerBody({ priceKind: 'range', priceMin: 32_000, priceMax: 45_000, depositAmount: 8_000 }))
        .expect(200);
      const published = jest.spyOn(t.app.get(EventsService), 'publish');
      try {
        await couple.agent.post(`/api/offers/${photoOffer}/accept`).send({}).expect(200);
        // The partners' pages refetch the budget live.
        expect(published).toHaveBeenCalledWith([couple.userId], { type: 'plan.updated', planSection: 'budget' });
      } finally {
        published.mockRestore();
      }

      expect(await lineOf('photography')).toEqual({
        id: before.id,
        categoryId: 'photography',
        title: 'Fotografie',
        planned: 35_000,
        actual: 45_000,
        actualIsEstimate: true,
        paid: 2_000,
        toPay: 43_000,
        source: 'svatby',
        offerId: photoOffer,
        depositDue: null,
        overBudget: true,
      });
    });

    it("leaves the line be when another offer is withdrawn", async () => {
      const requestId = await coupleRequest(['photography']);
      const withdrawn = await send(other, requestId, { priceMin: 99_000 });
      await other.agent.post(`/api/offers/${withdrawn}/withdraw`).expect(200);
      expect(await lineOf('photography')).toMatchObject({ actual: 45_000, source: 'svatby', offerId: photoOffer });
      expect((await lineRows(couple.planId)).map((row) => row.categoryId)).toEqual(['photography']);
    });

    it('shows the deposit due at the confirmation and counts it as paid once the provider records it received', async () => {
      const bookingId = await bookingOf(photoOffer);
      await photographer.agent.post(`/api/bookings/${bookingId}/confirm`).send({}).expect(200);
      expect(await lineOf('photography')).toMatchObject({ depositDue: 8_000, paid: 2_000, toPay: 43_000 });
      await photographer.agent.post(`/api/bookings/${bookingId}/deposit-received`).send({}).expect(200);
      expect(await lineOf('photography')).toMatchObject({ depositDue: null, paid: 8_000, toPay: 37_000, offerId: photoOffer });
      expect((await lineRows(couple.planId))[0]).toMatchObject({ paid: 8_000, source: 'svatby', offerId: photoOffer });
    });

    it('creates a missing line with an exact price; a lapsed booking drops the link and the amount from Svatby', async () => {
      const requestId = await coupleRequest(['video']);
      const offerId = await send(videographer, requestId, { priceKind: 'exact', priceMin: 25_000 });
      await couple.agent.post(`/api/offers/${offerId}/accept`).send({}).expect(200);
      const made = await lineOf('video');
      expect(made).toMatchObject({ title: 'Video a kameraman', planned: null, actual: 25_000, actualIsEstimate: false, source: 'svatby', offerId });

      await videographer.agent.post(`/api/bookings/${await bookingOf(offerId)}/decline`).send({ reason: 'Termín už máme obsazený' }).expect(200);
      expect(await lineOf('video')).toMatchObject({
        id: made!.id,
        actual: null,
        actualIsEstimate: false,
        source: 'couple',
        offerId: null,
        depositDue: null,
      });
    });

    it("keeps an amount the couple typed when the booking is cancelled, and a 'from' price is an estimate", async () => {
      const requestId = await coupleRequest(['music']);
      const offerId = await send(other, requestId, { priceKind: 'from', priceMin: 18_000 });
      await couple.agent.post(`/api/offers/${offerId}/accept`).send({}).expect(200);
      const music = await lineOf('music');
      expect(music).toMatchObject({ actual: 18_000, actualIsEstimate: true, source: 'svatby', offerId });

      const typed = await couple.agent.patch(`/api/plan/budget/lines/${music!.id}`).send({ actual: 21_000 }).expect(200);
      expect(typed.body).toMatchObject({ actual: 21_000, actualIsEstimate: false, source: 'couple', offerId });
      const bookingId = await bookingOf(offerId);
      await other.agent.post(`/api/bookings/${bookingId}/confirm`).send({}).expect(200);
      await other.agent.post(`/api/bookings/${bookingId}/cancel`).send({ reason: 'Kapela se rozpadla' }).expect(200);
      expect(await lineOf('music')).toMatchObject({ actual: 21_000, source: 'couple', offerId: null });
    });

    it('fills nothing for a couple without a plan', async () => {
      const planless = await signedInCouple(t);
      const body = accountRequestBody(planless.email, RUN, { services: ['cake'], weddingDate: inDays(170), description: `Dort bez plánu. ${RUN}` });
      const requestId = (await submitRequest(t, body, { agent: planless.agent })).body.id as number;
      const offerId = await send(other, requestId, { priceMin: 5_000 });
      await planless.agent.post(`/api/offers/${offerId}/accept`).send({}).expect(200);
      expect(await q(`SELECT 1 FROM plan_budget_lines WHERE offer_id = $1`, [offerId])).toEqual([]);
    });
  });
});
