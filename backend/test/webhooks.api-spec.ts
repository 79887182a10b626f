import { createHmac, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { WebhookClock } from '../src/integrations/webhooks/webhook-clock';
import { WebhookSecretCipher } from '../src/integrations/webhooks/secret-cipher';
import { WebhookSender } from '../src/integrations/webhooks/webhook-sender';
import { WebhookSubscribers } from '../src/integrations/webhooks/webhook-subscribers';
import { WebhooksRepository } from '../src/integrations/webhooks/webhooks.repository';
import { WebhookDeliveries } from '../src/integrations/webhooks/webhooks.jobs';
import { WebhooksService } from '../src/integrations/webhooks/webhooks.service';
import { SubscriptionsJobs } from '../src/subscriptions/subscriptions.jobs';
import { ACCOUNT_PASSWORD, signedInAdmin, signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { accountRequestBody, countRows } from './support/account-fixtures';
import { mailsTo } from './support/booking-rows';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { STANDIN_WEBHOOK_SECRET, StripeStandIn, stripeStandInSettings } from './support/stripe-stand-in';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const RUN = `webhooky${process.pid}x${Date.now().toString(36)}`;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The integrator's side: a plain HTTP server on 127.0.0.1 that records what arrives and answers by
 * path (/ok 200, /fail 500, /flaky 500 twice then 200, /redirect 302 to a private address).
 */
class Receiver {
  readonly received: Received[] = [];
  private server!: http.Server;
  private flakyLeft = 2;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path.startsWith('/ok')) return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"prijato":true}');
        if (path.startsWith('/flaky') && this.flakyLeft-- <= 0) return res.writeHead(200).end('konečně');
        if (path.startsWith('/redirect')) return res.writeHead(302, { Location: 'http://10.0.0.1/interni' }).end();
        // Never answers (the sender's timeout ends it).
        if (path.startsWith('/slow')) return;
        res.writeHead(500).end(`chyba ${'x'.repeat(2000)}`);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${(this.server.address() as AddressInfo).port}${path}`;
  }

  to(path: string): Received[] {
    return this.received.filter((entry) => entry.path === path);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The README's verification: HMAC-SHA256 of "<t>.<body>" with the secret, compared in constant time. */
function verified(received: Received, secret: string): boolean {
  const header = String(received.headers['svatby-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest('hex');
  return (
    expected.length === parts.v1.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1)) &&
    Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300
  );
}

type Agent = ReturnType<TestApp['agent']>;

describe('Webhooks', () => {
  const receiver = new Receiver();
  let t: TestApp;
  let deliveries: WebhookDeliveries;
  let config: { webhooksAllowPrivate: boolean };
  /** How far the webhooks' clock is ahead of the real one. */
  let ahead = 0;
  const stripe = new StripeStandIn('webhooks');
  /**
   * The app paid through Stripe (the stand-in), started by its block. It stays up to the file's end:
   * passport's session deserializer is process-wide, and a closed app's would fail the next sign-ins.
   */
  let stripeApp: TestApp | undefined;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ TRUST_PROXY: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    deliveries = t.app.get(WebhookDeliveries);
    config = t.app.get(AppConfig) as unknown as { webhooksAllowPrivate: boolean };
    jest.spyOn(t.app.get(WebhookClock), 'now').mockImplementation(() => new Date(Date.now() + ahead));
  });
  afterAll(async () => {
    if (stripeApp) {
      await stripeApp.close();
      await stripe.stop();
    }
    await t?.close();
    await receiver.stop();
  });

  async function endpoint(agent: Agent, url: string, events: string[] = ['offer.accepted']): Promise<{ id: number; secret: string }> {
    const created = await agent.post('/api/webhooks').send({ url, events, description: 'Naše CRM' }).expect(201);
    return { id: created.body.id as number, secret: created.body.secret as string };
  }

  /** A couple's request, the provider's offer on it and the offer's conversation. */
  async function offerThread(provider: SignedInProvider) {
    const couple = await signedInCouple(t);
    const created = await submitRequest(t, accountRequestBody(couple.email, RUN), { agent: couple.agent });
    const offer = await provider.agent
      .post(`/api/service-requests/${created.body.id}/offers`)
      .send({ message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 20_000 })
      .expect(201);
    const [{ conversationId }] = (await t.dataSource.query(`SELECT id AS "conversationId" FROM conversations WHERE offer_id = $1`, [
      offer.body.id,
    ])) as Array<{ conversationId: number }>;
    return { couple, offer, conversationId };
  }

  const deliveryRows = (endpointId: number) =>
    t.dataSource.query(
      `SELECT event_id AS "eventId", event_type AS "eventType", state, attempts, last_status_code AS "statusCode", last_duration_ms AS "durationMs",
              last_error AS "error", response_excerpt AS "excerpt", next_attempt_at AS "nextAttemptAt", finished_at AS "finishedAt"
         FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`,
      [endpointId],
    ) as Promise<
      Array<{
        eventId: string;
        eventType: string;
        state: string;
        attempts: number;
        statusCode: number | null;
        durationMs: number | null;
        error: string | null;
        excerpt: string | null;
        nextAttemptAt: Date | null;
        finishedAt: Date | null;
      }>
    >;

  it('lists the event types to anyone, and the endpoints to providers and admins only', async () => {
    const types = await request(t.server).get('/api/webhooks/event-types').expect(200);
    expect(types.body.map((type: { type: string }) => type.type)).toEqual([
      'request.matched',
      'offer.accepted',
      'offer.declined',
      'message.created',
      'booking.confirmed',
      'booking.cancelled',
      'review.published',
      'subscription.changed',
    ]);
    expect(types.body[1]).toEqual({ type: 'offer.accepted', label: 'Nabídka přijata' });
    await request(t.server).get('/api/webhooks').expect(401);
    await request(t.server).post('/api/webhooks').send({}).expect(401);
    const couple = await signedInCouple(t);
    const refused = await couple.agent.post('/api/webhooks').send({ url: receiver.url('/ok'), events: ['offer.accepted'] }).expect(403);
    expect(refused.body.message).toBe('Webhooky mohou používat jen dodavatelé a správci');
    await couple.agent.get('/api/webhooks').expect(403);
  });

  it('adds endpoints with a whsec_ secret shown on demand, refuses bad input in Czech and holds the limit of 5', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Limit ${RUN}` });
    const bad = await provider.agent.post('/api/webhooks').send({ url: 'ftp://crm.example.cz/hook', events: ['offer.accepted'] }).expect(400);
    expect(bad.body.message).toBe('Adresa webhooku musí být platná adresa http(s)');
    expect(bad.body.errors).toEqual([{ field: 'url', message: 'Adresa webhooku musí být platná adresa http(s)' }]);
    const noEvents = await provider.agent.post('/api/webhooks').send({ url: receiver.url('/ok'), events: ['offer.sent'] }).expect(400);
    expect(noEvents.body.message).toMatch(/^Vyberte alespoň jednu událost/);
    const credentials = await provider.agent.post('/api/webhooks').send({ url: 'https://jan:heslo@crm.example.cz/', events: ['offer.accepted'] }).expect(400);
    expect(credentials.body.message).toBe('Adresa webhooku nesmí obsahovat jméno ani heslo');

    const first = await endpoint(provider.agent, receiver.url('/ok'), ['offer.accepted', 'booking.confirmed']);
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await provider.agent.get('/api/webhooks').expect(200);
    expect(listed.body).toEqual([
      {
        id: first.id,
        url: receiver.url('/ok'),
        description: 'Naše CRM',
        events: ['offer.accepted', 'booking.confirmed'],
        enabled: true,
        disabledAt: null,
        disabledReason: null,
        failingSince: null,
        createdAt: expect.any(String),
      },
    ]);
    expect((await provider.agent.get(`/api/webhooks/${first.id}/secret`).expect(200)).body).toEqual({ secret: first.secret });

    const changed = await provider.agent.patch(`/api/webhooks/${first.id}`).send({ events: ['review.published'], enabled: false }).expect(200);
    expect(changed.body).toMatchObject({ events: ['review.published'], enabled: false, disabledReason: 'owner' });
    expect((await provider.agent.post(`/api/webhooks/${first.id}/test`).expect(409)).body.message).toBe('Webhook je vypnutý. Nejprve ho zapněte.');
    await provider.agent.patch(`/api/webhooks/${first.id}`).send({ enabled: true }).expect(200);

    for (let index = 0; index < 4; index += 1) await endpoint(provider.agent, receiver.url(`/ok/${index}`));
    const tooMany = await provider.agent.post('/api/webhooks').send({ url: receiver.url('/ok/5'), events: ['offer.accepted'] }).expect(409);
    expect(tooMany.body.message).toBe('Webhooků může být nejvýše 5. Nejprve některý odeberte.');

    // Another account's endpoint does not exist for this one.
    const other = await signedInProvider(t, { companyName: `Foto Cizí ${RUN}` });
    await other.agent.get(`/api/webhooks/${first.id}/secret`).expect(404);
    await other.agent.delete(`/api/webhooks/${first.id}`).expect(404);
    await provider.agent.delete(`/api/webhooks/${first.id}`).expect(204);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM webhook_endpoints WHERE user_id = $1`, [provider.userId])).toBe(4);
  });

  it('sends request.matched and offer.accepted / offer.declined from real actions, signed with the endpoint secret', async () => {
    // Wedding rings, which no other test file asks for: the files share the database, and another file's photography request in
    // Praha (or the whole country) would reach these endpoints as one more request.matched while this test counts.
    const chosen = await signedInProvider(t, { companyName: `Zlatník Vybraný ${RUN}`, categories: ['rings'], serviceAreas: ['praha'] });
    const other = await signedInProvider(t, { companyName: `Zlatník Druhý ${RUN}`, categories: ['rings'], serviceAreas: ['praha'] });
    const elsewhere = await signedInProvider(t, { companyName: `Zlatník Brno ${RUN}`, categories: ['rings'], serviceAreas: ['brno'] });
    for (const provider of [chosen, other]) await activateSubscription(t.dataSource, provider.providerId, 'basic');
    const events = ['request.matched', 'offer.accepted', 'offer.declined'];
    const hooks = new Map<SignedInProvider, { id: number; secret: string }>();
    for (const [provider, path] of [
      [chosen, '/ok/vybrany'],
      [other, '/ok/druhy'],
      [elsewhere, '/ok/brno'],
    ] as const) {
      hooks.set(provider, await endpoint(provider.agent, receiver.url(path), events));
    }

    const couple = await signedInCouple(t);
    const created = await submitRequest(
      t,
      accountRequestBody(couple.email, RUN, { services: ['rings'], description: `Hledáme snubní prsteny na zakázku. ${RUN}` }),
      { agent: couple.agent },
    );
    const requestId = created.body.id as number;
    await deliveries.drainOnce();
    // The request is in Praha: the Brno photographer is not reached.
    expect(receiver.to('/ok/brno')).toEqual([]);
    const [matched] = receiver.to('/ok/vybrany');
    expect(matched.headers['svatby-event-type']).toBe('request.matched');
    expect(verified(matched, hooks.get(chosen)!.secret)).toBe(true);
    expect(verified(matched, hooks.get(other)!.secret)).toBe(false);
    const matchedBody = JSON.parse(matched.body);
    expect(Object.keys(matchedBody)).toEqual(['id', 'type', 'created', 'data']);
    expect(matchedBody).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'request.matched',
      data: { requestId, primaryCategoryId: 'rings', locationId: 'praha', location: 'Praha', path: `/api/service-requests/${requestId}` },
    });
    // No couple's contact in what leaves Svatby.
    expect(matched.body).not.toContain(couple.email);
    expect(matched.body).not.toContain('777');
    expect(matched.headers['svatby-event-id']).toBe(matchedBody.id);
    expect(matched.headers['user-agent']).toMatch(/^Svatby-Webhooks\//);
    expect(matched.headers['content-type']).toBe('application/json; charset=utf-8');

    const offerIds: number[] = [];
    for (const provider of [chosen, other]) {
      const sent = await provider.agent
        .post(`/api/service-requests/${requestId}/offers`)
        .send({ message: 'Dobrý den, prsteny vám rádi vyrobíme.', priceKind: 'exact', priceMin: 20_000 })
        .expect(201);
      offerIds.push(sent.body.id as number);
    }
    await couple.agent.post(`/api/offers/${offerIds[0]}/accept`).send({}).expect(200);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 2, retrying: 0, failed: 0 });

    const accepted = receiver.to('/ok/vybrany').find((entry) => entry.headers['svatby-event-type'] === 'offer.accepted')!;
    expect(verified(accepted, hooks.get(chosen)!.secret)).toBe(true);
    expect(JSON.parse(accepted.body).data).toEqual({
      offerId: offerIds[0],
      requestId,
      providerId: chosen.providerId,
      status: 'accepted',
      path: '/api/provider/offers',
    });
    const declined = receiver.to('/ok/druhy').find((entry) => entry.headers['svatby-event-type'] === 'offer.declined')!;
    expect(JSON.parse(declined.body).data).toMatchObject({ offerId: offerIds[1], status: 'declined' });

    // The log: succeeded with the receiver's status, a duration and the start of its answer.
    const rows = await deliveryRows(hooks.get(chosen)!.id);
    expect(rows.map((row) => [row.eventType, row.state, row.attempts, row.statusCode, row.excerpt])).toEqual([
      ['request.matched', 'succeeded', 1, 200, '{"prijato":true}'],
      ['offer.accepted', 'succeeded', 1, 200, '{"prijato":true}'],
    ]);
    expect(rows[1].durationMs).toEqual(expect.any(Number));
    expect(rows[1].finishedAt).not.toBeNull();
    const log = await chosen.agent.get(`/api/webhooks/${hooks.get(chosen)!.id}/deliveries`).query({ pageSize: 1 }).expect(200);
    expect(log.body).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ eventType: 'offer.accepted', state: 'succeeded', lastStatusCode: 200 }] });
    await chosen.agent.get(`/api/webhooks/${hooks.get(chosen)!.id}/deliveries`).query({ pageSize: 500 }).expect(400);
  });

  it('sends message.created (the couple\'s only), booking.confirmed / cancelled, review.published and subscription.changed', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Události ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, provider.providerId, 'basic');
    const hook = await endpoint(provider.agent, receiver.url('/ok/udalosti'), [
      'message.created',
      'booking.confirmed',
      'booking.cancelled',
      'review.published',
      'subscription.changed',
    ]);
    const { couple, offer, conversationId } = await offerThread(provider);
    await couple.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Dobrý den, máte ještě volno?').expect(201);
    await provider.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Ano, termín máme volný.').expect(201);
    await couple.agent.post(`/api/offers/${offer.body.id}/accept`).send({}).expect(200);
    const [{ bookingId }] = (await t.dataSource.query(`SELECT id AS "bookingId" FROM bookings WHERE offer_id = $1`, [offer.body.id])) as Array<{
      bookingId: number;
    }>;
    const eventDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await provider.agent.post(`/api/bookings/${bookingId}/confirm`).send({ eventDate }).expect(200);
    await couple.agent.post(`/api/bookings/${bookingId}/cancel`).send({ reason: 'Svatba se odkládá na příští rok.' }).expect(200);
    await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [couple.userId]);
    const review = await couple.agent
      .post(`/api/providers/${provider.providerId}/reviews`)
      .set('X-Forwarded-For', nextCoupleAddress())
      .send({ email: couple.email, overallRating: 5, reviewText: 'Krásné fotky, děkujeme.' })
      .expect(201);
    expect(review.body.status).toBe('confirmed');
    await provider.agent.post('/api/subscription/cancel').expect(200);
    await deliveries.drainOnce();

    // The queue hands jobs out in no set order: in the order the events happened.
    const got = receiver.to('/ok/udalosti').sort((a, b) => JSON.parse(a.body).created.localeCompare(JSON.parse(b.body).created));
    expect(got.map((entry) => entry.headers['svatby-event-type'])).toEqual([
      'message.created',
      'booking.confirmed',
      'booking.cancelled',
      'review.published',
      'subscription.changed',
    ]);
    expect(got.every((entry) => verified(entry, hook.secret))).toBe(true);
    const data = got.map((entry) => JSON.parse(entry.body).data);
    expect(data[0]).toEqual({ conversationId, senderSide: 'couple', path: `/api/conversations/${conversationId}/messages` });
    expect(data[1]).toMatchObject({ bookingId, offerId: offer.body.id, providerId: provider.providerId, status: 'confirmed', actor: 'provider' });
    expect(data[2]).toMatchObject({ bookingId, status: 'cancelled', actor: 'couple', path: `/api/bookings/${bookingId}` });
    expect(data[3]).toMatchObject({ reviewId: review.body.review.id, providerId: provider.providerId, overallRating: 5 });
    expect(data[4]).toMatchObject({ providerId: provider.providerId, change: 'cancelled', status: 'cancelled', path: '/api/subscription/info' });
    // Nothing any side typed leaves in a payload.
    for (const text of ['máte ještě volno', 'odkládá', 'Krásné fotky', couple.email]) expect(got.some((entry) => entry.body.includes(text))).toBe(false);
  });

  it("asks the database about a message's provider only when it has an endpoint; another instance's change counts once its notice arrives", async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Kopie ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, provider.providerId, 'basic');
    const { couple, conversationId } = await offerThread(provider);
    const post = (body: string) => couple.agent.post(`/api/conversations/${conversationId}/messages`).field('body', body).expect(201);
    const subscribers = t.app.get(WebhookSubscribers);
    const repository = t.app.get(WebhooksRepository);
    /** Waits for this instance's copy to say whether the provider's account subscribes to message.created (the notice's arrival). */
    const untilSubscribed = async (expected: boolean) => {
      const deadline = Date.now() + 5_000;
      while ((await subscribers.among([provider.userId], 'message.created')).length > 0 !== expected) {
        if (Date.now() > deadline) throw new Error(`the copy still says ${!expected} after 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // No endpoint: the provider's endpoints are never read, and who subscribes is read once, not per post (the test files
    // share the database: another file's change to its endpoints may drop the copy once meanwhile).
    await post('První zpráva');
    const reads = jest.spyOn(repository, 'subscribersByType');
    const endpointReads = jest.spyOn(repository, 'subscribed');
    try {
      for (const body of ['Druhá zpráva', 'Třetí zpráva', 'Čtvrtá zpráva']) await post(body);
      expect(reads.mock.calls.length).toBeLessThan(2);
      expect(endpointReads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      endpointReads.mockRestore();
    }

    // Another instance adds an endpoint (here: straight into the table); the trigger's notice reaches this one.
    const secret = 'whsec_kopie_jine_instance_0123456789abcdef0123456789';
    const [{ id: endpointId }] = (await t.dataSource.query(
      `INSERT INTO webhook_endpoints (user_id, url, events, secret) VALUES ($1, $2, '{message.created}', $3) RETURNING id`,
      [provider.userId, receiver.url('/ok/kopie'), t.app.get(WebhookSecretCipher).encrypt(secret)],
    )) as Array<{ id: number }>;
    await untilSubscribed(true);
    await post('Zpráva po přidání');
    await deliveries.drainOnce();
    expect(receiver.to('/ok/kopie').map((entry) => entry.headers['svatby-event-type'])).toEqual(['message.created']);

    // Switched off there: once the notice arrives, nothing more is queued for it.
    await t.dataSource.query(`UPDATE webhook_endpoints SET enabled = false WHERE id = $1`, [endpointId]);
    await untilSubscribed(false);
    await post('Zpráva po vypnutí');
    expect(await deliveryRows(endpointId)).toHaveLength(1);
  });

  /** The subscription.changed events that reached `path`, in the order they happened; each must carry the endpoint's signature. */
  const subscriptionEvents = (path: string, secret: string): Array<Record<string, unknown>> => {
    const got = receiver.to(path).sort((a, b) => JSON.parse(a.body).created.localeCompare(JSON.parse(b.body).created));
    expect(got.every((entry) => entry.headers['svatby-event-type'] === 'subscription.changed' && verified(entry, secret))).toBe(true);
    return got.map((entry) => JSON.parse(entry.body).data as Record<string, unknown>);
  };

  it("sends subscription.changed when an admin grants a free plan and when an admin revokes it, after the audited change commits", async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Dárek ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/sprava-predplatneho'), ['subscription.changed']);
    const admin = await signedInAdmin(t);

    await admin.agent.patch(`/api/admin/providers/${provider.providerId}/activate-subscription`).send({ planType: 'premium' }).expect(200);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    const [granted] = (await t.dataSource.query(
      `SELECT current_period_end AS "periodEnd" FROM provider_subscriptions WHERE provider_id = $1 AND status = 'active'`,
      [provider.providerId],
    )) as Array<{ periodEnd: Date }>;
    expect(subscriptionEvents('/ok/sprava-predplatneho', hook.secret)).toEqual([
      {
        providerId: provider.providerId,
        change: 'activated',
        status: 'active',
        planId: 'premium_yearly',
        activeUntil: granted.periodEnd.toISOString(),
        path: '/api/subscription/info',
      },
    ]);

    await admin.agent.patch(`/api/admin/providers/${provider.providerId}/deactivate-subscription`).expect(200);
    // A refused revoke (nothing live any more) changes nothing and sends nothing.
    await admin.agent.patch(`/api/admin/providers/${provider.providerId}/deactivate-subscription`).expect(409);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    const events = subscriptionEvents('/ok/sprava-predplatneho', hook.secret);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({
      providerId: provider.providerId,
      change: 'ended',
      status: 'expired',
      planId: 'premium_yearly',
      activeUntil: granted.periodEnd.toISOString(),
      path: '/api/subscription/info',
    });
    const logged = await deliveryRows(hook.id);
    expect(logged.map((row) => [row.eventType, row.state, row.statusCode])).toEqual([
      ['subscription.changed', 'succeeded', 200],
      ['subscription.changed', 'succeeded', 200],
    ]);
  });

  it('sends subscription.changed when the daily expiry job ends a subscription whose period is over', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Konec ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/vyprseni'), ['subscription.changed']);
    const periodEnd = new Date(Date.now() - 3_600_000);
    const subscriptionId = await activateSubscription(t.dataSource, provider.providerId, 'basic', { periodEnd });

    await t.app.get(SubscriptionsJobs).runOnce();
    const [{ status }] = (await t.dataSource.query(`SELECT status FROM provider_subscriptions WHERE id = $1`, [subscriptionId])) as Array<{
      status: string;
    }>;
    expect(status).toBe('expired');
    await deliveries.drainOnce();
    expect(subscriptionEvents('/ok/vyprseni', hook.secret)).toEqual([
      {
        providerId: provider.providerId,
        change: 'ended',
        status: 'expired',
        planId: 'basic_monthly',
        activeUntil: periodEnd.toISOString(),
        path: '/api/subscription/info',
      },
    ]);
    // The next run finds nothing of it to end: no second event.
    await t.app.get(SubscriptionsJobs).runOnce();
    await deliveries.drainOnce();
    expect(receiver.to('/ok/vyprseni')).toHaveLength(1);
  });

  describe('with payments through Stripe (the stand-in)', () => {
    let s: TestApp;

    beforeAll(async () => {
      s = stripeApp = await createTestApp({ ...stripeStandInSettings(await stripe.start()), WEBHOOKS_ALLOW_PRIVATE: 'true' });
    });

    /** What Stripe posts: the event signed with the webhook secret, as the SDK's test helper signs it. */
    const send = (event: Record<string, unknown>) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STANDIN_WEBHOOK_SECRET });
      return request(s.server).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
    };

    it("sends subscription.changed for Stripe's invoice.paid, a failed renewal and the subscription deleted there, once per event", async () => {
      const provider = await signedInProvider(s, { companyName: `Foto Stripe ${RUN}` });
      const hook = await endpoint(provider.agent, receiver.url('/ok/stripe'), ['subscription.changed']);
      const stripeDeliveries = s.app.get(WebhookDeliveries);

      // The checkout waits for the card: nothing changed yet.
      await provider.agent.post('/api/get-or-create-subscription').send({ planType: 'basic' }).expect(200);
      const [{ gatewaySubscriptionId }] = (await s.dataSource.query(
        `SELECT gateway_subscription_id AS "gatewaySubscriptionId" FROM provider_subscriptions WHERE provider_id = $1 AND status = 'incomplete'`,
        [provider.providerId],
      )) as Array<{ gatewaySubscriptionId: string }>;
      expect(await stripeDeliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 0, failed: 0 });

      const invoice = stripe.payInvoice(stripe.subscription(gatewaySubscriptionId).latest_invoice);
      const paid = stripe.event('invoice.paid', invoice);
      await send(paid).expect(200);
      // Stripe redelivers: applied once, reported once.
      await send(paid).expect(200);
      const { invoice: renewal } = stripe.renew(gatewaySubscriptionId);
      await send(stripe.event('invoice.payment_failed', stripe.failInvoice(renewal.id))).expect(200);
      await send(stripe.event('customer.subscription.deleted', stripe.endSubscription(gatewaySubscriptionId))).expect(200);
      expect(await stripeDeliveries.drainOnce()).toEqual({ succeeded: 3, retrying: 0, failed: 0 });

      const periodEnd = new Date(invoice.lines.data[0].period.end * 1000).toISOString();
      const base = { providerId: provider.providerId, planId: 'basic_monthly', path: '/api/subscription/info' };
      expect(subscriptionEvents('/ok/stripe', hook.secret)).toEqual([
        { ...base, change: 'activated', status: 'active', activeUntil: periodEnd },
        { ...base, change: 'payment_failed', status: 'past_due', activeUntil: periodEnd },
        { ...base, change: 'ended', status: 'expired', activeUntil: periodEnd },
      ]);
      const [row] = (await s.dataSource.query(`SELECT status FROM provider_subscriptions WHERE gateway_subscription_id = $1`, [gatewaySubscriptionId])) as Array<{
        status: string;
      }>;
      expect(row.status).toBe('canceled');
    });
  });

  it('retries a 500 after its back-off and records the success; a test event and a resend keep their event id', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Opakování ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/flaky'));
    const test = await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    expect(test.body).toMatchObject({ eventType: 'ping', state: 'pending', attempts: 0 });

    expect(await deliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    let [row] = await deliveryRows(hook.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, statusCode: 500, error: 'Příjemce odpověděl 500' });
    expect(row.excerpt).toHaveLength(1000);
    // Due in a minute: nothing is queued before.
    expect(await deliveries.queueDue()).toBe(0);
    ahead += 61_000;
    expect(await deliveries.queueDue()).toBe(1);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    [row] = await deliveryRows(hook.id);
    expect(row.attempts).toBe(2);
    // The second wait is 5 minutes.
    ahead += 4 * 60_000;
    expect(await deliveries.queueDue()).toBe(0);
    ahead += 61_000;
    expect(await deliveries.queueDue()).toBe(1);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    [row] = await deliveryRows(hook.id);
    expect(row).toMatchObject({ state: 'succeeded', attempts: 3, statusCode: 200, error: null, excerpt: 'konečně' });

    const pings = receiver.to('/flaky');
    expect(pings).toHaveLength(3);
    expect(new Set(pings.map((ping) => ping.headers['svatby-event-id']))).toEqual(new Set([row.eventId]));
    expect(pings.every((ping) => verified(ping, hook.secret))).toBe(true);
    expect(JSON.parse(pings[2].body)).toMatchObject({ type: 'ping', data: { endpointId: hook.id, message: 'Testovací událost ze Svatby' } });

    // "Znovu odeslat": a new delivery of the same event.
    const resent = await provider.agent.post(`/api/webhooks/${hook.id}/deliveries/${test.body.id}/resend`).expect(202);
    expect(resent.body).toMatchObject({ eventId: row.eventId, eventType: 'ping', state: 'pending' });
    expect(resent.body.id).not.toBe(test.body.id);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    expect(receiver.to('/flaky')).toHaveLength(4);
    expect(receiver.to('/flaky')[3].headers['svatby-event-id']).toBe(row.eventId);
    await provider.agent.post(`/api/webhooks/${hook.id}/deliveries/999999999/resend`).expect(404);
    await provider.agent.post(`/api/webhooks/${hook.id}/deliveries/abc/resend`).expect(404);
  });

  it('gives up 24 hours after the event, then disables an endpoint that keeps failing and mails its owner', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Nedostupné ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/fail'));
    for (let index = 0; index < 3; index += 1) await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    const started = ahead;
    let rounds = 0;
    while ((await deliveryRows(hook.id)).some((row) => row.state === 'pending')) {
      rounds += 1;
      if (rounds > 20) throw new Error('the deliveries never gave up');
      await deliveries.queueDue();
      await deliveries.drainOnce();
      const due = (await deliveryRows(hook.id)).map((row) => row.nextAttemptAt).filter((at): at is Date => at !== null);
      if (due.length > 0) ahead = Math.max(...due.map((at) => new Date(at).getTime())) - Date.now() + 1_000;
    }
    const rows = await deliveryRows(hook.id);
    // Tried at 0, 1 min, 6 min, 36 min, 2 h 36, 7 h 36 and 17 h 36; the next (27 h 36) would be past the window.
    expect(rows.map((row) => [row.state, row.attempts, row.statusCode])).toEqual([
      ['failed', 7, 500],
      ['failed', 7, 500],
      ['failed', 7, 500],
    ]);
    expect(ahead - started).toBeGreaterThan(17 * 3_600_000);
    expect(ahead - started).toBeLessThan(24 * 3_600_000);
    expect(receiver.to('/fail')).toHaveLength(21);

    const [state] = (await provider.agent.get('/api/webhooks').expect(200)).body as Array<Record<string, unknown>>;
    expect(state).toMatchObject({ id: hook.id, enabled: false, disabledReason: 'failures', disabledAt: expect.any(String), failingSince: expect.any(String) });
    const mails = await mailsTo(t, provider.email, 'webhook-disabled');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Webhook byl vypnut – Svatby');
    expect(mails[0].text).toContain(receiver.url('/fail'));
    expect(mails[0].text).toContain('3 události se nepodařilo doručit');

    // Off: no more deliveries for it; switched on again, its run starts over.
    await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(409);
    const again = await provider.agent.patch(`/api/webhooks/${hook.id}`).send({ enabled: true }).expect(200);
    expect(again.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('never follows a redirect: a 302 to a private address is a failure naming its Location', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Přesměrování ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/redirect'));
    await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    const before = receiver.received.length;
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
    const [row] = await deliveryRows(hook.id);
    expect(row).toMatchObject({ state: 'pending', statusCode: 302, error: 'Přesměrování (302) na http://10.0.0.1/interni nebylo následováno' });
    expect(receiver.received.length - before).toBe(1);
  });

  it('ends an attempt that gets no answer within the timeout, and retries it', async () => {
    const sender = t.app.get(WebhookSender);
    sender.timeoutMs = 300;
    try {
      const provider = await signedInProvider(t, { companyName: `Foto Pomalé ${RUN}` });
      const hook = await endpoint(provider.agent, receiver.url('/slow'));
      await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
      expect(await deliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 1, failed: 0 });
      const [row] = await deliveryRows(hook.id);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, statusCode: null, error: 'Příjemce neodpověděl do 0.3 s' });
      // Ended by the timeout, not before (the timer's clock and Date.now's whole milliseconds may differ by one: 299 seen).
      expect(row.durationMs).toBeGreaterThanOrEqual(295);
      expect(receiver.to('/slow')).toHaveLength(1);
    } finally {
      sender.timeoutMs = 10_000;
    }
  });

  it('connects to the address it checked: the name is resolved once, by the check', async () => {
    const sender = t.app.get(WebhookSender);
    const resolved: string[] = [];
    const original = sender.resolver;
    // The integrator's name resolves to the receiver here; a second resolution (DNS rebinding) would find nothing.
    sender.resolver = async (host) => {
      resolved.push(host);
      if (resolved.length > 1) throw Object.assign(new Error('rebinding'), { code: 'ENOTFOUND' });
      return [{ address: '127.0.0.1', family: 4 }];
    };
    try {
      const provider = await signedInProvider(t, { companyName: `Foto Jméno ${RUN}` });
      const hook = await endpoint(provider.agent, receiver.url('/ok/jmeno', 'hooks.crm-novak.example'));
      await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
      expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
      expect(resolved).toEqual(['hooks.crm-novak.example']);
      const [got] = receiver.to('/ok/jmeno');
      expect(got.headers.host).toBe(`hooks.crm-novak.example:${new URL(receiver.url('/')).port}`);
    } finally {
      sender.resolver = original;
    }
  });

  describe('with WEBHOOKS_ALLOW_PRIVATE=false', () => {
    beforeAll(() => {
      config.webhooksAllowPrivate = false;
    });
    afterAll(() => {
      config.webhooksAllowPrivate = true;
    });

    it('refuses private address literals and localhost when the endpoint is added', async () => {
      const provider = await signedInProvider(t, { companyName: `Foto Vnitřní ${RUN}` });
      for (const url of ['http://127.0.0.1/hook', 'http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://localhost:8080/']) {
        const refused = await provider.agent.post('/api/webhooks').send({ url, events: ['offer.accepted'] }).expect(400);
        expect(refused.body.errors).toEqual([{ field: 'url', message: 'Adresa webhooku musí být veřejná (ne localhost ani vnitřní síť)' }]);
      }
    });

    it('checks the resolved address at send time: loopback, private, metadata and a name resolving to loopback are refused unsent', async () => {
      const provider = await signedInProvider(t, { companyName: `Foto SSRF ${RUN}` });
      // Added while private addresses were allowed (a development setting later switched off, or DNS that changed).
      config.webhooksAllowPrivate = true;
      const targets = [
        [receiver.url('/ok/ssrf'), 'Adresa 127.0.0.1 (127.0.0.1) není veřejná'],
        ['http://10.0.0.1/hook', 'Adresa 10.0.0.1 (10.0.0.1) není veřejná'],
        ['http://169.254.169.254/latest/meta-data/', 'Adresa 169.254.169.254 (169.254.169.254) není veřejná'],
        [receiver.url('/ok/ssrf-localhost', 'localhost'), '(localhost) není veřejná'],
      ] as const;
      const hooks: number[] = [];
      for (const [url] of targets) hooks.push((await endpoint(provider.agent, url)).id);
      config.webhooksAllowPrivate = false;
      for (const id of hooks) await provider.agent.post(`/api/webhooks/${id}/test`).expect(202);
      const before = receiver.received.length;
      expect(await deliveries.drainOnce()).toEqual({ succeeded: 0, retrying: 4, failed: 0 });
      for (const [index, [, message]] of targets.entries()) {
        const [row] = await deliveryRows(hooks[index]);
        expect(row).toMatchObject({ state: 'pending', attempts: 1, statusCode: null });
        expect(row.error).toContain(message);
      }
      expect(receiver.received.length).toBe(before);
    });
  });

  const storedSecret = async (id: number): Promise<string> =>
    ((await t.dataSource.query(`SELECT secret FROM webhook_endpoints WHERE id = $1`, [id])) as Array<{ secret: string }>)[0].secret;

  it('stores the secret encrypted (never in clear), and a delivery still verifies with the secret shown at creation', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Šifra ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/sifra'));
    const stored = await storedSecret(hook.id);
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(hook.secret);
    expect(stored).not.toContain(hook.secret.slice('whsec_'.length));
    expect(await countRows(t, `SELECT count(*)::int AS n FROM webhook_endpoints WHERE secret LIKE '%' || $1 || '%'`, [hook.secret.slice(6)])).toBe(0);
    expect((await provider.agent.get(`/api/webhooks/${hook.id}/secret`).expect(200)).body).toEqual({ secret: hook.secret });

    await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    const [got] = receiver.to('/ok/sifra');
    expect(verified(got, hook.secret)).toBe(true);
    // Not signed with the stored form.
    expect(verified(got, stored)).toBe(false);
  });

  it('encrypts at start a secret stored in clear before, and keeps signing with it', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Dříve ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/drive'));
    // As the row was before WEBHOOK_SECRET_KEY (or as an older instance writes it during a rolling deploy).
    const legacy = `whsec_${'L'.repeat(43)}`;
    await t.dataSource.query(`UPDATE webhook_endpoints SET secret = $2 WHERE id = $1`, [hook.id, legacy]);
    await t.app.get(WebhooksService).onModuleInit();
    const stored = await storedSecret(hook.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('LLLL');
    // Once only: a second start leaves it as it is.
    await t.app.get(WebhooksService).onModuleInit();
    expect(await storedSecret(hook.id)).toBe(stored);
    expect((await provider.agent.get(`/api/webhooks/${hook.id}/secret`).expect(200)).body).toEqual({ secret: legacy });

    await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    expect(await deliveries.drainOnce()).toEqual({ succeeded: 1, retrying: 0, failed: 0 });
    expect(verified(receiver.to('/ok/drive')[0], legacy)).toBe(true);
  });

  it('allows 30 test events and 30 resends per client in 15 minutes: the 31st answers 429 in Czech', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Limit odesílání ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/limit'));
    // One client address of its own: the other tests' sends (from 127.0.0.1) do not count here.
    const client = '10.93.0.1';
    const tooMany = 'Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.';
    let first = '';
    for (let index = 0; index < 30; index += 1) {
      const sent = await provider.agent.post(`/api/webhooks/${hook.id}/test`).set('X-Forwarded-For', client).expect(202);
      first ||= sent.body.id as string;
    }
    const refused = await provider.agent.post(`/api/webhooks/${hook.id}/test`).set('X-Forwarded-For', client).expect(429);
    expect(refused.body.message).toBe(tooMany);
    for (let index = 0; index < 30; index += 1) {
      await provider.agent.post(`/api/webhooks/${hook.id}/deliveries/${first}/resend`).set('X-Forwarded-For', client).expect(202);
    }
    const refusedResend = await provider.agent.post(`/api/webhooks/${hook.id}/deliveries/${first}/resend`).set('X-Forwarded-For', client).expect(429);
    expect(refusedResend.body.message).toBe(tooMany);
    // Nothing more was queued by the refused calls; another client is not limited by this one.
    expect(await countRows(t, `SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [hook.id])).toBe(60);
    await provider.agent.post(`/api/webhooks/${hook.id}/test`).set('X-Forwarded-For', '10.93.0.2').expect(202);
    expect(await deliveries.drainOnce(100)).toEqual({ succeeded: 61, retrying: 0, failed: 0 });
  });

  it('removes the endpoints and their deliveries with the account', async () => {
    const provider = await signedInProvider(t, { companyName: `Foto Odchod ${RUN}` });
    const hook = await endpoint(provider.agent, receiver.url('/ok/odchod'));
    await provider.agent.post(`/api/webhooks/${hook.id}/test`).expect(202);
    const exported = await provider.agent.get('/api/account/export').expect(200);
    expect(exported.body.webhookEndpoints).toEqual([
      { url: receiver.url('/ok/odchod'), events: ['offer.accepted'], enabled: true, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain(hook.secret);
    expect(JSON.stringify(exported.body)).not.toContain(await storedSecret(hook.id));
    await provider.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM webhook_endpoints WHERE id = $1`, [hook.id])).toBe(0);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [hook.id])).toBe(0);
    // Its queued attempt finds nothing to send.
    await deliveries.drainOnce();
    expect(receiver.to('/ok/odchod')).toEqual([]);
  });
});
