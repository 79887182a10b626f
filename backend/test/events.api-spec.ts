import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { EventsService } from '../src/events/events.service';
import { signedInCouple, type SignedInProvider } from './support/accounts';
import { coupleRequest, listedProvider, offerConversation, sessionCookie } from './support/conversation-fixtures';
import { eventually, openEventStream, type EventStreamReader } from './support/event-stream';
import { createTestApp, type TestApp } from './support/test-app';

const RUN = `udalosti-${process.pid}-${Date.now().toString(36)}`;

describe('the event stream (GET /api/events)', () => {
  let t: TestApp;
  let base: string;
  let events: EventsService;
  let provider: SignedInProvider;
  let couple: Awaited<ReturnType<typeof signedInCouple>>;
  let coupleCookie: string[];
  let conversationId: number;
  const open: EventStreamReader[] = [];

  const stream = async (cookie?: string[], headers?: Record<string, string>) => {
    const reader = await openEventStream(`${base}/api/events`, cookie, headers);
    open.push(reader);
    return reader;
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    events = t.app.get(EventsService);
    await eventually(() => events.isListening());
    provider = await listedProvider(t, `Foto Živě ${RUN}`);
    couple = await signedInCouple(t);
    coupleCookie = await sessionCookie(t, couple.email);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    ({ conversationId } = await offerConversation(t, owned.requestId, provider.providerId));
  });

  afterAll(async () => {
    for (const reader of open) reader.close();
    await t.close();
  });

  it('refuses a visitor with 401', async () => {
    const visitor = await stream();
    expect(visitor.status).toBe(401);
    await eventually(() => visitor.raw().length > 0);
    expect(JSON.parse(visitor.raw()).message).toBe('Pro tuto akci se musíte přihlásit');
  });

  it("opens an uncompressed, unbuffered stream and delivers 'message.created' when the other side writes (ids only)", async () => {
    // A browser asks for gzip: the stream must still not be compressed (compression would buffer it).
    const reader = await stream(coupleCookie, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers['cache-control']).toBe('no-cache, no-transform');
    expect(reader.headers['x-accel-buffering']).toBe('no');
    expect(reader.headers['content-encoding']).toBeUndefined();
    await eventually(() => reader.raw().startsWith('retry: 5000\n'));
    await eventually(() => events.streamCount(couple.userId) === 1);

    await provider.agent
      .post(`/api/conversations/${conversationId}/messages`)
      .field('body', 'Tajný text, který v události není.')
      .expect(201);
    const event = await reader.next('message.created');
    expect(JSON.parse(event.data)).toEqual({ type: 'message.created', conversationId });
    expect(reader.raw()).not.toContain('Tajný text');
  });

  it("tells the sender's other tabs too, and 'conversation.read' only to the reader", async () => {
    const providerCookie = await sessionCookie(t, provider.email);
    const providerTab = await stream(providerCookie);
    const coupleTab = await stream(coupleCookie);
    await eventually(() => events.streamCount(provider.userId) === 1 && events.streamCount(couple.userId) >= 2);

    await provider.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Další zpráva').expect(201);
    expect(JSON.parse((await providerTab.next('message.created')).data).conversationId).toBe(conversationId);
    await coupleTab.next('message.created');

    await couple.agent.post(`/api/conversations/${conversationId}/read`).send({}).expect(204);
    expect(JSON.parse((await coupleTab.next('conversation.read')).data)).toEqual({ type: 'conversation.read', conversationId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(providerTab.events.some((event) => event.event === 'conversation.read')).toBe(false);
  });

  it("delivers the Offers module's events to the users named and nobody else", async () => {
    const other = await signedInCouple(t);
    const otherTab = await stream(await sessionCookie(t, other.email));
    const coupleTab = await stream(coupleCookie);
    await eventually(() => events.streamCount(other.userId) === 1);
    await events.publish([couple.userId], {
      type: 'offer.created',
      requestId: 40,
      offerId: 7,
      conversationId,
      text: 'x',
    } as never);
    expect(JSON.parse((await coupleTab.next('offer.created')).data)).toEqual({
      type: 'offer.created',
      requestId: 40,
      offerId: 7,
      conversationId,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherTab.events).toHaveLength(0);
  });

  it('forgets a stream the browser closed', async () => {
    const lonely = await signedInCouple(t);
    const reader = await stream(await sessionCookie(t, lonely.email));
    await eventually(() => events.streamCount(lonely.userId) === 1);
    reader.close();
    await eventually(() => events.streamCount(lonely.userId) === 0);
  });

  it('listens again after its database connection dropped', async () => {
    const reader = await stream(coupleCookie);
    await eventually(() => events.streamCount(couple.userId) >= 1);
    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'svatby-events' AND datname = current_database()`,
    );
    await eventually(() => !events.isListening());
    await eventually(() => events.isListening(), 10_000);
    await events.publish([couple.userId], { type: 'offer.updated', offerId: 3 });
    expect(JSON.parse((await reader.next('offer.updated')).data)).toEqual({ type: 'offer.updated', offerId: 3 });
  });

  it('ends a stream after a sign-out once it reconnects (the session is checked on every connect)', async () => {
    const cookie = await sessionCookie(t, couple.email);
    await request(t.server)
      .post('/api/logout')
      .set('Cookie', cookie.map((part) => part.split(';')[0]).join('; '));
    const after = await stream(cookie);
    expect(after.status).toBe(401);
  });
});
