import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

const SPEC_CATEGORY_IDS = [
  'photography', 'video', 'catering', 'cake', 'music', 'dj', 'flowers', 'decoration',
  'planning', 'partial_planning', 'venue', 'transport', 'accommodation', 'wedding_planning',
];

describe('Catalog API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists about 30 Czech service categories with the spec ids and provider counts', async () => {
    const response = await request(t.server).get('/api/service-categories').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const categories = response.body as Array<Record<string, unknown>>;
    expect(categories.length).toBeGreaterThanOrEqual(25);
    expect(categories.length).toBeLessThanOrEqual(35);
    expect(categories.map((category) => category.id)).toEqual(expect.arrayContaining(SPEC_CATEGORY_IDS));
    const photography = categories.find((category) => category.id === 'photography');
    expect(photography).toEqual({
      id: 'photography',
      name: 'Fotografie',
      description: expect.stringMatching(/\S{3,}/),
      group: 'Foto a video',
      icon: 'camera',
      priceRange: expect.stringMatching(/\d/),
      // Live: other test files add listed providers (providers.api-spec.ts checks the figure).
      providerCount: expect.any(Number),
    });
    // Czech names with diacritics came through the database intact.
    expect(categories.some((category) => /[áčďéěíňóřšťúůýž]/i.test(String(category.name)))).toBe(true);
    expect(categories[0].id).toBe('photography');
  });

  it('gzips for clients that accept it and sends the same JSON as is to clients that do not', async () => {
    const gzipped = await request(t.server).get('/api/service-categories').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await request(t.server).get('/api/service-categories').set('Accept-Encoding', '').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1000);
    expect(plain.body).toEqual(gzipped.body);
  });

  it('lists the whole country, the 12 cities and the 8 regions with their slugs', async () => {
    const response = await request(t.server).get('/api/locations').expect(200);
    const locations = response.body as Array<{ id: string; name: string; type: string }>;
    expect(locations[0]).toEqual({ id: 'cela-cr', name: 'Celá ČR', type: 'country' });
    expect(locations.filter((location) => location.type === 'city')).toHaveLength(12);
    expect(locations.filter((location) => location.type === 'region')).toHaveLength(8);
    expect(locations).toEqual(
      expect.arrayContaining([
        { id: 'hradec-kralove', name: 'Hradec Králové', type: 'city' },
        { id: 'usti-nad-labem', name: 'Ústí nad Labem', type: 'city' },
        { id: 'okoli-prahy', name: 'Okolí Prahy', type: 'region' },
      ]),
    );
  });

  it('stores synonym keywords for every category', async () => {
    const rows = await t.dataSource.query(
      `SELECT c.id, count(k.keyword)::int AS keywords
       FROM service_categories c LEFT JOIN category_keywords k ON k.category_id = c.id GROUP BY c.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keywords).toBeGreaterThan(0);
    const [fotograf] = await t.dataSource.query(`SELECT category_id FROM category_keywords WHERE keyword = 'fotograf'`);
    expect(fotograf.category_id).toBe('photography');
  });

  it('folds diacritics with the indexed fold_text function', async () => {
    const [row] = await t.dataSource.query(`SELECT fold_text('Plzeň, Žluťoučký KŮŇ') AS folded`);
    expect(row.folded).toBe('plzen, zlutoucky kun');
    const [volatility] = await t.dataSource.query(`SELECT provolatile FROM pg_proc WHERE proname = 'fold_text'`);
    expect(volatility.provolatile).toBe('i');
  });

  it('answers the top-bar counts', async () => {
    const response = await request(t.server).get('/api/dashboard-counts').expect(200);
    expect(response.body).toEqual({ requests: expect.any(Number), providers: expect.any(Number) });
  });

  it('serves Swagger UI at /docs and the document beside it', async () => {
    const page = await request(t.server).get('/docs/').expect(200);
    expect(page.text).toContain('swagger-ui');
    const document = await request(t.server).get('/docs/openapi.json').expect(200);
    expect(document.body.paths['/api/auth/login'].post.operationId).toBe('authLogin');
    expect(document.body.paths['/api/service-categories'].get.summary).toBeTruthy();
  });

  it('answers the health check with the database reachable', async () => {
    await request(t.server).get('/api/health').expect(200, { status: 'ok', database: 'ok' });
  });
});
