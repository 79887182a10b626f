import request from 'supertest';
import { daysAgo, insertProvider, insertReview } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files' rows. */
const RUN = `cisla${process.pid}x${Date.now().toString(36)}`;

const gmail = (prefix = 'hodnotitel') => uniqueEmail(prefix).replace('@example.cz', '@gmail.com');

interface Figures {
  reviewCount: number;
  ratingSum: number;
  listingPlan: string | null;
  listingUntil: Date | null;
}

/**
 * The figures triggers keep on provider_profiles and in the derived schema
 * (ProviderListingFigures1763703000000, ActiveRequestCounts1763703000100), and the HTTP caching of
 * the reference data.
 */
describe('Listing figures kept by triggers, reference data caching', () => {
  let t: TestApp;
  let clientIp = 0;
  /** Each review from its own address (TRUST_PROXY), so the review limit stays out of the way. */
  const postReview = (providerId: number, body: Record<string, unknown>) => {
    clientIp += 1;
    return request(t.server)
      .post(`/api/providers/${providerId}/reviews`)
      .set('X-Forwarded-For', `10.7.${Math.floor(clientIp / 250)}.${clientIp % 250}`)
      .send(body);
  };

  const figures = async (providerId: number): Promise<Figures> => {
    const [row] = (await t.dataSource.query(
      `SELECT review_count AS "reviewCount", rating_sum AS "ratingSum", listing_plan AS "listingPlan", listing_until AS "listingUntil"
         FROM provider_profiles WHERE id = $1`,
      [providerId],
    )) as Figures[];
    return row;
  };
  /** The figures recomputed from the source rows, as the triggers must keep them. */
  const recomputed = async (providerId: number): Promise<Figures> => {
    const [row] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM reviews WHERE provider_id = $1 AND status = 'confirmed') AS "reviewCount",
              (SELECT coalesce(sum(overall_rating), 0)::int FROM reviews WHERE provider_id = $1 AND status = 'confirmed') AS "ratingSum",
              (SELECT plan_type FROM provider_subscriptions
                WHERE provider_id = $1 AND status = 'active' AND current_period_end > now()) AS "listingPlan",
              (SELECT current_period_end FROM provider_subscriptions
                WHERE provider_id = $1 AND status = 'active' AND current_period_end > now()) AS "listingUntil"`,
      [providerId],
    )) as Figures[];
    return row;
  };
  const publicProvider = async (providerId: number) =>
    (await request(t.server).get(`/api/providers/${providerId}`).expect(200)).body as {
      rating: number | null;
      reviewCount: number;
      premium: boolean;
    };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  describe('review figures (review_count, rating_sum → rating on the card and the portfolio)', () => {
    it('follow reviews added, changed and deleted', async () => {
      const id = await insertProvider(t.dataSource, { companyName: `Fotograf Hodnocený ${RUN}` });
      expect(await figures(id)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
      expect(await publicProvider(id)).toMatchObject({ rating: null, reviewCount: 0 });

      const links: string[] = [];
      for (const overallRating of [5, 4, 2]) links.push((await postReview(id, { email: gmail(), overallRating }).expect(201)).body.devConfirmLink);
      // Pending until their authors open the links: no figure counts them.
      expect(await figures(id)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
      expect(await publicProvider(id)).toMatchObject({ rating: null, reviewCount: 0 });
      expect((await request(t.server).get(`/api/providers/${id}/rating-stats`).expect(200)).body).toMatchObject({ totalReviews: 0 });
      expect((await request(t.server).get(`/api/providers/${id}/reviews`).expect(200)).body).toMatchObject({ total: 0, items: [] });
      for (const link of links) {
        await request(t.server).post('/api/reviews/confirm').send({ token: new URL(link).searchParams.get('token') }).expect(200);
      }
      expect(await figures(id)).toMatchObject({ reviewCount: 3, ratingSum: 11 });
      expect(await publicProvider(id)).toMatchObject({ rating: 3.7, reviewCount: 3 });
      const stats = (await request(t.server).get(`/api/providers/${id}/rating-stats`).expect(200)).body;
      expect(stats).toMatchObject({ totalReviews: 3, averageRating: 3.7 });

      // A changed rating (no API changes one; an operator could).
      await t.dataSource.query(`UPDATE reviews SET overall_rating = 5 WHERE provider_id = $1 AND overall_rating = 2`, [id]);
      expect(await figures(id)).toMatchObject({ reviewCount: 3, ratingSum: 14 });
      expect(await publicProvider(id)).toMatchObject({ rating: 4.7, reviewCount: 3 });

      await t.dataSource.query(`DELETE FROM reviews WHERE id = (SELECT min(id) FROM reviews WHERE provider_id = $1)`, [id]);
      expect(await figures(id)).toMatchObject({ reviewCount: 2, ratingSum: 9 });
      await t.dataSource.query(`DELETE FROM reviews WHERE provider_id = $1`, [id]);
      expect(await figures(id)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
      expect(await publicProvider(id)).toMatchObject({ rating: null, reviewCount: 0 });
    });

    it('stay right when one provider gets many reviews at once', async () => {
      const id = await insertProvider(t.dataSource, { companyName: `Fotograf Oblíbený ${RUN}` });
      const ratings = Array.from({ length: 24 }, (_, index) => 1 + (index % 5));
      // Concurrent transactions on the pool's connections, each locking the provider's row.
      await Promise.all(ratings.map((rating) => insertReview(t.dataSource, id, rating)));
      expect(await figures(id)).toMatchObject({ reviewCount: 24, ratingSum: ratings.reduce((sum, rating) => sum + rating, 0) });
      // Several providers in one statement.
      const other = await insertProvider(t.dataSource, { companyName: `Fotograf Druhý ${RUN}` });
      await t.dataSource.query(
        `INSERT INTO reviews (provider_id, email, overall_rating, status)
         SELECT provider_id, $3 || n || '@gmail.com', 1 + n % 5, 'confirmed'
           FROM unnest($1::int[]) AS provider_id, generate_series(1, $2::int) AS n`,
        [[id, other], 7, `davka.${RUN}.`],
      );
      for (const provider of [id, other]) expect(await figures(provider)).toMatchObject(await recomputed(provider));
    });

    it('go with a deleted provider; the other providers keep theirs', async () => {
      const gone = await insertProvider(t.dataSource, { companyName: `Fotograf Odchází ${RUN}` });
      const stays = await insertProvider(t.dataSource, { companyName: `Fotograf Zůstává ${RUN}` });
      for (const id of [gone, stays]) {
        await insertReview(t.dataSource, id, 5);
        await insertReview(t.dataSource, id, 3);
      }
      // As the admin's delete does: the account, and by cascade the profile and its reviews.
      await t.dataSource.query(`DELETE FROM users WHERE id = (SELECT user_id FROM provider_profiles WHERE id = $1)`, [gone]);
      expect((await t.dataSource.query(`SELECT 1 FROM reviews WHERE provider_id = $1`, [gone])) as unknown[]).toHaveLength(0);
      await request(t.server).get(`/api/providers/${gone}`).expect(404);
      expect(await figures(stays)).toMatchObject({ reviewCount: 2, ratingSum: 8 });
      expect(await publicProvider(stays)).toMatchObject({ rating: 4, reviewCount: 2 });
    });
  });

  describe('listing figures (listing_plan, listing_until → who is listed, premium first)', () => {
    it('follow the provider’s subscription through its changes', async () => {
      const TAG = `vypis${RUN}`;
      const id = await insertProvider(t.dataSource, { companyName: `Koordinátorka ${TAG}`, categories: ['wedding_planning'] });
      const listed = async () =>
        (await request(t.server).get('/api/service-providers').query({ search: TAG }).expect(200)).body.items as Array<{
          id: number;
          premium: boolean;
        }>;
      expect(await figures(id)).toMatchObject({ listingPlan: null, listingUntil: null });
      expect(await listed()).toEqual([]);

      const subscription = await activateSubscription(t.dataSource, id, 'premium');
      expect(await figures(id)).toEqual(await recomputed(id));
      expect((await figures(id)).listingPlan).toBe('premium');
      expect(await listed()).toEqual([expect.objectContaining({ id, premium: true })]);

      // A plan change, as the subscriptions module writes it.
      await t.dataSource.query(`UPDATE provider_subscriptions SET plan_type = 'basic', plan_id = 'basic_monthly' WHERE id = $1`, [
        subscription,
      ]);
      expect((await figures(id)).listingPlan).toBe('basic');
      expect(await listed()).toEqual([expect.objectContaining({ id, premium: false })]);

      await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'past_due' WHERE id = $1`, [subscription]);
      expect(await figures(id)).toMatchObject({ listingPlan: null, listingUntil: null });
      expect(await listed()).toEqual([]);

      await t.dataSource.query(`UPDATE provider_subscriptions SET status = 'active' WHERE id = $1`, [subscription]);
      expect(await figures(id)).toEqual(await recomputed(id));
      await t.dataSource.query(`DELETE FROM provider_subscriptions WHERE id = $1`, [subscription]);
      expect(await figures(id)).toMatchObject({ listingPlan: null, listingUntil: null });
      expect(await listed()).toEqual([]);
    });

    it('list by the period end at query time: an ended period unlists before the daily job runs', async () => {
      const TAG = `konci${RUN}`;
      const id = await insertProvider(t.dataSource, { companyName: `Kapela ${TAG}`, categories: ['music'] });
      const periodEnd = new Date(Date.now() + 1500);
      await activateSubscription(t.dataSource, id, 'premium', { periodEnd });
      const total = async () => (await request(t.server).get('/api/service-providers').query({ search: TAG }).expect(200)).body.total;
      expect(await total()).toBe(1);
      expect((await publicProvider(id)).premium).toBe(true);

      await new Promise((resolve) => setTimeout(resolve, periodEnd.getTime() - Date.now() + 100));
      // Nothing changed the rows: the trigger's copy still holds the ended period; the time unlists it.
      expect((await figures(id)).listingPlan).toBe('premium');
      expect(await total()).toBe(0);
      expect((await publicProvider(id)).premium).toBe(false);
    });

    it('read "active" and "listed" from one SQL definition each, the trigger included', async () => {
      const rows = (await t.dataSource.query(
        `SELECT status, subscription_is_active(status, period_end) AS active
           FROM (VALUES ('active', now() + interval '1 day'), ('active', now() - interval '1 hour'), ('active', NULL),
                        ('past_due', now() + interval '1 day'), ('incomplete', now() + interval '1 day'),
                        ('canceled', now() + interval '1 day'), ('expired', now() + interval '1 day')) AS v (status, period_end)`,
      )) as Array<{ status: string; active: boolean | null }>;
      expect(rows.map((row) => row.active === true)).toEqual([true, false, false, false, false, false, false]);
      const listed = (await t.dataSource.query(
        `SELECT provider_is_listed(demo, until) AS listed
           FROM (VALUES (true, NULL::timestamptz), (false, now() + interval '1 day'), (false, now() - interval '1 hour'), (false, NULL))
             AS v (demo, until)`,
      )) as Array<{ listed: boolean | null }>;
      expect(listed.map((row) => row.listed === true)).toEqual([true, true, false, false]);

      // The trigger copies only an active subscription's period: a row already ended when written is not listed.
      const id = await insertProvider(t.dataSource, { companyName: `Pozdě ${RUN}`, categories: ['music'] });
      await activateSubscription(t.dataSource, id, 'basic', { periodEnd: daysAgo(1) });
      expect(await figures(id)).toMatchObject({ listingPlan: null, listingUntil: null });
    });

    it('recount the listed providers per category when the catalogue changes and when a paid period ends', async () => {
      // No other test file lists an officiant.
      const officiants = async () =>
        ((await request(t.server).get('/api/service-categories').expect(200)).body as Array<{ id: string; providerCount: number }>).find(
          (category) => category.id === 'officiant',
        )!.providerCount;
      const before = await officiants();
      const id = await insertProvider(t.dataSource, { companyName: `Oddávající ${RUN}`, categories: ['officiant'] });
      expect(await officiants()).toBe(before);
      const periodEnd = new Date(Date.now() + 2_500);
      await activateSubscription(t.dataSource, id, 'basic', { periodEnd });
      expect(await officiants()).toBe(before + 1);
      // Nothing is written when the period ends: the cached counts expire with it.
      await new Promise((resolve) => setTimeout(resolve, periodEnd.getTime() - Date.now() + 300));
      expect(await officiants()).toBe(before);
      await insertProvider(t.dataSource, { companyName: `Ukázkový oddávající ${RUN}`, categories: ['officiant'], isDemo: true });
      expect(await officiants()).toBe(before + 1);
    });
  });

  describe('the active request count', () => {
    const consistent = async () =>
      (
        (await t.dataSource.query(
          `SELECT (SELECT coalesce(sum(active), 0)::int FROM derived.active_request_counts) AS counted,
                  (SELECT count(*)::int FROM service_requests WHERE status = 'active') AS actual`,
        )) as Array<{ counted: number; actual: number }>
      )[0];

    it('follows submissions, status changes and deletions', async () => {
      const response = await submitRequest(t, {
        coupleName: 'Jana a Petr',
        services: ['officiant'],
        description: `Hledáme oddávajícího. ${RUN}`,
        budget: 'do 10 000 Kč',
        location: 'Brno',
        contactEmail: uniqueEmail('par'),
        noDateSelected: true,
      });
      const id = response.body.id as number;
      let counts = await consistent();
      expect(counts.counted).toBe(counts.actual);
      const listed = await request(t.server).get('/api/service-requests').query({ search: RUN }).expect(200);
      expect(listed.body.items.map((item: { id: number }) => item.id)).toEqual([id]);

      await t.dataSource.query(`UPDATE service_requests SET status = 'fulfilled' WHERE id = $1`, [id]);
      counts = await consistent();
      expect(counts.counted).toBe(counts.actual);
      await t.dataSource.query(`UPDATE service_requests SET admin_notes = 'poznámka' WHERE id = $1`, [id]);
      await t.dataSource.query(`UPDATE service_requests SET status = 'active' WHERE id = $1`, [id]);
      counts = await consistent();
      expect(counts.counted).toBe(counts.actual);
      await t.dataSource.query(`DELETE FROM service_requests WHERE id = $1`, [id]);
      counts = await consistent();
      expect(counts.counted).toBe(counts.actual);
    });

    it('is the unfiltered list’s total and the top bar’s count', async () => {
      // Other files write meanwhile: the figures read just before and after bound the answer.
      const [{ total: low }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM service_requests WHERE status = 'active'`);
      const list = (await request(t.server).get('/api/service-requests').expect(200)).body.total as number;
      const topBar = (await request(t.server).get('/api/dashboard-counts').expect(200)).body.requests as number;
      const [{ total: high }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM service_requests WHERE status = 'active'`);
      for (const total of [list, topBar]) {
        expect(total).toBeGreaterThanOrEqual(Math.min(low, high) - 5);
        expect(total).toBeLessThanOrEqual(Math.max(low, high) + 5);
      }
    });
  });

  describe('reference data: ETag and Cache-Control', () => {
    /** A conditional GET right after a plain one: 304 unless the data changed in between (other files write). */
    async function revalidates(path: string): Promise<{ etag: string; cacheControl: string }> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const first = await request(t.server).get(path).expect(200);
        const etag = first.headers.etag as string;
        expect(etag).toBeTruthy();
        const second = await request(t.server).get(path).set('If-None-Match', etag);
        if (second.status === 304) {
          expect(second.text ?? '').toBe('');
          expect(second.headers.etag).toBe(etag);
          return { etag, cacheControl: first.headers['cache-control'] as string };
        }
        expect(second.status).toBe(200);
      }
      throw new Error(`${path} never answered 304`);
    }

    it('answers 304 Not Modified for the locations, cached for an hour', async () => {
      const { cacheControl } = await revalidates('/api/locations');
      expect(cacheControl).toBe('public, max-age=3600');
    });

    it('answers 304 for the categories until their counts change, revalidated every time', async () => {
      const { etag, cacheControl } = await revalidates('/api/service-categories');
      expect(cacheControl).toBe('public, no-cache');
      await insertProvider(t.dataSource, { companyName: `Ukázkový moderátor ${RUN}`, categories: ['moderator'], isDemo: true });
      const changed = await request(t.server).get('/api/service-categories').set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      // The JSON sent is the new one (each body's JSON is made once and reused until the data changes).
      const moderators = (response: request.Response) =>
        (response.body as Array<{ id: string; providerCount: number }>).find((category) => category.id === 'moderator')!.providerCount;
      const before = await request(t.server).get('/api/service-categories').expect(200);
      await insertProvider(t.dataSource, { companyName: `Druhý ukázkový moderátor ${RUN}`, categories: ['moderator'], isDemo: true });
      const after = await request(t.server).get('/api/service-categories').expect(200);
      expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(moderators(after)).toBeGreaterThan(moderators(before));
    });

    it('leaves the lists and pages without an ETag (no hash of every body sent), as JSON with its length', async () => {
      for (const path of ['/api/service-requests', '/api/service-providers', '/api/dashboard-counts']) {
        const response = await request(t.server).get(path).set('Accept-Encoding', 'identity').expect(200);
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
        expect(response.body).toEqual(JSON.parse(response.text));
        // HEAD: the same headers, no body. Other test files write to the same lists meanwhile (a new
        // request, an offer count): compare with a GET answered just before and after an unchanged list.
        const lengthOf = async () =>
          (await request(t.server).get(path).set('Accept-Encoding', 'identity').expect(200)).headers['content-length'];
        let head: request.Response | undefined;
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const before = await lengthOf();
          const answer = await request(t.server).head(path).set('Accept-Encoding', 'identity').expect(200);
          if (before === (await lengthOf())) {
            expect(answer.headers['content-length']).toBe(before);
            head = answer;
            break;
          }
        }
        expect(head).toBeDefined();
        expect(head!.text ?? '').toBe('');
      }
    });
  });
});
