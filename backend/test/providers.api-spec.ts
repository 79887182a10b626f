import request from 'supertest';
import { runSeedOnce } from '../src/database/seeds/run-seed-once';
import { DEMO_PROVIDERS } from '../src/providers/demo/demo-providers.data';
import { ProvidersDemoSeeder } from '../src/providers/demo/providers-demo.seeder';
import { daysAgo, insertProvider, insertReview, plainSpaces } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, in every fixture's name, so the file's providers can be found among other files' rows. */
const RUN = `dod${process.pid}x${Date.now().toString(36)}`;
const PASSWORD = 'svatba2026';
const TOO_MANY = 'Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    companyName: `Fotoateliér Světlo ${RUN}`,
    serviceType: 'photography,video',
    description: 'Svatební fotografie v reportážním stylu, od příprav až po první tanec.',
    serviceAreas: JSON.stringify(['praha', 'okoli-prahy']),
    yearsExperience: 8,
    priceFrom: '15 000 Kč',
    priceTo: 45_000,
    email: uniqueEmail('dodavatel'),
    password: PASSWORD,
    phonePrefix: '+421',
    phone: '777 123 456',
    ...overrides,
  };
}

type Page = { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };

describe('Providers API', () => {
  let t: TestApp;
  let clientIp = 0;
  /** Each request from its own address (TRUST_PROXY), so the registration limit stays out of the way. */
  const post = (path: string) => {
    clientIp += 1;
    return request(t.server).post(path).set('X-Forwarded-For', `10.1.${Math.floor(clientIp / 250)}.${clientIp % 250}`);
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  async function rowsFor(email: string) {
    const users = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const profiles = await t.dataSource.query(
      `SELECT p.id FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1 OR p.email = $1`,
      [email],
    );
    return { users: users.length, profiles: profiles.length };
  }

  describe('POST /api/providers', () => {
    it('creates the account and the profile, signs the provider in and serves the own profile', async () => {
      const body = registration();
      const agent = t.agent();
      const response = await agent.post('/api/providers').set('X-Forwarded-For', '10.200.0.1').send(body).expect(201);
      expect(response.body).toEqual({ autoLogin: true, message: 'Registrace dodavatele proběhla úspěšně', providerId: expect.any(Number) });

      const [user] = await t.dataSource.query(`SELECT id, first_name, last_name, password_hash, is_admin FROM users WHERE email = $1`, [body.email]);
      expect(user).toMatchObject({ first_name: null, last_name: null, is_admin: false });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const [profile] = await t.dataSource.query(`SELECT * FROM provider_profiles WHERE id = $1`, [response.body.providerId]);
      expect(profile).toMatchObject({
        user_id: user.id,
        company_name: body.companyName,
        categories: ['photography', 'video'],
        service_areas: ['praha', 'okoli-prahy'],
        phone_prefix: '+421',
        phone: '777 123 456',
        email: body.email,
        years_experience: 8,
        price_from: 15_000,
        price_to: 45_000,
        is_demo: false,
      });

      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ email: body.email, firstName: null });
      const own = await agent.get('/api/provider/profile').expect(200);
      expect(own.body).toEqual({
        id: response.body.providerId,
        companyName: body.companyName,
        description: body.description,
        serviceType: 'photography,video',
        services: ['photography', 'video'],
        serviceAreas: ['praha', 'okoli-prahy'],
        location: 'Praha a Okolí Prahy',
        phonePrefix: '+421',
        phone: '777 123 456',
        email: body.email,
        website: null,
        instagramUrl: null,
        facebookUrl: null,
        tiktokUrl: null,
        linkedinUrl: null,
        yearsExperience: 8,
        priceFrom: 15_000,
        priceTo: 45_000,
        profileImageUrl: null,
        isDemo: false,
        createdAt: expect.any(String),
      });
      // The new provider can sign in with the password later.
      await request(t.server).post('/api/auth/login').send({ email: body.email, password: PASSWORD }).expect(200);
    });

    it("lets the whole country replace other areas, defaults the prefix and reads text prices and a list of areas", async () => {
      const body = registration({
        serviceAreas: ['praha', 'cela-cr', 'brno'],
        phonePrefix: undefined,
        priceFrom: 'od 5.000,-',
        priceTo: '20 000',
        yearsExperience: '',
        phone: '(+420) 777-123-456',
      });
      const response = await post('/api/providers').send(body).expect(201);
      const [profile] = await t.dataSource.query(`SELECT * FROM provider_profiles WHERE id = $1`, [response.body.providerId]);
      expect(profile).toMatchObject({
        service_areas: ['cela-cr'],
        phone_prefix: '+420',
        phone: '420 777123456',
        price_from: 5_000,
        price_to: 20_000,
        years_experience: null,
      });
    });

    it.each([
      ['a one-letter company name', { companyName: 'A' }, 'Název společnosti je povinný'],
      ['no company name', { companyName: undefined }, 'Název společnosti je povinný'],
      ['no category', { serviceType: '' }, 'Vyberte alespoň jednu kategorii služeb'],
      ['only commas as categories', { serviceType: ' , ' }, 'Vyberte alespoň jednu kategorii služeb'],
      ['an unknown category', { serviceType: 'photography,neexistuje' }, 'Neznámá kategorie služeb: neexistuje'],
      ['a short description', { description: 'Fotíme svatby.' }, 'Popis služeb musí mít alespoň 20 znaků'],
      ['a 10 kB description', { description: 'x'.repeat(10_240) }, 'Popis služeb může mít nejvýše 5000 znaků'],
      ['no area', { serviceAreas: '[]' }, 'Vyberte alespoň jednu oblast poskytování služeb'],
      ['missing areas', { serviceAreas: undefined }, 'Vyberte alespoň jednu oblast poskytování služeb'],
      ['an unknown area', { serviceAreas: '["praha","mars"]' }, 'Neznámá oblast: mars'],
      ['negative years', { yearsExperience: -1 }, 'Roky praxe musí být kladné číslo'],
      ['51 years', { yearsExperience: 51 }, 'Maximálně 50 let praxe'],
      ['fractional years', { yearsExperience: 2.5 }, 'Roky praxe musí být kladné číslo'],
      ['no minimum price', { priceFrom: undefined }, 'Zadejte minimální cenu'],
      ['a minimum price without digits', { priceFrom: 'dohodou' }, 'Zadejte minimální cenu'],
      ['no maximum price', { priceTo: undefined }, 'Zadejte maximální cenu'],
      ['a minimum price over the limit', { priceFrom: '100 000 000' }, 'Cena nesmí přesáhnout 99 999 999 Kč'],
      ['a maximum price over the limit', { priceTo: 100_000_000 }, 'Cena nesmí přesáhnout 99 999 999 Kč'],
      ['a very long price', { priceTo: '9'.repeat(400) }, 'Cena nesmí přesáhnout 99 999 999 Kč'],
      ['a maximum below the minimum', { priceFrom: 20_000, priceTo: '15 000' }, 'Maximální cena musí být alespoň minimální'],
      ['an invalid e-mail', { email: 'neplatny' }, 'Zadejte platný email'],
      ['a short password', { password: '1234567' }, 'Heslo musí mít alespoň 8 znaků'],
      ['a common password', { password: 'password123' }, 'Toto heslo patří mezi nejčastěji používaná a dá se snadno uhodnout. Zvolte prosím jiné.'],
      ['a short phone', { phone: '777 123' }, 'Zadejte telefonní číslo'],
      ['no phone', { phone: undefined }, 'Zadejte telefonní číslo'],
      ['a couple-only prefix', { phonePrefix: '+48' }, 'Neplatná telefonní předvolba'],
      ['an unknown field', { isDemo: true }, 'Neznámé pole „isDemo“'],
    ])('refuses %s with the Czech message and writes nothing', async (_name, overrides, message) => {
      const email = uniqueEmail('spatny');
      const response = await post('/api/providers').send(registration({ email, ...overrides })).expect(400);
      expect(response.body.message).toBe(message);
      expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0 });
    });

    it("refuses a taken e-mail with 409 'již registrován' and writes nothing more", async () => {
      const email = uniqueEmail('obsazeny');
      await post('/api/auth/register')
        .send({ firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD, confirmPassword: PASSWORD })
        .expect(201);
      const response = await post('/api/providers').send(registration({ email: email.toUpperCase() })).expect(409);
      expect(response.body.message).toContain('již registrován');
      expect(await rowsFor(email)).toEqual({ users: 1, profiles: 0 });
    });

    it('leaves no account behind when the profile insert fails after the user insert', async () => {
      const email = uniqueEmail('selhani');
      const companyName = `Selhání profilu ${RUN}`;
      // A check that only this company name breaks: the user row is written first, then the profile fails.
      await t.dataSource.query(
        `ALTER TABLE provider_profiles ADD CONSTRAINT test_reject_${process.pid} CHECK (company_name <> '${companyName}') NOT VALID`,
      );
      try {
        const response = await post('/api/providers').send(registration({ email, companyName })).expect(500);
        expect(response.body.message).toBe('Na serveru nastala chyba. Zkuste to prosím znovu.');
      } finally {
        await t.dataSource.query(`ALTER TABLE provider_profiles DROP CONSTRAINT test_reject_${process.pid}`);
      }
      expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0 });
      // The same registration works once the cause is gone.
      await post('/api/providers').send(registration({ email, companyName })).expect(201);
    });

    it('is rate limited like registration (10 an hour per address)', async () => {
      const statuses: number[] = [];
      let last: { message?: string } = {};
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await request(t.server)
          .post('/api/providers')
          .set('X-Forwarded-For', '10.250.0.1')
          .send(registration({ companyName: 'A' }));
        statuses.push(response.status);
        last = response.body;
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
      expect(last.message).toBe(TOO_MANY);
    });
  });

  describe('POST /api/provider/profile (becoming a provider on the signed-in account)', () => {
    const details = () => {
      const { email: _email, password: _password, ...rest } = registration();
      return rest;
    };

    it("gives a couple's account a provider profile with the account's e-mail, by the registration's rules", async () => {
      const couple = t.agent();
      const email = uniqueEmail('par-dodavatel');
      await couple
        .post('/api/auth/register')
        .set('X-Forwarded-For', '10.202.0.1')
        .send({ firstName: 'Eva', lastName: 'Nová', email, password: PASSWORD, confirmPassword: PASSWORD })
        .expect(201);
      // The same rules as the registration: an unknown category is refused and nothing is written.
      const refused = await couple.post('/api/provider/profile').send({ ...details(), serviceType: 'neexistuje' }).expect(400);
      expect(refused.body.message).toBeTruthy();
      const unknownFields = await couple.post('/api/provider/profile').send({ ...details(), phone: '12' }).expect(400);
      expect(unknownFields.body.message).toBe('Zadejte telefonní číslo');
      await couple.get('/api/provider/profile').expect(404);

      const created = await couple.post('/api/provider/profile').send(details()).expect(201);
      expect(created.body).toEqual({ autoLogin: true, message: 'Registrace dodavatele proběhla úspěšně', providerId: expect.any(Number) });
      const own = await couple.get('/api/provider/profile').expect(200);
      expect(own.body).toMatchObject({
        id: created.body.providerId,
        email,
        services: ['photography', 'video'],
        serviceAreas: ['praha', 'okoli-prahy'],
        priceFrom: 15_000,
        priceTo: 45_000,
        phonePrefix: '+421',
        isDemo: false,
      });
      const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [email])) as Array<{ count: number }>;
      expect(count).toBe(1);
      // The account keeps its password.
      await request(t.server).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);

      const again = await couple.post('/api/provider/profile').send(details()).expect(409);
      expect(again.body.message).toBe('Tento účet už má profil dodavatele');
    });

    it('answers 401 to a visitor', async () => {
      const response = await request(t.server).post('/api/provider/profile').send(details()).expect(401);
      expect(response.body.message).toBe('Pro tuto akci se musíte přihlásit');
    });
  });

  describe('GET /api/provider/profile', () => {
    it('answers 401 for a visitor and 404 for a user without a provider profile', async () => {
      const visitor = await request(t.server).get('/api/provider/profile').expect(401);
      expect(visitor.body.message).toBe('Pro tuto akci se musíte přihlásit');
      const couple = t.agent();
      await couple
        .post('/api/auth/register')
        .set('X-Forwarded-For', '10.201.0.1')
        .send({ firstName: 'Eva', lastName: 'Nová', email: uniqueEmail('par'), password: PASSWORD, confirmPassword: PASSWORD })
        .expect(201);
      const response = await couple.get('/api/provider/profile').expect(404);
      expect(response.body.message).toBe('Profil dodavatele nenalezen');
    });

    it('has a profile for the test provider account (not a demo provider)', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/test-login').send({ email: 'test.dodavatel@svatby.cz' }).expect(200);
      const own = await agent.get('/api/provider/profile').expect(200);
      expect(own.body).toMatchObject({ companyName: 'Testovací dodavatel s.r.o.', isDemo: false, services: ['photography', 'video'] });
    });
  });

  describe('the public catalogue', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      ids.foto = await insertProvider(t.dataSource, {
        companyName: `Fotograf Žluťoučký ${RUN}`,
        description: 'Svatební fotografie s úsměvem a bez stresu.',
        categories: ['photography'],
        serviceAreas: ['praha'],
        priceFrom: 10_000,
        priceTo: 30_000,
        isDemo: true,
        website: 'https://zlutoucky.example.cz',
        instagramUrl: 'https://www.instagram.com/zlutoucky',
        yearsExperience: 6,
        createdAt: daysAgo(5),
      });
      ids.kapela = await insertProvider(t.dataSource, {
        companyName: `Kapela Večernice ${RUN}`,
        categories: ['music'],
        serviceAreas: ['brno', 'jizni-morava'],
        priceFrom: 20_000,
        priceTo: 50_000,
        isDemo: true,
        createdAt: daysAgo(4),
      });
      ids.kvetiny = await insertProvider(t.dataSource, {
        companyName: `Květiny a kytice ${RUN}`,
        description: 'Vážeme kytice a k tomu vám doporučíme skvělou fotografku.',
        categories: ['flowers'],
        serviceAreas: ['cela-cr'],
        priceFrom: 3_000,
        priceTo: 8_000,
        isDemo: true,
        createdAt: daysAgo(3),
      });
      ids.catering = await insertProvider(t.dataSource, {
        companyName: `Catering Hostina ${RUN}`,
        categories: ['catering'],
        serviceAreas: ['ostrava'],
        priceFrom: 60_000,
        priceTo: 150_000,
        isDemo: true,
        createdAt: daysAgo(2),
      });
      ids.dekorace = await insertProvider(t.dataSource, {
        companyName: `Dekorace bez ceny ${RUN}`,
        categories: ['decoration'],
        serviceAreas: ['plzen', 'liberec', 'zlin'],
        priceFrom: null,
        priceTo: null,
        phone: null,
        isDemo: true,
        createdAt: daysAgo(1),
      });
      // A free provider: reachable by id, not listed.
      ids.neviditelny = await insertProvider(t.dataSource, {
        companyName: `Neviditelný fotograf ${RUN}`,
        categories: ['photography'],
        serviceAreas: ['praha'],
        isDemo: false,
        createdAt: daysAgo(0),
      });
      for (const rating of [5, 4, 4]) await insertReview(t.dataSource, ids.foto, rating);
      await insertReview(t.dataSource, ids.kapela, 5);
      await insertReview(t.dataSource, ids.catering, 2);
    });

    async function list(query: Record<string, string | number> = {}): Promise<Page> {
      const response = await request(t.server).get('/api/service-providers').query({ search: RUN, pageSize: 50, ...query }).expect(200);
      return response.body as Page;
    }
    const idsOf = (page: Page) => page.items.map((item) => item.id);

    it('answers the public supplier shape, with contacts, price range, location and real rating', async () => {
      const page = await list({ search: `žluťoučký ${RUN}` });
      expect(page.total).toBe(1);
      const [item] = page.items;
      expect({ ...item, priceRange: plainSpaces(String(item.priceRange)) }).toEqual({
        id: ids.foto,
        businessName: `Fotograf Žluťoučký ${RUN}`,
        description: 'Svatební fotografie s úsměvem a bez stresu.',
        services: ['photography'],
        location: 'Praha',
        serviceAreas: ['praha'],
        contact: { name: `Fotograf Žluťoučký ${RUN}`, phone: '+420 777 123 456', email: expect.stringMatching(/@example\.cz$/) },
        website: 'https://zlutoucky.example.cz',
        instagramUrl: 'https://www.instagram.com/zlutoucky',
        facebookUrl: null,
        tiktokUrl: null,
        linkedinUrl: null,
        yearsExperience: 6,
        priceFrom: 10_000,
        priceTo: 30_000,
        priceRange: 'od 10 000 Kč do 30 000 Kč',
        rating: 4.3,
        reviewCount: 3,
        bookingReviewCount: 0,
        projectCount: 0,
        profileImageUrl: null,
        previewImages: [],
        isDemo: true,
        premium: false,
        createdAt: expect.any(String),
        responseMinutesMedian: null,
        responseShare: null,
      });
      const [dekorace] = (await list({ search: `dekorace bez ceny ${RUN}` })).items;
      expect(dekorace).toMatchObject({
        location: 'Plzeň, Liberec a Zlín',
        priceRange: 'Cena na vyžádání',
        priceFrom: null,
        contact: { phone: null },
        rating: null,
        reviewCount: 0,
      });
      expect((await list({ search: `kapela vecernice ${RUN}` })).items[0]).toMatchObject({ location: 'Brno a Jižní Morava', rating: 5 });
      expect((await list({ search: `kvetiny a kytice ${RUN}` })).items[0]).toMatchObject({ location: 'Celá ČR' });
    });

    it('lists only listed providers; an unlisted one is still reachable by id', async () => {
      const page = await list();
      expect(page.total).toBe(5);
      expect(idsOf(page)).not.toContain(ids.neviditelny);
      const detail = await request(t.server).get(`/api/providers/${ids.neviditelny}`).expect(200);
      expect(detail.body).toMatchObject({ id: ids.neviditelny, businessName: `Neviditelný fotograf ${RUN}`, isDemo: false, rating: null });
    });

    it('searches name and description ignoring case and diacritics', async () => {
      expect(idsOf(await list({ search: `ZLUTOUCKY ${RUN}` }))).toEqual([ids.foto]);
      expect(idsOf(await list({ search: 'doporucime skvelou FOTOGRAFKU' }))).toEqual([ids.kvetiny]);
      expect((await request(t.server).get('/api/service-providers').query({ search: '%_%' }).expect(200)).body.total).toBe(0);
    });

    it('filters by category id and by its synonyms in the text', async () => {
      // The florist mentions a 'fotografku': a synonym of photography.
      expect(idsOf(await list({ category: 'photography' })).sort()).toEqual([ids.foto, ids.kvetiny].sort());
      expect(idsOf(await list({ category: 'music' }))).toEqual([ids.kapela]);
      expect(idsOf(await list({ category: 'flowers' }))).toEqual([ids.kvetiny]);
      expect(idsOf(await list({ category: 'neexistuje' }))).toEqual([]);
    });

    it("filters by area: the area or the whole country; 'cela-cr' passes everyone", async () => {
      expect(idsOf(await list({ area: 'praha' })).sort()).toEqual([ids.foto, ids.kvetiny].sort());
      expect(idsOf(await list({ area: 'brno' })).sort()).toEqual([ids.kapela, ids.kvetiny].sort());
      expect(idsOf(await list({ area: 'zlin' })).sort()).toEqual([ids.kvetiny, ids.dekorace].sort());
      expect((await list({ area: 'cela-cr' })).total).toBe(5);
    });

    it('filters by overlapping price ranges; providers without prices drop out', async () => {
      expect(idsOf(await list({ priceMin: 40_000 })).sort()).toEqual([ids.kapela, ids.catering].sort());
      expect(idsOf(await list({ priceMax: 9_000 }))).toEqual([ids.kvetiny]);
      expect(idsOf(await list({ priceMin: 25_000, priceMax: 55_000 })).sort()).toEqual([ids.foto, ids.kapela].sort());
      expect(idsOf(await list({ priceMin: 30_000, priceMax: 30_000 })).sort()).toEqual([ids.foto, ids.kapela].sort());
      const bad = await request(t.server).get('/api/service-providers').query({ priceMin: 50_000, priceMax: 10_000 }).expect(400);
      expect(bad.body.message).toBe('Minimální cena nesmí být vyšší než maximální');
    });

    it('sorts newest (default), oldest, rating high and rating low (no reviews last)', async () => {
      const byAge = [ids.foto, ids.kapela, ids.kvetiny, ids.catering, ids.dekorace];
      expect(idsOf(await list())).toEqual([...byAge].reverse());
      expect(idsOf(await list({ sort: 'newest' }))).toEqual([...byAge].reverse());
      expect(idsOf(await list({ sort: 'oldest' }))).toEqual(byAge);
      expect(idsOf(await list({ sort: 'rating-high' }))).toEqual([ids.kapela, ids.foto, ids.catering, ids.dekorace, ids.kvetiny]);
      expect(idsOf(await list({ sort: 'rating-low' }))).toEqual([ids.catering, ids.foto, ids.kapela, ids.dekorace, ids.kvetiny]);
    });

    it('paginates with the total, 12 by default, and an empty page past the end', async () => {
      const first = await list({ pageSize: 2, page: 1, sort: 'oldest' });
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(idsOf(first)).toEqual([ids.foto, ids.kapela]);
      expect(idsOf(await list({ pageSize: 2, page: 3, sort: 'oldest' }))).toEqual([ids.dekorace]);
      expect(await list({ pageSize: 2, page: 4 })).toMatchObject({ items: [], total: 5, page: 4 });
      const defaults = await request(t.server).get('/api/service-providers').query({ search: RUN }).expect(200);
      expect(defaults.body).toMatchObject({ page: 1, pageSize: 12, total: 5 });
    });

    it.each([
      [{ page: 0 }, 'Stránka musí být alespoň 1'],
      [{ pageSize: 51 }, 'Velikost stránky může být nejvýše 50'],
      [{ pageSize: 0 }, 'Velikost stránky musí být alespoň 1'],
      [{ pageSize: 'abc' }, 'Velikost stránky musí být celé číslo'],
      [{ sort: 'random' }, 'Neplatné řazení'],
      [{ priceMin: -1 }, 'Minimální cena nesmí být záporná'],
      [{ priceMax: 100_000_000 }, 'Cena nesmí přesáhnout 99 999 999 Kč'],
      [{ search: 'x'.repeat(101) }, 'Hledaný výraz může mít nejvýše 100 znaků'],
      [{ neznamy: 1 }, 'Neznámé pole „neznamy“'],
    ])('refuses bad query %j with a Czech 400', async (query, message) => {
      const response = await request(t.server).get('/api/service-providers').query(query).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 404 in Czech for an unknown or malformed id', async () => {
      for (const id of ['2147483000', 'abc', '99999999999', '0', '-1', '1.5']) {
        const response = await request(t.server).get(`/api/providers/${id}`).expect(404);
        expect(response.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
      }
    });

    /** Every page of a service type's list: other test files on the same database list photographers too. */
    async function wholeTypeList(type: string): Promise<Page> {
      const first = (await request(t.server).get(`/api/providers/type/${type}`).query({ pageSize: 50 }).expect(200)).body as Page;
      const items = [...first.items];
      for (let page = 2; items.length < first.total; page += 1) {
        const next = (await request(t.server).get(`/api/providers/type/${type}`).query({ pageSize: 50, page }).expect(200)).body as Page;
        if (next.items.length === 0) break;
        items.push(...next.items);
      }
      return { ...first, items };
    }

    it('lists the listed providers of a service type with their real rating', async () => {
      const page = await wholeTypeList('photography');
      const found = page.items.map((item) => item.id);
      expect(found).toContain(ids.foto);
      expect(found).not.toContain(ids.neviditelny); // not listed
      expect(found).not.toContain(ids.kvetiny); // only a synonym, not the category
      expect(page.items.find((item) => item.id === ids.foto)).toMatchObject({ rating: 4.3, reviewCount: 3 });
      for (const item of page.items) expect(item.services).toContain('photography');
      // A page of one reports the whole list's total. Other test files on this database list and end
      // photographers meanwhile: compare with a whole list read while the total held still.
      const onePerPage = async () =>
        (await request(t.server).get('/api/providers/type/photography').query({ pageSize: 1 }).expect(200)).body as Page;
      let small = await onePerPage();
      let whole = page;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const before = small;
        whole = await wholeTypeList('photography');
        small = await onePerPage();
        if (small.total === before.total) break;
      }
      expect(small).toMatchObject({ page: 1, pageSize: 1, total: whole.total });
      expect(small.items).toHaveLength(1);
    });

    it('gives the cards the profile image and up to three portfolio images in the portfolio order', async () => {
      await t.dataSource.query(`UPDATE provider_profiles SET profile_image_url = '/uploads/profile/foto.webp' WHERE id = $1`, [ids.foto]);
      const addItem = (title: string, featured: boolean, eventDate: string, images: string[]) =>
        t.dataSource.query(
          `INSERT INTO portfolio_items (provider_id, title, description, featured, event_date, images) VALUES ($1, $2, 'Popis', $3, $4, $5)`,
          [ids.foto, title, featured, eventDate, images],
        );
      await addItem('Starší', false, '2025-05-01', ['/uploads/portfolio/old-1.webp']);
      await addItem('Doporučená', true, '2024-06-01', ['/uploads/portfolio/top-1.webp', '/uploads/portfolio/top-2.webp']);
      await addItem('Novější', false, '2026-05-01', ['/uploads/portfolio/new-1.webp', '/uploads/portfolio/new-2.webp']);
      const byType = await wholeTypeList('photography');
      expect(byType.items.find((item) => item.id === ids.foto)).toMatchObject({
        profileImageUrl: '/uploads/profile/foto.webp',
        previewImages: ['/uploads/portfolio/top-1.webp', '/uploads/portfolio/top-2.webp', '/uploads/portfolio/new-1.webp'],
      });
      const one = (await request(t.server).get(`/api/providers/${ids.foto}`).expect(200)).body as Page['items'][number];
      expect(one.profileImageUrl).toBe('/uploads/profile/foto.webp');
      const without = (await request(t.server).get(`/api/providers/${ids.kapela}`).expect(200)).body as Page['items'][number];
      expect(without).toMatchObject({ profileImageUrl: null, previewImages: [] });
      await t.dataSource.query(`DELETE FROM portfolio_items WHERE provider_id = $1`, [ids.foto]);
    });

    it("answers 404 'Neznámý typ služby' for another service type", async () => {
      for (const type of ['video', 'neexistuje']) {
        const response = await request(t.server).get(`/api/providers/type/${type}`).expect(404);
        expect(response.body.message).toBe('Neznámý typ služby');
      }
    });
  });

  describe('counts', () => {
    it('counts listed providers per category in GET /api/service-categories', async () => {
      const countOf = async (id: string) => {
        const response = await request(t.server).get('/api/service-categories').expect(200);
        return (response.body as Array<{ id: string; providerCount: number }>).find((category) => category.id === id)!.providerCount;
      };
      // Only this file uses fireworks.
      const before = await countOf('fireworks');
      await insertProvider(t.dataSource, { companyName: `Ohňostroje A ${RUN}`, categories: ['fireworks', 'lighting'], isDemo: true });
      await insertProvider(t.dataSource, { companyName: `Ohňostroje B ${RUN}`, categories: ['lighting', 'fireworks'], isDemo: true });
      await insertProvider(t.dataSource, { companyName: `Ohňostroje C ${RUN}`, categories: ['fireworks'], isDemo: false });
      expect(await countOf('fireworks')).toBe(before + 2);
      const response = await request(t.server).get('/api/service-categories').expect(200);
      expect(response.body.find((category: { id: string }) => category.id === 'photography')).toEqual({
        id: 'photography',
        name: 'Fotografie',
        description: expect.any(String),
        group: 'Foto a video',
        icon: 'camera',
        priceRange: expect.any(String),
        providerCount: expect.any(Number),
      });
    });

    it('counts listed providers (demo or with an active subscription) in the top bar', async () => {
      const count = async () =>
        (
          (await t.dataSource.query(
            `SELECT count(*)::int AS total FROM provider_profiles p WHERE p.is_demo OR EXISTS (SELECT 1 FROM active_subscription(p.id))`,
          )) as Array<{ total: number }>
        )[0].total;
      const before = await count();
      const response = await request(t.server).get('/api/dashboard-counts').expect(200);
      const after = await count();
      expect(response.body.providers).toBeGreaterThanOrEqual(before);
      expect(response.body.providers).toBeLessThanOrEqual(after);
      expect(response.body.providers).toBeGreaterThan(0);
    });
  });

  describe('GET /api/service-requests?filtered=true', () => {
    const requestIds: Record<string, number> = {};
    const TAG = `filtr${RUN}`;

    beforeAll(async () => {
      const couple = {
        coupleName: 'Jana a Petr',
        budget: '50 000 Kč',
        location: 'Praha',
        contactEmail: uniqueEmail('par'),
      };
      const create = async (name: string, services: string[], description: string) => {
        const response = await submitRequest(t, { ...couple, services, description: `${description} ${TAG}` });
        requestIds[name] = response.body.id;
      };
      await create('foto', ['photography'], 'Hledáme fotografa na celý den.');
      await create('catering', ['catering'], 'Hledáme raut pro 60 hostů.');
      await create('video', ['video'], 'Chceme krátký svatební film.');
    });

    it('answers 401 for a visitor', async () => {
      const response = await request(t.server).get('/api/service-requests').query({ filtered: 'true' }).expect(401);
      expect(response.body.message).toBe('Pro tuto akci se musíte přihlásit');
    });

    it('answers 403 for a signed-in user without a provider profile', async () => {
      const couple = t.agent();
      await couple
        .post('/api/auth/register')
        .set('X-Forwarded-For', '10.202.0.1')
        .send({ firstName: 'Karel', lastName: 'Novák', email: uniqueEmail('par'), password: PASSWORD, confirmPassword: PASSWORD })
        .expect(201);
      const response = await couple.get('/api/service-requests').query({ filtered: 'true' }).expect(403);
      expect(response.body.message).toBe('Filtrované poptávky jsou jen pro dodavatele');
    });

    it("shows a provider only the requests matching the provider's categories", async () => {
      const provider = t.agent();
      await provider
        .post('/api/providers')
        .set('X-Forwarded-For', '10.203.0.1')
        .send(registration({ serviceType: 'photography,video' }))
        .expect(201);
      const filtered = await provider.get('/api/service-requests').query({ filtered: 'true', search: TAG }).expect(200);
      expect(filtered.body.items.map((item: { id: number }) => item.id).sort()).toEqual([requestIds.foto, requestIds.video].sort());
      const all = await provider.get('/api/service-requests').query({ filtered: 'false', search: TAG }).expect(200);
      expect(all.body.total).toBe(3);
    });
  });

  describe('demo providers', () => {
    it('are seeded once with ids 997 and above, listed, passwordless, and real ids continue after them', async () => {
      const seeder = t.app.get(ProvidersDemoSeeder);
      const seed = () => runSeedOnce(t.dataSource, 'demo-providers-v1', (manager) => seeder.seedDemoProviders(manager));
      expect(await seed()).toBe(true);
      expect(await seed()).toBe(false);
      const rows = await t.dataSource.query(
        `SELECT p.id, p.is_demo, p.categories, u.password_hash FROM provider_profiles p JOIN users u ON u.id = p.user_id
         WHERE p.id >= 997 AND p.id < 997 + $1 ORDER BY p.id`,
        [DEMO_PROVIDERS.length],
      );
      expect(rows.map((row: { id: number }) => row.id)).toEqual(DEMO_PROVIDERS.map((demo) => demo.id));
      expect(DEMO_PROVIDERS.length).toBeGreaterThanOrEqual(8);
      for (const row of rows) expect(row).toMatchObject({ is_demo: true, password_hash: null });
      const types = new Set(rows.flatMap((row: { categories: string[] }) => row.categories));
      for (const type of ['photography', 'music', 'catering', 'wedding_planning', 'decoration', 'flowers']) expect(types).toContain(type);

      const demo = await request(t.server).get('/api/providers/997').expect(200);
      expect(demo.body).toMatchObject({ id: 997, isDemo: true, businessName: DEMO_PROVIDERS[0].companyName, rating: null });
      const listed = await request(t.server).get('/api/service-providers').query({ search: DEMO_PROVIDERS[0].companyName }).expect(200);
      expect(listed.body.items.map((item: { id: number }) => item.id)).toContain(997);

      const registered = await post('/api/providers').send(registration()).expect(201);
      expect(registered.body.providerId).toBeGreaterThan(DEMO_PROVIDERS[DEMO_PROVIDERS.length - 1].id);
    });
  });
});
