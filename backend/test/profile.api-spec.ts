import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `prof${process.pid}x${Date.now().toString(36)}`;

type Agent = ReturnType<TestApp['agent']>;

/** The settings form as the spec's page sends it. */
function profileForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    businessName: `Květinové studio Pivoňka ${RUN}`,
    description: 'Vážeme svatební kytice, zdobíme obřady i hostiny. Rády vám doporučíme i fotografku.',
    services: JSON.stringify(['flowers', 'decoration']),
    location: 'praha,okoli-prahy',
    phone: '+420 (777) 555-666',
    email: '  Studio@Pivonka.example.cz ',
    website: 'www.pivonka.example.cz',
    instagramUrl: 'instagram.com/pivonka',
    facebookUrl: 'https://m.facebook.com/pivonka',
    tiktokUrl: 'www.tiktok.com/@pivonka',
    linkedinUrl: 'https://www.linkedin.com/company/pivonka',
    yearsExperience: '12',
    ...overrides,
  };
}

describe('Provider profile settings API', () => {
  let t: TestApp;
  let provider: SignedInProvider;

  const put = (agent: Agent, fields: Record<string, string>, image?: [Buffer, string]) => {
    const call = agent.put('/api/provider/profile');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    if (image) call.attach('profileImage', image[0], image[1]);
    return call;
  };
  const rowOf = async (id: number) =>
    ((await t.dataSource.query(`SELECT * FROM provider_profiles WHERE id = $1`, [id])) as Array<Record<string, unknown>>)[0];
  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await signedInProvider(t, {
      companyName: `Původní název ${RUN}`,
      categories: ['photography'],
      serviceAreas: ['brno'],
      isDemo: true,
      priceFrom: 5_000,
      priceTo: 20_000,
    });
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor and 403 to a user without a provider profile', async () => {
    const visitor = await put(t.agent(), profileForm()).expect(401);
    expect(visitor.body.message).toBe('Pro tuto akci se musíte přihlásit');
    const couple = (await signedInCouple(t)).agent;
    const forbidden = await put(couple, profileForm()).expect(403);
    expect(forbidden.body.message).toBe('Tato akce je jen pro dodavatele');
  });

  it('saves the form by the spec rules, recomputes the matched categories and shows the new name in the catalogue', async () => {
    const response = await put(provider.agent, profileForm()).expect(200);
    expect(response.body).toEqual({
      id: provider.providerId,
      companyName: `Květinové studio Pivoňka ${RUN}`,
      description: 'Vážeme svatební kytice, zdobíme obřady i hostiny. Rády vám doporučíme i fotografku.',
      serviceType: 'flowers,decoration',
      services: ['flowers', 'decoration'],
      serviceAreas: ['praha', 'okoli-prahy'],
      location: 'Praha a Okolí Prahy',
      phonePrefix: '+420',
      phone: '420 777 555666',
      email: 'studio@pivonka.example.cz',
      website: 'https://www.pivonka.example.cz',
      instagramUrl: 'https://instagram.com/pivonka',
      facebookUrl: 'https://m.facebook.com/pivonka',
      tiktokUrl: 'https://www.tiktok.com/@pivonka',
      linkedinUrl: 'https://www.linkedin.com/company/pivonka',
      yearsExperience: 12,
      priceFrom: 5_000,
      priceTo: 20_000,
      profileImageUrl: null,
      isDemo: true,
      createdAt: expect.any(String),
    });
    const row = await rowOf(provider.providerId);
    expect(row).toMatchObject({ company_name: `Květinové studio Pivoňka ${RUN}`, categories: ['flowers', 'decoration'] });
    // 'fotografku' in the description matches photography by synonym; the old category is gone.
    expect(row.matched_categories).toEqual(expect.arrayContaining(['flowers', 'decoration', 'photography']));

    const own = await provider.agent.get('/api/provider/profile').expect(200);
    expect(own.body).toEqual(response.body);
    const catalogue = await request(t.server).get('/api/service-providers').query({ search: RUN }).expect(200);
    expect(catalogue.body.items).toEqual([expect.objectContaining({ id: provider.providerId, businessName: `Květinové studio Pivoňka ${RUN}` })]);
    const byCategory = await request(t.server).get('/api/service-providers').query({ search: RUN, category: 'photography' }).expect(200);
    expect(byCategory.body.total).toBe(1);
  });

  it("lets the whole country replace the other areas and clears empty optional fields", async () => {
    const response = await put(
      provider.agent,
      profileForm({ location: 'praha,cela-cr,brno', yearsExperience: '', phone: '', website: '', instagramUrl: '', facebookUrl: '', tiktokUrl: '', linkedinUrl: '' }),
    ).expect(200);
    expect(response.body).toMatchObject({
      serviceAreas: ['cela-cr'],
      location: 'Celá ČR',
      yearsExperience: null,
      phone: null,
      website: null,
      instagramUrl: null,
      facebookUrl: null,
      tiktokUrl: null,
      linkedinUrl: null,
    });
    expect(await rowOf(provider.providerId)).toMatchObject({ service_areas: ['cela-cr'], years_experience: null, instagram_url: null });
  });

  it('silently drops social links on a foreign host and keeps the allowed hosts of each network', async () => {
    const dropped = await put(
      provider.agent,
      profileForm({
        instagramUrl: 'https://instagram.com.evil.example.cz/pivonka',
        facebookUrl: 'https://fb.com/pivonka',
        tiktokUrl: 'https://vm.tiktok.com/abc',
        linkedinUrl: 'https://evil.example.cz/linkedin.com/pivonka',
        website: 'nějaký text',
      }),
    ).expect(200);
    expect(dropped.body).toMatchObject({ instagramUrl: null, facebookUrl: null, tiktokUrl: null, linkedinUrl: null, website: null });
    const kept = await put(
      provider.agent,
      profileForm({
        instagramUrl: 'http://www.instagram.com/pivonka',
        facebookUrl: 'facebook.com/pivonka',
        tiktokUrl: 'tiktok.com/@pivonka',
        linkedinUrl: 'linkedin.com/in/pivonka',
      }),
    ).expect(200);
    expect(kept.body).toMatchObject({
      instagramUrl: 'http://www.instagram.com/pivonka',
      facebookUrl: 'https://facebook.com/pivonka',
      tiktokUrl: 'https://tiktok.com/@pivonka',
      linkedinUrl: 'https://linkedin.com/in/pivonka',
    });
  });

  it('keeps the prices and the prefix when the form leaves them out, and changes them when sent', async () => {
    const changed = await put(provider.agent, profileForm({ priceFrom: '8 000 Kč', priceTo: '25000', phonePrefix: '+421' })).expect(200);
    expect(changed.body).toMatchObject({ priceFrom: 8_000, priceTo: 25_000, phonePrefix: '+421' });
    const kept = await put(provider.agent, profileForm()).expect(200);
    expect(kept.body).toMatchObject({ priceFrom: 8_000, priceTo: 25_000, phonePrefix: '+421' });
    const bad = await put(provider.agent, profileForm({ priceTo: '7000' })).expect(400);
    expect(bad.body.message).toBe('Maximální cena musí být alespoň minimální');
  });

  it.each([
    ['no business name', { businessName: '' }, 'Název společnosti je povinný'],
    ['a one-letter business name', { businessName: 'A' }, 'Název společnosti je povinný'],
    ['a short description', { description: 'Vážeme kytice.' }, 'Popis služeb musí mít alespoň 20 znaků'],
    ['no services', { services: '[]' }, 'Vyberte alespoň jednu kategorii služeb'],
    ['an unknown service', { services: '["flowers","neexistuje"]' }, 'Neznámá kategorie služeb: neexistuje'],
    ['no areas', { location: '' }, 'Vyberte alespoň jednu oblast poskytování služeb'],
    ['only commas as areas', { location: ' , ' }, 'Vyberte alespoň jednu oblast poskytování služeb'],
    ['an unknown area', { location: 'praha,mars' }, 'Neznámá oblast: mars'],
    ['no e-mail', { email: '' }, 'Zadejte platný email'],
    ['an invalid e-mail', { email: 'studio-pivonka' }, 'Zadejte platný email'],
    ['51 years', { yearsExperience: '51' }, 'Maximálně 50 let praxe'],
    ['negative years', { yearsExperience: '-2' }, 'Roky praxe musí být kladné číslo'],
    ['years as words', { yearsExperience: 'deset' }, 'Roky praxe musí být kladné číslo'],
    ['a short phone', { phone: '777 555' }, 'Zadejte platné telefonní číslo'],
    ['an unknown prefix', { phonePrefix: '+1' }, 'Neplatná telefonní předvolba'],
    ['an unknown field', { isDemo: 'false' }, 'Neznámé pole „isDemo“'],
  ])('refuses %s with the Czech message and changes nothing', async (_name, overrides, message) => {
    const before = await rowOf(provider.providerId);
    const response = await put(provider.agent, profileForm(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await rowOf(provider.providerId)).toEqual(before);
  });

  describe('the profile image', () => {
    it('stores a 400 × 400 WebP, replaces it and deletes the old file, and keeps it when no file is sent', async () => {
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#e91e63' } }).png().toBuffer();
      const first = await put(provider.agent, profileForm(), [photo, 'logo.png']).expect(200);
      const firstUrl = first.body.profileImageUrl as string;
      expect(firstUrl).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.webp$/);
      expect(await sharp(fileOf(firstUrl)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
      expect((await rowOf(provider.providerId)).profile_image_url).toBe(firstUrl);
      const served = await request(t.server).get(firstUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const unchanged = await put(provider.agent, profileForm()).expect(200);
      expect(unchanged.body.profileImageUrl).toBe(firstUrl);

      const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#3f51b5' } }).jpeg().toBuffer();
      const second = await put(provider.agent, profileForm(), [jpeg, 'novy.jpg']).expect(200);
      const secondUrl = second.body.profileImageUrl as string;
      expect(secondUrl).not.toBe(firstUrl);
      expect(fs.existsSync(fileOf(secondUrl))).toBe(true);
      expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
      expect(await sharp(fileOf(secondUrl)).metadata()).toMatchObject({ width: 400, height: 400 });
    });

    it('refuses a file over 5 MB, a text file named .png and a second file, changing nothing', async () => {
      const before = await rowOf(provider.providerId);
      const big = await put(provider.agent, profileForm({ businessName: 'Jiný název' }), [Buffer.alloc(6 * 1024 * 1024, 7), 'velky.png']).expect(400);
      expect(big.body.message).toBe('Obrázek může mít nejvýše 5 MB');
      const text = await put(provider.agent, profileForm({ businessName: 'Jiný název' }), [Buffer.from('jen text, žádný obrázek'), 'obrazek.png']).expect(400);
      expect(text.body.message).toBe('Nahrajte obrázek ve formátu JPG, PNG nebo WebP');
      const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
      const two = put(provider.agent, profileForm({ businessName: 'Jiný název' }));
      two.attach('profileImage', small, 'a.png').attach('profileImage', small, 'b.png');
      expect((await two.expect(400)).body.message).toBe('Nahrajte jen jeden obrázek');
      expect(await rowOf(provider.providerId)).toEqual(before);
      expect(fs.readdirSync(path.join(t.config.uploadsDir, 'profile'))).toEqual([path.basename(String(before.profile_image_url))]);
    });
  });

  it("changes only the signed-in provider's own profile", async () => {
    const other = await signedInProvider(t, { companyName: `Jiný dodavatel ${RUN}` });
    const before = await rowOf(provider.providerId);
    await put(other.agent, profileForm({ businessName: `Přejmenovaný jiný ${RUN}` })).expect(200);
    expect(await rowOf(provider.providerId)).toEqual(before);
    expect((await rowOf(other.providerId)).company_name).toBe(`Přejmenovaný jiný ${RUN}`);
  });
});
