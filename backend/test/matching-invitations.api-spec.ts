/**
 * Issue 45, item 2: invitations to quote. The lifecycle (the couple invites, the invitees get a mail
 * without any couple text and a live event, the request tops their inquiries flagged as invited,
 * even outside their categories and without a subscription, contacts still hidden), the limits (5 per
 * request, 20 a day), who may invite and list, the list leaving out requests the provider declined,
 * and the account's export and erasure.
 */
import request from 'supertest';
import { EventsService } from '../src/events/events.api';
import { accountRequestBody, markEmailVerified, SIGN_IN_PASSWORD } from './support/account-fixtures';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { insertProvider } from './support/provider-fixtures';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const RUN = `pozvanka${process.pid}x${Date.now().toString(36)}`;
const PER_REQUEST = 'K jedné poptávce můžete pozvat nejvýše 5 dodavatelů.';
const PER_DAY = 'Dnes už jste pozvali 20 dodavatelů. Zkuste to zítra.';
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Couple = Awaited<ReturnType<typeof signedInCouple>>;
interface Invitation {
  providerId: number;
  companyName: string;
  source: string;
  createdAt: string;
}
interface ListedRequest {
  id: number;
  invited: boolean;
  canSeeContact: boolean;
  contactInfo?: { email: string };
}

describe('Invitations API', () => {
  let t: TestApp;
  let couple: Couple;
  let stranger: Couple;
  let photographer: SignedInProvider;
  let caterer: SignedInProvider;
  let others: number[];
  let requestId: number;
  let contactEmail: string;

  const q = <T>(sql: string, params: unknown[]) => t.dataSource.query(sql, params) as Promise<T[]>;
  const invite = (agent: Couple['agent'], id: number, providerIds: number[]) =>
    agent.post(`/api/service-requests/${id}/invitations`).send({ providerIds });
  const couplesRequest = async (who: Couple, overrides: Record<string, unknown> = {}) => {
    const email = uniqueEmail('par-pozvanka');
    const created = await submitRequest(t, accountRequestBody(email, RUN, { weddingDate: inDays(90), ...overrides }), { agent: who.agent });
    return { id: created.body.id as number, email };
  };
  const inquiries = async (provider: SignedInProvider) =>
    (await provider.agent.get('/api/service-requests?filtered=true&pageSize=50').expect(200)).body as { items: ListedRequest[]; total: number };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    stranger = await signedInCouple(t);
    // Serves photography in Praha (the request's): matches it anyway; subscribed.
    photographer = await signedInProvider(t, { companyName: `Foto Pozvaný ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, photographer.providerId, 'basic');
    // Catering in Brno: outside the request's category and place, without a subscription (its portfolio is reachable by id).
    caterer = await signedInProvider(t, { companyName: `Catering Pozvaný ${RUN}`, categories: ['catering'], serviceAreas: ['brno'] });
    others = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const id = await insertProvider(t.dataSource, { companyName: `Další ${name} ${RUN}` });
      await activateSubscription(t.dataSource, id, 'basic');
      others.push(id);
    }
    ({ id: requestId, email: contactEmail } = await couplesRequest(couple));
  });
  afterAll(() => t.close());

  it('refuses a visitor (401), and answers 404 to anyone but the owner, writing nothing', async () => {
    await request(t.server).post(`/api/service-requests/${requestId}/invitations`).send({ providerIds: [photographer.providerId] }).expect(401);
    await invite(stranger.agent, requestId, [photographer.providerId]).expect(404);
    await invite(photographer.agent, requestId, [others[0]]).expect(404);
    await stranger.agent.get(`/api/service-requests/${requestId}/invitations`).expect(404);
    await caterer.agent.get(`/api/service-requests/${requestId}/invitations`).expect(404);
    expect(await q(`SELECT 1 FROM request_invitations WHERE request_id = $1`, [requestId])).toHaveLength(0);
  });

  it('refuses bad input, unknown and demo providers (400 naming the field)', async () => {
    const demo = await insertProvider(t.dataSource, { companyName: `Ukázkový ${RUN}`, isDemo: true });
    const bad = await invite(couple.agent, requestId, [demo, 2147483000]).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'providerIds', message: `Tyto dodavatele nelze pozvat: ${demo}, 2147483000` }]);
    await invite(couple.agent, requestId, []).expect(400);
    await invite(couple.agent, requestId, [1, 2, 3, 4, 5, 6]).expect(400);
    await invite(couple.agent, requestId, [others[0], others[0]]).expect(400);
    expect(await q(`SELECT 1 FROM request_invitations WHERE request_id = $1`, [requestId])).toHaveLength(0);
  });

  it('invites: mails without couple text, live events, and the request on top of each invitee\'s inquiries', async () => {
    const events = t.app.get(EventsService);
    const published = jest.spyOn(events, 'publish');
    const answer = await invite(couple.agent, requestId, [photographer.providerId, caterer.providerId]).expect(201);
    const items = answer.body.items as Invitation[];
    expect(items.map((item) => [item.providerId, item.source])).toEqual([
      [photographer.providerId, 'couple'],
      [caterer.providerId, 'couple'],
    ]);
    expect(items[1].companyName).toBe(`Catering Pozvaný ${RUN}`);
    const rows = await q<{ providerId: number; invitedBy: number }>(
      `SELECT provider_id AS "providerId", invited_by AS "invitedBy" FROM request_invitations WHERE request_id = $1 ORDER BY id`,
      [requestId],
    );
    expect(rows).toEqual([
      { providerId: photographer.providerId, invitedBy: couple.userId },
      { providerId: caterer.providerId, invitedBy: couple.userId },
    ]);

    // The mail: the category, the place and the date; never the description, the couple's name or contacts.
    const mails = await q<{ to: string; subject: string; text: string; html: string }>(
      `SELECT to_email AS to, subject, text_body AS text, html_body AS html FROM mail_outbox WHERE template = 'matching-invitation' AND to_email = ANY($1) ORDER BY id`,
      [[photographer.email, caterer.email]],
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe('Pozvánka od páru k nabídce – Svatby');
      expect(mail.text).toContain('Kategorie: Fotografie');
      expect(mail.text).toContain('Místo: Praha');
      expect(mail.text).toContain('/inquiries');
      for (const secret of [RUN, 'Jana a Petr', contactEmail, '777 123 456', '50 000']) {
        expect(mail.text).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
    }
    expect(published).toHaveBeenCalledWith(
      expect.arrayContaining([photographer.userId, caterer.userId]),
      { type: 'request.invited', requestId },
    );
    published.mockRestore();

    // The caterer: outside its category and area, unsubscribed: still listed, first, flagged, without contacts.
    const list = await inquiries(caterer);
    expect(list.items[0]).toMatchObject({ id: requestId, invited: true, canSeeContact: false });
    expect(list.items[0]).not.toHaveProperty('contactInfo');
    // The subscribed photographer sees it flagged with the contacts (the existing rule).
    const own = (await inquiries(photographer)).items.find((item) => item.id === requestId);
    expect(own).toMatchObject({ invited: true, canSeeContact: true, contactInfo: { email: contactEmail } });
    // Nobody else learns of the invitation.
    const detail = (await request(t.server).get(`/api/service-requests/${requestId}`).expect(200)).body as ListedRequest;
    expect(detail.invited).toBe(false);
    expect((await caterer.agent.get(`/api/service-requests/${requestId}`).expect(200)).body.invited).toBe(true);
    // The dashboard's count of open invitations.
    expect((await caterer.agent.get('/api/provider/invitations/count').expect(200)).body).toEqual({ open: 1 });
    // The owner lists them.
    const listed = (await couple.agent.get(`/api/service-requests/${requestId}/invitations`).expect(200)).body.items as Invitation[];
    expect(listed.map((item) => item.providerId)).toEqual([photographer.providerId, caterer.providerId]);
  });

  it("leaves a request out of the provider's list once it answered 'Nehodí se mi' or 'Nemám volný termín'", async () => {
    await t.dataSource.query(`INSERT INTO request_replies (request_id, provider_id, kind, reason) VALUES ($1, $2, 'not_fit', 'distance')`, [
      requestId,
      caterer.providerId,
    ]);
    expect((await inquiries(caterer)).items.map((item) => item.id)).not.toContain(requestId);
    expect((await caterer.agent.get('/api/provider/invitations/count').expect(200)).body).toEqual({ open: 0 });
    await t.dataSource.query(`DELETE FROM request_replies WHERE request_id = $1 AND provider_id = $2`, [requestId, caterer.providerId]);
    expect((await inquiries(caterer)).items[0]).toMatchObject({ id: requestId, invited: true });
  });

  it('skips providers already invited and allows at most 5 couple invitations per request (409)', async () => {
    const again = await invite(couple.agent, requestId, [photographer.providerId, others[0], others[1]]).expect(201);
    expect((again.body.items as Invitation[]).map((item) => item.providerId)).toEqual([photographer.providerId, caterer.providerId, others[0], others[1]]);
    const over = await invite(couple.agent, requestId, [others[2], others[3]]).expect(409);
    expect(over.body.message).toBe(PER_REQUEST);
    await invite(couple.agent, requestId, [others[2]]).expect(201);
    expect(await q(`SELECT 1 FROM request_invitations WHERE request_id = $1`, [requestId])).toHaveLength(5);
    // Only already invited ones: nothing new, no error.
    await invite(couple.agent, requestId, [others[0]]).expect(201);
  });

  it('allows at most 20 invitations per couple a day (429)', async () => {
    const busy = await signedInCouple(t);
    // 18 invitations in the last 24 hours on other requests (one older than a day does not count).
    const earlier: number[] = [];
    for (let index = 0; index < 4; index += 1) earlier.push((await couplesRequest(busy)).id);
    const providers = [...others, photographer.providerId];
    const rows: Array<[number, number, string]> = [];
    for (const id of earlier.slice(0, 3)) for (const providerId of providers.slice(0, 5)) rows.push([id, providerId, '1 hour']);
    for (const providerId of providers.slice(0, 3)) rows.push([earlier[3], providerId, '1 hour']);
    rows.push([earlier[3], providers[3], '25 hours']);
    for (const [id, providerId, ago] of rows) {
      await t.dataSource.query(
        `INSERT INTO request_invitations (request_id, provider_id, source, invited_by, created_at) VALUES ($1, $2, 'couple', $3, now() - $4::interval)`,
        [id, providerId, busy.userId, ago],
      );
    }
    const target = (await couplesRequest(busy)).id;
    const refused = await invite(busy.agent, target, [others[0], others[1], others[2]]).expect(429);
    expect(refused.body.message).toBe(PER_DAY);
    expect(await q(`SELECT 1 FROM request_invitations WHERE request_id = $1`, [target])).toHaveLength(0);
    await invite(busy.agent, target, [others[0], others[1]]).expect(201);
    expect((await invite(busy.agent, target, [others[2]]).expect(429)).body.message).toBe(PER_DAY);
  });

  it('invites only to an active request (409)', async () => {
    const closed = await couplesRequest(couple);
    await couple.agent.patch(`/api/service-requests/${closed.id}/status`).send({ status: 'cancelled' }).expect(200);
    const refused = await invite(couple.agent, closed.id, [photographer.providerId]).expect(409);
    expect(refused.body.message).toBe('Pozvat dodavatele lze jen k aktivní poptávce.');
  });

  it("exports the couple's and the provider's invitations and the shortlist; erasure removes them", async () => {
    const jana = await signedInCouple(t);
    await markEmailVerified(t, jana.userId);
    const own = await couplesRequest(jana);
    await invite(jana.agent, own.id, [photographer.providerId]).expect(201);
    await jana.agent.put(`/api/shortlist/${others[4]}`).expect(204);

    const exported = (await jana.agent.get('/api/account/export').expect(200)).body as {
      shortlist: Array<{ providerId: number }>;
      invitations: Array<{ requestId: number; providerId: number; side: string; source: string }>;
    };
    expect(exported.shortlist).toEqual([{ providerId: others[4], addedAt: expect.any(String) }]);
    expect(exported.invitations).toEqual([
      { requestId: own.id, providerId: photographer.providerId, side: 'couple', source: 'couple', createdAt: expect.any(String) },
    ]);
    const received = (await photographer.agent.get('/api/account/export').expect(200)).body.invitations as Array<{ requestId: number; side: string }>;
    expect(received).toEqual(expect.arrayContaining([expect.objectContaining({ requestId: own.id, side: 'provider' })]));

    await jana.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: SIGN_IN_PASSWORD }).expect(200);
    expect(await q(`SELECT 1 FROM shortlist_entries WHERE user_id = $1`, [jana.userId])).toHaveLength(0);
    expect(await q(`SELECT 1 FROM request_invitations WHERE request_id = $1 OR invited_by = $2`, [own.id, jana.userId])).toHaveLength(0);
  });
});
