import request from 'supertest';
import { insertProvider } from './support/provider-fixtures';
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

  const canReview = (id: number, email: unknown) => post(`/api/providers/${id}/can-review`).send({ email });
  const create = (id: number, body: Record<string, unknown>) => post(`/api/providers/${id}/reviews`).send(body);

  describe('POST /api/providers/{id}/can-review', () => {
    it('allows a fresh Gmail or Googlemail address', async () => {
      expect((await canReview(providerId, gmail()).expect(200)).body).toEqual({ canReview: true });
      const googlemail = uniqueEmail('stary').replace('@example.cz', '@googlemail.com');
      expect((await canReview(providerId, googlemail).expect(200)).body).toEqual({ canReview: true });
    });

    it('refuses other addresses, a second review from the same address and demo providers, with Czech reasons', async () => {
      expect((await canReview(providerId, 'jana@seznam.cz').expect(200)).body).toEqual({ canReview: false, reason: NOT_GMAIL });
      const email = gmail('dvakrat');
      await create(providerId, { email, overallRating: 5 }).expect(201);
      expect((await canReview(providerId, email.toUpperCase()).expect(200)).body).toEqual({ canReview: false, reason: ALREADY });
      // Another provider is still open to the same address.
      expect((await canReview(statsProviderId, email).expect(200)).body).toEqual({ canReview: true });
      expect((await canReview(demoId, gmail()).expect(200)).body).toEqual({ canReview: false, reason: DEMO });
    });

    it('answers 404 for an unknown provider and 400 for a bad e-mail', async () => {
      expect((await canReview(2_147_000_000, gmail()).expect(404)).body.message).toBe(NOT_FOUND);
      expect((await post('/api/providers/abc/can-review').send({ email: gmail() }).expect(404)).body.message).toBe(NOT_FOUND);
      expect((await canReview(providerId, 'neplatny').expect(400)).body.message).toBe('Zadejte platný email');
      expect((await canReview(providerId, '').expect(400)).body.message).toBe(REQUIRED);
      expect((await post(`/api/providers/${providerId}/can-review`).send({}).expect(400)).body.message).toBe(REQUIRED);
    });
  });

  describe('POST /api/providers/{id}/reviews', () => {
    it('stores the review with a lower-cased e-mail and answers it without the e-mail', async () => {
      const email = gmail('Jana.Velka').replace(/^j/, 'J');
      const response = await create(providerId, {
        email,
        reviewerName: '  Jana a Petr ',
        overallRating: 4,
        communicationRating: 5,
        qualityRating: 4,
        timingRating: 0,
        valueRating: null,
        reviewText: 'Dort byl výborný a přivezli ho včas.',
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        reviewerName: 'Jana a Petr',
        overallRating: 4,
        communicationRating: 5,
        qualityRating: 4,
        timingRating: null,
        valueRating: null,
        reviewText: 'Dort byl výborný a přivezli ho včas.',
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(response.body)).not.toContain('@');
      const [row] = await t.dataSource.query(`SELECT email, provider_id FROM reviews WHERE id = $1`, [response.body.id]);
      expect(row).toEqual({ email: email.toLowerCase(), provider_id: providerId });
    });

    it('enforces the can-review rules again', async () => {
      expect((await create(providerId, { email: 'jana@seznam.cz', overallRating: 5 }).expect(400)).body.message).toBe(NOT_GMAIL);
      expect((await create(demoId, { email: gmail(), overallRating: 5 }).expect(400)).body.message).toBe(DEMO);
      const email = gmail('znovu');
      await create(providerId, { email, overallRating: 3 }).expect(201);
      expect((await create(providerId, { email, overallRating: 5 }).expect(400)).body.message).toBe(ALREADY);
      expect((await create(2_147_000_000, { email: gmail(), overallRating: 5 }).expect(404)).body.message).toBe(NOT_FOUND);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [demoId]);
      expect(count).toBe(0);
    });

    it('lets the unique constraint decide a race between two identical reviews', async () => {
      const email = gmail('zavod');
      const responses = await Promise.all([create(providerId, { email, overallRating: 5 }), create(providerId, { email, overallRating: 4 })]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
      expect(responses.find((response) => response.status === 400)!.body.message).toBe(ALREADY);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE email = $1`, [email]);
      expect(count).toBe(1);
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
      for (const review of reviews) {
        const response = await create(statsProviderId, { email: gmail('statistika'), ...review }).expect(201);
        created.push(response.body.id);
      }
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
});
