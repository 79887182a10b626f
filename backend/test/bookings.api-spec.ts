import request from 'supertest';
import { BookingsJobs } from '../src/bookings/bookings.jobs';
import { BookingsService } from '../src/bookings/bookings.service';
import { accountRequestBody } from './support/account-fixtures';
import { signedInAdmin, signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { manageLinkToken, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `rezervace${process.pid}x${Date.now().toString(36)}`;

type Agent = ReturnType<TestApp['agent']>;
interface Couple {
  agent: Agent;
  userId: number;
  email: string;
}
interface Booking {
  id: number;
  number: string;
  status: string;
  offerId: number;
  requestId: number;
  requestTitle: string;
  eventDate: string | null;
  respondBy: string;
  confirmedAt: string | null;
  endedAt: string | null;
  provider: { id: number; companyName: string };
  couple: { name: string };
  price: { kind: string; min: number; max: number | null };
  items: string[];
  depositAmount: number | null;
  depositReceivedAt: string | null;
  deposit: { amount: number; iban: string; variableSymbol: string; message: string; spayd: string; qrSvg: string; received: boolean } | null;
  cancellationTerms: string;
  document: Record<string, unknown> | null;
  history: Array<{ actor: string; action: string; reason: string | null }>;
  conversationId: number | null;
  canConfirm: boolean;
  canDecline: boolean;
  canCancel: boolean;
  canMarkDeposit: boolean;
}

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const offerBody = (overrides: Record<string, unknown> = {}) => ({
  message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.',
  priceKind: 'exact',
  priceMin: 40_000,
  includedItems: ['Celodenní focení', 'Online galerie'],
  ...overrides,
});

const NOT_PENDING = 'Rezervace už nečeká na potvrzení dodavatele';
const NOT_CONFIRMED = 'Rezervace není potvrzená';
const CAPACITY = 'V tento den už máte plnou kapacitu rezervací.';
const EXPIRED_REASON = 'Dodavatel rezervaci nepotvrdil včas';
const IBAN = 'CZ6508000000192000145399';

describe('Bookings API', () => {
  let t: TestApp;
  let couple: Couple;
  let stranger: Couple;
  let admin: Couple;
  let photographer: SignedInProvider;
  let caterer: SignedInProvider;
  let other: SignedInProvider;

  const q = <T>(sql: string, params: unknown[]) => t.dataSource.query(sql, params) as Promise<T[]>;
  const bookingRow = async (id: number) =>
    (
      await q<{ status: string; sequence: number; document: Record<string, unknown> | null; eventDate: string | null; keep: boolean }>(
        `SELECT status, sequence, document, to_char(event_date, 'YYYY-MM-DD') AS "eventDate", keep_date_blocked AS keep FROM bookings WHERE id = $1`,
        [id],
      )
    )[0];
  const offerRow = async (id: number) =>
    (await q<{ status: string; declineReason: string | null }>(`SELECT status, decline_reason AS "declineReason" FROM offers WHERE id = $1`, [id]))[0];
  const requestStatus = async (id: number) => (await q<{ status: string }>(`SELECT status FROM service_requests WHERE id = $1`, [id]))[0].status;
  const dayEntry = async (providerId: number, day: string) =>
    (await q<{ status: string; notes: string | null }>(`SELECT status, notes FROM provider_availability WHERE provider_id = $1 AND day = $2`, [
      providerId,
      day,
    ]))[0] ?? null;

  async function subscribedProvider(name: string): Promise<SignedInProvider> {
    const provider = await signedInProvider(t, { companyName: `${name} ${RUN}` });
    await activateSubscription(t.dataSource, provider.providerId, 'basic');
    return provider;
  }

  let requestNumber = 0;
  /** A listed request of the couple's (signed in: its account's); its id. */
  async function coupleRequest(overrides: Record<string, unknown> = {}, owner: Couple = couple): Promise<number> {
    requestNumber += 1;
    const description = `Hledáme fotografa na celý den, poptávka ${requestNumber}. ${RUN}`;
    const created = await submitRequest(t, accountRequestBody(owner.email, RUN, { description, ...overrides }), { agent: owner.agent });
    return created.body.id as number;
  }

  const send = async (provider: SignedInProvider, requestId: number, overrides: Record<string, unknown> = {}): Promise<number> =>
    (await provider.agent.post(`/api/service-requests/${requestId}/offers`).send(offerBody(overrides)).expect(201)).body.id as number;

  /** The couple accepts the offer; the booking it made. */
  async function accept(offerId: number, by: Agent = couple.agent, token?: string): Promise<Booking> {
    await by.post(`/api/offers/${offerId}/accept`).send(token ? { token } : {}).expect(200);
    const [{ id }] = await q<{ id: number }>(`SELECT id FROM bookings WHERE offer_id = $1 ORDER BY id DESC LIMIT 1`, [offerId]);
    return (await by.get(`/api/bookings/${id}`).query(token ? { token } : {}).expect(200)).body as Booking;
  }

  /** A booking of `provider` on a fresh request of the couple's with `weddingDate`. */
  async function booking(provider: SignedInProvider, weddingDate: string | null = inDays(90), offer: Record<string, unknown> = {}): Promise<Booking> {
    const requestId = await coupleRequest(weddingDate ? { weddingDate } : { noDateSelected: true });
    return accept(await send(provider, requestId, offer));
  }

  const confirm = (provider: SignedInProvider, id: number, body: Record<string, unknown> = {}) =>
    provider.agent.post(`/api/bookings/${id}/confirm`).send(body);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    stranger = await signedInCouple(t);
    admin = await signedInAdmin(t);
    photographer = await subscribedProvider('Foto Rezervace');
    caterer = await subscribedProvider('Catering Rezervace');
    other = await subscribedProvider('Foto Jiný');
  });
  afterAll(() => t.close());

  /** A fresh couple for each group of tests: a mailbox may send 10 requests a day. */
  const freshCouple = () =>
    beforeAll(async () => {
      couple = await signedInCouple(t);
    });

  describe('accepting an offer', () => {
    it('creates a booking waiting for the provider in the same transaction, numbered, with 72 hours to answer', async () => {
      const before = Date.now();
      const made = await booking(photographer, inDays(100), { depositAmount: 8000 });
      expect(made).toMatchObject({
        status: 'pending_provider',
        eventDate: inDays(100),
        confirmedAt: null,
        endedAt: null,
        provider: { id: photographer.providerId, companyName: `Foto Rezervace ${RUN}` },
        couple: { name: 'Jana a Petr' },
        price: { kind: 'exact', min: 40_000, max: null },
        items: ['Celodenní focení', 'Online galerie'],
        depositAmount: 8000,
        depositReceivedAt: null,
        deposit: null,
        canConfirm: false,
        canDecline: false,
        canCancel: false,
        canMarkDeposit: false,
      });
      expect(made.number).toMatch(new RegExp(`^SV-${new Date().getFullYear()}-\\d{6}$`));
      const hours = (new Date(made.respondBy).getTime() - before) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThan(72.1);
      expect(made.history).toEqual([expect.objectContaining({ actor: 'couple', action: 'created', reason: null })]);
      expect(made.conversationId).toBeGreaterThan(0);
      expect(made.cancellationTerms.length).toBeGreaterThan(20);
      expect(await offerRow(made.offerId)).toMatchObject({ status: 'accepted' });

      // The provider sees it first in its list, with the actions.
      const list = await photographer.agent.get('/api/provider/bookings').expect(200);
      expect(list.body.items[0]).toMatchObject({ id: made.id, canConfirm: true, canDecline: true, canCancel: false });
      const mine = await couple.agent.get('/api/bookings/mine').expect(200);
      expect((mine.body as Booking[]).map((entry) => entry.id)).toContain(made.id);
    });

    it('takes the deposit from the provider’s default percentage when the offer states none', async () => {
      await t.dataSource.query(
        `INSERT INTO provider_booking_settings (provider_id, cancellation_terms, deposit_percent, bank_account_iban, events_per_day)
         VALUES ($1, 'Storno do 30 dní zdarma.', 25, $2, 1)`,
        [caterer.providerId, IBAN],
      );
      const made = await booking(caterer, inDays(110), { priceMin: 30_000 });
      expect(made.depositAmount).toBe(7500);
      expect(made.cancellationTerms).toBe('Storno do 30 dní zdarma.');
    });

    it('refuses an offer deposit above the price (400, Czech)', async () => {
      const requestId = await coupleRequest({ weddingDate: inDays(120) });
      const response = await photographer.agent
        .post(`/api/service-requests/${requestId}/offers`)
        .send(offerBody({ priceMin: 1000, depositAmount: 2000 }))
        .expect(400);
      expect(response.body.message).toBe('Záloha nemůže být vyšší než cena');
    });
  });

  describe('access', () => {
    freshCouple();
    let made: Booking;
    beforeAll(async () => {
      made = await booking(photographer, inDays(130));
    });

    it('answers 401 to a visitor, 404 to a stranger and another provider, the booking to an admin without actions', async () => {
      await request(t.server).get(`/api/bookings/${made.id}`).expect(401);
      const strangers = await stranger.agent.get(`/api/bookings/${made.id}`).expect(404);
      expect(strangers.body.message).toBe('Rezervace nenalezena');
      await other.agent.get(`/api/bookings/${made.id}`).expect(404);
      await confirm(other, made.id).expect(404);
      const seen = await admin.agent.get(`/api/bookings/${made.id}`).expect(200);
      expect(seen.body).toMatchObject({ id: made.id, canConfirm: false, canCancel: false, conversationId: null });
    });

    it('answers 403 to the couple confirming or declining (the provider’s transitions), 401 to a visitor', async () => {
      const response = await couple.agent.post(`/api/bookings/${made.id}/confirm`).send({}).expect(403);
      expect(response.body.message).toBe('Tato akce je jen pro dodavatele');
      await couple.agent.post(`/api/bookings/${made.id}/decline`).send({ reason: 'Nechceme' }).expect(403);
      await request(t.server).post(`/api/bookings/${made.id}/confirm`).send({}).expect(401);
      expect((await bookingRow(made.id)).status).toBe('pending_provider');
    });

    it('answers 409 (Czech) to cancelling or marking a deposit before confirmation', async () => {
      const cancel = await couple.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Změna plánů' }).expect(409);
      expect(cancel.body.message).toBe(NOT_CONFIRMED);
      const deposit = await photographer.agent.post(`/api/bookings/${made.id}/deposit-received`).send({}).expect(409);
      expect(deposit.body.message).toBe(NOT_CONFIRMED);
    });

    it('answers 404 for an unknown id and for a malformed one', async () => {
      await couple.agent.get('/api/bookings/2000000000').expect(404);
      await couple.agent.get('/api/bookings/abc').expect(404);
    });
  });

  describe('confirming', () => {
    freshCouple();
    it('confirms: the content is frozen, the day turns busy with the note, SEQUENCE bumps; a second confirm is 409', async () => {
      const day = inDays(140);
      const made = await booking(caterer, day, { priceMin: 20_000, depositAmount: 5000 });
      const response = await confirm(caterer, made.id).expect(200);
      const confirmed = response.body as Booking;
      expect(confirmed).toMatchObject({ status: 'confirmed', eventDate: day, canConfirm: false, canCancel: true, canMarkDeposit: true });
      expect(confirmed.confirmedAt).not.toBeNull();
      expect(confirmed.history.map((entry) => entry.action)).toEqual(['created', 'confirmed']);

      const row = await bookingRow(made.id);
      expect(row.sequence).toBe(1);
      expect(row.document).toMatchObject({
        number: made.number,
        provider: { companyName: `Catering Rezervace ${RUN}`, ico: null, address: null },
        couple: { name: 'Jana a Petr', email: couple.email.toLowerCase(), phone: '+420 777 123 456' },
        eventDate: day,
        place: 'Praha',
        items: ['Celodenní focení', 'Online galerie'],
        price: { kind: 'exact', min: 20_000, max: null },
        deposit: { amount: 5000, iban: IBAN },
        cancellationTerms: 'Storno do 30 dní zdarma.',
      });
      const title = (row.document as { title: string }).title;
      expect(title.length).toBeGreaterThan(0);
      // Both sides read the frozen document as the booking page shows it.
      expect(confirmed.document).toEqual(row.document);
      expect(((await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking).document).toEqual(row.document);
      expect(await dayEntry(caterer.providerId, day)).toEqual({ status: 'busy', notes: `Rezervace: ${title}` });

      // The couple sees the QR payment to the provider's account.
      const seen = (await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking;
      expect(seen.deposit).toMatchObject({ amount: 5000, iban: IBAN, received: false, message: `Záloha ${made.number}` });
      expect(seen.deposit!.variableSymbol).toBe(made.number.replace(/\D/g, ''));
      expect(seen.deposit!.spayd).toContain('AM:5000.00');
      expect(seen.deposit!.qrSvg).toContain('<svg');

      // Later settings do not change the frozen document.
      await t.dataSource.query(`UPDATE provider_booking_settings SET cancellation_terms = 'Nové podmínky' WHERE provider_id = $1`, [caterer.providerId]);
      expect(((await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking).cancellationTerms).toBe('Storno do 30 dní zdarma.');
      await t.dataSource.query(`UPDATE provider_booking_settings SET cancellation_terms = 'Storno do 30 dní zdarma.' WHERE provider_id = $1`, [
        caterer.providerId,
      ]);

      const again = await confirm(caterer, made.id).expect(409);
      expect(again.body.message).toBe(NOT_PENDING);
      const decline = await caterer.agent.post(`/api/bookings/${made.id}/decline`).send({ reason: 'Už nechceme' }).expect(409);
      expect(decline.body.message).toBe(NOT_PENDING);
    });

    it('needs the event date when the request has none (400), then books the given day', async () => {
      const made = await booking(photographer, null);
      expect(made.eventDate).toBeNull();
      const missing = await confirm(photographer, made.id).expect(400);
      expect(missing.body.message).toBe('Poptávka nemá datum svatby: zadejte datum akce');
      const past = await confirm(photographer, made.id, { eventDate: inDays(-3) }).expect(400);
      expect(past.body.message).toBe('Datum akce nemůže být v minulosti');
      const day = inDays(150);
      const confirmed = await confirm(photographer, made.id, { eventDate: day }).expect(200);
      expect(confirmed.body.eventDate).toBe(day);
      expect((await dayEntry(photographer.providerId, day))?.status).toBe('busy');
    });

    it('refuses a second booking on a day at capacity (409, Czech), and allows it when the provider takes more events a day', async () => {
      const day = inDays(160);
      const first = await booking(photographer, day);
      const second = await booking(photographer, day);
      await confirm(photographer, first.id).expect(200);
      const full = await confirm(photographer, second.id).expect(409);
      expect(full.body.message).toBe(CAPACITY);
      expect((await bookingRow(second.id)).status).toBe('pending_provider');

      await t.dataSource.query(
        `INSERT INTO provider_booking_settings (provider_id, cancellation_terms, events_per_day) VALUES ($1, 'Storno', 2)
         ON CONFLICT (provider_id) DO UPDATE SET events_per_day = 2`,
        [photographer.providerId],
      );
      await confirm(photographer, second.id).expect(200);
      await t.dataSource.query(`UPDATE provider_booking_settings SET events_per_day = 1 WHERE provider_id = $1`, [photographer.providerId]);
    });

    it('of two concurrent confirmations over capacity, exactly one wins', async () => {
      const day = inDays(170);
      const racers = [await booking(other, day), await booking(other, day)];
      const answers = await Promise.all(racers.map((racer) => confirm(other, racer.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(CAPACITY);
      const [{ n }] = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND event_date = $2 AND status = 'confirmed'`,
        [other.providerId, day],
      );
      expect(n).toBe(1);
    });
  });

  describe('the lapse: declined or expired', () => {
    freshCouple();
    /** A request with three offers; the couple accepts the first: the booking, the request and the others. */
    async function threeOffers(validUntil: Array<string | null>) {
      const requestId = await coupleRequest({ weddingDate: inDays(200) });
      const offers = [
        await send(photographer, requestId),
        await send(caterer, requestId, validUntil[0] ? { validUntil: validUntil[0] } : {}),
        await send(other, requestId, validUntil[1] ? { validUntil: validUntil[1] } : {}),
      ];
      const made = await accept(offers[0]);
      expect(await offerRow(offers[1])).toMatchObject({ status: 'declined' });
      return { requestId, offers, made };
    }

    it('declines with a reason (3..500, 400 otherwise): the offer is withdrawn, the request active, still valid offers sent again', async () => {
      const { requestId, offers, made } = await threeOffers([null, inDays(1)]);
      // The third offer's validity ends before the lapse: it stays declined.
      await t.dataSource.query(`UPDATE offers SET valid_until = CURRENT_DATE - 1 WHERE id = $1`, [offers[2]]);

      const short = await photographer.agent.post(`/api/bookings/${made.id}/decline`).send({ reason: 'no' }).expect(400);
      expect(short.body.message).toBe('Důvod musí mít alespoň 3 znaky');
      await photographer.agent.post(`/api/bookings/${made.id}/decline`).send({}).expect(400);

      const response = await photographer.agent.post(`/api/bookings/${made.id}/decline`).send({ reason: 'Termín už máme obsazený' }).expect(200);
      expect(response.body).toMatchObject({ status: 'declined', canConfirm: false });
      expect(response.body.endedAt).not.toBeNull();
      expect(response.body.history.at(-1)).toMatchObject({ actor: 'provider', action: 'declined', reason: 'Termín už máme obsazený' });
      expect(await offerRow(offers[0])).toEqual({ status: 'withdrawn', declineReason: 'Termín už máme obsazený' });
      expect(await requestStatus(requestId)).toBe('active');
      expect(await offerRow(offers[1])).toEqual({ status: 'sent', declineReason: null });
      expect((await offerRow(offers[2])).status).toBe('declined');
      // The reopened offer's provider reads it in its thread; the offer that stayed declined gets no such notice.
      const reopenedNotices = async (offerId: number) =>
        Number(
          (
            await t.dataSource.query(
              `SELECT count(*)::int AS n FROM messages m JOIN conversation_offers co ON co.conversation_id = m.conversation_id
                WHERE co.offer_id = $1 AND m.sender_side = 'system' AND m.body LIKE 'Rezervace s jiným dodavatelem nevznikla%'`,
              [offerId],
            )
          )[0].n,
        );
      expect(await reopenedNotices(offers[1])).toBe(1);
      expect(await reopenedNotices(offers[2])).toBe(0);

      // The couple accepts another: a new booking.
      const next = await accept(offers[1]);
      expect(next).toMatchObject({ status: 'pending_provider', offerId: offers[1], requestId });
      expect(next.id).not.toBe(made.id);
      expect(await requestStatus(requestId)).toBe('booked');
    });

    it('expires after 72 hours (the job, a controlled clock): the same lapse with the text for the couple', async () => {
      const { requestId, offers, made } = await threeOffers([null, null]);
      const service = t.app.get(BookingsService);
      // 71 hours on: still waiting.
      await service.expireOverdue(new Date(Date.now() + 71 * 3_600_000));
      expect((await bookingRow(made.id)).status).toBe('pending_provider');

      expect(await service.expireOverdue(new Date(Date.now() + 73 * 3_600_000))).toBeGreaterThanOrEqual(1);
      expect((await bookingRow(made.id)).status).toBe('expired');
      expect(await offerRow(offers[0])).toEqual({ status: 'withdrawn', declineReason: EXPIRED_REASON });
      expect(await requestStatus(requestId)).toBe('active');
      expect((await offerRow(offers[1])).status).toBe('sent');
      expect((await offerRow(offers[2])).status).toBe('sent');
      const seen = (await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking;
      expect(seen.history.at(-1)).toMatchObject({ actor: 'system', action: 'expired' });

      // A second run finds nothing; a late answer from the provider is 409.
      await t.app.get(BookingsJobs).expireOverdue();
      expect((await bookingRow(made.id)).status).toBe('expired');
      const late = await confirm(photographer, made.id).expect(409);
      expect(late.body.message).toBe(NOT_PENDING);

      const next = await accept(offers[2]);
      expect(next.status).toBe('pending_provider');
    });
  });

  describe('cancelling a confirmed booking', () => {
    freshCouple();
    it('by the couple, with a reason: the day is released, the history shows who and why, the request stays booked', async () => {
      const day = inDays(210);
      const made = await booking(photographer, day);
      await confirm(photographer, made.id).expect(200);
      expect((await dayEntry(photographer.providerId, day))?.status).toBe('busy');

      const keep = await couple.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Svatbu odkládáme', keepDateBlocked: true }).expect(403);
      expect(keep.body.message).toBe('Termín v kalendáři může ponechat blokovaný jen dodavatel');
      await stranger.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Svatbu odkládáme' }).expect(404);

      const response = await couple.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Svatbu odkládáme' }).expect(200);
      expect(response.body).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(response.body.history.at(-1)).toMatchObject({ actor: 'couple', action: 'cancelled', reason: 'Svatbu odkládáme' });
      expect(await dayEntry(photographer.providerId, day)).toBeNull();
      expect(await requestStatus(made.requestId)).toBe('booked');
      expect((await offerRow(made.offerId)).status).toBe('accepted');
      expect((await bookingRow(made.id)).sequence).toBe(2);
      // The audit log records the party's cancellation beside the admins' decisions (no admin on the row).
      const audit = await t.dataSource.query(
        `SELECT admin_user_id AS "adminId", details FROM admin_audit_log WHERE action = 'booking.cancel' AND target_id = $1`,
        [String(made.id)],
      );
      expect(audit).toEqual([{ adminId: null, details: expect.objectContaining({ actor: 'couple', reason: 'Svatbu odkládáme' }) }]);

      const again = await couple.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Svatbu odkládáme' }).expect(409);
      expect(again.body.message).toBe(NOT_CONFIRMED);
    });

    it('by the provider keeping the day blocked; the day also stays while another confirmed booking holds it', async () => {
      const day = inDays(220);
      const made = await booking(photographer, day);
      await confirm(photographer, made.id).expect(200);
      await photographer.agent.post(`/api/bookings/${made.id}/cancel`).send({ reason: 'Nemoc v týmu', keepDateBlocked: true }).expect(200);
      expect((await bookingRow(made.id)).keep).toBe(true);
      expect((await dayEntry(photographer.providerId, day))?.status).toBe('busy');
      const seen = (await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking;
      expect(seen.history.at(-1)).toMatchObject({ actor: 'provider', action: 'cancelled', reason: 'Nemoc v týmu' });
      const audit = await t.dataSource.query(`SELECT details->>'actor' AS actor FROM admin_audit_log WHERE action = 'booking.cancel' AND target_id = $1`, [
        String(made.id),
      ]);
      expect(audit).toEqual([{ actor: 'provider' }]);

      // Two events a day: cancelling one leaves the day busy for the other.
      const twoDay = inDays(230);
      await t.dataSource.query(`UPDATE provider_booking_settings SET events_per_day = 2 WHERE provider_id = $1`, [photographer.providerId]);
      const [a, b] = [await booking(photographer, twoDay), await booking(photographer, twoDay)];
      await confirm(photographer, a.id).expect(200);
      await confirm(photographer, b.id).expect(200);
      await couple.agent.post(`/api/bookings/${a.id}/cancel`).send({ reason: 'Jiný termín' }).expect(200);
      expect((await dayEntry(photographer.providerId, twoDay))?.status).toBe('busy');
      await t.dataSource.query(`UPDATE provider_booking_settings SET events_per_day = 1 WHERE provider_id = $1`, [photographer.providerId]);
    });
  });

  describe('the deposit', () => {
    freshCouple();
    it('the provider marks it received once; the couple sees it; a booking without a deposit answers 409', async () => {
      const made = await booking(caterer, inDays(240), { priceMin: 30_000, depositAmount: 3000 });
      await confirm(caterer, made.id).expect(200);
      await couple.agent.post(`/api/bookings/${made.id}/deposit-received`).send({}).expect(403);
      const marked = await caterer.agent.post(`/api/bookings/${made.id}/deposit-received`).send({}).expect(200);
      expect(marked.body).toMatchObject({ canMarkDeposit: false, status: 'confirmed' });
      expect(marked.body.depositReceivedAt).not.toBeNull();
      expect(marked.body.history.at(-1)).toMatchObject({ actor: 'provider', action: 'deposit_received' });
      const seen = (await couple.agent.get(`/api/bookings/${made.id}`).expect(200)).body as Booking;
      expect(seen.deposit).toMatchObject({ amount: 3000, received: true });
      const again = await caterer.agent.post(`/api/bookings/${made.id}/deposit-received`).send({}).expect(409);
      expect(again.body.message).toBe('Záloha už je označená jako přijatá');

      const none = await booking(photographer, inDays(250));
      await confirm(photographer, none.id).expect(200);
      const refused = await photographer.agent.post(`/api/bookings/${none.id}/deposit-received`).send({}).expect(409);
      expect(refused.body.message).toBe('Tato rezervace zálohu nemá');
    });
  });

  describe('a couple without an account (the manage link)', () => {
    it('lists, reads and cancels its booking through the manage link; another link is 404', async () => {
      const email = uniqueEmail('odkaz');
      const created = await submitRequest(t, accountRequestBody(email, RUN, { weddingDate: inDays(260), description: `Bez účtu. ${RUN}` }));
      const requestId = created.body.id as number;
      const token = await manageLinkToken(t, email);
      const offerId = await send(photographer, requestId);
      const made = await accept(offerId, t.agent(), token);
      expect(made.status).toBe('pending_provider');
      expect((await q<{ couple: number | null }>(`SELECT couple_user_id AS couple FROM bookings WHERE id = $1`, [made.id]))[0].couple).toBeNull();

      const list = await request(t.server).get('/api/service-requests/manage/bookings').query({ token }).expect(200);
      expect((list.body as Booking[]).map((entry) => entry.id)).toEqual([made.id]);
      await request(t.server).get('/api/service-requests/manage/bookings').query({ token: 'x'.repeat(43) }).expect(400);

      const otherEmail = uniqueEmail('odkaz');
      await submitRequest(t, accountRequestBody(otherEmail, RUN, { description: `Jiná poptávka. ${RUN}` }));
      const otherToken = await manageLinkToken(t, otherEmail);
      await request(t.server).get(`/api/bookings/${made.id}`).query({ token: otherToken }).expect(404);

      await confirm(photographer, made.id).expect(200);
      const cancelled = await request(t.server)
        .post(`/api/bookings/${made.id}/cancel`)
        .set('X-Forwarded-For', '10.55.0.1')
        .send({ reason: 'Ruším přes odkaz', token })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      expect(cancelled.body.history.at(-1)).toMatchObject({ actor: 'couple', action: 'cancelled', reason: 'Ruším přes odkaz' });
      await request(t.server).post(`/api/bookings/${made.id}/cancel`).set('X-Forwarded-For', '10.55.0.2').send({ reason: 'Bez odkazu' }).expect(401);
    });
  });

  describe('the provider’s list', () => {
    it('filters by status and pages, waiting bookings first', async () => {
      const pending = await photographer.agent.get('/api/provider/bookings').query({ status: 'pending_provider', pageSize: 50 }).expect(200);
      expect((pending.body.items as Booking[]).every((entry) => entry.status === 'pending_provider')).toBe(true);
      const all = await photographer.agent.get('/api/provider/bookings').query({ pageSize: 50 }).expect(200);
      const statuses = (all.body.items as Booking[]).map((entry) => entry.status);
      const firstOther = statuses.findIndex((status) => status !== 'pending_provider');
      expect(statuses.slice(firstOther).includes('pending_provider')).toBe(false);
      expect(all.body.total).toBe(statuses.length);
      await photographer.agent.get('/api/provider/bookings').query({ status: 'paid' }).expect(400);
      await couple.agent.get('/api/provider/bookings').expect(403);
    });
  });
});
