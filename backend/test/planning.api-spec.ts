/**
 * Issue 46, item 1: the couple's wedding plan and its membership. Who may use it (visitor 401,
 * provider 403, a couple without a plan 404), the prefill from the latest request, the fields, the
 * partner invitation's lifecycle (mailed without typed text, single use, 7 days, revoked, a full
 * plan), live updates to the partner, leaving (the last member takes the plan with it), the shared
 * shortlist, and the GDPR export and erasure.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { EventsService } from '../src/events/events.service';
import { signedInCouple, signedInProvider } from './support/accounts';
import { ACCOUNT_PASSWORD } from './support/accounts';
import { accountRequestBody, countRows } from './support/account-fixtures';
import { sessionCookie } from './support/conversation-fixtures';
import { eventually, openEventStream, type EventStreamReader } from './support/event-stream';
import { insertProvider } from './support/provider-fixtures';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, type TestApp, uniqueEmail } from './support/test-app';

const RUN = `plan${process.pid}x${Date.now().toString(36)}`;
const MESSAGES = {
  couplesOnly: 'Svatební plán je určen párům.',
  noPlan: 'Svatební plán zatím nemáte.',
  alreadyHasPlan: 'Už máte vlastní plán. Nejdřív ho opusťte.',
  invitationInvalid: 'Pozvánka je neplatná nebo vypršela.',
};
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const tokenOf = (url: string): string => new URL(url).searchParams.get('token')!;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

type Couple = Awaited<ReturnType<typeof signedInCouple>>;

describe('Wedding plan API (membership, invitations, GDPR)', () => {
  let t: TestApp;
  let base: string;
  const open: EventStreamReader[] = [];

  /** A signed-in couple with a plan of its own (body of POST /api/plan). */
  const coupleWithPlan = async (body: Record<string, unknown> = {}): Promise<Couple & { planId: number }> => {
    const couple = await signedInCouple(t);
    const created = await couple.agent.post('/api/plan').send(body).expect(201);
    return { ...couple, planId: created.body.id as number };
  };
  // The invitation's limit counts per client address: each call from an address of its own.
  const invite = async (couple: Couple, body: Record<string, unknown> = {}): Promise<string> =>
    tokenOf((await couple.agent.post('/api/plan/partner-invitation').set('X-Forwarded-For', nextCoupleAddress()).send(body).expect(201)).body.url as string);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    await eventually(() => t.app.get(EventsService).isListening());
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await t.close();
  });

  it('refuses a visitor (401) and a provider account (403); a couple without a plan gets null, then 404 for plan writes', async () => {
    await request(t.server).get('/api/plan').expect(401);
    await request(t.server).post('/api/plan').send({}).expect(401);
    const provider = await signedInProvider(t, { companyName: `Foto Plán ${RUN}` });
    expect((await provider.agent.get('/api/plan').expect(403)).body.message).toBe(MESSAGES.couplesOnly);
    expect((await provider.agent.post('/api/plan').send({}).expect(403)).body.message).toBe(MESSAGES.couplesOnly);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM plan_members WHERE user_id = $1`, [provider.userId])).toBe(0);

    const couple = await signedInCouple(t);
    const state = (await couple.agent.get('/api/plan').expect(200)).body;
    expect(state).toEqual({ plan: null, prefill: { coupleNames: null, weddingDate: null, locationId: null } });
    expect((await couple.agent.get('/api/plan/summary').expect(200)).body).toEqual({
      hasPlan: false,
      weddingDate: null,
      nextTasks: [],
      budget: null,
      guests: null,
    });
    expect((await provider.agent.get('/api/plan/summary').expect(403)).body.message).toBe(MESSAGES.couplesOnly);
    expect((await couple.agent.patch('/api/plan').send({ expectedGuests: 10 }).expect(404)).body.message).toBe(MESSAGES.noPlan);
    expect((await couple.agent.post('/api/plan/leave').expect(404)).body.message).toBe(MESSAGES.noPlan);
    await couple.agent.post('/api/plan/partner-invitation').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(404);
    await couple.agent.delete('/api/plan/partner-invitation').expect(404);
  });

  it('creates the plan prefilled from the latest request, once; validates the fields', async () => {
    const couple = await signedInCouple(t);
    const weddingDate = inDays(200);
    await submitRequest(t, accountRequestBody(uniqueEmail('par-plan'), RUN, { weddingDate: inDays(300), coupleName: 'Starší pár' }), {
      agent: couple.agent,
    });
    await submitRequest(t, accountRequestBody(uniqueEmail('par-plan'), RUN, { weddingDate, location: 'Praha' }), { agent: couple.agent });
    const state = (await couple.agent.get('/api/plan').expect(200)).body;
    expect(state).toEqual({ plan: null, prefill: { coupleNames: 'Jana a Petr', weddingDate, locationId: 'praha' } });

    await couple.agent.post('/api/plan').send({ weddingDate: '2027-02-30' }).expect(400);
    await couple.agent.post('/api/plan').send({ locationId: 'nikde-neni' }).expect(400);
    await couple.agent.post('/api/plan').send({ totalBudget: 100_000_001 }).expect(400);
    await couple.agent.post('/api/plan').send({ expectedGuests: -1 }).expect(400);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM plan_members WHERE user_id = $1`, [couple.userId])).toBe(0);

    const plan = (await couple.agent.post('/api/plan').send({ expectedGuests: 58, totalBudget: 280_000 }).expect(201)).body;
    expect(plan).toMatchObject({
      coupleNames: 'Jana a Petr',
      weddingDate,
      locationId: 'praha',
      locationName: 'Praha',
      expectedGuests: 58,
      totalBudget: 280_000,
      partnerInvitation: null,
      weeklyDigest: true,
    });
    expect(plan.members).toEqual([{ userId: couple.userId, name: 'Jana', isViewer: true, joinedAt: expect.any(String) }]);
    const [row] = await t.dataSource.query(
      `SELECT couple_names, to_char(wedding_date, 'YYYY-MM-DD') AS day, location_id, expected_guests, total_budget FROM wedding_plans WHERE id = $1`,
      [plan.id],
    );
    expect(row).toEqual({ couple_names: 'Jana a Petr', day: weddingDate, location_id: 'praha', expected_guests: 58, total_budget: 280_000 });
    expect((await couple.agent.post('/api/plan').send({}).expect(409)).body.message).toBe(MESSAGES.alreadyHasPlan);
    expect((await couple.agent.get('/api/plan').expect(200)).body.plan.id).toBe(plan.id);
    expect(plan.guests).toEqual({ total: 0, invited: 0, confirmed: 0, declined: 0, children: 0, people: 0 });
    // The checklist came with the plan (one transaction); the summary shows the three soonest open tasks.
    const templateTasks = await countRows(t, `SELECT count(*)::int AS n FROM plan_tasks WHERE plan_id = $1 AND template_key IS NOT NULL`, [plan.id]);
    expect(templateTasks).toBeGreaterThanOrEqual(30);
    const summary = (await couple.agent.get('/api/plan/summary').expect(200)).body;
    expect(summary).toMatchObject({ hasPlan: true, weddingDate, budget: { totalBudget: 280_000 }, guests: { total: 0 } });
    expect(summary.nextTasks).toHaveLength(3);
    const dues = summary.nextTasks.map((task: { dueDate: string; done: boolean }) => (expect(task.done).toBe(false), task.dueDate));
    expect([...dues].sort()).toEqual(dues);
  });

  it('updates the fields (null clears) and the viewer\'s weekly digest', async () => {
    const couple = await coupleWithPlan({ coupleNames: 'Eva a Adam', weddingDate: inDays(100) });
    const updated = (
      await couple.agent.patch('/api/plan').send({ weddingDate: null, totalBudget: 300_000, locationId: 'brno', weeklyDigest: false }).expect(200)
    ).body;
    expect(updated).toMatchObject({ coupleNames: 'Eva a Adam', weddingDate: null, totalBudget: 300_000, locationName: 'Brno', weeklyDigest: false });
    await couple.agent.patch('/api/plan').send({ coupleNames: 'x'.repeat(121) }).expect(400);
    const [row] = await t.dataSource.query(
      `SELECT p.wedding_date, p.total_budget, m.weekly_digest FROM wedding_plans p JOIN plan_members m ON m.plan_id = p.id WHERE p.id = $1`,
      [couple.planId],
    );
    expect(row).toEqual({ wedding_date: null, total_budget: 300_000, weekly_digest: false });
  });

  it('invites the partner by a mailed link without typed text; the partner joins once, hears of changes live; the plan is then full', async () => {
    const first = await coupleWithPlan({ coupleNames: `Jana a Petr ${RUN}` });
    const partnerEmail = uniqueEmail('partner');
    const invited = (
      await first.agent.post('/api/plan/partner-invitation').set('X-Forwarded-For', nextCoupleAddress()).send({ email: partnerEmail }).expect(201)
    ).body;
    expect(invited.url).toMatch(/\/muj-plan\/pripojit\?token=[A-Za-z0-9_-]{40,}$/);
    const expiresIn = new Date(invited.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    const token = tokenOf(invited.url);
    const stored = await t.dataSource.query(`SELECT token_hash, email FROM plan_partner_invitations WHERE plan_id = $1`, [first.planId]);
    expect(stored).toEqual([{ token_hash: sha256(token), email: partnerEmail }]);

    const mails = await t.dataSource.query(`SELECT template, subject, text_body AS text, html_body AS html, secret FROM mail_outbox WHERE to_email = $1`, [
      partnerEmail,
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'plan-partner-invitation', secret: true });
    expect(mails[0].text).toContain('Váš partner / partnerka vás zve do společného svatebního plánu');
    expect(mails[0].text).toContain(invited.url);
    for (const typed of ['Jana', 'Petr', 'Nováková', RUN, first.email]) {
      expect(`${mails[0].subject}\n${mails[0].text}\n${mails[0].html}`).not.toContain(typed);
    }
    expect((await first.agent.get('/api/plan').expect(200)).body.plan.partnerInvitation).toEqual({ expiresAt: invited.expiresAt, email: partnerEmail });

    const partner = await signedInCouple(t);
    const partnerStream = await openEventStream(`${base}/api/events`, await sessionCookie(t, partner.email));
    const firstStream = await openEventStream(`${base}/api/events`, await sessionCookie(t, first.email));
    open.push(partnerStream, firstStream);
    await eventually(() => t.app.get(EventsService).streamCount(partner.userId) >= 1 && t.app.get(EventsService).streamCount(first.userId) >= 1);

    const joined = (await partner.agent.post('/api/plan/join').send({ token }).expect(200)).body;
    expect(joined.id).toBe(first.planId);
    expect(joined.members.map((member: { userId: number; isViewer: boolean }) => [member.userId, member.isViewer])).toEqual([
      [first.userId, false],
      [partner.userId, true],
    ]);
    expect(joined.partnerInvitation).toBeNull();
    expect(JSON.parse((await firstStream.next('plan.updated')).data)).toEqual({ type: 'plan.updated', planSection: 'plan' });

    // Equal rights: the partner's change reaches the first member live, and the other way round.
    await partner.agent.patch('/api/plan').send({ expectedGuests: 70 }).expect(200);
    expect(JSON.parse((await firstStream.next('plan.updated')).data)).toEqual({ type: 'plan.updated', planSection: 'plan' });
    await partnerStream.next('plan.updated');
    await first.agent.patch('/api/plan').send({ totalBudget: 250_000 }).expect(200);
    expect(JSON.parse((await partnerStream.next('plan.updated')).data)).toEqual({ type: 'plan.updated', planSection: 'plan' });
    expect((await partner.agent.get('/api/plan').expect(200)).body.plan).toMatchObject({ expectedGuests: 70, totalBudget: 250_000 });

    // Single use, and no third member.
    const third = await signedInCouple(t);
    expect((await third.agent.post('/api/plan/join').send({ token }).expect(404)).body.message).toBe(MESSAGES.invitationInvalid);
    await first.agent.post('/api/plan/partner-invitation').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(409);
    const [used] = await t.dataSource.query(`SELECT used_at FROM plan_partner_invitations WHERE token_hash = $1`, [sha256(token)]);
    expect(used.used_at).not.toBeNull();
    expect(await countRows(t, `SELECT count(*)::int AS n FROM plan_members WHERE plan_id = $1`, [first.planId])).toBe(2);
  });

  it('refuses an expired, revoked, replaced or unknown link (404) and a viewer with a plan of its own (409)', async () => {
    const owner = await coupleWithPlan();
    const joiner = await signedInCouple(t);
    const join = (token: string) => joiner.agent.post('/api/plan/join').send({ token });

    const expired = await invite(owner);
    await t.dataSource.query(`UPDATE plan_partner_invitations SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [sha256(expired)]);
    expect((await join(expired).expect(404)).body.message).toBe(MESSAGES.invitationInvalid);
    expect((await owner.agent.get('/api/plan').expect(200)).body.plan.partnerInvitation).toBeNull();

    const replaced = await invite(owner);
    const revoked = await invite(owner);
    await join(replaced).expect(404);
    await owner.agent.delete('/api/plan/partner-invitation').expect(204);
    await owner.agent.delete('/api/plan/partner-invitation').expect(204);
    expect((await join(revoked).expect(404)).body.message).toBe(MESSAGES.invitationInvalid);
    await join('neznamy-token').expect(404);
    await joiner.agent.post('/api/plan/join').send({}).expect(400);

    const live = await invite(owner);
    await joiner.agent.post('/api/plan').send({}).expect(201);
    expect((await join(live).expect(409)).body.message).toBe(MESSAGES.alreadyHasPlan);
    // The link was not used up by the refusal: after leaving their own plan the joiner gets in.
    await joiner.agent.post('/api/plan/leave').expect(204);
    expect((await join(live).expect(200)).body.id).toBe(owner.planId);
  });

  it('lets either partner leave: the plan stays with the other; the last one leaving deletes everything', async () => {
    const owner = await coupleWithPlan({ coupleNames: 'Odchod' });
    const partner = await signedInCouple(t);
    await partner.agent.post('/api/plan/join').send({ token: await invite(owner) }).expect(200);
    const ownerStream = await openEventStream(`${base}/api/events`, await sessionCookie(t, owner.email));
    open.push(ownerStream);
    await eventually(() => t.app.get(EventsService).streamCount(owner.userId) >= 1);

    await owner.agent.post('/api/plan/leave').expect(204);
    expect((await owner.agent.get('/api/plan').expect(200)).body.plan).toBeNull();
    await ownerStream.next('plan.updated');
    const kept = (await partner.agent.get('/api/plan').expect(200)).body.plan;
    expect(kept).toMatchObject({ id: owner.planId, coupleNames: 'Odchod' });
    expect(kept.members.map((member: { userId: number }) => member.userId)).toEqual([partner.userId]);
    // The plan can take a partner again.
    await invite(partner);

    await partner.agent.post('/api/plan/leave').expect(204);
    for (const table of ['wedding_plans WHERE id', 'plan_members WHERE plan_id', 'plan_partner_invitations WHERE plan_id']) {
      expect(await countRows(t, `SELECT count(*)::int AS n FROM ${table} = $1`, [owner.planId])).toBe(0);
    }
  });

  it("shares the shortlist between partners: one's heart shows for the other, a removal removes it for both", async () => {
    const providerId = await insertProvider(t.dataSource, { companyName: `Foto Společně ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, providerId, 'basic');
    const owner = await coupleWithPlan();
    const partner = await signedInCouple(t);
    await partner.agent.put(`/api/shortlist/${providerId}`).expect(204);
    // Before joining, each has their own list.
    expect((await owner.agent.get('/api/shortlist/ids').expect(200)).body.providerIds).toEqual([]);
    await partner.agent.post('/api/plan/join').send({ token: await invite(owner) }).expect(200);

    expect((await owner.agent.get('/api/shortlist/ids').expect(200)).body.providerIds).toEqual([providerId]);
    expect((await owner.agent.get('/api/shortlist').expect(200)).body.items.map((item: { providerId: number }) => item.providerId)).toEqual([
      providerId,
    ]);
    await owner.agent.put(`/api/shortlist/${providerId}`).expect(204);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM shortlist_entries WHERE provider_id = $1`, [providerId])).toBe(1);
    await owner.agent.delete(`/api/shortlist/${providerId}`).expect(204);
    expect((await partner.agent.get('/api/shortlist/ids').expect(200)).body.providerIds).toEqual([]);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM shortlist_entries WHERE provider_id = $1`, [providerId])).toBe(0);
  });

  it('exports the plan with its parts, and erases by leaving: the partner keeps the plan, the last account takes it along', async () => {
    const owner = await coupleWithPlan({ coupleNames: `Export ${RUN}`, weddingDate: inDays(150), totalBudget: 200_000 });
    const partnerEmail = uniqueEmail('partner-gdpr');
    const partner = await signedInCouple(t);
    await partner.agent.post('/api/plan/join').send({ token: await invite(owner, { email: partnerEmail }) }).expect(200);

    const exported = (await owner.agent.get('/api/account/export').expect(200)).body;
    expect(exported.plan).toMatchObject({
      id: owner.planId,
      coupleNames: `Export ${RUN}`,
      weddingDate: inDays(150),
      totalBudget: 200_000,
      weeklyDigest: true,
      memberUserIds: [owner.userId, partner.userId],
      partnerInvitations: [expect.objectContaining({ email: partnerEmail, usedAt: expect.any(String) })],
    });
    expect(Array.isArray(exported.planTasks)).toBe(true);
    expect(Array.isArray(exported.planBudget)).toBe(true);
    expect(Array.isArray(exported.planGuests)).toBe(true);
    const stranger = await signedInCouple(t);
    expect((await stranger.agent.get('/api/account/export').expect(200)).body).toMatchObject({ plan: null, planTasks: [], planBudget: [], planGuests: [] });

    await owner.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM plan_partner_invitations WHERE plan_id = $1 AND email IS NOT NULL`, [owner.planId])).toBe(0);
    const kept = (await partner.agent.get('/api/plan').expect(200)).body.plan;
    expect(kept.members.map((member: { userId: number }) => member.userId)).toEqual([partner.userId]);

    await partner.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);
    expect(await countRows(t, `SELECT count(*)::int AS n FROM wedding_plans WHERE id = $1`, [owner.planId])).toBe(0);
  });
});
