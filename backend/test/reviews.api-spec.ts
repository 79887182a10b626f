import request from 'supertest';
import { PasswordService } from '../src/auth/password.service';
import { ReviewsService } from '../src/reviews/reviews.service';
import { signedInCouple, signedInProvider } from './support/accounts';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const RUN = `hod${process.pid}x${Date.now().toString(36)}`;
const REQUIRED = 'Email a celkové hodnocení jsou povinné';
const RATING_RANGE = 'Hodnocení musí být celé číslo od 1 do 5';
const NOT_GMAIL = 'Hodnocení lze přidat pouze s účtem Gmail';
const ALREADY = 'Z tohoto emailu už bylo hodnocení přidáno';
const DEMO = 'Hodnocení není dostupné pro ukázkové poskytovatele';
const NOT_FOUND = 'Dodavatel s tímto ID nebyl nalezen.';

const gmail = (prefix = 'svatebcan') => uniqueEmail(prefix).replace('@example.cz', '@gmail.com');

describe('Reviews API', () => {
  let t: TestApp;
  let clientIp = 0;
  /** Each request from its own address (TRUST_PROXY), so the review limit stays out of the way but in its own test. */
  const post = (path: string) => {
    clientIp += 1;
    return request(t.server).post(path).set('X-Forwarded-For', `10.2.${Math.floor(clientIp / 250)}.${clientIp % 250}`);
  };
  let providerId: number;
  let statsProviderId: number;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    providerId = await insertProvider(t.dataSource, { companyName: `Cukrárna Dortík ${RUN}`, categories: ['cake'] });
    statsProviderId = await insertProvider(t.dataSource, { companyName: `Cukrárna Statistika ${RUN}`, categories: ['cake'] });
    demoId = await insertProvider(t.dataSource, { companyName: `Ukázková cukrárna ${RUN}`, categories: ['cake'], isDemo: true });
  });
  afterAll(() => t.close());

  const canReview = (id: number) => post(`/api/providers/${id}/can-review`);
  const create = (id: number, body: Record<string, unknown>, agent?: ReturnType<TestApp['agent']>) =>
    (agent ? agent.post(`/api/providers/${id}/reviews`).set('X-Forwarded-For', `10.3.0.${++clientIp % 250}`) : post(`/api/providers/${id}/reviews`)).send(body);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const confirm = (link: string) => post('/api/reviews/confirm').send({ token: tokenOf(link) });
  /** Writes a review and opens its link: the published review's id. */
  const published = async (id: number, body: Record<string, unknown>): Promise<number> => {
    const submitted = await create(id, body).expect(201);
    return (await confirm(submitted.body.devConfirmLink).expect(200)).body.review.id;
  };
  const mailsTo = (email: string): Promise<Array<{ template: string; text_body: string }>> =>
    t.dataSource.query(`SELECT template, text_body FROM mail_outbox WHERE to_email = $1 ORDER BY id`, [email]);

  describe('POST /api/providers/{id}/can-review', () => {
    it('answers whether the provider can be reviewed and whether the address is a Gmail one, nothing stored about a mailbox', async () => {
      expect((await canReview(providerId).expect(200)).body).toEqual({ canReview: true, kind: 'email' });
      expect((await canReview(demoId).expect(200)).body).toEqual({ canReview: false, reason: DEMO });
      // The Gmail rule is a rule of the spelling (issue 43's spec leftover); a published reviewer gets a fresh address's answer.
      const reviewer = gmail('uz-hodnotil');
      await published(providerId, { email: reviewer, overallRating: 5 });
      for (const email of [reviewer, gmail()]) {
        expect((await post(`/api/providers/${providerId}/can-review`).send({ email }).expect(200)).body).toEqual({ canReview: true, kind: 'email' });
      }
      expect((await post(`/api/providers/${providerId}/can-review`).send({ email: 'jana@seznam.cz' }).expect(200)).body).toEqual({
        canReview: false,
        reason: NOT_GMAIL,
        kind: 'email',
      });
    });

    it('answers 404 for an unknown provider', async () => {
      expect((await canReview(2_147_000_000).expect(404)).body.message).toBe(NOT_FOUND);
      expect((await post('/api/providers/abc/can-review').expect(404)).body.message).toBe(NOT_FOUND);
    });
  });

  describe('POST /api/providers/{id}/reviews and /api/reviews/confirm', () => {
    it('stores the review pending and mails a link that carries nothing anybody typed; the link publishes it once', async () => {
      const email = gmail('Jana.Velka').replace(/^j/, 'J');
      const reviewed = await insertProvider(t.dataSource, { companyName: `Cukrárna Dortík ${RUN} B`, categories: ['cake'] });
      const submitted = await create(reviewed, {
        email,
        reviewerName: '  Vyhráli jste iPhone ',
        overallRating: 4,
        communicationRating: 5,
        qualityRating: 4,
        timingRating: 0,
        valueRating: null,
        reviewText: 'Klikněte na http://podvod.example a vyzvedněte si výhru.',
      }).expect(201);
      expect(submitted.body).toEqual({
        status: 'pending',
        message: 'Děkujeme! Na zadaný e-mail jsme poslali odkaz. Hodnocení zveřejníme, až ho potvrdíte (odkaz platí 72 hodin).',
        devConfirmLink: expect.stringMatching(/^http:\/\/localhost:3000\/hodnoceni\/potvrdit\?token=[\w-]{43}$/),
      });
      const [mail] = await mailsTo(email.toLowerCase());
      expect(mail.template).toBe('review-confirm-link');
      // Not even the provider's name (a provider names itself): 'dodavatel na Svatby' and its portfolio (issue 43, item 2).
      expect(mail.text_body).not.toContain('Cukrárna Dortík');
      expect(mail.text_body).toContain('dodavatele na Svatby');
      expect(mail.text_body).toContain(`http://localhost:3000/portfolio?provider=${reviewed}`);
      expect(mail.text_body).not.toMatch(/iPhone|podvod|výhru/);
      const [row] = await t.dataSource.query(`SELECT email, status FROM reviews WHERE provider_id = $1 AND email = $2`, [reviewed, email.toLowerCase()]);
      expect(row).toEqual({ email: email.toLowerCase(), status: 'pending' });
      expect((await request(t.server).get(`/api/providers/${reviewed}/reviews`).expect(200)).body.items).toEqual([]);

      const confirmed = await confirm(submitted.body.devConfirmLink).expect(200);
      expect(confirmed.body).toEqual({
        message: 'Hodnocení je potvrzené a zveřejněné. Děkujeme!',
        providerId: reviewed,
        review: {
          id: expect.any(Number),
          reviewerName: 'Vyhráli jste iPhone',
          overallRating: 4,
          communicationRating: 5,
          qualityRating: 4,
          timingRating: null,
          valueRating: null,
          reviewText: 'Klikněte na http://podvod.example a vyzvedněte si výhru.',
          createdAt: expect.any(String),
          reply: null,
          verifiedCollaboration: false,
          mark: null,
        },
      });
      expect(JSON.stringify(confirmed.body)).not.toContain('@');
      const list = (await request(t.server).get(`/api/providers/${reviewed}/reviews`).expect(200)).body;
      expect(list.items.map((item: { id: number }) => item.id)).toEqual([confirmed.body.review.id]);
      expect((await confirm(submitted.body.devConfirmLink).expect(410)).body.message).toBe('Tento odkaz už byl použit nebo vypršel. Hodnocení napište prosím znovu.');
      await post('/api/reviews/confirm').send({ token: 'a'.repeat(43) }).expect(400);
    });

    it('counts the aliases of one Gmail mailbox as one reviewer: the first confirmed stands, the others are refused at confirmation', async () => {
      const base = `jan.novak.${RUN}`;
      // Three spellings: a fourth pending review would meet the mailbox's cap of 3 links a day (issue 43, item 2).
      const aliases = [`${base}@gmail.com`, `${base.replace(/\./g, '')}+1@gmail.com`, `${base}@googlemail.com`];
      const aliasProvider = await insertProvider(t.dataSource, { companyName: `Cukrárna Přezdívka ${RUN}`, categories: ['cake'] });
      const submissions = [];
      for (const email of aliases) submissions.push((await create(aliasProvider, { email, overallRating: 1 }).expect(201)).body);
      // The same answer for every alias: nothing tells the sender which address has reviewed.
      expect(new Set(submissions.map((body) => JSON.stringify({ ...body, devConfirmLink: undefined }))).size).toBe(1);
      await confirm(submissions[0].devConfirmLink).expect(200);
      for (const body of submissions.slice(1)) {
        expect((await confirm(body.devConfirmLink).expect(409)).body.message).toBe(ALREADY);
      }
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1 AND email = ANY($2::text[])`, [
        aliasProvider,
        aliases,
      ]);
      expect(count).toBe(1);
      expect((await request(t.server).get(`/api/providers/${aliasProvider}/rating-stats`).expect(200)).body).toMatchObject({ totalReviews: 1 });
      // The same mailbox may review another provider.
      await published(providerId, { email: aliases[1], overallRating: 5 });
    });

    it('publishes at once for a signed-in author whose verified account e-mail it is, and only then', async () => {
      const email = gmail('overena');
      const [{ id }] = await t.dataSource.query(`INSERT INTO users (email, email_verified_at) VALUES ($1, now()) RETURNING id`, [email]);
      const hash = await t.app.get(PasswordService).hash('Heslo-hodnotitele-2027');
      await t.dataSource.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [id, hash]);
      const agent = t.agent();
      await agent.post('/api/auth/login').set('X-Forwarded-For', '10.3.9.9').send({ email, password: 'Heslo-hodnotitele-2027' }).expect(200);
      const direct = await create(providerId, { email, overallRating: 5 }, agent).expect(201);
      expect(direct.body).toMatchObject({ status: 'confirmed', message: 'Děkujeme za hodnocení! Je zveřejněné.', review: { overallRating: 5 } });
      expect(await mailsTo(email)).toEqual([]);
      // Another address still proves itself by its link.
      expect((await create(providerId, { email: gmail('jina'), overallRating: 4 }, agent).expect(201)).body.status).toBe('pending');
      // A second review of the provider from the proven address is refused at once (no one else could learn it).
      expect((await create(providerId, { email, overallRating: 1 }, agent).expect(400)).body.message).toBe(ALREADY);
    });

    it("keeps pending reviews out of the catalogue's rating sort until confirmed", async () => {
      const tag = `Razeni${RUN}`;
      const high = await insertProvider(t.dataSource, { companyName: `Cukrárna ${tag} A`, categories: ['cake'] });
      const low = await insertProvider(t.dataSource, { companyName: `Cukrárna ${tag} B`, categories: ['cake'] });
      for (const id of [high, low]) await activateSubscription(t.dataSource, id, 'basic');
      await published(high, { email: gmail('razeni'), overallRating: 4 });
      await published(low, { email: gmail('razeni'), overallRating: 3 });
      const order = async () =>
        ((await request(t.server).get('/api/service-providers').query({ search: tag, sort: 'rating-high' }).expect(200)).body.items as Array<{ id: number }>).map(
          (item) => item.id,
        );
      expect(await order()).toEqual([high, low]);
      // Two pending five-star reviews would lift the lower one above: they do not count yet.
      const pending = [];
      for (let n = 0; n < 2; n += 1) pending.push((await create(low, { email: gmail('razeni-ceka'), overallRating: 5 }).expect(201)).body.devConfirmLink);
      expect(await order()).toEqual([high, low]);
      for (const link of pending) await confirm(link).expect(200);
      expect(await order()).toEqual([low, high]);
    });

    it('refuses other addresses, demo providers and unknown providers', async () => {
      expect((await create(providerId, { email: 'jana@seznam.cz', overallRating: 5 }).expect(400)).body.message).toBe(NOT_GMAIL);
      expect((await create(demoId, { email: gmail(), overallRating: 5 }).expect(400)).body.message).toBe(DEMO);
      expect((await create(2_147_000_000, { email: gmail(), overallRating: 5 }).expect(404)).body.message).toBe(NOT_FOUND);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [demoId]);
      expect(count).toBe(0);
    });

    it('lets the unique index decide a race between two confirmations from one mailbox', async () => {
      const email = gmail('zavod');
      const links = [
        (await create(providerId, { email, overallRating: 5 }).expect(201)).body.devConfirmLink,
        (await create(providerId, { email, overallRating: 4 }).expect(201)).body.devConfirmLink,
      ];
      const responses = await Promise.all(links.map((link) => confirm(link)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE email = $1`, [email]);
      expect(count).toBe(1);
    });

    it('deletes reviews whose link expired unopened (the hourly sweep)', async () => {
      const email = gmail('stare');
      await create(providerId, { email, overallRating: 3 }).expect(201);
      await t.dataSource.query(`UPDATE reviews SET created_at = now() - interval '73 hours' WHERE email = $1`, [email]);
      expect(await t.app.get(ReviewsService).deleteStalePending()).toBeGreaterThanOrEqual(1);
      expect(await t.dataSource.query(`SELECT 1 FROM reviews WHERE email = $1`, [email])).toHaveLength(0);
    });

    it.each([
      ['no e-mail', { overallRating: 5 }, REQUIRED],
      ['an empty e-mail', { email: '', overallRating: 5 }, REQUIRED],
      ['no overall rating', { email: 'x@gmail.com' }, REQUIRED],
      ['an invalid e-mail', { email: 'neplatny', overallRating: 5 }, 'Zadejte platný email'],
      ['overall 0', { email: 'x@gmail.com', overallRating: 0 }, RATING_RANGE],
      ['overall 6', { email: 'x@gmail.com', overallRating: 6 }, RATING_RANGE],
      ['overall 4.5', { email: 'x@gmail.com', overallRating: 4.5 }, RATING_RANGE],
      ['a category rating of 7', { email: 'x@gmail.com', overallRating: 5, qualityRating: 7 }, RATING_RANGE],
      ['a text over 2000 characters', { email: 'x@gmail.com', overallRating: 5, reviewText: 'x'.repeat(2001) }, 'Text hodnocení může mít nejvýše 2000 znaků'],
      ['a name over 100 characters', { email: 'x@gmail.com', overallRating: 5, reviewerName: 'x'.repeat(101) }, 'Jméno může mít nejvýše 100 znaků'],
      ['an unknown field', { email: 'x@gmail.com', overallRating: 5, providerId: 1 }, 'Neznámé pole „providerId“'],
    ])('refuses %s with a Czech 400 and writes nothing', async (_name, body, message) => {
      const marker = gmail('neplatne');
      const payload = { ...body, ...('email' in body && body.email === 'x@gmail.com' ? { email: marker } : {}) };
      const response = await create(providerId, payload).expect(400);
      expect(response.body.message).toBe(message);
      expect(await t.dataSource.query(`SELECT 1 FROM reviews WHERE email = $1`, [marker])).toHaveLength(0);
    });

    it('is rate limited (5 reviews per 10 minutes per address)', async () => {
      const statuses: number[] = [];
      let last: { message?: string } = {};
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await request(t.server)
          .post(`/api/providers/${providerId}/reviews`)
          .set('X-Forwarded-For', '10.250.1.1')
          .send({ email: gmail('limit'), overallRating: 5 });
        statuses.push(response.status);
        last = response.body;
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(last.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.');
    });
  });

  describe('GET /api/providers/{id}/reviews and rating-stats', () => {
    const created: number[] = [];

    beforeAll(async () => {
      const reviews = [
        { reviewerName: 'Lucie', overallRating: 5, communicationRating: 5, qualityRating: 5, valueRating: 4, reviewText: 'Nádherný dort.' },
        { reviewerName: '', overallRating: 4, communicationRating: 4, qualityRating: 3 },
        { overallRating: 4, qualityRating: 4, reviewText: 'Chutnalo všem.' },
      ];
      for (const review of reviews) created.push(await published(statsProviderId, { email: gmail('statistika'), ...review }));
    });

    it('lists newest first, with Anonymní for a missing name and never an e-mail', async () => {
      const response = await request(t.server).get(`/api/providers/${statsProviderId}/reviews`).expect(200);
      expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(response.body.items.map((item: { id: number }) => item.id)).toEqual([...created].reverse());
      expect(response.body.items.map((item: { reviewerName: string }) => item.reviewerName)).toEqual(['Anonymní', 'Anonymní', 'Lucie']);
      expect(response.body.items[2]).toEqual({
        id: created[0],
        reviewerName: 'Lucie',
        overallRating: 5,
        communicationRating: 5,
        qualityRating: 5,
        timingRating: null,
        valueRating: 4,
        reviewText: 'Nádherný dort.',
        createdAt: expect.any(String),
        reply: null,
        verifiedCollaboration: false,
        mark: null,
      });
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('@');
      expect(text).not.toContain('gmail');
      expect(text).not.toContain('email');
    });

    it('paginates', async () => {
      const second = await request(t.server).get(`/api/providers/${statsProviderId}/reviews`).query({ page: 2, pageSize: 2 }).expect(200);
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.items.map((item: { id: number }) => item.id)).toEqual([created[0]]);
      const bad = await request(t.server).get(`/api/providers/${statsProviderId}/reviews`).query({ pageSize: 51 }).expect(400);
      expect(bad.body.message).toBe('Velikost stránky může být nejvýše 50');
    });

    it('computes count, average, distribution and category averages', async () => {
      const response = await request(t.server).get(`/api/providers/${statsProviderId}/rating-stats`).expect(200);
      expect(response.body).toEqual({
        totalReviews: 3,
        averageRating: 4.3,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
        categoryAverages: { communication: 4.5, quality: 4, timing: null, value: 4 },
      });
      // The catalogue's figures agree.
      const detail = await request(t.server).get(`/api/providers/${statsProviderId}`).expect(200);
      expect(detail.body).toMatchObject({ rating: 4.3, reviewCount: 3 });
    });

    it('answers zeros for a provider without reviews', async () => {
      const response = await request(t.server).get(`/api/providers/${demoId}/rating-stats`).expect(200);
      expect(response.body).toEqual({
        totalReviews: 0,
        averageRating: 0,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        categoryAverages: { communication: null, quality: null, timing: null, value: null },
      });
      const list = await request(t.server).get(`/api/providers/${demoId}/reviews`).expect(200);
      expect(list.body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    });

    it('answers 404 for an unknown provider', async () => {
      for (const path of ['rating-stats', 'reviews']) {
        const response = await request(t.server).get(`/api/providers/2147000000/${path}`).expect(404);
        expect(response.body.message).toBe(NOT_FOUND);
        await request(t.server).get(`/api/providers/abc/${path}`).expect(404);
      }
    });
  });

  describe('PUT / DELETE /api/provider/reviews/{id}/reply', () => {
    it("lets the reviewed provider answer once in public, edit and delete it; the reviewer is mailed a link to the first answer", async () => {
      const owner = await signedInProvider(t, { companyName: `Cukrárna Odpověď ${RUN}`, categories: ['cake'] });
      const reviewer = gmail('odpoved');
      const reviewId = await published(owner.providerId, { email: reviewer, overallRating: 4, reviewText: 'Dobrý dort.' });

      const answered = await owner.agent.put(`/api/provider/reviews/${reviewId}/reply`).send({ text: '  Děkujeme, rádi jsme pekli!  ' }).expect(200);
      expect(answered.body.reply).toEqual({
        text: 'Děkujeme, rádi jsme pekli!',
        companyName: `Cukrárna Odpověď ${RUN}`,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const listed = (await request(t.server).get(`/api/providers/${owner.providerId}/reviews`).expect(200)).body.items[0];
      expect(listed.reply.text).toBe('Děkujeme, rádi jsme pekli!');
      const mails = await mailsTo(reviewer);
      expect(mails.map((mail) => mail.template)).toEqual(['review-confirm-link', 'review-reply']);
      expect(mails[1].text_body).toContain(`/portfolio?provider=${owner.providerId}#hodnoceni-${reviewId}`);

      const edited = await owner.agent.put(`/api/provider/reviews/${reviewId}/reply`).send({ text: 'Děkujeme! Ozvěte se zase.' }).expect(200);
      expect(edited.body.reply.text).toBe('Děkujeme! Ozvěte se zase.');
      expect(edited.body.reply.createdAt).toBe(answered.body.reply.createdAt);
      expect((await mailsTo(reviewer)).length).toBe(2);

      await owner.agent.delete(`/api/provider/reviews/${reviewId}/reply`).expect(204);
      expect((await request(t.server).get(`/api/providers/${owner.providerId}/reviews`).expect(200)).body.items[0].reply).toBeNull();
    });

    it("refuses anyone but the reviewed provider, unpublished reviews and an empty answer, changing nothing", async () => {
      const owner = await signedInProvider(t, { companyName: `Cukrárna Vlastní ${RUN}`, categories: ['cake'] });
      const other = await signedInProvider(t, { companyName: `Cukrárna Cizí ${RUN}`, categories: ['cake'] });
      const couple = await signedInCouple(t);
      const reviewId = await published(owner.providerId, { email: gmail('cizi'), overallRating: 5 });
      const body = { text: 'Odpověď' };

      await request(t.server).put(`/api/provider/reviews/${reviewId}/reply`).send(body).expect(401);
      expect((await other.agent.put(`/api/provider/reviews/${reviewId}/reply`).send(body).expect(403)).body.message).toBe(
        'Odpovídat lze jen na hodnocení vlastního profilu',
      );
      expect((await couple.agent.put(`/api/provider/reviews/${reviewId}/reply`).send(body).expect(403)).body.message).toBe(
        'Odpovídat na hodnocení mohou jen dodavatelé',
      );
      await other.agent.delete(`/api/provider/reviews/${reviewId}/reply`).expect(403);
      expect((await owner.agent.put(`/api/provider/reviews/${reviewId}/reply`).send({ text: '   ' }).expect(400)).body.message).toBe('Odpověď je povinná');
      await owner.agent.put('/api/provider/reviews/2147000000/reply').send(body).expect(404);
      const pending = await create(owner.providerId, { email: gmail('ceka'), overallRating: 2 }).expect(201);
      const [{ id: pendingId }] = await t.dataSource.query(`SELECT max(id) AS id FROM reviews WHERE provider_id = $1 AND status = 'pending'`, [
        owner.providerId,
      ]);
      expect(pending.body.status).toBe('pending');
      await owner.agent.put(`/api/provider/reviews/${pendingId}/reply`).send(body).expect(404);
      const [row] = await t.dataSource.query(`SELECT reply_text FROM reviews WHERE id = $1`, [reviewId]);
      expect(row.reply_text).toBeNull();
    });
  });
});
