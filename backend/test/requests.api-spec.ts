import request from 'supertest';
import { confirmLinkToken, nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's requests can be found among other files' rows. */
const RUN = `beh${process.pid}x${Date.now().toString(36)}`;

const inDays = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

function body(overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Jana a Petr',
    weddingDate: inDays(200),
    services: ['photography'],
    description: `Hledáme fotografa na celý den. ${RUN}`,
    budget: '50 000 – 100 000 Kč',
    location: 'Praha',
    contactEmail: uniqueEmail('par'),
    phoneCountryCode: '+420',
    contactPhone: '777 123 456',
    ...overrides,
  };
}

describe('Requests API', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  async function create(name: string, overrides: Record<string, unknown> = {}) {
    const response = await submitRequest(t, body(overrides));
    ids[name] = response.body.id;
    return response;
  }

  async function list(query: Record<string, string | number>) {
    const response = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50, ...query }).expect(200);
    return response.body as { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };
  }

  const names = (page: { items: Array<Record<string, unknown>> }) => page.items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'spravce.poptavek@svatby.test', ADMIN_PASSWORD: 'admin-heslo-123', TRUST_PROXY: 'true' });
    // Created in this order, so "newest" is the reverse.
    await create('foto', {});
    await create('kapela', {
      services: ['flowers'],
      description: `Chceme květiny a k tomu živou KAPELU na večer. ${RUN}`,
      budget: '150 tis.',
      location: 'Brno',
    });
    await create('dohodou', { services: ['catering', 'cake'], description: `Raut pro 60 hostů a dort. ${RUN}`, budget: 'Dohodou', location: 'Jižní Morava', weddingDate: '', noDateSelected: true });
    await create('luxus', { services: ['venue'], description: `Zámek pro 120 hostů. ${RUN}`, budget: 'Nad 500 000 Kč', location: 'Okolí Prahy', weddingDate: 'ještě nemám vybráno datum' });
    await create('levna', { services: ['dj'], budget: 'do 30 000 Kč', location: 'Plzeň', description: `Svatba v Plzni, hledáme DJ. ${RUN}` });
  });
  afterAll(() => t.close());

  describe('POST /api/service-requests', () => {
    it('stores the request with derived title, band, amount and the couple account, and queues the confirmation', async () => {
      const couple = t.agent();
      await couple
        .post('/api/auth/register')
        .send({ firstName: 'Eva', lastName: 'Nová', email: uniqueEmail('eva'), password: 'heslo123', confirmPassword: 'heslo123' })
        .expect(201);
      const contactEmail = uniqueEmail('potvrzeni');
      const response = await couple
        .post('/api/service-requests')
        .set('X-Forwarded-For', nextCoupleAddress())
        .send(body({ services: ['photography', 'video', 'dj'], contactEmail, contactPhone: '(777) 12-34-56 abc', description: 'Bez značky běhu' }))
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        status: 'unconfirmed',
        message: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
        emailInfo: `Na ${contactEmail} jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí 48 hodin).`,
        // Outside production without a mail service (as here) the link also comes back.
        devConfirmLink: `http://localhost:3000/poptavka/potvrdit?token=${await confirmLinkToken(t, contactEmail)}`,
      });
      const stored = async () =>
        (
          await t.dataSource.query(
            `SELECT title, primary_category_id, budget_band, budget_amount, status, user_id, contact_phone, phone_country_code,
                    to_char(wedding_date, 'YYYY-MM-DD') AS wedding_date, confirmed_at
             FROM service_requests WHERE id = $1`,
            [response.body.id],
          )
        )[0];
      expect(await stored()).toMatchObject({
        title: 'Fotografie, Video a kameraman + 1 další – Praha',
        primary_category_id: 'photography',
        budget_band: '50k-100k',
        budget_amount: 100_000,
        status: 'unconfirmed',
        confirmed_at: null,
        contact_phone: '777 123456',
        phone_country_code: '+420',
        wedding_date: inDays(200),
      });
      expect((await stored()).user_id).toEqual(expect.any(Number));
      const mailsTo = () =>
        t.dataSource.query(`SELECT template, subject, text_body FROM mail_outbox WHERE to_email = $1 ORDER BY id`, [contactEmail]);
      expect(await mailsTo()).toEqual([expect.objectContaining({ template: 'request-confirm-link', subject: 'Potvrďte svou poptávku – Svatby' })]);

      await request(t.server)
        .post('/api/service-requests/confirm')
        .send({ token: await confirmLinkToken(t, contactEmail) })
        .expect(200);
      expect(await stored()).toMatchObject({ status: 'active', confirmed_at: expect.any(Date) });
      const [, published] = await mailsTo();
      expect(published).toMatchObject({ template: 'request-confirmation', subject: 'Vaše poptávka byla přijata – Svatby' });
      expect(published.text_body).toContain(`/poptavky?requestId=${response.body.id}`);
    });

    it("stores no date for 'ještě nemám vybráno datum' and for the no-date box", async () => {
      const rows = await t.dataSource.query(`SELECT wedding_date FROM service_requests WHERE id = ANY($1)`, [[ids.dohodou, ids.luxus]]);
      expect(rows).toEqual([{ wedding_date: null }, { wedding_date: null }]);
    });

    it("takes the form's typed values and an integrator's words alike, storing each as its text, band, amount and location", async () => {
      const stored = async (overrides: Record<string, unknown>) => {
        const { body: created } = await submitRequest(t, body({ description: `Typy ${RUN}x`, ...overrides }), { confirm: false });
        const [row] = await t.dataSource.query(
          `SELECT budget, budget_band AS band, budget_amount AS amount, location, location_id AS "locationId", title
             FROM service_requests WHERE id = $1`,
          [created.id],
        );
        return row;
      };
      // the form: a budget choice and a location id
      expect(await stored({ budget: '100000', location: 'hradec-kralove' })).toEqual({
        budget: '50 000 – 100 000 Kč',
        band: '50k-100k',
        amount: 100_000,
        location: 'Hradec Králové',
        locationId: 'hradec-kralove',
        title: 'Fotografie – Hradec Králové',
      });
      expect(await stored({ budget: 'not-sure', location: 'Ještě nevím' })).toMatchObject({
        budget: 'Ještě nevím',
        band: 'nevim',
        amount: null,
        location: 'Ještě nevím',
        locationId: null,
      });
      // the spec's earlier forms: a label and a place name, in any case and without diacritics
      expect(await stored({ budget: 'Nad 500 000 Kč', location: 'PLZEN' })).toMatchObject({
        budget: 'Nad 500 000 Kč',
        band: 'nad-200k',
        location: 'Plzeň',
        locationId: 'plzen',
      });
      // free words stay as written
      expect(await stored({ budget: 'kolem 80 tisíc', location: 'Zámek Loučeň' })).toMatchObject({
        budget: 'kolem 80 tisíc',
        band: '50k-100k',
        amount: 80_000,
        location: 'Zámek Loučeň',
        locationId: null,
      });
      await t.dataSource.query(`DELETE FROM service_requests WHERE description = $1`, [`Typy ${RUN}x`]);
    });

    it.each([
      ['coupleName', { coupleName: 'J' }, 'Jména páru jsou povinná'],
      ['services', { services: [] }, 'Vyberte alespoň jednu službu'],
      ['budget', { budget: '' }, 'Vyberte rozpočet'],
      ['location', { location: 'P' }, 'Lokalita je povinná'],
      ['contactEmail', { contactEmail: 'neplatny' }, 'Neplatný email'],
      ['an unknown service', { services: ['photography', 'neexistuje'] }, 'Neznámá služba: neexistuje'],
      ['a bad date', { weddingDate: '2026-02-30' }, 'Neplatné datum svatby'],
      ['a past date', { weddingDate: '2020-05-01' }, 'Datum svatby nemůže být v minulosti'],
      ['a bad phone prefix', { phoneCountryCode: '+999' }, 'Neplatná telefonní předvolba'],
      ['a 10 kB description', { description: 'x'.repeat(10_240) }, 'Popis může mít nejvýše 5000 znaků'],
    ])('refuses %s with the Czech message and writes nothing', async (_name, overrides, message) => {
      const contactEmail = uniqueEmail('spatne');
      const response = await request(t.server)
        .post('/api/service-requests')
        .set('X-Forwarded-For', nextCoupleAddress())
        .send(body({ contactEmail, ...overrides }))
        .expect(400);
      expect(response.body.message).toBe(message);
      const rows = await t.dataSource.query(`SELECT 1 FROM service_requests WHERE contact_email = $1`, [contactEmail]);
      expect(rows).toHaveLength(0);
      const mails = await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_email = $1`, [contactEmail]);
      expect(mails).toHaveLength(0);
    });
  });

  describe('GET /api/service-requests', () => {
    it('searches ignoring case and diacritics', async () => {
      const page = await request(t.server).get('/api/service-requests').query({ search: 'svatba v plzni', pageSize: 50 }).expect(200);
      expect(page.body.items.map((item: { id: number }) => item.id)).toContain(ids.levna);
      const kvetiny = await request(t.server).get('/api/service-requests').query({ search: 'KVETINY a k tomu', pageSize: 50 }).expect(200);
      expect(kvetiny.body.items.map((item: { id: number }) => item.id)).toContain(ids.kapela);
    });

    it('filters by category id, and by synonyms found in the text', async () => {
      expect(names(await list({ category: 'photography' }))).toEqual([ids.foto]);
      // 'kapela' in the description is a synonym of live music, though the couple picked flowers.
      expect(names(await list({ category: 'music' }))).toEqual([ids.kapela]);
      expect(names(await list({ category: 'flowers' }))).toEqual([ids.kapela]);
      expect(names(await list({ category: 'cake' }))).toEqual([ids.dohodou]);
      expect(names(await list({ category: 'dj' }))).toEqual([ids.levna]);
    });

    it('filters by several categories at once (any of them), alone or with category', async () => {
      expect(names(await list({ categories: 'photography,cake' })).sort()).toEqual([ids.foto, ids.dohodou].sort());
      expect(names(await list({ categories: ' photography , , photography' }))).toEqual([ids.foto]);
      expect(names(await list({ category: 'dj', categories: 'cake' })).sort()).toEqual([ids.levna, ids.dohodou].sort());
      const tooMany = await request(t.server)
        .get('/api/service-requests')
        .query({ categories: Array.from({ length: 41 }, (_, index) => `c${index}`).join(',') })
        .expect(400);
      expect(tooMany.body.message).toBe('Vyberte nejvýše 40 kategorií');
    });

    it("filters by a substring of the place ignoring diacritics; 'celá' does not filter", async () => {
      expect(names(await list({ location: 'plzen' }))).toEqual([ids.levna]);
      expect(names(await list({ location: 'Praha' })).sort()).toEqual([ids.foto].sort());
      expect(names(await list({ location: 'prahy' }))).toEqual([ids.luxus]);
      expect((await list({ location: 'Celá ČR' })).total).toBe(5);
    });

    it('filters by a location id as by its name', async () => {
      expect(names(await list({ location: 'okoli-prahy' }))).toEqual([ids.luxus]);
      expect(names(await list({ location: 'jizni-morava' }))).toEqual([ids.dohodou]);
      expect((await list({ location: 'cela-cr' })).total).toBe(5);
    });

    it('filters by budget band', async () => {
      expect(names(await list({ budget: 'do-50k' }))).toEqual([ids.levna]);
      expect(names(await list({ budget: '50k-100k' }))).toEqual([ids.foto]);
      expect(names(await list({ budget: '100k-200k' }))).toEqual([ids.kapela]);
      expect(names(await list({ budget: 'nad-200k' }))).toEqual([ids.luxus]);
      expect(names(await list({ budget: 'nevim' }))).toEqual([ids.dohodou]);
    });

    it('sorts newest, oldest, budget high and budget low (no amount last)', async () => {
      const order = ['foto', 'kapela', 'dohodou', 'luxus', 'levna'].map((name) => ids[name]);
      expect(names(await list({}))).toEqual([...order].reverse());
      expect(names(await list({ sort: 'newest' }))).toEqual([...order].reverse());
      expect(names(await list({ sort: 'oldest' }))).toEqual(order);
      expect(names(await list({ sort: 'budget-high' }))).toEqual([ids.luxus, ids.kapela, ids.foto, ids.levna, ids.dohodou]);
      expect(names(await list({ sort: 'budget-low' }))).toEqual([ids.levna, ids.foto, ids.kapela, ids.luxus, ids.dohodou]);
    });

    it('paginates with the total, and an empty page past the end', async () => {
      const first = await list({ pageSize: 2, page: 1, sort: 'oldest' });
      const third = await list({ pageSize: 2, page: 3, sort: 'oldest' });
      const beyond = await list({ pageSize: 2, page: 4, sort: 'oldest' });
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(names(first)).toEqual([ids.foto, ids.kapela]);
      expect(names(third)).toEqual([ids.levna]);
      expect(beyond).toMatchObject({ items: [], total: 5, page: 4 });
    });

    it.each([
      [{ page: 0 }, 'Stránka musí být alespoň 1'],
      [{ pageSize: 51 }, 'Velikost stránky může být nejvýše 50'],
      [{ pageSize: 'abc' }, 'Velikost stránky musí být celé číslo'],
      [{ sort: 'random' }, 'Neplatné řazení'],
      [{ budget: 'milion' }, 'Neplatný rozpočet'],
      [{ search: 'x'.repeat(101) }, 'Hledaný výraz může mít nejvýše 100 znaků'],
    ])('refuses bad query %j with a Czech 400', async (query, message) => {
      const response = await request(t.server).get('/api/service-requests').query(query).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('treats LIKE wildcards in the search as plain characters', async () => {
      expect((await request(t.server).get('/api/service-requests').query({ search: '%_%' }).expect(200)).body.total).toBe(0);
    });

    it('lists only active requests and hides closed ones from the detail', async () => {
      await t.dataSource.query(`UPDATE service_requests SET status = 'fulfilled' WHERE id = $1`, [ids.levna]);
      try {
        expect(names(await list({}))).not.toContain(ids.levna);
        const detail = await request(t.server).get(`/api/service-requests/${ids.levna}`).expect(404);
        expect(detail.body.message).toBe('Poptávka nenalezena');
      } finally {
        await t.dataSource.query(`UPDATE service_requests SET status = 'active' WHERE id = $1`, [ids.levna]);
      }
    });
  });

  describe('contact details', () => {
    it('are absent for a visitor, in the list and the detail', async () => {
      const page = await list({});
      for (const item of page.items) {
        expect(item.canSeeContact).toBe(false);
        expect(item).not.toHaveProperty('contactInfo');
        expect(JSON.stringify(item)).not.toContain('@example.cz');
        expect(JSON.stringify(item)).not.toContain('777 123 456');
      }
      const detail = await request(t.server).get(`/api/service-requests/${ids.foto}`).expect(200);
      expect(detail.body).not.toHaveProperty('contactInfo');
      expect(JSON.stringify(detail.body)).not.toContain('Jana a Petr');
    });

    it('are absent for a plain signed-in user', async () => {
      const user = t.agent();
      await user
        .post('/api/auth/register')
        .send({ firstName: 'Karel', lastName: 'Zvědavý', email: uniqueEmail('zvedavy'), password: 'heslo123', confirmPassword: 'heslo123' })
        .expect(201);
      const detail = await user.get(`/api/service-requests/${ids.foto}`).expect(200);
      expect(detail.body.canSeeContact).toBe(false);
      expect(detail.body).not.toHaveProperty('contactInfo');
      const page = await user.get('/api/service-requests').query({ search: RUN }).expect(200);
      expect(JSON.stringify(page.body)).not.toContain('@example.cz');
    });

    it('are present for an admin', async () => {
      const admin = t.agent();
      await admin.post('/api/auth/login').send({ email: 'spravce.poptavek@svatby.test', password: 'admin-heslo-123' }).expect(200);
      const detail = await admin.get(`/api/service-requests/${ids.foto}`).expect(200);
      expect(detail.body.canSeeContact).toBe(true);
      expect(detail.body.contactInfo).toEqual({ name: 'Jana a Petr', email: expect.stringMatching(/@example\.cz$/), phone: '+420 777 123 456' });
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await request(t.server).get('/api/service-requests/999999999').expect(404);
    const malformed = await request(t.server).get('/api/service-requests/abc').expect(404);
    expect(malformed.body.message).toBe('Poptávka nenalezena');
  });

  it('counts active requests in the top bar, demo ones included as the list counts them (issue 43)', async () => {
    const counts = await request(t.server).get('/api/dashboard-counts').expect(200);
    const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM service_requests WHERE status = 'active'`);
    expect(counts.body.requests).toBe(total);
  });
});
