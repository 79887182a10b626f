import request from 'supertest';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { insertProvider } from './support/provider-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const RUN = `mod${process.pid}x${Date.now().toString(36)}`;
const NOT_FOUND = 'Hodnocení nebylo nalezeno';
const THANKS = 'Děkujeme, hodnocení prověříme';

type Agent = ReturnType<TestApp['agent']>;
const gmail = (prefix = 'hodnotitel') => uniqueEmail(prefix).replace('@example.cz', '@gmail.com');

describe('Review reports and moderation API (issue 18)', () => {
  let t: TestApp;
  let admin: Agent;
  let clientIp = 0;
  const nextIp = () => {
    clientIp += 1;
    return `10.18.${Math.floor(clientIp / 250) % 250}.${(clientIp % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = (await signedInAdmin(t)).agent;
  });
  afterAll(() => t.close());

  /** A review straight in the database: published unless told otherwise. */
  async function review(providerId: number, rating: number, status: 'confirmed' | 'pending' = 'confirmed', email = gmail()): Promise<number> {
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, review_text, status, confirmed_at)
       VALUES ($1, $2, 'Jana', $3, 'Text hodnocení', $4::varchar, CASE WHEN $4::varchar = 'confirmed' THEN now() END) RETURNING id`,
      [providerId, email, rating, status],
    )) as Array<{ id: number }>;
    return id;
  }
  const report = (id: number | string, body: Record<string, unknown>, ip = nextIp(), agent?: Agent) =>
    (agent ? agent.post(`/api/reviews/${id}/reports`) : request(t.server).post(`/api/reviews/${id}/reports`)).set('X-Forwarded-For', ip).send(body);
  const reportsOf = (id: number): Promise<Array<{ reason: string; note: string | null; by_provider: boolean; reporter_user_id: number | null; resolved_at: Date | null }>> =>
    t.dataSource.query(`SELECT reason, note, by_provider, reporter_user_id, resolved_at FROM review_reports WHERE review_id = $1 ORDER BY id`, [id]);
  const mailsTo = (email: string): Promise<Array<{ template: string; text_body: string }>> =>
    t.dataSource.query(`SELECT template, text_body FROM mail_outbox WHERE to_email = $1 ORDER BY id`, [email]);
  const auditOf = (id: number): Promise<Array<{ action: string; details: Record<string, unknown> }>> =>
    t.dataSource.query(`SELECT action, details FROM admin_audit_log WHERE target_type = 'review' AND target_id = $1 ORDER BY id`, [String(id)]);
  const figures = async (providerId: number) => {
    const [{ reviewCount, ratingSum }] = (await t.dataSource.query(
      `SELECT review_count AS "reviewCount", rating_sum AS "ratingSum" FROM provider_profiles WHERE id = $1`,
      [providerId],
    )) as Array<{ reviewCount: number; ratingSum: number }>;
    const stats = (await request(t.server).get(`/api/providers/${providerId}/rating-stats`).expect(200)).body as { totalReviews: number; averageRating: number };
    const list = (await request(t.server).get(`/api/providers/${providerId}/reviews`).expect(200)).body as { items: Array<{ id: number }>; total: number };
    return { reviewCount, ratingSum, stats: [stats.totalReviews, stats.averageRating], listed: list.items.map((item) => item.id), total: list.total };
  };

  describe('POST /api/reviews/{id}/reports', () => {
    it('stores a report of a published review once per address, with the reason and note; the review stays visible', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Fotograf Nahlášený ${RUN}` });
      const id = await review(providerId, 1);
      const ip = nextIp();
      expect((await report(id, { reason: 'spam', note: '  Reklama na jinou firmu. ' }, ip).expect(201)).body).toEqual({ message: THANKS });
      // The same address again: refused, still one report.
      expect((await report(id, { reason: 'fake' }, ip).expect(409)).body.message).toBe('Toto hodnocení jste už nahlásili');
      // Another address may report it too.
      await report(id, { reason: 'offensive' }).expect(201);
      const rows = await reportsOf(id);
      expect(rows.map((row) => [row.reason, row.note, row.by_provider, row.resolved_at])).toEqual([
        ['spam', 'Reklama na jinou firmu.', false, null],
        ['offensive', null, false, null],
      ]);
      expect((await figures(providerId)).listed).toEqual([id]);
    });

    it('counts one report per signed-in account whatever its address, and marks the reviewed provider\'s report', async () => {
      const provider = await signedInProvider(t, { companyName: `Fotograf Hlásí ${RUN}` });
      const couple = await signedInCouple(t);
      const id = await review(provider.providerId, 2);
      await report(id, { reason: 'conflict', note: 'Píše konkurence.' }, nextIp(), provider.agent).expect(201);
      await report(id, { reason: 'conflict' }, nextIp(), provider.agent).expect(409);
      await report(id, { reason: 'other' }, nextIp(), couple.agent).expect(201);
      await report(id, { reason: 'other' }, nextIp(), couple.agent).expect(409);
      const rows = await reportsOf(id);
      expect(rows.map((row) => [row.reason, row.by_provider, row.reporter_user_id])).toEqual([
        ['conflict', true, provider.userId],
        ['other', false, couple.userId],
      ]);
      // Another provider's report of the same review is not the reviewed provider's.
      const other = await signedInProvider(t, { companyName: `Cizí fotograf ${RUN}` });
      await report(id, { reason: 'fake' }, nextIp(), other.agent).expect(201);
      expect((await reportsOf(id))[2].by_provider).toBe(false);
    });

    it('answers 404 for an unknown, a pending or a hidden review, 400 for a bad reason or a long note', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Fotograf 404 ${RUN}` });
      expect((await report(2_147_000_000, { reason: 'spam' }).expect(404)).body.message).toBe(NOT_FOUND);
      expect((await report('abc', { reason: 'spam' }).expect(404)).body.message).toBe(NOT_FOUND);
      await report(await review(providerId, 3, 'pending'), { reason: 'spam' }).expect(404);
      const hidden = await review(providerId, 3);
      await t.dataSource.query(`UPDATE reviews SET status = 'hidden', hidden_at = now() WHERE id = $1`, [hidden]);
      await report(hidden, { reason: 'spam' }).expect(404);
      const id = await review(providerId, 4);
      await report(id, { reason: 'nuda' }).expect(400);
      await report(id, {}).expect(400);
      await report(id, { reason: 'other', note: 'x'.repeat(1001) }).expect(400);
      expect(await reportsOf(id)).toEqual([]);
    });

    it('allows 5 reports an hour from one address', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Fotograf Limit ${RUN}` });
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) await report(await review(providerId, 5), { reason: 'spam' }, ip).expect(201);
      await report(await review(providerId, 5), { reason: 'spam' }, ip).expect(429);
      await report(await review(providerId, 5), { reason: 'spam' }).expect(201);
    });
  });

  describe('/api/admin/reviews', () => {
    it('lists every review with its reports, filtered in SQL (reported, status, provider, rating) and paged', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Filtry ${RUN}` });
      const reported = await review(providerId, 1);
      const pending = await review(providerId, 4, 'pending');
      const plain = await review(providerId, 5);
      const hidden = await review(providerId, 2);
      await t.dataSource.query(`UPDATE reviews SET status = 'hidden', hidden_at = now(), hidden_reason = 'Spam' WHERE id = $1`, [hidden]);
      const provider = await signedInProvider(t, { companyName: `Jiný ${RUN}` });
      await report(reported, { reason: 'fake', note: 'Nikdy u nás nebyli.' }, nextIp(), provider.agent).expect(201);
      await report(reported, { reason: 'spam' }).expect(201);

      const list = async (query: Record<string, unknown>) =>
        (await admin.get('/api/admin/reviews').query({ providerId, ...query }).expect(200)).body as {
          items: Array<Record<string, unknown> & { id: number; reports: Array<Record<string, unknown>> }>;
          total: number;
        };
      const all = await list({});
      expect(all.total).toBe(4);
      expect(all.items.map((item) => item.id)).toEqual([hidden, plain, pending, reported]);
      const item = all.items.find((row) => row.id === reported)!;
      expect(item).toMatchObject({ providerId, companyName: `Filtry ${RUN}`, status: 'confirmed', overallRating: 1, reviewerName: 'Jana', openReports: 2 });
      expect(item.reports.map((r) => [r.reason, r.note, r.byProvider, r.resolved])).toEqual([
        ['spam', null, false, false],
        ['fake', 'Nikdy u nás nebyli.', false, false],
      ]);
      expect((await list({ reported: true })).items.map((row) => row.id)).toEqual([reported]);
      expect((await list({ reported: false })).total).toBe(3);
      expect((await list({ status: 'pending' })).items.map((row) => row.id)).toEqual([pending]);
      expect((await list({ status: 'hidden' })).items).toMatchObject([{ id: hidden, hiddenReason: 'Spam' }]);
      expect((await list({ rating: 5 })).items.map((row) => row.id)).toEqual([plain]);
      const page2 = await list({ page: 2, pageSize: 3 });
      expect([page2.total, page2.items.map((row) => row.id)]).toEqual([4, [reported]]);
      await admin.get('/api/admin/reviews').query({ status: 'smazane' }).expect(400);
      await admin.get('/api/admin/reviews').query({ rating: 6 }).expect(400);
    });

    it('hides a review: out of the public list, stats and card figures at once, reports resolved, audited, the reviewer told', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Dortík Skrytý ${RUN}` });
      const email = gmail('skryty');
      const kept = await review(providerId, 5);
      const id = await review(providerId, 1, 'confirmed', email);
      await report(id, { reason: 'offensive' }).expect(201);
      expect(await figures(providerId)).toMatchObject({ reviewCount: 2, ratingSum: 6, stats: [2, 3], total: 2 });

      await admin.patch(`/api/admin/reviews/${id}/hide`).send({ reason: '   ' }).expect(400);
      expect((await admin.patch(`/api/admin/reviews/${id}/hide`).send({ reason: 'Urážky' }).expect(200)).body).toEqual({
        message: 'Hodnocení bylo skryto',
      });
      expect(await figures(providerId)).toEqual({ reviewCount: 1, ratingSum: 5, stats: [1, 5], listed: [kept], total: 1 });
      expect((await reportsOf(id)).every((row) => row.resolved_at !== null)).toBe(true);
      const [audit] = await auditOf(id);
      expect(audit).toMatchObject({
        action: 'review.hide',
        details: { reason: 'Urážky', providerId, companyName: `Dortík Skrytý ${RUN}`, previousStatus: 'confirmed', resolvedReports: 1, reviewerNotified: true },
      });
      const [mail] = await mailsTo(email);
      expect(mail.template).toBe('review-hidden');
      expect(mail.text_body).toContain(`Dortík Skrytý ${RUN}`);
      expect(mail.text_body).toContain('Důvod: Urážky');
      // Hiding it again is refused; it can no longer be reported.
      await admin.patch(`/api/admin/reviews/${id}/hide`).send({ reason: 'Znovu' }).expect(409);
      await report(id, { reason: 'spam' }).expect(404);
      const audited = (await admin.get('/api/admin/audit-log').query({ action: 'review.hide' }).expect(200)).body.items as Array<{ targetId: string }>;
      expect(audited.some((entry) => entry.targetId === String(id))).toBe(true);

      // Restore: back in the list and figures, audited, no mail.
      expect((await admin.patch(`/api/admin/reviews/${id}/restore`).send({ reason: 'Omyl' }).expect(200)).body.message).toBe('Hodnocení bylo znovu zveřejněno');
      expect(await figures(providerId)).toMatchObject({ reviewCount: 2, ratingSum: 6, stats: [2, 3], total: 2 });
      expect((await auditOf(id)).map((row) => row.action)).toEqual(['review.hide', 'review.restore']);
      expect(await mailsTo(email)).toHaveLength(1);
      // Neither hidden nor reported: nothing to restore.
      await admin.patch(`/api/admin/reviews/${id}/restore`).send({ reason: 'Znovu' }).expect(409);
    });

    it('keeps a reported published review (restore closes its reports) and refuses to hide a pending one', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Ponechaný ${RUN}` });
      const id = await review(providerId, 3);
      await report(id, { reason: 'fake' }).expect(201);
      expect((await admin.patch(`/api/admin/reviews/${id}/restore`).send({ reason: 'V pořádku' }).expect(200)).body.message).toBe(
        'Hodnocení zůstává zveřejněné, nahlášení byla uzavřena',
      );
      expect((await reportsOf(id))[0].resolved_at).not.toBeNull();
      expect((await admin.get('/api/admin/reviews').query({ providerId, reported: true }).expect(200)).body.total).toBe(0);
      const pending = await review(providerId, 2, 'pending');
      expect((await admin.patch(`/api/admin/reviews/${pending}/hide`).send({ reason: 'Spam' }).expect(409)).body.message).toBe(
        'Nepotvrzené hodnocení nelze skrýt, lze ho jen smazat',
      );
      await admin.patch(`/api/admin/reviews/2147000000/hide`).send({ reason: 'Spam' }).expect(404);
    });

    it('deletes a review with its reports: gone from the figures, audited, the reviewer told (not for a pending one)', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Smazaný ${RUN}` });
      const email = gmail('smazany');
      const id = await review(providerId, 2, 'confirmed', email);
      await report(id, { reason: 'spam' }).expect(201);
      await admin.delete(`/api/admin/reviews/${id}`).send({}).expect(400);
      expect((await admin.delete(`/api/admin/reviews/${id}`).send({ reason: 'Falešné' }).expect(200)).body.message).toBe('Hodnocení bylo smazáno');
      expect(await figures(providerId)).toMatchObject({ reviewCount: 0, ratingSum: 0, total: 0 });
      expect(await t.dataSource.query(`SELECT 1 FROM reviews WHERE id = $1`, [id])).toEqual([]);
      expect(await reportsOf(id)).toEqual([]);
      expect(await auditOf(id)).toMatchObject([
        { action: 'review.delete', details: { reason: 'Falešné', providerId, previousStatus: 'confirmed', resolvedReports: 1, reviewerNotified: true } },
      ]);
      expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['review-deleted']);
      await admin.delete(`/api/admin/reviews/${id}`).send({ reason: 'Znovu' }).expect(404);

      const pendingEmail = gmail('nepotvrzeny');
      const pending = await review(providerId, 1, 'pending', pendingEmail);
      await admin.delete(`/api/admin/reviews/${pending}`).send({ reason: 'Spam' }).expect(200);
      expect(await mailsTo(pendingEmail)).toEqual([]);
      expect(await auditOf(pending)).toMatchObject([{ action: 'review.delete', details: { previousStatus: 'pending', reviewerNotified: false } }]);
    });

    it("anonymises the audit rows of a provider's reviews when the provider deletes the account", async () => {
      const provider = await signedInProvider(t, { companyName: `Odchází ${RUN}` });
      const id = await review(provider.providerId, 2);
      await admin.patch(`/api/admin/reviews/${id}/hide`).send({ reason: 'Spam' }).expect(200);
      await provider.agent.delete('/api/account').set('X-Forwarded-For', nextIp()).send({ password: 'svatba-heslo-2026' }).expect(200);
      expect(await auditOf(id)).toEqual([{ action: 'review.hide', details: { anonymised: true } }]);
    });

    it('answers 401 without a session and 403 without the admin role, changing nothing', async () => {
      const providerId = await insertProvider(t.dataSource, { companyName: `Chráněný ${RUN}` });
      const id = await review(providerId, 4);
      const couple = (await signedInCouple(t)).agent;
      const provider = (await signedInProvider(t, { companyName: `Neadmin ${RUN}` })).agent;
      await request(t.server).get('/api/admin/reviews').expect(401);
      await request(t.server).patch(`/api/admin/reviews/${id}/hide`).send({ reason: 'x' }).expect(401);
      await request(t.server).delete(`/api/admin/reviews/${id}`).send({ reason: 'x' }).expect(401);
      for (const agent of [couple, provider]) {
        await agent.get('/api/admin/reviews').expect(403);
        await agent.patch(`/api/admin/reviews/${id}/hide`).send({ reason: 'x' }).expect(403);
        await agent.patch(`/api/admin/reviews/${id}/restore`).send({ reason: 'x' }).expect(403);
        await agent.delete(`/api/admin/reviews/${id}`).send({ reason: 'x' }).expect(403);
      }
      const [{ status }] = (await t.dataSource.query(`SELECT status FROM reviews WHERE id = $1`, [id])) as Array<{ status: string }>;
      expect(status).toBe('confirmed');
      expect(await auditOf(id)).toEqual([]);
    });
  });
});
