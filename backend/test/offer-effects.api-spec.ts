import { MailService } from '../src/mail/mail.service';
import { RequestsService } from '../src/requests/requests.service';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { accountRequestBody } from './support/account-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/*
 * An offer's answer commits first; its notices, mails and live events follow from the event it
 * publishes (DomainEvents, OfferEffects). These tests read the database from another connection at
 * the moment a mail is queued, and roll an acceptance back half-way.
 */
const RUN = `dusledky${process.pid}x${Date.now().toString(36)}`;

type Agent = ReturnType<TestApp['agent']>;

describe('Offer answers: effects after the commit', () => {
  let t: TestApp;
  let couple: { agent: Agent; userId: number; email: string };
  let providers: SignedInProvider[];
  let requestNumber = 0;

  const mailsTo = async (email: string, template: string) =>
    (
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_email = $1 AND template = $2`, [
        email.toLowerCase(),
        template,
      ])) as Array<{ n: number }>
    )[0].n;
  const systemMessages = async (offerIds: number[]) =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE c.offer_id = ANY($1) AND m.sender_side = 'system'`,
        [offerIds],
      )) as Array<{ n: number }>
    )[0].n;
  /** The offer's bookings as another connection sees them. */
  const bookingsOf = async (offerId: number) =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE offer_id = $1`, [offerId])) as Array<{ n: number }>)[0].n;
  /** Statuses as another connection sees them: only what has committed. */
  const committed = async (offerId: number, requestId: number) =>
    (
      (await t.dataSource.query(
        `SELECT o.status AS offer, r.status AS request FROM offers o JOIN service_requests r ON r.id = o.request_id
        WHERE o.id = $1 AND r.id = $2`,
        [offerId, requestId],
      )) as Array<{ offer: string; request: string }>
    )[0];

  /** A listed request of the couple's with an offer from each provider; the request's and offers' ids. */
  async function requestWithOffers(): Promise<{ requestId: number; offerIds: number[] }> {
    requestNumber += 1;
    const created = await submitRequest(
      t,
      accountRequestBody(couple.email, RUN, { description: `Hledáme fotografa na celý den, poptávka ${requestNumber}. ${RUN}` }),
      {
        agent: couple.agent,
      },
    );
    const requestId = created.body.id as number;
    const offerIds: number[] = [];
    for (const provider of providers) {
      const sent = await provider.agent
        .post(`/api/service-requests/${requestId}/offers`)
        .send({ message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 20_000 })
        .expect(201);
      offerIds.push(sent.body.id as number);
    }
    return { requestId, offerIds };
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    providers = [];
    for (const name of ['Foto Po', 'Foto Út']) {
      const provider = await signedInProvider(t, { companyName: `${name} ${RUN}` });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
      providers.push(provider);
    }
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('queues the acceptance’s mails only once the acceptance has committed', async () => {
    const { requestId, offerIds } = await requestWithOffers();
    const mail = t.app.get(MailService);
    const seenWhenQueued: Array<{ offer: string; request: string }> = [];
    const look = async () => {
      seenWhenQueued.push(await committed(offerIds[0], requestId));
    };
    const [enqueue, enqueueMany] = [mail.enqueue.bind(mail), mail.enqueueMany.bind(mail)];
    jest.spyOn(mail, 'enqueue').mockImplementation(async (to, message, manager) => {
      await look();
      return enqueue(to, message, manager);
    });
    jest.spyOn(mail, 'enqueueMany').mockImplementation(async (messages, manager) => {
      await look();
      return enqueueMany(messages, manager);
    });

    await couple.agent.post(`/api/offers/${offerIds[0]}/accept`).send({}).expect(200);

    // Another connection already saw the accepted offer and the booked request whenever a mail was queued.
    expect(seenWhenQueued.length).toBeGreaterThan(0);
    expect(new Set(seenWhenQueued.map((seen) => `${seen.offer}/${seen.request}`))).toEqual(new Set(['accepted/booked']));
    // The chosen provider's one mail is the booking's request for confirmation (issue 44).
    expect(await mailsTo(providers[0].email, 'offer-accepted')).toBe(0);
    expect(await mailsTo(providers[0].email, 'booking-requested')).toBe(1);
    expect(await mailsTo(providers[1].email, 'offer-declined')).toBe(1);
    // The automatic decline's notice and the booking's, which tells the acceptance (issue 44: made in the same transaction).
    expect(await systemMessages(offerIds)).toBe(2);
    expect(await bookingsOf(offerIds[0])).toBe(1);
  });

  it('sends nothing and posts nothing for an acceptance that rolled back', async () => {
    const { requestId, offerIds } = await requestWithOffers();
    // One thread per couple and provider (issue 51): the threads may hold notices of this couple's earlier requests.
    const before = {
      accepted: await mailsTo(providers[0].email, 'booking-requested'),
      declined: await mailsTo(providers[1].email, 'offer-declined'),
      notices: await systemMessages(offerIds),
    };
    // The request cannot be booked: the acceptance fails after the offer was already marked accepted in its transaction.
    jest.spyOn(t.app.get(RequestsService), 'book').mockRejectedValueOnce(new Error('booking failed'));

    await couple.agent.post(`/api/offers/${offerIds[0]}/accept`).send({}).expect(500);

    expect(await committed(offerIds[0], requestId)).toEqual({ offer: 'sent', request: 'active' });
    expect(await committed(offerIds[1], requestId)).toEqual({ offer: 'sent', request: 'active' });
    expect(await mailsTo(providers[0].email, 'booking-requested')).toBe(before.accepted);
    expect(await mailsTo(providers[1].email, 'offer-declined')).toBe(before.declined);
    expect(await systemMessages(offerIds)).toBe(before.notices);
    expect(await bookingsOf(offerIds[0])).toBe(0);

    // The same acceptance goes through once the request can be booked, with its effects (and its booking's notice).
    await couple.agent.post(`/api/offers/${offerIds[0]}/accept`).send({}).expect(200);
    expect(await mailsTo(providers[0].email, 'booking-requested')).toBe(before.accepted + 1);
    expect(await systemMessages(offerIds)).toBe(before.notices + 2);
    expect(await bookingsOf(offerIds[0])).toBe(1);
  });
});
