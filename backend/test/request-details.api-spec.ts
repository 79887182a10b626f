import request from 'supertest';
import { OpenAiStandIn } from './support/openai-stand-in';
import { markEmailVerified } from './support/account-fixtures';
import { signedInCouple } from './support/accounts';
import { manageLinkToken, nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** Complete requests (issue 45): the per-category questions, their validation, typed storage, display and the AI draft. */

const RUN = `detaily${process.pid}x${Date.now().toString(36)}`;

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function body(overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Jana a Petr',
    weddingDate: inDays(200),
    services: ['photography', 'catering'],
    description: `Hledáme fotografa a catering. ${RUN}`,
    budget: '100000',
    location: 'praha',
    contactEmail: uniqueEmail('detaily'),
    ...overrides,
  };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('Request details (questions per category)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Each submission comes from its own client address (the per-address limits).
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const storedDetails = async (id: number): Promise<unknown> =>
    ((await t.dataSource.query(`SELECT details FROM service_requests WHERE id = $1`, [id])) as Array<{ details: unknown }>)[0].details;

  const post = (payload: Record<string, unknown>) =>
    request(t.server).post('/api/service-requests').set('X-Forwarded-For', nextCoupleAddress()).send(payload);

  describe('GET /api/catalog/request-questions', () => {
    it('serves the questions per category, public and cacheable', async () => {
      const response = await request(t.server).get('/api/catalog/request-questions').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers.etag).toBeDefined();
      const categories = response.body.categories as Json[];
      expect(categories.length).toBeGreaterThanOrEqual(10);
      const photography = categories.find((item) => item.categoryId === 'photography')!;
      expect(photography.questions).toEqual([
        { key: 'photoHours', label: 'Délka focení', kind: 'number', min: 1, max: 16, unit: 'h' },
        { key: 'photoSecondShooter', label: 'Druhý fotograf', kind: 'boolean' },
        { key: 'photoPrints', label: 'Tištěné fotografie nebo album', kind: 'boolean' },
      ]);
      const music = categories.find((item) => item.categoryId === 'music')!;
      expect(music.questions[0]).toEqual({
        key: 'musicPart',
        label: 'Kdy má hudba hrát',
        kind: 'choice',
        options: [
          { value: 'ceremony', label: 'Obřad' },
          { value: 'party', label: 'Večerní zábava' },
          { value: 'both', label: 'Obřad i zábava' },
        ],
      });
      // Every category id is a real one of the catalogue.
      const known = new Set(((await request(t.server).get('/api/service-categories').expect(200)).body as Json[]).map((item) => item.id));
      for (const item of categories) expect(known.has(item.categoryId)).toBe(true);

      await request(t.server).get('/api/catalog/request-questions').set('If-None-Match', response.headers.etag).expect(304);
    });
  });

  describe('POST /api/service-requests with details', () => {
    it('stores the answers typed and shows them in Czech in the list, the detail and the own view', async () => {
      const contactEmail = uniqueEmail('typy');
      const created = await submitRequest(
        t,
        body({
          contactEmail,
          services: ['photography', 'catering', 'flowers'],
          details: {
            photoHours: 8,
            photoSecondShooter: true,
            photoPrints: false,
            cateringAdults: 80,
            cateringChildren: 0,
            cateringMenu: 'buffet',
            cateringOwnDrinks: null,
            flowersItems: ['tables', 'bouquet'],
          },
        }),
      );
      const id = created.body.id as number;

      // Typed in the database: numbers, booleans, an option's value, a list in the options' order; an empty answer left out.
      expect(await storedDetails(id)).toEqual({
        photoHours: 8,
        photoSecondShooter: true,
        photoPrints: false,
        cateringAdults: 80,
        cateringChildren: 0,
        cateringMenu: 'buffet',
        flowersItems: ['bouquet', 'tables'],
      });
      const [types] = (await t.dataSource.query(
        `SELECT jsonb_typeof(details->'photoHours') AS hours, jsonb_typeof(details->'photoPrints') AS prints,
                jsonb_typeof(details->'cateringMenu') AS menu, jsonb_typeof(details->'flowersItems') AS items
           FROM service_requests WHERE id = $1`,
        [id],
      )) as Json[];
      expect(types).toEqual({ hours: 'number', prints: 'boolean', menu: 'string', items: 'array' });

      const rows = [
        { key: 'photoHours', label: 'Délka focení', value: '8 h' },
        { key: 'photoSecondShooter', label: 'Druhý fotograf', value: 'Ano' },
        { key: 'photoPrints', label: 'Tištěné fotografie nebo album', value: 'Ne' },
        { key: 'cateringAdults', label: 'Počet dospělých hostů', value: '80' },
        { key: 'cateringChildren', label: 'Počet dětí', value: '0' },
        { key: 'cateringMenu', label: 'Styl menu', value: 'Raut' },
        { key: 'flowersItems', label: 'Co z květin', value: 'Kytice nevěsty, Výzdoba stolů' },
      ];
      const detail = await request(t.server).get(`/api/service-requests/${id}`).expect(200);
      expect(detail.body.details).toEqual(rows);
      const list = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200);
      expect((list.body.items as Json[]).find((item) => item.id === id)!.details).toEqual(rows);
      const token = await manageLinkToken(t, contactEmail);
      const own = await request(t.server).get('/api/service-requests/manage').query({ token }).expect(200);
      expect(own.body.details).toEqual(rows);
    });

    it('answers 400 naming each wrong answer, in Czech, and stores nothing', async () => {
      const contactEmail = uniqueEmail('spatne');
      const unknown = await post(body({ contactEmail, details: { shoeSize: 42, guests: 120 } })).expect(400);
      expect(unknown.body.errors).toEqual([
        { field: 'details.shoeSize', message: 'Neznámá otázka „shoeSize“' },
        { field: 'details.guests', message: 'Otázka „Počet hostů“ nepatří k vybraným službám' },
      ]);
      expect(unknown.body.message).toBe('Neznámá otázka „shoeSize“');

      const wrong = await post(
        body({ contactEmail, details: { photoHours: 30, photoPrints: 'ano', cateringMenu: 'pizza', cateringAdults: 2.5 } }),
      ).expect(400);
      expect(wrong.body.errors).toEqual([
        { field: 'details.photoHours', message: '„Délka focení“: zadejte celé číslo od 1 do 16' },
        { field: 'details.photoPrints', message: '„Tištěné fotografie nebo album“: odpovězte ano, nebo ne' },
        { field: 'details.cateringMenu', message: '„Styl menu“: vyberte jednu z nabízených možností' },
        { field: 'details.cateringAdults', message: '„Počet dospělých hostů“: zadejte celé číslo od 1 do 1000' },
      ]);

      const notObject = await post(body({ contactEmail, details: ['photoHours', 8] })).expect(400);
      expect(notObject.body.errors).toEqual([{ field: 'details', message: 'Upřesňující odpovědi mají neplatný formát' }]);

      const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM service_requests WHERE contact_email = $1`, [
        contactEmail,
      ])) as Array<{ n: number }>;
      expect(n).toBe(0);
    });

    it('a request without answers stores {} and shows none', async () => {
      const created = await submitRequest(t, body({ services: ['dj'] }));
      expect(await storedDetails(created.body.id)).toEqual({});
      const detail = await request(t.server).get(`/api/service-requests/${created.body.id}`).expect(200);
      expect(detail.body.details).toEqual([]);
    });
  });

  it('old requests (stored before the questions, or with a retired answer) still list and open', async () => {
    const created = await submitRequest(t, body({ services: ['venue'], details: { guests: 120 } }));
    const id = created.body.id as number;
    // As a request stored before the column had answers, and one carrying an answer no question asks any more.
    await t.dataSource.query(`UPDATE service_requests SET details = '{"retiredQuestion": "x", "guests": "sto"}'::jsonb WHERE id = $1`, [id]);
    const detail = await request(t.server).get(`/api/service-requests/${id}`).expect(200);
    expect(detail.body.details).toEqual([]);
    await t.dataSource.query(`UPDATE service_requests SET details = DEFAULT WHERE id = $1`, [id]);
    const list = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200);
    expect((list.body.items as Json[]).find((item) => item.id === id)!.details).toEqual([]);
  });

  it('the manage link edits the answers; a service removed takes its answers along', async () => {
    const contactEmail = uniqueEmail('sprava');
    const created = await submitRequest(t, body({ contactEmail, details: { photoHours: 6, cateringMenu: 'grill' } }));
    const id = created.body.id as number;
    const token = await manageLinkToken(t, contactEmail);

    const edited = await request(t.server).patch('/api/service-requests/manage').send({ token, details: { photoHours: 10 } }).expect(200);
    expect(edited.body.request.details).toEqual([{ key: 'photoHours', label: 'Délka focení', value: '10 h' }]);

    const bad = await request(t.server).patch('/api/service-requests/manage').send({ token, details: { guests: 10 } }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'details.guests', message: 'Otázka „Počet hostů“ nepatří k vybraným službám' }]);

    await request(t.server).patch('/api/service-requests/manage').send({ token, details: { photoHours: 10, cateringAdults: 50 } }).expect(200);
    await request(t.server).patch('/api/service-requests/manage').send({ token, services: ['catering'] }).expect(200);
    expect(await storedDetails(id)).toEqual({ cateringAdults: 50 });
  });

  it("the account's export carries the answers", async () => {
    const couple = await signedInCouple(t);
    await markEmailVerified(t, couple.userId);
    const created = await submitRequest(t, body({ contactEmail: couple.email, details: { photoSecondShooter: true } }), {
      agent: couple.agent,
    });
    const exported = await couple.agent.get('/api/account/export').expect(200);
    const own = (exported.body.requests as Json[]).find((item) => item.id === created.body.id)!;
    expect(own.details).toEqual({ photoSecondShooter: true });
  });

  describe('POST /api/ai/generate-description with the answers (offline)', () => {
    const form = (details: Record<string, unknown>) => ({
      coupleName: 'Jana a Petr',
      weddingDate: '2026-09-12',
      services: ['photography', 'music'],
      location: 'praha',
      details,
    });

    it('mentions the answers in the draft', async () => {
      const response = await request(t.server)
        .post('/api/ai/generate-description')
        .set('X-Forwarded-For', nextCoupleAddress())
        .send(form({ photoHours: 10, musicPart: 'both' }))
        .expect(200);
      expect(response.body.source).toBe('offline');
      expect(response.body.generatedText).toContain('Doplňujeme podrobnosti – délka focení: 10 h; kdy má hudba hrát: obřad i zábava.');
    });

    it('refuses answers the request would refuse', async () => {
      const response = await request(t.server)
        .post('/api/ai/generate-description')
        .set('X-Forwarded-For', nextCoupleAddress())
        .send(form({ photoHours: 0 }))
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'details.photoHours', message: '„Délka focení“: zadejte celé číslo od 1 do 16' }]);
    });
  });
});

describe('POST /api/ai/generate-description with the answers (OpenAI)', () => {
  const standIn = new OpenAiStandIn();
  let t: TestApp;

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${url}/v1`, OPENAI_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('gives the model the answers as catalogue labels and Czech values, and asks it to mention them', async () => {
    standIn.reset({ kind: 'ok', text: 'Hledáme fotografa na osm hodin a raut pro 80 dospělých hostů.' });
    await request(t.server)
      .post('/api/ai/generate-description')
      .send({
        coupleName: 'Jana a Petr',
        weddingDate: '2026-09-12',
        services: ['photography', 'catering'],
        details: { photoHours: 8, cateringAdults: 80, cateringMenu: 'buffet', cateringOwnDrinks: false },
      })
      .expect(200);
    const [system, user] = standIn.received[0].body.messages;
    expect(system.content).toContain('Zmiň i upřesňující odpovědi k službám');
    expect(user.content).toContain(
      'Upřesňující odpovědi k službám:\n- Délka focení: 8 h\n- Počet dospělých hostů: 80\n- Styl menu: Raut\n- Vlastní nápoje: Ne',
    );
    // Keys and raw values stay on our side.
    expect(user.content).not.toMatch(/photoHours|buffet|false/);
  });
});
