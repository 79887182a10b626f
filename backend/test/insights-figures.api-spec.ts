/**
 * Issue 47, "Svatby v číslech": the public figures are computed by the hourly job into market_figures
 * and GET /api/market-figures reads only that table. A scripted market (requests and offers written
 * straight into the database, with their times) against the exact figures, the minimum counts
 * (9 accepted offers: no prices, 10: prices; fewer than 5 requests: no times), and the job.
 */
import { Reflector } from '@nestjs/core';
import { parse } from 'node-html-parser';
import request from 'supertest';
import { FiguresJobs } from '../src/insights/figures.jobs';
import type { MarketFigureRow } from '../src/insights/figures-rules';
import { PeriodicJob } from '../src/queue/queue.api';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  t = await createIsolatedTestApp('svatby_insights_figures');
});
afterAll(() => t?.close());

/** A request straight in the database, confirmed `hoursAgo` hours ago (listed unless told). */
async function insertRequest(
  category: string,
  locationId: string | null,
  hoursAgo: number,
  extra: { status?: string; isDemo?: boolean; confirmed?: boolean } = {},
): Promise<number> {
  sequence += 1;
  const [{ id }] = (await t.dataSource.query(
    `INSERT INTO service_requests (couple_name, services, primary_category_id, matched_categories, title, budget, budget_band,
                                   location, location_id, contact_email, status, is_demo, confirmed_at, created_at)
     VALUES ('Jana a Petr', ARRAY[$1]::varchar[], $1, ARRAY[$1]::varchar[], $2, '50 000 – 100 000 Kč', '50k-100k',
             $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() - make_interval(hours => $9::int) END, now() - make_interval(hours => $9::int))
     RETURNING id`,
    [
      category,
      `Poptávka číslo ${sequence}`,
      locationId ?? 'Chalupa u lesa',
      locationId,
      `par${sequence}@example.cz`,
      extra.status ?? 'active',
      extra.isDemo ?? false,
      extra.confirmed ?? true,
      hoursAgo,
    ],
  )) as Array<{ id: number }>;
  return id;
}

/** An offer sent `minutes` after the request's confirmation. */
async function insertOffer(
  requestId: number,
  providerId: number,
  minutes: number,
  price: { kind?: 'exact' | 'from' | 'range'; min: number; max?: number },
  status: 'sent' | 'accepted' | 'declined' = 'sent',
): Promise<number> {
  const [{ id }] = (await t.dataSource.query(
    `INSERT INTO offers (request_id, provider_id, status, message, price_kind, price_min, price_max, answered_at, created_at)
     SELECT r.id, $2::int, $3::varchar, 'Dobrý den, rádi přijedeme.', $4::varchar, $5::int, $6::int,
            CASE WHEN $3::varchar <> 'sent' THEN now() END, r.confirmed_at + make_interval(mins => $7::int)
       FROM service_requests r WHERE r.id = $1
     RETURNING id`,
    [requestId, providerId, status, price.kind ?? 'exact', price.min, price.max ?? null, minutes],
  )) as Array<{ id: number }>;
  return id;
}

const refresh = () => t.app.get(FiguresJobs).refreshFigures();

/** A cell as the API answers it: the job's row (the API adds the category's and region's names). */
type Cell = MarketFigureRow;

async function cell(category: string, region: string): Promise<Cell> {
  const { body } = await request(t.server).get('/api/market-figures').query({ category, region }).expect(200);
  expect(body.rows).toHaveLength(1);
  return body.rows[0] as Cell;
}

describe('Svatby v číslech (GET /api/market-figures)', () => {
  let lastOffer = 0;

  it('answers empty before the first refresh', async () => {
    const { body } = await request(t.server).get('/api/market-figures').expect(200);
    expect(body).toMatchObject({ refreshedAt: null, windowDays: 365, minimums: { acceptedOffersForPrices: 10, requestsForTiming: 5 }, rows: [] });
    expect(body.regions[0]).toEqual({ id: 'cela-cr', name: 'Celá ČR' });
    expect(body.regions.map((region: { id: string }) => region.id)).toContain('okoli-prahy');
    expect(body.categories.some((category: { id: string }) => category.id === 'photography')).toBe(true);
  });

  it('computes the scripted market: active providers, time to the first offer, the 48-hour share, 9 accepted offers give no price', async () => {
    // Providers: two listed photographers in Praha, one for the whole country, an unlisted one (no subscription) and a demo one.
    const prague1 = await insertProvider(t.dataSource, { companyName: 'Foto Praha Jedna', categories: ['photography'], serviceAreas: ['praha'] });
    const prague2 = await insertProvider(t.dataSource, { companyName: 'Foto Praha Dva', categories: ['photography', 'video'], serviceAreas: ['praha'] });
    const country = await insertProvider(t.dataSource, { companyName: 'Foto Celá Země', categories: ['photography'], serviceAreas: ['cela-cr'] });
    const unlisted = await insertProvider(t.dataSource, { companyName: 'Foto Neplatící', categories: ['photography'], serviceAreas: ['praha'] });
    await insertProvider(t.dataSource, { companyName: 'Foto Ukázka', categories: ['photography'], serviceAreas: ['praha'], isDemo: true });
    for (const id of [prague1, prague2, country]) await activateSubscription(t.dataSource, id, 'basic');

    // Ten photography requests in Praha, confirmed three days ago; the first offer after 30, 60, … 300 minutes,
    // accepted at 10 000, 20 000, … Kč, the tenth still open. Requests 1–4 get a second offer within 48 hours, request 5 after.
    const requests: number[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const id = await insertRequest('photography', 'praha', 72);
      requests.push(id);
      const price = index === 10 ? { kind: 'range' as const, min: 95_000, max: 105_000 } : { min: index * 10_000 };
      lastOffer = await insertOffer(id, prague1, index * 30, price, index === 10 ? 'sent' : 'accepted');
      if (index <= 4) await insertOffer(id, prague2, 24 * 60, { min: 50_000 }, 'declined');
      if (index === 5) await insertOffer(id, unlisted, 50 * 60, { min: 50_000 }, 'declined');
    }
    // Left out: an unconfirmed request, a demo one, one confirmed over a year ago.
    await insertRequest('photography', 'praha', 1, { status: 'unconfirmed', confirmed: false });
    const demo = await insertRequest('photography', 'praha', 72, { isDemo: true });
    await insertOffer(demo, country, 5, { min: 1_000 }, 'accepted');
    await insertRequest('photography', 'praha', 400 * 24);
    // A request for the whole country counts there only; four music requests in Brno are too few for times.
    const anywhere = await insertRequest('photography', 'cela-cr', 72);
    await insertOffer(anywhere, country, 600, { min: 40_000 });
    for (let index = 0; index < 4; index += 1) {
      const id = await insertRequest('music', 'brno', 72);
      await insertOffer(id, prague2, 60, { min: 15_000 });
    }

    expect(await refresh()).toBeGreaterThan(0);

    const whole = await cell('photography', 'cela-cr');
    // First offers: 30, 60, … 300 minutes and 600 for the whole-country request: the median of eleven is 180.
    expect(whole).toMatchObject({
      providersActive: 3,
      requestsCount: 11,
      medianFirstOfferMinutes: 180,
      acceptedCount: 9,
      priceMedian: null,
      priceP25: null,
      priceP75: null,
    });
    // Four of eleven requests with two offers within 48 hours.
    expect(whole.shareTwoOffers48h).toBeCloseTo(4 / 11, 3);

    // Praha lies in 'Okolí Prahy': the ten requests of Praha; both Prague providers and the whole-country one are active there.
    const prague = await cell('photography', 'okoli-prahy');
    expect(prague).toMatchObject({ providersActive: 3, requestsCount: 10, medianFirstOfferMinutes: 165, acceptedCount: 9, priceMedian: null });
    expect(prague.shareTwoOffers48h).toBeCloseTo(0.4, 3);

    // Silesia: only the whole-country provider, no requests.
    expect(await cell('photography', 'slezsko')).toMatchObject({
      providersActive: 1,
      requestsCount: 0,
      medianFirstOfferMinutes: null,
      shareTwoOffers48h: null,
      acceptedCount: 0,
    });
    expect(await cell('video', 'okoli-prahy')).toMatchObject({ providersActive: 1 });

    // Four music requests in Brno (Jižní Morava): counted, but below the minimum of five for the times.
    expect(await cell('music', 'jizni-morava')).toMatchObject({ requestsCount: 4, medianFirstOfferMinutes: null, shareTwoOffers48h: null });
  });

  it('gives the typical prices from the tenth accepted offer on (a range counts as its middle)', async () => {
    await t.dataSource.query(`UPDATE offers SET status = 'accepted', answered_at = now() WHERE id = $1`, [lastOffer]);
    await refresh();
    // 10 000 … 90 000 and 100 000: quartiles by linear interpolation.
    expect(await cell('photography', 'okoli-prahy')).toMatchObject({ acceptedCount: 10, priceP25: 32_500, priceMedian: 55_000, priceP75: 77_500 });
    expect(await cell('photography', 'cela-cr')).toMatchObject({ acceptedCount: 10, priceMedian: 55_000 });
  });

  it('lists every area of a category in order, with names, and is cacheable with an ETag', async () => {
    const response = await request(t.server).get('/api/market-figures?category=photography').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.rows.map((row: Cell) => row.regionId)).toEqual(response.body.regions.map((region: { id: string }) => region.id));
    expect(response.body.rows[0]).toMatchObject({ categoryName: 'Fotografie', regionName: 'Celá ČR' });
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    await request(t.server).get('/api/market-figures?category=photography').set('If-None-Match', etag).expect(304);

    const all = (await request(t.server).get('/api/market-figures').expect(200)).body;
    expect(all.rows).toHaveLength(all.categories.length * all.regions.length);
  });

  it('refuses an unknown category or area with a Czech message', async () => {
    const category = await request(t.server).get('/api/market-figures?category=neexistuje').expect(400);
    expect(JSON.stringify(category.body)).toContain('Neznámý obor služeb');
    const city = await request(t.server).get('/api/market-figures?region=praha').expect(400);
    expect(JSON.stringify(city.body)).toContain('Neznámá oblast');
    await request(t.server).get('/api/market-figures?region=%3Cscript%3E').expect(400);
  });

  it('is refreshed by the hourly job: the API reads the table, not the requests, until the next run', async () => {
    const options = t.app.get(Reflector).get(PeriodicJob, FiguresJobs.prototype.refreshFigures);
    expect(options).toMatchObject({ name: 'market-figures', cron: '40 * * * *', atStart: true });

    const before = (await request(t.server).get('/api/market-figures?category=photography&region=cela-cr').expect(200)).body;
    const id = await insertRequest('photography', 'praha', 72);
    await insertOffer(id, (await t.dataSource.query(`SELECT id FROM provider_profiles WHERE company_name = 'Foto Praha Dva'`))[0].id, 10, { min: 1 });
    const unchanged = (await request(t.server).get('/api/market-figures?category=photography&region=cela-cr').expect(200)).body;
    expect(unchanged.rows[0].requestsCount).toBe(before.rows[0].requestsCount);
    expect(unchanged.refreshedAt).toBe(before.refreshedAt);

    await refresh();
    const after = (await request(t.server).get('/api/market-figures?category=photography&region=cela-cr').expect(200)).body;
    expect(after.rows[0].requestsCount).toBe(before.rows[0].requestsCount + 1);
    expect(Date.parse(after.refreshedAt)).toBeGreaterThan(Date.parse(before.refreshedAt));
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM market_figures`);
    expect(count).toBe(after.categories.length * after.regions.length);
  });

  it('serves /v-cislech with its head and a Dataset in JSON-LD, and lists it in the sitemap', async () => {
    const response = await request(t.server).get('/v-cislech').expect(200);
    const document = parse(response.text);
    expect(document.querySelector('title')?.text).toBe('Svatby v číslech – Svatby');
    const jsonLd = document.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText));
    const dataset = jsonLd.find((item) => item['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      name: 'Svatby v číslech',
      isAccessibleForFree: true,
      spatialCoverage: { name: 'Česká republika' },
      creator: { '@type': 'Organization', name: 'Svatby' },
    });
    const { body } = await request(t.server).get('/api/market-figures?category=photography&region=cela-cr');
    expect(dataset.dateModified).toBe(body.refreshedAt);
    expect(dataset.variableMeasured.length).toBeGreaterThanOrEqual(4);
    const sitemap = await request(t.server).get('/sitemaps/pages.xml').expect(200);
    expect(sitemap.text).toContain('/v-cislech</loc>');
  });
});
