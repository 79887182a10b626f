import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DEMO_PROVIDERS } from '../src/providers/demo/demo-providers.data';
import { renderDemoImage } from '../src/portfolio/demo/demo-images';
import { PortfolioDemoSeeder } from '../src/portfolio/demo/portfolio-demo.seeder';
import { signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `port${process.pid}x${Date.now().toString(36)}`;
const FORMAT = 'Nahrajte obrázek ve formátu JPG, PNG nebo WebP';

type Agent = ReturnType<TestApp['agent']>;
type Item = {
  id: number;
  title: string;
  category: string | null;
  description: string;
  date: string | null;
  featured: boolean;
  instagramUrl: string | null;
  websiteUrl: string | null;
  images: string[];
  createdAt: string;
};

/** A real picture of the given size, made by sharp. */
const png = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2980b9' } }).jpeg().toBuffer();

describe('Portfolio API', () => {
  let t: TestApp;
  let owner: SignedInProvider;
  let stranger: SignedInProvider;
  let picture: Buffer;

  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const storedFiles = () => {
    const dir = path.join(t.config.uploadsDir, 'portfolio');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  /** A multipart form: text fields, then files in `images`. */
  function form(call: ReturnType<Agent['post']>, fields: Record<string, string>, files: Array<[Buffer, string]> = []) {
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const [buffer, name] of files) call.attach('images', buffer, name);
    return call;
  }
  const create = (agent: Agent, fields: Record<string, string>, files: Array<[Buffer, string]> = []) =>
    form(agent.post('/api/provider/portfolio'), fields, files);
  const update = (agent: Agent, id: number, fields: Record<string, string>, files: Array<[Buffer, string]> = []) =>
    form(agent.put(`/api/provider/portfolio/${id}`), fields, files);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    owner = await signedInProvider(t, { companyName: `Portfoliový fotograf ${RUN}`, isDemo: true });
    stranger = await signedInProvider(t, { companyName: `Cizí dodavatel ${RUN}` });
    picture = await png(2400, 1200);
  });
  afterAll(() => t.close());

  describe('roles', () => {
    it('answers 401 to a visitor and 403 to a couple on the provider endpoints', async () => {
      const couple = (await signedInCouple(t)).agent;
      for (const agent of [t.agent(), couple]) {
        const expected = agent === couple ? 403 : 401;
        const message = agent === couple ? 'Tato akce je jen pro dodavatele' : 'Pro tuto akci se musíte přihlásit';
        for (const call of [
          agent.get('/api/provider/portfolio'),
          create(agent, { title: 'Cizí', description: 'Pokus' }),
          update(agent, 1, { title: 'Cizí', description: 'Pokus' }),
          agent.delete('/api/provider/portfolio/1'),
        ]) {
          const response = await call.expect(expected);
          expect(response.body.message).toBe(message);
        }
      }
    });
  });

  describe('create, read, update, delete', () => {
    let item: Item;

    it('creates an item with a real PNG stored as WebP within 1600 px, and serves the file', async () => {
      const response = await create(
        owner.agent,
        {
          title: '  Svatba na zámku Hluboká  ',
          description: 'Celodenní reportáž z obřadu v zámecké kapli.',
          category: 'photography',
          date: '2025-06-14',
          featured: 'true',
          instagramUrl: 'instagram.com/p/hluboka',
          websiteUrl: 'www.zamek-hluboka.cz/svatby',
        },
        [[picture, 'hluboka.png']],
      ).expect(201);
      item = response.body as Item;
      expect(item).toEqual({
        id: expect.any(Number),
        title: 'Svatba na zámku Hluboká',
        category: 'photography',
        description: 'Celodenní reportáž z obřadu v zámecké kapli.',
        date: '2025-06-14',
        featured: true,
        instagramUrl: 'https://instagram.com/p/hluboka',
        websiteUrl: 'https://www.zamek-hluboka.cz/svatby',
        images: [expect.stringMatching(/^\/uploads\/portfolio\/[0-9a-f]{32}\.webp$/)],
        createdAt: expect.any(String),
      });
      const [row] = await t.dataSource.query(`SELECT provider_id, images, to_char(event_date, 'YYYY-MM-DD') AS day FROM portfolio_items WHERE id = $1`, [item.id]);
      expect(row).toEqual({ provider_id: owner.providerId, images: item.images, day: '2025-06-14' });

      const file = fileOf(item.images[0]);
      expect(fs.existsSync(file)).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(metadata.exif).toBeUndefined();

      const served = await request(t.server).get(item.images[0]).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      await request(t.server).get('/uploads/portfolio/0123456789abcdef0123456789abcdef.webp').expect(404);
    });

    it('keeps small images at their size and accepts JPG', async () => {
      const response = await create(owner.agent, { title: 'Malý obrázek', description: 'Detail kytice.' }, [[await jpeg(300, 200), 'kytice.jpg']]).expect(201);
      expect(await sharp(fileOf(response.body.images[0])).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
      expect(response.body).toMatchObject({ category: null, date: null, featured: false, instagramUrl: null, websiteUrl: null });
    });

    it('lists the items publicly and to the owner, featured first then the newest date, and counts them as projects', async () => {
      const older = await create(owner.agent, { title: 'Starší svatba', description: 'Loňská svatba.', date: '2024-05-01' }).expect(201);
      const newer = await create(owner.agent, { title: 'Novější svatba', description: 'Letošní svatba.', date: '2025-09-01' }).expect(201);
      const publicList = await request(t.server).get(`/api/providers/${owner.providerId}/portfolio`).expect(200);
      const titles = (publicList.body as Item[]).map((entry) => entry.title);
      expect(titles).toEqual(['Svatba na zámku Hluboká', 'Novější svatba', 'Starší svatba', 'Malý obrázek']);
      const own = await owner.agent.get('/api/provider/portfolio').expect(200);
      expect(own.body).toEqual(publicList.body);

      const header = await request(t.server).get(`/api/providers/${owner.providerId}`).expect(200);
      expect(header.body.projectCount).toBe(4);
      const catalogue = await request(t.server).get('/api/service-providers').query({ search: `Portfoliový fotograf ${RUN}` }).expect(200);
      expect(catalogue.body.items).toEqual([expect.objectContaining({ id: owner.providerId, projectCount: 4 })]);
      const strangers = await request(t.server).get(`/api/providers/${stranger.providerId}`).expect(200);
      expect(strangers.body.projectCount).toBe(0);

      await owner.agent.delete(`/api/provider/portfolio/${older.body.id}`).expect(204);
      await owner.agent.delete(`/api/provider/portfolio/${newer.body.id}`).expect(204);
      expect((await request(t.server).get(`/api/providers/${owner.providerId}`).expect(200)).body.projectCount).toBe(2);
    });

    it('answers 404 on the public list of an unknown provider', async () => {
      const response = await request(t.server).get('/api/providers/2147483000/portfolio').expect(404);
      expect(response.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
    });

    it('updates the fields, keeps the listed images, adds new ones and deletes the rest from disk', async () => {
      const two = await create(owner.agent, { title: 'Dva obrázky', description: 'Obřad a hostina.' }, [
        [await png(800, 600, '#16a085'), 'obrad.png'],
        [await png(600, 800, '#8e44ad'), 'hostina.png'],
      ]).expect(201);
      const [kept, dropped] = two.body.images as string[];
      const response = await update(
        owner.agent,
        two.body.id,
        {
          title: 'Obřad a hostina',
          description: 'Upravený popis.',
          date: '2025-07-19',
          featured: 'false',
          instagramUrl: 'https://www.instagram.com/p/obrad',
          keepImages: JSON.stringify([kept]),
        },
        [[await png(1000, 1000, '#f39c12'), 'dort.png']],
      ).expect(200);
      expect(response.body).toMatchObject({ id: two.body.id, title: 'Obřad a hostina', description: 'Upravený popis.', date: '2025-07-19', instagramUrl: 'https://www.instagram.com/p/obrad' });
      expect(response.body.images).toHaveLength(2);
      expect(response.body.images[0]).toBe(kept);
      expect(fs.existsSync(fileOf(kept))).toBe(true);
      expect(fs.existsSync(fileOf(response.body.images[1]))).toBe(true);
      expect(fs.existsSync(fileOf(dropped))).toBe(false);

      // Without keepImages every current image stays; an empty list removes them all.
      const same = await update(owner.agent, two.body.id, { title: 'Obřad a hostina', description: 'Beze změny obrázků.' }).expect(200);
      expect(same.body.images).toEqual(response.body.images);
      expect(same.body).toMatchObject({ date: null, instagramUrl: null, featured: false });
      const none = await update(owner.agent, two.body.id, { title: 'Bez obrázků', description: 'Vše pryč.', keepImages: '[]' }).expect(200);
      expect(none.body.images).toEqual([]);
      for (const url of response.body.images) expect(fs.existsSync(fileOf(url))).toBe(false);
    });

    it('deletes an item with its files, and answers 404 afterwards', async () => {
      const files = await create(owner.agent, { title: 'Ke smazání', description: 'Zmizí i soubory.' }, [
        [await png(500, 500), 'a.png'],
        [await png(400, 400), 'b.png'],
      ]).expect(201);
      for (const url of files.body.images) expect(fs.existsSync(fileOf(url))).toBe(true);
      await owner.agent.delete(`/api/provider/portfolio/${files.body.id}`).expect(204);
      for (const url of files.body.images) expect(fs.existsSync(fileOf(url))).toBe(false);
      expect(await t.dataSource.query(`SELECT 1 FROM portfolio_items WHERE id = $1`, [files.body.id])).toEqual([]);
      const again = await owner.agent.delete(`/api/provider/portfolio/${files.body.id}`).expect(404);
      expect(again.body.message).toBe('Položka portfolia nenalezena');
      const put = await update(owner.agent, files.body.id, { title: 'Nic', description: 'Nic' }).expect(404);
      expect(put.body.message).toBe('Položka portfolia nenalezena');
      await owner.agent.delete('/api/provider/portfolio/abc').expect(404);
    });

    it("refuses another provider's item with 403 and changes nothing", async () => {
      const before = await t.dataSource.query(`SELECT title, images FROM portfolio_items WHERE id = $1`, [item.id]);
      const put = await update(stranger.agent, item.id, { title: 'Ukradené', description: 'Cizí položka' }, [[picture, 'x.png']]).expect(403);
      expect(put.body.message).toBe('K této položce nemáte přístup');
      const del = await stranger.agent.delete(`/api/provider/portfolio/${item.id}`).expect(403);
      expect(del.body.message).toBe('K této položce nemáte přístup');
      expect(await t.dataSource.query(`SELECT title, images FROM portfolio_items WHERE id = $1`, [item.id])).toEqual(before);
      expect(fs.existsSync(fileOf(item.images[0]))).toBe(true);
      const strangersOwn = await stranger.agent.get('/api/provider/portfolio').expect(200);
      expect(strangersOwn.body).toEqual([]);
    });
  });

  describe('rules', () => {
    const countOf = async (providerId: number) =>
      ((await t.dataSource.query(`SELECT count(*)::int AS n FROM portfolio_items WHERE provider_id = $1`, [providerId])) as Array<{ n: number }>)[0].n;

    it("keeps an Instagram link only on Instagram's hosts and a website only when it is a web address", async () => {
      const cases: Array<[string, string | null]> = [
        ['www.instagram.com/p/abc', 'https://www.instagram.com/p/abc'],
        ['http://instagram.com/p/abc', 'http://instagram.com/p/abc'],
        ['https://evil.example.cz/instagram.com', null],
        ['instagram.com.evil.cz/p/abc', null],
        ['https://m.instagram.com/p/abc', null],
        ['facebook.com/svatby', null],
      ];
      for (const [input, stored] of cases) {
        const response = await create(stranger.agent, { title: `Odkaz ${input}`, description: 'Test odkazu', instagramUrl: input }).expect(201);
        expect(response.body.instagramUrl).toBe(stored);
      }
      const website = await create(stranger.agent, { title: 'Web', description: 'Test webu', websiteUrl: 'toto není adresa' }).expect(201);
      expect(website.body.websiteUrl).toBeNull();
    });

    it.each([
      ['no title', { description: 'Popis' }, 'Název je povinný'],
      ['a blank title', { title: '   ', description: 'Popis' }, 'Název je povinný'],
      ['no description', { title: 'Název' }, 'Popis je povinný'],
      ['a long title', { title: 'x'.repeat(201), description: 'Popis' }, 'Název může mít nejvýše 200 znaků'],
      ['a long description', { title: 'Název', description: 'x'.repeat(5001) }, 'Popis může mít nejvýše 5000 znaků'],
      ['an unknown category', { title: 'Název', description: 'Popis', category: 'neexistuje' }, 'Neznámá kategorie služeb: neexistuje'],
      ['a bad date', { title: 'Název', description: 'Popis', date: '14.6.2025' }, 'Datum musí být ve formátu RRRR-MM-DD'],
      ['an impossible date', { title: 'Název', description: 'Popis', date: '2025-02-30' }, 'Datum musí být ve formátu RRRR-MM-DD'],
      ['a bad featured flag', { title: 'Název', description: 'Popis', featured: 'ano' }, 'Pole featured musí být true nebo false'],
      ['an unknown field', { title: 'Název', description: 'Popis', providerId: '1' }, 'Neznámé pole „providerId“'],
    ])('refuses %s with a Czech 400 and writes nothing', async (_name, fields, message) => {
      const before = await countOf(stranger.providerId);
      const response = await create(stranger.agent, fields as Record<string, string>, [[picture, 'foto.png']]).expect(400);
      expect(response.body.message).toBe(message);
      expect(await countOf(stranger.providerId)).toBe(before);
    });

    it('refuses a file over 5 MB, a text file named .png and more than 6 images, writing nothing', async () => {
      const filesBefore = storedFiles();
      const before = await countOf(stranger.providerId);
      const big = Buffer.alloc(6 * 1024 * 1024, 1);
      const tooLarge = await create(stranger.agent, { title: 'Velký', description: 'Příliš velký soubor' }, [[big, 'velky.png']]).expect(400);
      expect(tooLarge.body.message).toBe('Obrázek může mít nejvýše 5 MB');

      const text = Buffer.from('Tohle není obrázek, jen text v souboru s příponou png.\n'.repeat(20));
      const fake = await create(stranger.agent, { title: 'Falešný', description: 'Text místo obrázku' }, [
        [picture, 'pravy.png'],
        [text, 'falesny.png'],
      ]).expect(400);
      expect(fake.body.message).toBe(FORMAT);
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
      expect((await create(stranger.agent, { title: 'GIF', description: 'Nepodporovaný formát' }, [[gif, 'a.png']]).expect(400)).body.message).toBe(FORMAT);

      const small = await png(20, 20);
      const seven = Array.from({ length: 7 }, (_, index): [Buffer, string] => [small, `${index}.png`]);
      const tooMany = await create(stranger.agent, { title: 'Sedm', description: 'Příliš mnoho obrázků' }, seven).expect(400);
      expect(tooMany.body.message).toBe('Položka může mít nejvýše 6 obrázků');

      expect(await countOf(stranger.providerId)).toBe(before);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('refuses an update that would hold more than 6 images', async () => {
      const small = await png(20, 20);
      const four = Array.from({ length: 4 }, (_, index): [Buffer, string] => [small, `${index}.png`]);
      const created = await create(stranger.agent, { title: 'Čtyři', description: 'Čtyři obrázky' }, four).expect(201);
      const filesBefore = storedFiles();
      const response = await update(stranger.agent, created.body.id, { title: 'Sedm', description: 'Příliš' }, [[small, 'a.png'], [small, 'b.png'], [small, 'c.png']]).expect(400);
      expect(response.body.message).toBe('Položka může mít nejvýše 6 obrázků');
      expect(storedFiles()).toEqual(filesBefore);
      // Dropping two makes room for three.
      const kept = JSON.stringify(created.body.images.slice(0, 2));
      const ok = await update(stranger.agent, created.body.id, { title: 'Pět', description: 'Dva staré, tři nové', keepImages: kept }, [[small, 'a.png'], [small, 'b.png'], [small, 'c.png']]).expect(200);
      expect(ok.body.images).toHaveLength(5);
    });

    it('removes the written files again when the database write fails', async () => {
      const title = `Selhání zápisu ${RUN}`;
      const filesBefore = storedFiles();
      await t.dataSource.query(`ALTER TABLE portfolio_items ADD CONSTRAINT test_reject_${process.pid} CHECK (title <> '${title}') NOT VALID`);
      try {
        const response = await create(stranger.agent, { title, description: 'Zápis selže' }, [[picture, 'foto.png']]).expect(500);
        expect(response.body.message).toBe('Na serveru nastala chyba. Zkuste to prosím znovu.');
      } finally {
        await t.dataSource.query(`ALTER TABLE portfolio_items DROP CONSTRAINT test_reject_${process.pid}`);
      }
      expect(storedFiles()).toEqual(filesBefore);
    });
  });

  describe('size limits', () => {
    it("takes a 24 MP camera's photo and refuses a larger picture before decoding it, writing nothing", async () => {
      const limited = await signedInProvider(t, { companyName: `Fotograf s velkými snímky ${RUN}` });
      const camera = await jpeg(6000, 4000);
      const taken = await create(limited.agent, { title: 'Plné rozlišení', description: 'Snímek z fotoaparátu' }, [[camera, 'dsc.jpg']]).expect(201);
      expect(await sharp(fs.readFileSync(fileOf(taken.body.images[0]))).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });

      const filesBefore = storedFiles();
      const huge = await png(7000, 4000);
      const refused = await create(limited.agent, { title: 'Panorama', description: 'Příliš velké' }, [[await png(20, 20), 'a.png'], [huge, 'panorama.png']]).expect(400);
      expect(refused.body.message).toBe(
        'Obrázek má příliš velké rozměry: nejvýše 25 megapixelů (např. 6000 × 4000 bodů). Zmenšete ho a nahrajte znovu.',
      );
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('holds at most 30 projects per provider, also when two uploads race for the last place', async () => {
      const full = await signedInProvider(t, { companyName: `Plné portfolio ${RUN}` });
      await t.dataSource.query(
        `INSERT INTO portfolio_items (provider_id, title, description) SELECT $1, 'Projekt ' || n, 'Popis' FROM generate_series(1, 29) AS n`,
        [full.providerId],
      );
      const racing = await Promise.all(
        ['A', 'B'].map((name) => create(full.agent, { title: `Třicátý ${name}`, description: 'Poslední místo' }, [[picture, 'foto.png']])),
      );
      expect(racing.map((response) => response.status).sort()).toEqual([201, 400]);
      const refused = racing.find((response) => response.status === 400)!;
      expect(refused.body.message).toBe('Portfolio může mít nejvýše 30 projektů. Než přidáte nový, smažte některý starší.');
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM portfolio_items WHERE provider_id = $1`, [full.providerId]);
      expect(count).toBe(30);

      const filesBefore = storedFiles();
      await create(full.agent, { title: 'Třicátý první', description: 'Už se nevejde' }, [[picture, 'foto.png']]).expect(400);
      expect(storedFiles()).toEqual(filesBefore);
      // Deleting one makes room again.
      const [{ id }] = await t.dataSource.query(`SELECT id FROM portfolio_items WHERE provider_id = $1 ORDER BY id LIMIT 1`, [full.providerId]);
      await full.agent.delete(`/api/provider/portfolio/${id}`).expect(204);
      await create(full.agent, { title: 'Místo uvolněno', description: 'Zase se vejde' }).expect(201);
    });
  });

  describe('demo portfolio', () => {
    it('gives every demo provider two Czech items with drawn pictures, shown on the catalogue card, once', async () => {
      const demo = await signedInProvider(t, { companyName: `Ukázkový dodavatel ${RUN}`, isDemo: true });
      const other = await signedInProvider(t, { companyName: `Druhý ukázkový dodavatel ${RUN}`, isDemo: true });
      const seeder = t.app.get(PortfolioDemoSeeder);
      const ids = new Map([
        [DEMO_PROVIDERS[0].email, demo.providerId],
        [DEMO_PROVIDERS[1].email, other.providerId],
      ]);
      const seed = async () => {
        await t.dataSource.transaction((manager) => seeder.seedDemoPortfolio(manager, ids));
        await t.dataSource.transaction((manager) => seeder.seedDemoImages(manager, ids));
      };
      await seed();

      const itemsOf = async (providerId: number) =>
        (await request(t.server).get(`/api/providers/${providerId}/portfolio`).expect(200)).body as Item[];
      const items = await itemsOf(demo.providerId);
      expect(items).toHaveLength(2);
      expect(items[0].featured).toBe(true);
      expect(items.map((item) => item.images.length)).toEqual([3, 2]);
      for (const item of items) {
        expect(item.description.length).toBeGreaterThan(40);
        for (const url of item.images) {
          expect(url).toMatch(/^\/uploads\/portfolio\/[0-9a-f]{32}\.webp$/);
          const file = fs.readFileSync(fileOf(url));
          expect(file.length).toBeLessThan(30_000);
          expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 720, height: 540 });
        }
      }
      // Served like an upload.
      const served = await request(t.server).get(items[0].images[0]).expect(200);
      expect(served.headers['content-type']).toContain('image/webp');
      // Each provider its own pictures.
      const otherImages = (await itemsOf(other.providerId)).flatMap((item) => item.images);
      expect(otherImages).toHaveLength(5);
      expect(otherImages.filter((url) => items.some((item) => item.images.includes(url)))).toEqual([]);

      // The catalogue card's preview: the featured item's three pictures.
      const card = (await request(t.server).get(`/api/providers/${demo.providerId}`).expect(200)).body as {
        previewImages: string[];
        projectCount: number;
      };
      expect(card.previewImages).toEqual(items[0].images);

      // Seeding again adds no items, changes no picture and leaves no extra files.
      const filesBefore = storedFiles();
      await seed();
      expect(await itemsOf(demo.providerId)).toEqual(items);
      expect(storedFiles()).toEqual(filesBefore);
      expect((await request(t.server).get(`/api/providers/${demo.providerId}`).expect(200)).body.projectCount).toBe(2);
    });

    it("keeps a demo item's own pictures and draws the same picture for the same key", async () => {
      const demo = await signedInProvider(t, { companyName: `Ukázka s fotkou ${RUN}`, isDemo: true });
      const seeder = t.app.get(PortfolioDemoSeeder);
      const ids = new Map([[DEMO_PROVIDERS[2].email, demo.providerId]]);
      await t.dataSource.transaction((manager) => seeder.seedDemoPortfolio(manager, ids));
      const [first] = (await request(t.server).get(`/api/providers/${demo.providerId}/portfolio`).expect(200)).body as Item[];
      await t.dataSource.query(`UPDATE portfolio_items SET images = $2 WHERE id = $1`, [first.id, ['/uploads/portfolio/own.webp']]);
      await t.dataSource.transaction((manager) => seeder.seedDemoImages(manager, ids));
      const items = (await request(t.server).get(`/api/providers/${demo.providerId}/portfolio`).expect(200)).body as Item[];
      expect(items[0].images).toEqual(['/uploads/portfolio/own.webp']);
      // The other item is now the first without pictures: it gets three.
      expect(items[1].images).toHaveLength(3);
      expect((await renderDemoImage('x:1')).equals(await renderDemoImage('x:1'))).toBe(true);
      expect((await renderDemoImage('x:1')).equals(await renderDemoImage('x:2'))).toBe(false);
    });
  });

  describe('views', () => {
    it("counts a visitor once a day, never the owner's own visits, in a daily counter row", async () => {
      const viewed = await signedInProvider(t, { companyName: `Prohlížený dodavatel ${RUN}` });
      const figures = async () => (await viewed.agent.get('/api/provider/portfolio/views').expect(200)).body as { total: number; last30Days: number };
      expect(await figures()).toEqual({ total: 0, last30Days: 0 });

      const visit = (ip: string, agent: Agent = t.agent()) =>
        agent.post(`/api/providers/${viewed.providerId}/views`).set('X-Forwarded-For', ip).set('User-Agent', 'Firefox').expect(204);
      await visit('198.51.100.1');
      await visit('198.51.100.1');
      await visit('198.51.100.2');
      await visit('198.51.100.3', viewed.agent);
      const couple = (await signedInCouple(t)).agent;
      await visit('198.51.100.4', couple);
      await visit('198.51.100.5', couple);
      expect(await figures()).toEqual({ total: 3, last30Days: 3 });

      const rows = (await t.dataSource.query(`SELECT views FROM portfolio_daily_views WHERE provider_id = $1`, [viewed.providerId])) as Array<{
        views: number;
      }>;
      expect(rows).toEqual([{ views: 3 }]);
      // Older days still count in the total, not in the last 30 days'; a visitor counted today stays counted.
      await t.dataSource.query(`UPDATE portfolio_daily_views SET day = day - 40 WHERE provider_id = $1`, [viewed.providerId]);
      await visit('198.51.100.1');
      expect(await figures()).toEqual({ total: 3, last30Days: 0 });
      // One key per counted visitor of the day, and no address in it.
      const keys = (await t.dataSource.query(`SELECT visitor FROM portfolio_view_visitors WHERE provider_id = $1`, [viewed.providerId])) as Array<{
        visitor: Buffer;
      }>;
      expect(keys).toHaveLength(3);
      expect(keys.map((key) => key.visitor.toString('latin1')).join()).not.toContain('198.51.100');
    });

    it('answers 404 for an unknown provider and 401 / 403 for the figures of non-providers', async () => {
      const response = await t.agent().post('/api/providers/999999/views').expect(404);
      expect(response.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
      await t.agent().get('/api/provider/portfolio/views').expect(401);
      await (await signedInCouple(t)).agent.get('/api/provider/portfolio/views').expect(403);
    });
  });
});
