import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `strop${process.pid}x${Date.now().toString(36)}`;
const FULL = 'Poptávka už má plný počet nabídek (8).';

type Agent = ReturnType<TestApp['agent']>;

const offerBody = { message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.', priceKind: 'exact', priceMin: 25_000 };

/**
 * Issue 45, "a cap on offers": a request takes at most 8 offers from providers not invited to it
 * (OFFERS_PER_REQUEST_MAX); a full request answers 409 in Czech, invited providers always get a slot,
 * the count is shown on the cards ('3 z 8 nabídek'), and a race at the last slot lets exactly one in.
 */
describe('the cap on offers (API)', () => {
  let t: TestApp;
  let couple: { agent: Agent; userId: number; email: string };
  let senders: SignedInProvider[];

  let requestNumber = 0;
  async function coupleRequest(): Promise<number> {
    requestNumber += 1;
    const description = `Hledáme fotografa na celý den, poptávka ${requestNumber}. ${RUN}`;
    const created = await submitRequest(t, accountRequestBody(couple.email, RUN, { description }), { agent: couple.agent });
    return created.body.id as number;
  }

  /** `n` offers of other providers (none invited) straight in the database, as if sent before. */
  async function earlierOffers(requestId: number, n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let index = 0; index < n; index += 1) {
      const providerId = await insertProvider(t.dataSource, { companyName: `Dřívější ${index} ${RUN}` });
      const [{ id }] = (await t.dataSource.query(
        `INSERT INTO offers (request_id, provider_id, message, price_kind, price_min) VALUES ($1, $2, $3, 'exact', 20000) RETURNING id`,
        [requestId, providerId, `Dobrý den, nabízíme focení. ${RUN}`],
      )) as Array<{ id: number }>;
      ids.push(id);
    }
    return ids;
  }

  const invite = (requestId: number, providerId: number) =>
    t.dataSource.query(`INSERT INTO request_invitations (request_id, provider_id, source, invited_by) VALUES ($1, $2, 'couple', $3)`, [
      requestId,
      providerId,
      couple.userId,
    ]);

  const send = (provider: SignedInProvider, requestId: number) =>
    provider.agent.post(`/api/service-requests/${requestId}/offers`).send(offerBody);

  const cappedCount = async (requestId: number) =>
    ((await t.dataSource.query(`SELECT capped_offer_count AS n FROM service_requests WHERE id = $1`, [requestId])) as Array<{ n: number }>)[0].n;
  const liveOffers = async (requestId: number) =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM offers WHERE request_id = $1 AND status <> 'withdrawn'`, [requestId])) as Array<{
      n: number;
    }>)[0].n;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    senders = [];
    for (const name of ['Foto Osm', 'Foto Devět', 'Foto Pozvaný', 'Foto Závodník A', 'Foto Závodník B']) {
      const provider = await signedInProvider(t, { companyName: `${name} ${RUN}` });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
      senders.push(provider);
    }
  });
  afterAll(() => t.close());

  it('takes the 8th uninvited offer, refuses the 9th with 409 in Czech, and still takes an invited provider’s', async () => {
    const [eighth, ninth, invited] = senders;
    const requestId = await coupleRequest();
    await earlierOffers(requestId, 7);

    await send(eighth, requestId).expect(201);
    expect(await cappedCount(requestId)).toBe(8);

    const refused = await send(ninth, requestId).expect(409);
    expect(refused.body.message).toBe(FULL);
    expect(await liveOffers(requestId)).toBe(8);

    await invite(requestId, invited.providerId);
    await send(invited, requestId).expect(201);
    expect(await liveOffers(requestId)).toBe(9);
    // The invited provider's offer does not count against the cap.
    expect(await cappedCount(requestId)).toBe(8);

    // The cards show it: '8 z 8 nabídek'.
    const card = (await ninth.agent.get(`/api/service-requests/${requestId}`).expect(200)).body;
    expect(card).toMatchObject({ offerCount: 9, cappedOfferCount: 8, offerCap: 8 });
  });

  it('frees a slot when an uninvited offer is withdrawn', async () => {
    const [eighth, ninth] = senders;
    const requestId = await coupleRequest();
    await earlierOffers(requestId, 7);
    const sent = (await send(eighth, requestId).expect(201)).body as { id: number };
    await send(ninth, requestId).expect(409);

    await eighth.agent.post(`/api/offers/${sent.id}/withdraw`).expect(200);
    expect(await cappedCount(requestId)).toBe(7);
    await send(ninth, requestId).expect(201);
    expect(await cappedCount(requestId)).toBe(8);
    // The withdrawn offer sent again meets the full request.
    const again = await send(eighth, requestId).expect(409);
    expect(again.body.message).toBe(FULL);
  });

  it('lets an invited provider in even when 8 uninvited offers are there', async () => {
    const invited = senders[2];
    const requestId = await coupleRequest();
    await earlierOffers(requestId, 8);
    await invite(requestId, invited.providerId);
    await send(invited, requestId).expect(201);
    expect(await liveOffers(requestId)).toBe(9);
  });

  it('of two offers racing for the last slot, exactly one gets in', async () => {
    const racers = [senders[3], senders[4]];
    const requestId = await coupleRequest();
    await earlierOffers(requestId, 7);

    const answers = await Promise.all(racers.map((racer) => send(racer, requestId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(FULL);
    expect(await liveOffers(requestId)).toBe(8);
    expect(await cappedCount(requestId)).toBe(8);
  });
});
