import request from 'supertest';
import { accountRequestBody } from './support/account-fixtures';
import { signedInAdmin, signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { manageLinkToken, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `odpovedi${process.pid}x${Date.now().toString(36)}`;
const UNDO_EXPIRED = 'Odpověď už nelze vrátit.';
const ALREADY = 'Na tuto poptávku už jste odpověděli';

type Agent = ReturnType<TestApp['agent']>;
type Reply = { id: number; requestId: number; kind: string; reason: string | null; question: string | null; createdAt: string; undoUntil: string };

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 45, "one-tap answers": 'Nemám volný termín' (the calendar), 'Nehodí se mi' (the list),
 * 'Potřebuji upřesnit' (the conversation), the undo within 10 seconds, the response signal, and the
 * couple's muted list without contacts.
 */
describe('one-tap answers (API)', () => {
  let t: TestApp;
  let couple: { agent: Agent; userId: number; email: string };
  let unpaid: SignedInProvider;
  let paid: SignedInProvider;

  let requestNumber = 0;
  async function coupleRequest(overrides: Record<string, unknown> = {}): Promise<number> {
    requestNumber += 1;
    const description = `Hledáme fotografa na celý den, poptávka ${requestNumber}. ${RUN}`;
    // A contact address of its own for each (the per-address daily limit); the request is the signed-in couple's.
    const body = accountRequestBody(uniqueEmail('par'), RUN, { description, weddingDate: inDays(90 + requestNumber), ...overrides });
    const created = await submitRequest(t, body, { agent: couple.agent });
    return created.body.id as number;
  }

  const reply = (provider: SignedInProvider, requestId: number, body: Record<string, unknown>) =>
    provider.agent.post(`/api/service-requests/${requestId}/replies`).send(body);
  const undo = (provider: SignedInProvider, requestId: number) => provider.agent.delete(`/api/service-requests/${requestId}/replies/mine`);

  const q = async <T>(sql: string, params: unknown[]) => (await t.dataSource.query(sql, params)) as T[];
  const weddingDay = async (requestId: number) =>
    (await q<{ day: string }>(`SELECT to_char(wedding_date, 'YYYY-MM-DD') AS day FROM service_requests WHERE id = $1`, [requestId]))[0].day;
  const calendar = async (providerId: number, day: string) =>
    (await q<{ status: string; notes: string | null }>(`SELECT status, notes FROM provider_availability WHERE provider_id = $1 AND day = $2`, [
      providerId,
      day,
    ]))[0] ?? null;
  const replyRows = (requestId: number) => q<{ kind: string; reason: string | null }>(`SELECT kind, reason FROM request_replies WHERE request_id = $1`, [requestId]);
  /** The provider's filtered inquiries ("relevant only"), this file's requests. */
  const listed = async (provider: SignedInProvider) =>
    ((await provider.agent.get('/api/service-requests').query({ filtered: 'true', search: RUN, pageSize: 50 }).expect(200)).body.items as Array<{
      id: number;
    }>).map((item) => item.id);
  /** The provider sets a day in its calendar through the API. */
  const setDay = async (provider: SignedInProvider, date: string, status: string, notes: string) => {
    const answer = await provider.agent.post('/api/availability').send({ date, status, notes });
    if (answer.status >= 300) throw new Error(`availability ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
  /** Answered now: 'now' minus the undo window and a second, so that the undo is late. */
  const age = (requestId: number, seconds: number) =>
    t.dataSource.query(`UPDATE request_replies SET created_at = now() - make_interval(secs => $2) WHERE request_id = $1`, [requestId, seconds]);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    unpaid = await signedInProvider(t, { companyName: `Foto Bez Předplatného ${RUN}` });
    paid = await signedInProvider(t, { companyName: `Foto Předplatitel ${RUN}` });
    await activateSubscription(t.dataSource, paid.providerId, 'basic');
  });
  afterAll(() => t.close());

  describe('access and validation', () => {
    it('answers 401 to a visitor and 403 to a couple, writing nothing', async () => {
      const requestId = await coupleRequest();
      await request(t.server).post(`/api/service-requests/${requestId}/replies`).send({ kind: 'not_fit' }).expect(401);
      const asCouple = await couple.agent.post(`/api/service-requests/${requestId}/replies`).send({ kind: 'not_fit' }).expect(403);
      expect(asCouple.body.message).toBe('Tato akce je jen pro dodavatele');
      expect(await replyRows(requestId)).toEqual([]);
    });

    it('checks which fields go with which kind (400, Czech, per field) and 404 for an unknown request', async () => {
      const requestId = await coupleRequest();
      const reason = await reply(unpaid, requestId, { kind: 'unavailable', reason: 'budget' }).expect(400);
      expect(JSON.stringify(reason.body)).toContain('Důvod lze uvést jen u odpovědi „Nehodí se mi“');
      const missing = await reply(paid, requestId, { kind: 'question' }).expect(400);
      expect(JSON.stringify(missing.body)).toContain('Napište, co potřebujete upřesnit');
      const long = await reply(paid, requestId, { kind: 'question', question: 'ř'.repeat(1001) }).expect(400);
      expect(JSON.stringify(long.body)).toContain('Otázka může mít nejvýše 1000 znaků');
      await reply(unpaid, requestId, { kind: 'maybe' }).expect(400);
      await reply(unpaid, requestId, { kind: 'not_fit', reason: 'price' }).expect(400);
      await reply(unpaid, 999_999_999, { kind: 'not_fit' }).expect(404);
      expect(await replyRows(requestId)).toEqual([]);
    });

    it('needs a subscription for a question (not for the other two), and refuses a second answer or one beside an offer (409)', async () => {
      const requestId = await coupleRequest();
      const question = await reply(unpaid, requestId, { kind: 'question', question: 'Kolik hodin focení chcete?' }).expect(403);
      expect(question.body.message).toBe('Upřesňující otázky mohou posílat jen dodavatelé s aktivním předplatným');
      await reply(unpaid, requestId, { kind: 'not_fit', reason: 'style' }).expect(201);
      const second = await reply(unpaid, requestId, { kind: 'unavailable' }).expect(409);
      expect(second.body.message).toBe(ALREADY);
      expect(await replyRows(requestId)).toEqual([{ kind: 'not_fit', reason: 'style' }]);

      const offered = await coupleRequest();
      await paid.agent
        .post(`/api/service-requests/${offered}/offers`)
        .send({ message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 20_000 })
        .expect(201);
      const beside = await reply(paid, offered, { kind: 'not_fit' }).expect(409);
      expect(beside.body.message).toBe('Na tuto poptávku už jste poslali nabídku');
    });
  });

  describe("'Nemám volný termín'", () => {
    it('sets the wedding day busy in the calendar; the undo within 10 s removes the mark', async () => {
      const requestId = await coupleRequest();
      const day = await weddingDay(requestId);
      expect(await calendar(unpaid.providerId, day)).toBeNull();

      const answer = (await reply(unpaid, requestId, { kind: 'unavailable' }).expect(201)).body as Reply;
      expect(answer).toMatchObject({ requestId, kind: 'unavailable', reason: null, question: null });
      expect(new Date(answer.undoUntil).getTime() - new Date(answer.createdAt).getTime()).toBe(10_000);
      expect(await calendar(unpaid.providerId, day)).toEqual({ status: 'busy', notes: `Nemám volný termín (poptávka č. ${requestId})` });

      await undo(unpaid, requestId).expect(204);
      expect(await calendar(unpaid.providerId, day)).toBeNull();
      expect(await replyRows(requestId)).toEqual([]);
    });

    it("puts an earlier entry back on undo, and leaves a day busy already as it was", async () => {
      const requestId = await coupleRequest();
      const day = await weddingDay(requestId);
      await setDay(paid, day, 'inquiry', 'Předběžně domluveno');
      await reply(paid, requestId, { kind: 'unavailable' }).expect(201);
      expect(await calendar(paid.providerId, day)).toMatchObject({ status: 'busy' });
      await undo(paid, requestId).expect(204);
      expect(await calendar(paid.providerId, day)).toEqual({ status: 'inquiry', notes: 'Předběžně domluveno' });

      const busyRequest = await coupleRequest();
      const busyDay = await weddingDay(busyRequest);
      await setDay(paid, busyDay, 'busy', 'Jiná svatba');
      await reply(paid, busyRequest, { kind: 'unavailable' }).expect(201);
      expect(await calendar(paid.providerId, busyDay)).toEqual({ status: 'busy', notes: 'Jiná svatba' });
      await undo(paid, busyRequest).expect(204);
      expect(await calendar(paid.providerId, busyDay)).toEqual({ status: 'busy', notes: 'Jiná svatba' });
    });
  });

  describe("'Nehodí se mi' and the list", () => {
    it('takes the request out of the provider’s list; the undo brings it back; later than 10 s it is 409', async () => {
      const requestId = await coupleRequest();
      expect(await listed(unpaid)).toContain(requestId);

      await reply(unpaid, requestId, { kind: 'not_fit', reason: 'budget' }).expect(201);
      expect(await listed(unpaid)).not.toContain(requestId);
      // Another provider still sees it.
      expect(await listed(paid)).toContain(requestId);

      await undo(unpaid, requestId).expect(204);
      expect(await listed(unpaid)).toContain(requestId);

      await reply(unpaid, requestId, { kind: 'not_fit' }).expect(201);
      await age(requestId, 11);
      const late = await undo(unpaid, requestId).expect(409);
      expect(late.body.message).toBe(UNDO_EXPIRED);
      expect(await listed(unpaid)).not.toContain(requestId);
      expect(await replyRows(requestId)).toEqual([{ kind: 'not_fit', reason: null }]);

      const none = await coupleRequest();
      await undo(unpaid, none).expect(404);
    });

    it('counts as a response in the provider’s signals (and no more once taken back)', async () => {
      const provider = await signedInProvider(t, { companyName: `Foto Signál ${RUN}` });
      const signals = async () =>
        (await q<{ median: number | null; share: number | null }>(
          `SELECT response_minutes_median AS median, response_share AS share FROM provider_profiles WHERE id = $1`,
          [provider.providerId],
        ))[0];
      expect(await signals()).toEqual({ median: null, share: null });

      const requestId = await coupleRequest();
      await t.dataSource.query(`UPDATE service_requests SET confirmed_at = now() - interval '3 hours' WHERE id = $1`, [requestId]);
      await reply(provider, requestId, { kind: 'not_fit' }).expect(201);
      const after = await signals();
      expect(after.median).toBe(180);
      expect(after.share).toBeGreaterThan(0);

      await undo(provider, requestId).expect(204);
      expect((await signals()).median).toBeNull();
    });
  });

  describe("'Potřebuji upřesnit'", () => {
    it('opens the conversation with the couple with Svatby’s notice and the question; it cannot be taken back', async () => {
      const requestId = await coupleRequest();
      const question = 'Kolik hodin focení si představujete a chcete i přípravy?';
      const answer = (await reply(paid, requestId, { kind: 'question', question }).expect(201)).body as Reply;
      expect(answer).toMatchObject({ kind: 'question', question });
      expect(answer.undoUntil).toBe(answer.createdAt);

      const [thread] = await q<{ id: number; requestId: number }>(
        `SELECT id, request_id AS "requestId" FROM conversations WHERE provider_id = $1 AND couple_user_id = $2`,
        [paid.providerId, couple.userId],
      );
      expect(thread.requestId).toBe(requestId);
      const messages = await q<{ senderSide: string; body: string }>(
        `SELECT sender_side AS "senderSide", body FROM messages WHERE conversation_id = $1 ORDER BY id`,
        [thread.id],
      );
      expect(messages.at(-1)).toEqual({ senderSide: 'system', body: `Dodavatel potřebuje upřesnit poptávku:\n${question}` });

      // The couple finds it in the inbox, unread.
      const unread = (await couple.agent.get('/api/conversations/unread').expect(200)).body as Record<string, number>;
      expect(Object.values(unread).some((n) => n > 0)).toBe(true);
      const threadView = (await couple.agent.get(`/api/conversations/${thread.id}/messages`).expect(200)).body as {
        messages: Array<{ body: string }>;
      };
      expect(threadView.messages.map((m) => m.body)).toContain(`Dodavatel potřebuje upřesnit poptávku:\n${question}`);

      const taken = await undo(paid, requestId).expect(409);
      expect(taken.body.message).toBe(UNDO_EXPIRED);
      // A question keeps the request in the provider's list.
      expect(await listed(paid)).toContain(requestId);
    });
  });

  describe("the couple's view", () => {
    it('shows counts and company names only, newest first, to the owner and the admin; 404 to others, 401 to a visitor', async () => {
      const requestId = await coupleRequest();
      const third = await signedInProvider(t, { companyName: `Foto Třetí ${RUN}` });
      await reply(unpaid, requestId, { kind: 'unavailable' }).expect(201);
      await reply(third, requestId, { kind: 'unavailable' }).expect(201);
      await reply(paid, requestId, { kind: 'not_fit', reason: 'distance' }).expect(201);

      const view = (await couple.agent.get(`/api/service-requests/${requestId}/replies`).expect(200)).body as {
        unavailable: number;
        notFit: number;
        questions: number;
        items: Array<Record<string, unknown>>;
      };
      expect(view).toMatchObject({ unavailable: 2, notFit: 1, questions: 0 });
      expect(view.items.map((item) => item.companyName)).toEqual([
        `Foto Předplatitel ${RUN}`,
        `Foto Třetí ${RUN}`,
        `Foto Bez Předplatného ${RUN}`,
      ]);
      for (const item of view.items) expect(Object.keys(item).sort()).toEqual(['companyName', 'createdAt', 'kind']);
      // Never a provider's contact (its e-mail, its phone) nor the not-fit reason.
      const text = JSON.stringify(view);
      for (const email of [unpaid.email, paid.email, third.email]) expect(text).not.toContain(email);
      expect(text).not.toContain('777 123 456');
      expect(text).not.toContain('distance');

      const admin = await signedInAdmin(t);
      await admin.agent.get(`/api/service-requests/${requestId}/replies`).expect(200);
      const other = await signedInCouple(t);
      await other.agent.get(`/api/service-requests/${requestId}/replies`).expect(404);
      await paid.agent.get(`/api/service-requests/${requestId}/replies`).expect(404);
      await request(t.server).get(`/api/service-requests/${requestId}/replies`).expect(401);
    });

    it('answers the manage link’s holder for its own request only', async () => {
      const email = uniqueEmail('odkaz');
      const created = await submitRequest(t, accountRequestBody(email, RUN, { description: `Poptávka přes odkaz. ${RUN}`, weddingDate: inDays(200) }));
      const requestId = created.body.id as number;
      const token = await manageLinkToken(t, email);
      await reply(unpaid, requestId, { kind: 'unavailable' }).expect(201);

      const view = (await request(t.server).get(`/api/service-requests/${requestId}/replies`).query({ token }).expect(200)).body;
      expect(view).toMatchObject({ unavailable: 1, notFit: 0, questions: 0 });
      const other = await coupleRequest();
      await request(t.server).get(`/api/service-requests/${other}/replies`).query({ token }).expect(404);
      await request(t.server).get(`/api/service-requests/${requestId}/replies`).query({ token: 'a'.repeat(43) }).expect(400);
    });
  });

  it("exports the provider's answers with its account, and erases them with the profile", async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Export ${RUN}` });
    const requestId = await coupleRequest();
    await reply(provider, requestId, { kind: 'not_fit', reason: 'capacity' }).expect(201);
    const exported = (await provider.agent.get('/api/account/export').expect(200)).body as { requestReplies: Array<Record<string, unknown>> };
    expect(exported.requestReplies).toEqual([
      expect.objectContaining({ side: 'provider', requestId, providerId: provider.providerId, kind: 'not_fit', reason: 'capacity', question: null }),
    ]);
    const coupleExport = (await couple.agent.get('/api/account/export').expect(200)).body as { requestReplies: Array<Record<string, unknown>> };
    expect(coupleExport.requestReplies).toContainEqual(expect.objectContaining({ side: 'couple', requestId, kind: 'not_fit' }));

    await t.dataSource.query(`DELETE FROM provider_profiles WHERE id = $1`, [provider.providerId]);
    expect(await replyRows(requestId)).toEqual([]);
  });
});
