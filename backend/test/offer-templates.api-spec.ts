import request from 'supertest';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

/** A tag unique to this run, so the file's rows can be found among other files'. */
const RUN = `sablony${process.pid}x${Date.now().toString(36)}`;
const TOO_MANY = 'Můžete mít nejvýše 10 šablon nabídek.';
const NAME_TAKEN = 'Šablonu s tímto názvem už máte. Zvolte jiný název.';

type Template = {
  id: number;
  name: string;
  message: string;
  includedItems: string[];
  priceKind: string;
  priceMin: number;
  priceMax: number | null;
  createdAt: string;
  updatedAt: string;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Celodenní focení',
  message: 'Dobrý den, rádi vám svatbu nafotíme. V ceně je celý den a 400 upravených fotografií.',
  priceKind: 'from',
  priceMin: 25_000,
  includedItems: ['Celodenní focení', ' 400 upravených fotografií ', ''],
  ...overrides,
});

/** Issue 45, "offer templates": a provider's named starting points for offers, at most 10, with the offer's rules. */
describe('offer templates (API)', () => {
  let t: TestApp;
  let provider: SignedInProvider;

  const create = (who: SignedInProvider, overrides: Record<string, unknown> = {}) =>
    who.agent.post('/api/offer-templates').send(body(overrides));
  const names = async (who: SignedInProvider) =>
    ((await who.agent.get('/api/offer-templates').expect(200)).body as Template[]).map((template) => template.name);
  const stored = async (providerId: number) =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM offer_templates WHERE provider_id = $1`, [providerId])) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await signedInProvider(t, { companyName: `Foto Šablony ${RUN}` });
  });
  afterAll(() => t.close());

  it('is for provider accounts only (401 visitor, 403 couple)', async () => {
    await request(t.server).get('/api/offer-templates').expect(401);
    await request(t.server).post('/api/offer-templates').send(body()).expect(401);
    const couple = await signedInCouple(t);
    await couple.agent.get('/api/offer-templates').expect(403);
    await couple.agent.post('/api/offer-templates').send(body()).expect(403);
  });

  it('creates, lists by name, updates and deletes a template, items cleaned like an offer’s', async () => {
    const created = (await create(provider, { name: 'Základ' }).expect(201)).body as Template;
    expect(created).toMatchObject({
      name: 'Základ',
      priceKind: 'from',
      priceMin: 25_000,
      priceMax: null,
      includedItems: ['Celodenní focení', '400 upravených fotografií'],
    });
    await create(provider, { name: 'Akce', priceKind: 'range', priceMin: 20_000, priceMax: 30_000 }).expect(201);
    expect(await names(provider)).toEqual(['Akce', 'Základ']);

    const updated = (
      await provider.agent.put(`/api/offer-templates/${created.id}`).send(body({ name: 'Základ 2026', priceKind: 'exact', priceMin: 27_000 })).expect(200)
    ).body as Template;
    expect(updated).toMatchObject({ id: created.id, name: 'Základ 2026', priceKind: 'exact', priceMin: 27_000 });
    const [row] = (await t.dataSource.query(`SELECT name, price_min AS "priceMin" FROM offer_templates WHERE id = $1`, [created.id])) as Array<{
      name: string;
      priceMin: number;
    }>;
    expect(row).toEqual({ name: 'Základ 2026', priceMin: 27_000 });

    await provider.agent.delete(`/api/offer-templates/${created.id}`).expect(204);
    await provider.agent.delete(`/api/offer-templates/${created.id}`).expect(404);
    expect(await names(provider)).toEqual(['Akce']);
  });

  it("applies the offer's rules (400, Czech, per field)", async () => {
    const other = await signedInProvider(t, { companyName: `Foto Pravidla ${RUN}` });
    const range = await create(other, { priceKind: 'range', priceMin: 20_000 }).expect(400);
    expect(JSON.stringify(range.body)).toContain('U rozmezí vyplňte i horní hranici ceny');
    const below = await create(other, { priceKind: 'range', priceMin: 20_000, priceMax: 10_000 }).expect(400);
    expect(JSON.stringify(below.body)).toContain('Horní hranice ceny nesmí být nižší než dolní');
    const forbidden = await create(other, { priceKind: 'exact', priceMax: 40_000 }).expect(400);
    expect(JSON.stringify(forbidden.body)).toContain('Horní hranici ceny vyplňte jen u cenového rozmezí');
    const short = await create(other, { message: 'Krátce' }).expect(400);
    expect(JSON.stringify(short.body)).toContain('Zpráva musí mít alespoň 10 znaků');
    const noName = await create(other, { name: '  ' }).expect(400);
    expect(JSON.stringify(noName.body)).toContain('Název šablony je povinný');
    const longName = await create(other, { name: 'N'.repeat(81) }).expect(400);
    expect(JSON.stringify(longName.body)).toContain('Název šablony může mít nejvýše 80 znaků');
    await create(other, { priceMin: -1 }).expect(400);
    expect(await stored(other.providerId)).toBe(0);
  });

  it('keeps names unique per provider (409) but lets another provider use the same name', async () => {
    const one = await signedInProvider(t, { companyName: `Foto Jméno A ${RUN}` });
    const two = await signedInProvider(t, { companyName: `Foto Jméno B ${RUN}` });
    const first = (await create(one, { name: 'Svatba' }).expect(201)).body as Template;
    const again = await create(one, { name: 'Svatba' }).expect(409);
    expect(again.body.message).toBe(NAME_TAKEN);
    await create(two, { name: 'Svatba' }).expect(201);

    const second = (await create(one, { name: 'Obřad' }).expect(201)).body as Template;
    const renamed = await one.agent.put(`/api/offer-templates/${second.id}`).send(body({ name: 'Svatba' })).expect(409);
    expect(renamed.body.message).toBe(NAME_TAKEN);
    // Another provider's template is not found, neither to change nor to delete.
    await two.agent.put(`/api/offer-templates/${first.id}`).send(body({ name: 'Cizí' })).expect(404);
    await two.agent.delete(`/api/offer-templates/${first.id}`).expect(404);
    expect(await names(one)).toEqual(['Obřad', 'Svatba']);
  });

  it('keeps at most 10 templates, also when two saves race for the last place', async () => {
    const busy = await signedInProvider(t, { companyName: `Foto Deset ${RUN}` });
    for (let index = 1; index <= 9; index += 1) await create(busy, { name: `Šablona ${index}` }).expect(201);
    const answers = await Promise.all([create(busy, { name: 'Závod A' }), create(busy, { name: 'Závod B' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(TOO_MANY);
    const over = await create(busy, { name: 'Jedenáctá' }).expect(409);
    expect(over.body.message).toBe(TOO_MANY);
    expect(await stored(busy.providerId)).toBe(10);
  });

  it("exports the templates with the provider's account", async () => {
    const exporter = await signedInProvider(t, { companyName: `Foto Export Šablon ${RUN}` });
    await create(exporter, { name: 'Do exportu' }).expect(201);
    const exported = (await exporter.agent.get('/api/account/export').expect(200)).body as { offerTemplates: Template[] };
    expect(exported.offerTemplates).toEqual([expect.objectContaining({ name: 'Do exportu', priceKind: 'from', priceMin: 25_000 })]);
    await t.dataSource.query(`DELETE FROM provider_profiles WHERE id = $1`, [exporter.providerId]);
    expect(await stored(exporter.providerId)).toBe(0);
  });
});
