import request from 'supertest';
import { generateVAPIDKeys } from 'web-push';
import { DomainEvents } from '../src/common/domain-events/domain-events';
import type { BookingCreated } from '../src/bookings/bookings.api';
import type { OfferSent } from '../src/offers/offers.api';
import type { RequestListed } from '../src/requests/requests.api';
import { PushJobs } from '../src/push/push.jobs';
import { activateSubscription } from './support/subscription-fixtures';
import { signedInCouple, signedInProvider, ACCOUNT_PASSWORD } from './support/accounts';
import { coupleRequest, listedProvider, offerConversation } from './support/conversation-fixtures';
import { nextCoupleAddress } from './support/request-fixtures';
import { PushStandIn, type StandInSubscription } from './support/push-stand-in';
import { createTestApp, type TestApp } from './support/test-app';

const RUN = `push-${Date.now()}`;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DISABLED = 'Oznámení nejsou na tomto serveru zapnutá';

type Agent = ReturnType<TestApp['agent']>;

/** Web Push (issue 47) against web-push-testing, a local push service that decrypts what it gets. */
describe('Web Push', () => {
  const standIn = new PushStandIn();
  const vapid = generateVAPIDKeys();
  let t: TestApp;
  let jobs: PushJobs;

  beforeAll(async () => {
    await standIn.start();
    t = await createTestApp({
      TRUST_PROXY: 'true',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:podpora@svatby.cz',
      PUSH_ENDPOINT_HOSTS: 'localhost',
    });
    jobs = t.app.get(PushJobs);
  });
  afterAll(async () => {
    await t?.close();
    await standIn.stop();
  });

  /** A browser subscribing on the stand-in and registering itself for `agent`'s account. */
  async function device(agent: Agent, userAgent = ANDROID_CHROME): Promise<StandInSubscription & { id: number }> {
    const subscription = await standIn.subscribe(vapid.publicKey);
    const response = await agent
      .post('/api/push/devices')
      .set('User-Agent', userAgent)
      .send({ endpoint: subscription.endpoint, keys: subscription.keys })
      .expect(200);
    return { ...subscription, id: response.body.id as number };
  }

  const payloads = async (subscription: StandInSubscription) =>
    (await standIn.messages(subscription.clientHash)).map((text) => JSON.parse(text) as Record<string, string>);

  const rowCount = async (sql: string, params: unknown[]) =>
    ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;

  it('offers the VAPID public key to everyone', async () => {
    const response = await request(t.server).get('/api/push/config').expect(200);
    expect(response.body).toEqual({ enabled: true, publicKey: vapid.publicKey });
  });

  it('keeps the devices for signed-in accounts only', async () => {
    await request(t.server).get('/api/push/devices').expect(401);
    await request(t.server).post('/api/push/devices').send({}).expect(401);
    await request(t.server).delete('/api/push/devices/1').expect(401);
  });

  it('registers a device once per endpoint, names it from the browser and marks the asking one', async () => {
    const couple = await signedInCouple(t);
    const first = await device(couple.agent);
    // The same browser again (keys renewed): the same device.
    const again = await couple.agent
      .post('/api/push/devices')
      .send({ endpoint: first.endpoint, keys: first.keys, label: 'Můj telefon' })
      .expect(200);
    expect(again.body.id).toBe(first.id);
    const other = await device(couple.agent, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0');

    const list = await couple.agent.get('/api/push/devices').query({ endpoint: first.endpoint }).expect(200);
    expect(list.body).toEqual([
      { id: other.id, label: 'Firefox na Windows', createdAt: expect.any(String), lastUsedAt: null, current: false },
      { id: first.id, label: 'Můj telefon', createdAt: expect.any(String), lastUsedAt: null, current: true },
    ]);
    expect(await rowCount(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [couple.userId])).toBe(2);
  });

  it('refuses endpoints outside the push services and malformed keys, in Czech', async () => {
    const couple = await signedInCouple(t);
    const subscription = await standIn.subscribe(vapid.publicKey);
    const foreign = await couple.agent
      .post('/api/push/devices')
      .send({ endpoint: 'https://intranet.example.com/hook', keys: subscription.keys })
      .expect(400);
    expect(foreign.body.message).toBe('Tato adresa pro oznámení není podporována');
    const badKeys = await couple.agent
      .post('/api/push/devices')
      .send({ endpoint: subscription.endpoint, keys: { p256dh: 'krátký', auth: subscription.keys.auth } })
      .expect(400);
    expect(badKeys.body.message).toBe('Klíče odběru oznámení nejsou platné');
    const notUrl = await couple.agent.post('/api/push/devices').send({ endpoint: 'není adresa', keys: subscription.keys }).expect(400);
    expect(notUrl.body.message).toBe('Adresa pro oznámení musí být platná adresa https');
    expect(await rowCount(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [couple.userId])).toBe(0);
  });

  it('allows at most 10 devices per account', async () => {
    const couple = await signedInCouple(t);
    for (let index = 0; index < 10; index += 1) await device(couple.agent);
    const subscription = await standIn.subscribe(vapid.publicKey);
    const refused = await couple.agent.post('/api/push/devices').send({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(409);
    expect(refused.body.message).toBe('Oznámení lze zapnout nejvýše na 10 zařízeních. Nejprve některé odeberte.');
  });

  it('sends the test notice through the queue, encrypted for the device, and records its use', async () => {
    const couple = await signedInCouple(t);
    const phone = await device(couple.agent);
    await couple.agent.post(`/api/push/devices/${phone.id}/test`).expect(202);
    // Queued, not sent within the request.
    expect(await standIn.messages(phone.clientHash)).toEqual([]);
    expect(await jobs.drainOnce()).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(await payloads(phone)).toEqual([
      { title: 'Zkušební oznámení', body: 'Oznámení na tomto zařízení fungují.', url: '/dashboard', tag: 'test' },
    ]);
    const [listed] = (await couple.agent.get('/api/push/devices').expect(200)).body;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it("revokes only the account's own devices", async () => {
    const owner = await signedInCouple(t);
    const stranger = await signedInCouple(t);
    const phone = await device(owner.agent);
    await stranger.agent.delete(`/api/push/devices/${phone.id}`).expect(404);
    const missing = await stranger.agent.post(`/api/push/devices/${phone.id}/test`).expect(404);
    expect(missing.body.message).toBe('Zařízení nenalezeno');
    await owner.agent.delete(`/api/push/devices/${phone.id}`).expect(204);
    expect((await owner.agent.get('/api/push/devices').expect(200)).body).toEqual([]);
    await owner.agent.delete(`/api/push/devices/${phone.id}`).expect(404);
  });

  it('removes a device the push service calls gone (410) and keeps one after another failure for a retry', async () => {
    const couple = await signedInCouple(t);
    const gone = await device(couple.agent);
    await standIn.expire(gone.clientHash);
    await couple.agent.post(`/api/push/devices/${gone.id}/test`).expect(202);
    expect(await jobs.drainOnce()).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await rowCount(`SELECT count(*)::int AS n FROM push_subscriptions WHERE id = $1`, [gone.id])).toBe(0);

    // The stand-in answers 400 for an endpoint it never issued: not "gone", so the job is tried again later.
    const real = await standIn.subscribe(vapid.publicKey);
    const unknown = await couple.agent
      .post('/api/push/devices')
      .send({ endpoint: `${standIn.url}/notify/neznamy-${RUN}`, keys: real.keys })
      .expect(200);
    await couple.agent.post(`/api/push/devices/${unknown.body.id}/test`).expect(202);
    expect(await jobs.drainOnce()).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await rowCount(`SELECT count(*)::int AS n FROM push_subscriptions WHERE id = $1`, [unknown.body.id])).toBe(1);
    const [job] = (await t.dataSource.query(
      `SELECT state FROM pgboss.job WHERE name = 'push-send' AND (data ->> 'subscriptionId')::int = $1`,
      [unknown.body.id],
    )) as Array<{ state: string }>;
    expect(job.state).toBe('retry');
  });

  it('tells the other side of a conversation "Nová zpráva" without the typed text', async () => {
    const provider = await listedProvider(t, `Foto Oznámení ${RUN}`);
    const couple = await signedInCouple(t);
    const { requestId } = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, requestId, provider.providerId);
    const providerPhone = await device(provider.agent);
    const couplePhone = await device(couple.agent);

    await couple.agent.post(`/api/conversations/${conversationId}/messages`).field('body', `Tajná otázka ${RUN}`).expect(201);
    expect(await jobs.drainOnce()).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [notice] = await payloads(providerPhone);
    expect(notice).toEqual({ title: 'Nová zpráva', body: 'Máte novou zprávu ve Svatbách.', url: `/zpravy?c=${conversationId}`, tag: 'message' });
    expect(JSON.stringify(notice)).not.toContain('Tajná');
    // The sender's own devices are not told.
    expect(await standIn.messages(couplePhone.clientHash)).toEqual([]);

    await provider.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Ano, máme volno.').expect(201);
    await jobs.drainOnce();
    expect((await payloads(couplePhone)).map((payload) => payload.title)).toEqual(['Nová zpráva']);
  });

  it('tells the couple of a new offer and the provider of a booking to confirm', async () => {
    const provider = await listedProvider(t, `Foto Rezervace ${RUN}`);
    const couple = await signedInCouple(t);
    const providerPhone = await device(provider.agent);
    const couplePhone = await device(couple.agent);
    const events = t.app.get(DomainEvents);
    const offerSent: OfferSent = {
      type: 'offer.sent',
      offerId: 1,
      providerId: provider.providerId,
      companyName: 'Foto',
      request: { id: 7, title: 'Fotograf', userId: couple.userId, coupleName: 'Jana', contactEmail: '' },
    };
    const bookingCreated: BookingCreated = {
      type: 'booking.created',
      bookingId: 4242,
      number: 'R-1',
      providerId: provider.providerId,
      providerUserId: provider.userId,
      coupleUserId: couple.userId,
      requestId: 7,
      offerId: 1,
      depositAmount: null,
      actor: 'couple',
    };
    // The events as their modules publish them after a commit (the other listeners find no such rows and do nothing).
    await events.publish(bookingCreated);
    await events.publish({ ...bookingCreated, type: 'booking.confirmed' } as unknown as BookingCreated);
    await events.publish(offerSent);
    await jobs.drainOnce();
    expect(await payloads(providerPhone)).toEqual([
      { title: 'Rezervace čeká na potvrzení', body: 'Potvrďte nebo odmítněte rezervaci.', url: '/rezervace/4242', tag: 'booking' },
    ]);
    const coupleTitles = (await payloads(couplePhone)).map((payload) => `${payload.title} ${payload.url}`).sort();
    expect(coupleTitles).toEqual(['Nová nabídka /dashboard', 'Rezervace potvrzena /rezervace/4242']);
  });

  it('tells premium providers of a new request at once and basic ones in the daily digest', async () => {
    const premium = await signedInProvider(t, { companyName: `Premium ${RUN}`, categories: ['catering'] });
    await activateSubscription(t.dataSource, premium.providerId, 'premium');
    const basic = await signedInProvider(t, { companyName: `Basic ${RUN}`, categories: ['catering'] });
    await activateSubscription(t.dataSource, basic.providerId, 'basic');
    const unpaid = await signedInProvider(t, { companyName: `Bez předplatného ${RUN}`, categories: ['catering'] });
    const otherField = await signedInProvider(t, { companyName: `Jiný obor ${RUN}`, categories: ['music'] });
    await activateSubscription(t.dataSource, otherField.providerId, 'premium');
    const [premiumPhone, basicPhone, unpaidPhone, otherPhone] = await Promise.all([
      device(premium.agent),
      device(basic.agent),
      device(unpaid.agent),
      device(otherField.agent),
    ]);
    const listed = (requestId: number, reason: RequestListed['reason'] = 'confirmed'): RequestListed => ({
      type: 'request.listed',
      requestId,
      reason,
      primaryCategoryId: 'catering',
      matchedCategories: ['catering'],
      newCategories: ['catering'],
      locationId: 'praha',
      location: 'Praha',
      weddingDate: null,
      isDemo: false,
      listedAt: new Date().toISOString(),
    });
    const events = t.app.get(DomainEvents);
    const demo: RequestListed = { ...listed(900003), isDemo: true };
    await events.publish(listed(900001), listed(900002), listed(900002, 'extended'), demo);
    await jobs.drainOnce();
    // One job per notice: the order they arrive in is the queue's.
    expect((await payloads(premiumPhone)).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { title: 'Nová poptávka ve vašem oboru', body: 'Podívejte se na ni a pošlete nabídku.', url: '/poptavky?requestId=900001', tag: 'request' },
      { title: 'Nová poptávka ve vašem oboru', body: 'Podívejte se na ni a pošlete nabídku.', url: '/poptavky?requestId=900002', tag: 'request' },
    ]);
    expect(await standIn.messages(basicPhone.clientHash)).toEqual([]);

    expect(await jobs.sendDigest()).toBe(1);
    await jobs.drainOnce();
    expect(await payloads(basicPhone)).toEqual([
      { title: '2 nové poptávky ve vašem oboru', body: 'Souhrn poptávek za poslední den.', url: '/poptavky', tag: 'request-digest' },
    ]);
    // Sent once: the next morning has nothing new.
    expect(await jobs.sendDigest()).toBe(0);
    expect(await standIn.messages(unpaidPhone.clientHash)).toEqual([]);
    expect(await standIn.messages(otherPhone.clientHash)).toEqual([]);
  });

  it('exports the devices with the account and erases them with it', async () => {
    const couple = await signedInCouple(t);
    const phone = await device(couple.agent);
    const exported = await couple.agent.get('/api/account/export').expect(200);
    expect(exported.body.pushDevices).toEqual([{ label: 'Chrome na Androidu', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(exported.body.pushDevices)).not.toContain(phone.clientHash);

    await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);
    expect(await rowCount(`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1`, [phone.endpoint])).toBe(0);
  });
});

describe('Web Push without VAPID keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('says push is off and refuses subscriptions in Czech', async () => {
    expect((await request(t.server).get('/api/push/config').expect(200)).body).toEqual({ enabled: false, publicKey: null });
    const couple = await signedInCouple(t);
    const refused = await couple.agent
      .post('/api/push/devices')
      .send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } })
      .expect(409);
    expect(refused.body.message).toBe(DISABLED);
    expect((await couple.agent.get('/api/push/devices').expect(200)).body).toEqual([]);
  });
});
