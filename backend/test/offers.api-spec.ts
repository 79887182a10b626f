import request from 'supertest';
import { EventsService } from '../src/events/events.service';
import { OffersService } from '../src/offers/offers.service';
import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { insertReview } from './support/provider-fixtures';
import { manageLinkToken, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `nabidky${process.pid}x${Date.now().toString(36)}`;
const AUTO_DECLINE = 'Děkujeme za nabídku. Pár si tentokrát vybral jiného dodavatele.';
const NOT_SUBSCRIBED = 'Nabídky mohou posílat jen dodavatelé s aktivním předplatným';
const BLOCKED = 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.';

type Agent = ReturnType<TestApp['agent']>;
type Offer = {
  id: number;
  requestId: number;
  status: string;
  message: string;
  priceKind: string;
  priceMin: number;
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  availableOnDate: string | null;
  declineReason: string | null;
  declinedAutomatically: boolean;
  answeredAt: string | null;
  conversationId: number;
  unreadMessages: number;
  responseMinutes: number;
  provider: { id: number; companyName: string; reviewCount: number; averageRating: number | null };
};

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const requestBody = (contactEmail: string, overrides: Record<string, unknown> = {}) => accountRequestBody(contactEmail, RUN, overrides);

const offerBody = (overrides: Record<string, unknown> = {}) => ({
  message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.',
  priceKind: 'exact',
  priceMin: 25_000,
  ...overrides,
});

describe('Offers API', () => {
  let t: TestApp;
  let jana: { agent: Agent; userId: number; email: string };
  let eva: { agent: Agent; userId: number; email: string };
  let paid: SignedInProvider[];
  let unpaid: SignedInProvider;

  const count = async (sql: string, params: unknown[]) => ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;
  const offerRow = async (id: number) =>
    ((await t.dataSource.query(`SELECT status, decline_reason AS "declineReason" FROM offers WHERE id = $1`, [id])) as Array<{
      status: string;
      declineReason: string | null;
    }>)[0];
  const requestStatus = async (id: number) =>
    ((await t.dataSource.query(`SELECT status FROM service_requests WHERE id = $1`, [id])) as Array<{ status: string }>)[0].status;
  const mailsTo = async (email: string, template: string) =>
    (await t.dataSource.query(
      `SELECT subject, text_body AS text, html_body AS html FROM mail_outbox WHERE to_email = $1 AND template = $2 ORDER BY id`,
      [email.toLowerCase(), template],
    )) as Array<{ subject: string; text: string; html: string }>;

  let requestNumber = 0;
  /** A listed request of Jana's (signed in: it is her account's), each different (the same one again is the same request); its id. */
  async function janasRequest(overrides: Record<string, unknown> = {}): Promise<number> {
    requestNumber += 1;
    const description = `Hledáme fotografa na celý den, poptávka ${requestNumber}. ${RUN}`;
    const created = await submitRequest(t, requestBody(jana.email, { description, ...overrides }), { agent: jana.agent });
    return created.body.id as number;
  }

  /** A listed request sent without an account; its id, contact e-mail and manage token. */
  async function linkRequest(): Promise<{ id: number; email: string; token: string }> {
    const email = uniqueEmail('odkaz');
    const created = await submitRequest(t, requestBody(email));
    return { id: created.body.id as number, email, token: await manageLinkToken(t, email) };
  }

  const send = (provider: SignedInProvider, requestId: number, overrides: Record<string, unknown> = {}) =>
    provider.agent.post(`/api/service-requests/${requestId}/offers`).send(offerBody(overrides));

  async function subscribedProvider(name: string): Promise<SignedInProvider> {
    const provider = await signedInProvider(t, { companyName: `${name} ${RUN}` });
    await activateSubscription(t.dataSource, provider.providerId, 'basic');
    return provider;
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    jana = await signedInCouple(t);
    eva = await signedInCouple(t);
    paid = [];
    for (const name of ['Foto Jedna', 'Foto Dva', 'Foto Tři']) paid.push(await subscribedProvider(name));
    unpaid = await signedInProvider(t, { companyName: `Foto Zdarma ${RUN}` });
  });
  afterAll(() => t.close());

  describe('sending an offer', () => {
    let requestId: number;
    beforeAll(async () => {
      requestId = await janasRequest({ weddingDate: inDays(60) });
    });

    it('answers 401 to a visitor, 403 to a couple and to a provider without a subscription, writing nothing', async () => {
      await request(t.server).post(`/api/service-requests/${requestId}/offers`).send(offerBody()).expect(401);
      const couple = await jana.agent.post(`/api/service-requests/${requestId}/offers`).send(offerBody()).expect(403);
      expect(couple.body.message).toBe('Tato akce je jen pro dodavatele');
      const free = await send(unpaid, requestId).expect(403);
      expect(free.body.message).toBe(NOT_SUBSCRIBED);
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1`, [requestId])).toBe(0);
    });

    it('answers 404 for an unknown request', async () => {
      const response = await send(paid[0], 2_000_000_000).expect(404);
      expect(response.body.message).toBe('Poptávka nenalezena');
    });

    it.each([
      ['a range without its upper bound', { priceKind: 'range', priceMin: 20_000 }, 'priceMax', 'U rozmezí vyplňte i horní hranici ceny'],
      ['an upper bound below the lower', { priceKind: 'range', priceMin: 20_000, priceMax: 10_000 }, 'priceMax', 'Horní hranice ceny nesmí být nižší než dolní'],
      ['an upper bound of an exact price', { priceMax: 30_000 }, 'priceMax', 'Horní hranici ceny vyplňte jen u cenového rozmezí'],
      ['a message too short once its HTML is stripped', { message: '<b>Dobrý</b> <i>den</i>' }, 'message', 'Zpráva musí mít alespoň 10 znaků'],
      ['no message', { message: undefined }, 'message', 'Zpráva je povinná'],
      ['a validity in the past', { validUntil: inDays(-2) }, 'validUntil', 'Platnost nabídky nemůže skončit v minulosti'],
      ['a negative price', { priceMin: -1 }, 'priceMin', 'Cena nesmí být záporná'],
      ['an unknown price kind', { priceKind: 'cheap' }, 'priceKind', 'Vyberte typ ceny: přesná, od, nebo rozmezí'],
      ['too many items', { includedItems: Array.from({ length: 21 }, (_, i) => `Položka ${i}`) }, 'includedItems', 'Nabídka může mít nejvýše 20 položek'],
    ])('answers 400 with a Czech message for %s', async (_, overrides, field, message) => {
      const response = await send(paid[0], requestId, overrides).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1`, [requestId])).toBe(0);
    });

    it('stores the offer with HTML stripped, the calendar state on the wedding date, its conversation and the couple’s e-mail', async () => {
      await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $2, 'inquiry')`, [
        paid[0].providerId,
        inDays(60),
      ]);
      const published = jest.spyOn(t.app.get(EventsService), 'publish');
      const response = await send(paid[0], requestId, {
        message: '  <p>Dobrý den,</p><script>alert(1)</script>rádi vám <b>svatbu</b> nafotíme. ',
        priceKind: 'range',
        priceMin: 20_000,
        priceMax: 35_000,
        includedItems: [' <i>Celodenní focení</i> ', '', '   ', 'Online galerie'],
        validUntil: inDays(30),
        showAvailability: true,
      }).expect(201);
      const offer = response.body as Offer;
      expect(offer).toMatchObject({
        requestId,
        status: 'sent',
        message: 'Dobrý den,\nrádi vám svatbu nafotíme.',
        priceKind: 'range',
        priceMin: 20_000,
        priceMax: 35_000,
        includedItems: ['Celodenní focení', 'Online galerie'],
        validUntil: inDays(30),
        availableOnDate: 'inquiry',
        declineReason: null,
        declinedAutomatically: false,
        answeredAt: null,
        unreadMessages: 0,
        provider: { id: paid[0].providerId, companyName: `Foto Jedna ${RUN}`, reviewCount: 0, averageRating: null },
      });
      expect(offer.responseMinutes).toBeGreaterThanOrEqual(0);
      expect(offer.conversationId).toBeGreaterThan(0);
      expect(await count(`SELECT count(*)::int AS n FROM conversations WHERE offer_id = $1`, [offer.id])).toBe(1);
      // The couple's open tabs are told (ids only), after the commit.
      expect(published).toHaveBeenCalledWith([jana.userId], { type: 'offer.created', requestId, offerId: offer.id });
      published.mockRestore();

      const [mail] = await mailsTo(jana.email, 'offer-new');
      expect(mail.subject).toBe(`Máte novou nabídku od Foto Jedna ${RUN} – Svatby`);
      // No text the provider typed beyond its public name.
      expect(mail.text).not.toContain('nafotíme');
      expect(mail.text).toContain('http://localhost:3000/dashboard');
    });

    it('refuses a second offer of the same provider on the request (409)', async () => {
      const response = await send(paid[0], requestId).expect(409);
      expect(response.body.message).toBe('Na tuto poptávku už jste nabídku poslali');
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1`, [requestId])).toBe(1);
    });

    it('shows providers the number of offers on the request card', async () => {
      await send(paid[1], requestId).expect(201);
      const card = await paid[2].agent.get(`/api/service-requests/${requestId}`).expect(200);
      expect(card.body.offerCount).toBe(2);
      const list = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200);
      const item = (list.body.items as Array<{ id: number; offerCount: number }>).find((entry) => entry.id === requestId);
      expect(item?.offerCount).toBe(2);
    });

    it('refuses a blocked provider with the Czech explanation (403)', async () => {
      const blocked = await subscribedProvider('Foto Blokovaný');
      await t.dataSource.query(
        `INSERT INTO messaging_settings (user_id, blocked_at, blocked_reason) VALUES ($1, now(), 'spam')
         ON CONFLICT (user_id) DO UPDATE SET blocked_at = now()`,
        [blocked.userId],
      );
      const response = await send(blocked, requestId).expect(403);
      expect(response.body.message).toBe(BLOCKED);
    });

    it('mails a couple without an account a fresh manage link', async () => {
      const linked = await linkRequest();
      await send(paid[0], linked.id).expect(201);
      const [mail] = await mailsTo(linked.email, 'offer-new');
      const token = mail.text.match(/\/poptavka\/sprava\?token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeDefined();
      const offers = await request(t.server).get('/api/service-requests/manage/offers').query({ token }).expect(200);
      expect((offers.body as Offer[]).map((offer) => offer.provider.id)).toEqual([paid[0].providerId]);
    });
  });

  describe("the provider's edits", () => {
    let requestId: number;
    let offerId: number;
    beforeAll(async () => {
      requestId = await janasRequest();
      offerId = ((await send(paid[0], requestId).expect(201)).body as Offer).id;
    });

    it('lets only the offer’s provider edit and withdraw it (404 for another provider, 403 for a couple)', async () => {
      const other = await paid[1].agent.put(`/api/offers/${offerId}`).send(offerBody({ priceMin: 1 })).expect(404);
      expect(other.body.message).toBe('Nabídka nenalezena');
      await paid[1].agent.post(`/api/offers/${offerId}/withdraw`).expect(404);
      await jana.agent.post(`/api/offers/${offerId}/withdraw`).expect(403);
      await request(t.server).put(`/api/offers/${offerId}`).send(offerBody()).expect(401);
      expect(await offerRow(offerId)).toEqual({ status: 'sent', declineReason: null });
    });

    it('edits a sent offer', async () => {
      const response = await paid[0].agent
        .put(`/api/offers/${offerId}`)
        .send(offerBody({ priceKind: 'from', priceMin: 30_000, includedItems: ['Album'] }))
        .expect(200);
      expect(response.body).toMatchObject({ id: offerId, status: 'sent', priceKind: 'from', priceMin: 30_000, priceMax: null, includedItems: ['Album'] });
    });

    it('withdraws it (no longer counted nor shown to the couple), and sends it again on the same row', async () => {
      const withdrawn = await paid[0].agent.post(`/api/offers/${offerId}/withdraw`).expect(200);
      expect(withdrawn.body.status).toBe('withdrawn');
      expect((await paid[1].agent.get(`/api/service-requests/${requestId}`).expect(200)).body.offerCount).toBe(0);
      expect((await jana.agent.get(`/api/service-requests/${requestId}/offers`).expect(200)).body).toEqual([]);
      const edit = await paid[0].agent.put(`/api/offers/${offerId}`).send(offerBody()).expect(409);
      expect(edit.body.message).toBe('Nabídku lze upravit nebo stáhnout jen do chvíle, než na ni pár odpoví');

      const again = await send(paid[0], requestId, { priceMin: 27_000 }).expect(201);
      expect(again.body).toMatchObject({ id: offerId, status: 'sent', priceMin: 27_000 });
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1`, [requestId])).toBe(1);
      expect((await paid[1].agent.get(`/api/service-requests/${requestId}`).expect(200)).body.offerCount).toBe(1);
    });

    it("lists the provider's own offers with their requests, filtered by status", async () => {
      const response = await paid[0].agent.get('/api/provider/offers').query({ requestId }).expect(200);
      expect(response.body.total).toBe(1);
      expect(response.body.items[0]).toMatchObject({ id: offerId, request: { id: requestId, status: 'active', location: 'Praha' } });
      const withdrawn = await paid[0].agent.get('/api/provider/offers').query({ requestId, status: 'withdrawn' }).expect(200);
      expect(withdrawn.body).toMatchObject({ items: [], total: 0 });
      await jana.agent.get('/api/provider/offers').expect(403);
      await request(t.server).get('/api/provider/offers').expect(401);
    });
  });

  describe("the couple's side", () => {
    let requestId: number;
    let offers: Offer[];
    beforeAll(async () => {
      requestId = await janasRequest();
      offers = [];
      for (const provider of paid) offers.push((await send(provider, requestId).expect(201)).body as Offer);
    });

    it("lists the request's offers to its owner only (404 for another couple and a provider, 401 for a visitor)", async () => {
      const own = await jana.agent.get(`/api/service-requests/${requestId}/offers`).expect(200);
      expect((own.body as Offer[]).map((offer) => offer.id).sort()).toEqual(offers.map((offer) => offer.id).sort());
      const other = await eva.agent.get(`/api/service-requests/${requestId}/offers`).expect(404);
      expect(other.body.message).toBe('Poptávka nenalezena');
      await paid[0].agent.get(`/api/service-requests/${requestId}/offers`).expect(404);
      await request(t.server).get(`/api/service-requests/${requestId}/offers`).expect(401);
    });

    it('lets only the couple answer (404 for another couple, 401 without a session or token)', async () => {
      await eva.agent.post(`/api/offers/${offers[0].id}/accept`).send({}).expect(404);
      await paid[0].agent.post(`/api/offers/${offers[0].id}/accept`).send({}).expect(404);
      await request(t.server).post(`/api/offers/${offers[0].id}/decline`).send({}).expect(401);
      expect(await requestStatus(requestId)).toBe('active');
    });

    it('declines an offer with a reason: the provider sees it, its mail does not carry it', async () => {
      const response = await jana.agent
        .post(`/api/offers/${offers[2].id}/decline`)
        .send({ reason: '<b>Máme</b> jiný termín, děkujeme.' })
        .expect(200);
      expect(response.body).toMatchObject({ status: 'declined', declineReason: 'Máme jiný termín, děkujeme.', declinedAutomatically: false });
      expect(response.body.answeredAt).not.toBeNull();
      const [mail] = await mailsTo(paid[2].email, 'offer-declined');
      expect(mail.text).not.toContain('jiný termín');
      await jana.agent.post(`/api/offers/${offers[2].id}/decline`).send({}).expect(409);
      await paid[2].agent.put(`/api/offers/${offers[2].id}`).send(offerBody()).expect(409);
      const mine = await paid[2].agent.get('/api/provider/offers').query({ requestId }).expect(200);
      expect(mine.body.items[0]).toMatchObject({ status: 'declined', declineReason: 'Máme jiný termín, děkujeme.' });
    });

    it('accepts one: the request is booked, the other sent offers declined automatically, the request closed to new offers', async () => {
      const response = await jana.agent.post(`/api/offers/${offers[0].id}/accept`).send({}).expect(200);
      expect(response.body).toMatchObject({ id: offers[0].id, status: 'accepted' });
      expect(await requestStatus(requestId)).toBe('booked');
      expect(await offerRow(offers[1].id)).toEqual({ status: 'declined', declineReason: AUTO_DECLINE });
      // The couple's own decline stays as it was.
      expect(await offerRow(offers[2].id)).toEqual({ status: 'declined', declineReason: 'Máme jiný termín, děkujeme.' });

      const seen = (await jana.agent.get(`/api/service-requests/${requestId}/offers`).expect(200)).body as Offer[];
      expect(seen.find((offer) => offer.id === offers[1].id)).toMatchObject({ declinedAutomatically: true, declineReason: AUTO_DECLINE });

      // One mail to the chosen provider: the booking's, which asks for its confirmation (issue 44), not a second 'offer accepted'.
      expect(await mailsTo(paid[0].email, 'offer-accepted')).toHaveLength(0);
      const requested = await mailsTo(paid[0].email, 'booking-requested');
      expect(requested).toHaveLength(1);
      expect(requested[0].text).toContain('Potvrďte ji, nebo ji odmítněte');
      expect(await mailsTo(paid[1].email, 'offer-declined')).toHaveLength(1);

      // Booked: out of the public list and detail, closed to offers and to a second acceptance.
      await request(t.server).get(`/api/service-requests/${requestId}`).expect(404);
      const late = await subscribedProvider('Foto Pozdě');
      const refused = await send(late, requestId).expect(409);
      expect(refused.body.message).toBe('Poptávka už má vybranou nabídku');
      const second = await jana.agent.post(`/api/offers/${offers[1].id}/accept`).send({}).expect(409);
      expect(second.body.message).toBe('Poptávka už má vybranou nabídku');
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1 AND status = 'accepted'`, [requestId])).toBe(1);

      const mine = (await jana.agent.get('/api/service-requests/mine').expect(200)).body as Array<{ id: number; status: string; offerCount: number }>;
      expect(mine.find((item) => item.id === requestId)).toMatchObject({ status: 'booked', offerCount: 3 });
    });

    it('lets the couple close a booked request, not reopen it', async () => {
      const reopen = await jana.agent.patch(`/api/service-requests/${requestId}/status`).send({ status: 'active' }).expect(409);
      expect(reopen.body.message).toBe('Poptávka má přijatou nabídku, znovu ji otevřít nelze. Uzavřít ji můžete.');
      await jana.agent.patch(`/api/service-requests/${requestId}/status`).send({ status: 'fulfilled' }).expect(200);
      expect(await requestStatus(requestId)).toBe('fulfilled');
    });

    it('accepts through the manage link (400 for an unknown token, 404 for another request’s link)', async () => {
      const linked = await linkRequest();
      const other = await linkRequest();
      const offer = (await send(paid[1], linked.id).expect(201)).body as Offer;
      await request(t.server).post(`/api/offers/${offer.id}/accept`).send({ token: 'x'.repeat(43) }).expect(400);
      await request(t.server).post(`/api/offers/${offer.id}/accept`).send({ token: other.token }).expect(404);
      const response = await request(t.server).post(`/api/offers/${offer.id}/accept`).send({ token: linked.token }).expect(200);
      expect(response.body.status).toBe('accepted');
      expect(await requestStatus(linked.id)).toBe('booked');
      const listed = await request(t.server).get('/api/service-requests/manage/offers').query({ token: linked.token }).expect(200);
      expect(listed.body).toHaveLength(1);
      await request(t.server).get('/api/service-requests/manage/offers').query({ token: 'x'.repeat(43) }).expect(400);

      // Through the link, too, the booked request can be closed, not reopened.
      const reopen = await request(t.server).patch('/api/service-requests/manage').send({ token: linked.token, status: 'active' }).expect(409);
      expect(reopen.body.message).toBe('Poptávka má přijatou nabídku, znovu ji otevřít nelze. Uzavřít ji můžete.');
      await request(t.server).patch('/api/service-requests/manage').send({ token: linked.token, status: 'fulfilled' }).expect(200);
      expect(await requestStatus(linked.id)).toBe('fulfilled');
    });

    it('declines through the manage link', async () => {
      const linked = await linkRequest();
      const offer = (await send(paid[2], linked.id).expect(201)).body as Offer;
      const response = await request(t.server).post(`/api/offers/${offer.id}/decline`).send({ token: linked.token }).expect(200);
      expect(response.body).toMatchObject({ status: 'declined', declineReason: null });
      expect(await requestStatus(linked.id)).toBe('active');
    });

    it('lets exactly one of two accepts at once win', async () => {
      const raced = await janasRequest();
      const first = (await send(paid[0], raced).expect(201)).body as Offer;
      const second = (await send(paid[1], raced).expect(201)).body as Offer;
      const answers = await Promise.all([
        jana.agent.post(`/api/offers/${first.id}/accept`).send({}),
        jana.agent.post(`/api/offers/${second.id}/accept`).send({}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1 AND status = 'accepted'`, [raced])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1 AND status = 'declined' AND declined_automatically`, [raced])).toBe(1);
      expect(await requestStatus(raced)).toBe('booked');
    });
  });

  describe('the per-account limit', () => {
    it('refuses the 31st offer of an account within an hour (429), counting sends again too', async () => {
      const busy = await subscribedProvider('Foto Pilný');
      const requestId = await janasRequest();
      const offerId = ((await send(busy, requestId).expect(201)).body as Offer).id;
      for (let sent = 1; sent < 30; sent += 1) {
        await busy.agent.post(`/api/offers/${offerId}/withdraw`).expect(200);
        await send(busy, requestId).expect(201);
      }
      await busy.agent.post(`/api/offers/${offerId}/withdraw`).expect(200);
      const refused = await send(busy, requestId).expect(429);
      expect(refused.body.message).toBe('Poslali jste příliš mnoho nabídek. Další můžete poslat za hodinu (nejvýše 30 za hodinu).');
      expect(await offerRow(offerId)).toMatchObject({ status: 'withdrawn' });
      // Another account is not affected.
      await send(paid[2], requestId).expect(201);
    });
  });

  describe('signals', () => {
    const TAG = `${RUN}rychlost`;

    it('computes the median first answer and the answered share, shows them and sorts the catalogue by them', async () => {
      const fast = await subscribedProvider(`Rychlý ${TAG}`);
      const slow = await subscribedProvider(`Pomalý ${TAG}`);
      const silent = await subscribedProvider(`Tichý ${TAG}`);
      const first = await janasRequest();
      const second = await janasRequest();
      const answers: Array<[SignedInProvider, number, number]> = [
        [fast, first, 30],
        [fast, second, 90],
        [slow, first, 600],
      ];
      // A controlled clock: both confirmed ten hours ago, each offer `minutes` after that.
      await t.dataSource.query(`UPDATE service_requests SET confirmed_at = now() - interval '10 hours' WHERE id = ANY($1::int[])`, [[first, second]]);
      for (const [provider, requestId, minutes] of answers) {
        const offer = (await send(provider, requestId).expect(201)).body as Offer;
        await t.dataSource.query(
          `UPDATE offers SET created_at = (SELECT confirmed_at FROM service_requests WHERE id = $1) + make_interval(mins => $2) WHERE id = $3`,
          [requestId, minutes, offer.id],
        );
      }
      await t.app.get(OffersService).refreshSignals(null);

      const fastProfile = (await request(t.server).get(`/api/providers/${fast.providerId}`).expect(200)).body;
      expect(fastProfile.responseMinutesMedian).toBe(60);
      expect(fastProfile.responseShare).toBeGreaterThan(0);
      expect(fastProfile.responseShare).toBeLessThanOrEqual(1);
      expect((await request(t.server).get(`/api/providers/${slow.providerId}`).expect(200)).body.responseMinutesMedian).toBe(600);
      const silentProfile = (await request(t.server).get(`/api/providers/${silent.providerId}`).expect(200)).body;
      expect(silentProfile.responseMinutesMedian).toBeNull();
      // In reach (photography in Praha) but never answered.
      expect(silentProfile.responseShare).toBe(0);

      const catalogue = await request(t.server).get('/api/service-providers').query({ search: TAG, sort: 'response' }).expect(200);
      expect((catalogue.body.items as Array<{ id: number }>).map((item) => item.id)).toEqual([fast.providerId, slow.providerId, silent.providerId]);

      // The offer's own answer time, as the couple compares them.
      const listed = (await jana.agent.get(`/api/service-requests/${first}/offers`).expect(200)).body as Offer[];
      expect(listed.find((offer) => offer.provider.id === fast.providerId)?.responseMinutes).toBe(30);
    });
  });

  describe('verified collaboration', () => {
    it("marks reviews from the mailbox of a couple who accepted the provider's offer", async () => {
      const provider = await subscribedProvider('Foto Ověřený');
      const contact = uniqueEmail('overeny').replace('@example.cz', '@gmail.com');
      const requestId = (await submitRequest(t, requestBody(contact))).body.id as number;
      const token = await manageLinkToken(t, contact);
      const offer = (await send(provider, requestId).expect(201)).body as Offer;
      await request(t.server).post(`/api/offers/${offer.id}/accept`).send({ token }).expect(200);

      // The same mailbox written another way (Gmail ignores dots and +tags), and a stranger.
      await insertReview(t.dataSource, provider.providerId, 5, { email: contact.replace('.', '').replace('@', '+svatba@') });
      await insertReview(t.dataSource, provider.providerId, 4);
      const reviews = await request(t.server).get(`/api/providers/${provider.providerId}/reviews`).expect(200);
      const flags = (reviews.body.items as Array<{ overallRating: number; verifiedCollaboration: boolean }>)
        .map((review) => [review.overallRating, review.verifiedCollaboration])
        .sort();
      expect(flags).toEqual([
        [4, false],
        [5, true],
      ]);
    });
  });
});
