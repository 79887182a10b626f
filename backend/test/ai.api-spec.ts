import request from 'supertest';
import { OpenAiStandIn } from './support/openai-stand-in';
import { createTestApp, TestApp } from './support/test-app';

const QUOTA_MESSAGE = 'AI služba dočasně nedostupná (kvóta 429). Popište prosím své představy ručně.';
const FAILURE_MESSAGE = 'Nepodařilo se vygenerovat text. Popište prosím své představy ručně.';
const ENDPOINT = '/api/ai/generate-description';

const form = (overrides: Record<string, unknown> = {}) => ({
  coupleName: 'Jana a Petr',
  weddingDate: '2026-09-12',
  services: ['photography', 'catering', 'dj'],
  location: 'Zámek Loučeň',
  budget: '150 000 Kč',
  ...overrides,
});

/*
 * Every request to the endpoint counts against its limit of 10 a minute per address, invalid ones
 * included (the guard runs before validation): each block below stays under it, and the limit
 * itself is tested on an app of its own.
 */
describe('POST /api/ai/generate-description with the OpenAI adapter', () => {
  const standIn = new OpenAiStandIn();
  let t: TestApp;

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('drafts the text through Chat Completions with the model, key, Czech prompt and the form', async () => {
    const drafted = 'Dne 12. září 2026 se bereme na zámku Loučeň. Hledáme fotografa, catering a DJ.';
    standIn.reset({ kind: 'ok', text: `\n  ${drafted}  \n` });
    const response = await request(t.server).post(ENDPOINT).send(form()).expect(200);
    expect(response.body).toEqual({ generatedText: drafted, source: 'openai' });

    expect(standIn.received).toHaveLength(1);
    const [call] = standIn.received;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer sk-test');
    expect(call.body.model).toBe('test-model');
    const [system, user] = call.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('češtinou');
    expect(system.content).toMatch(/první osobě množného čísla/);
    expect(system.content).toMatch(/80 až 150 slov/);
    expect(user.role).toBe('user');
    // The names are required but never sent (issue 43; attacks.api-spec.ts).
    expect(`${system.content}\n${user.content}`).not.toMatch(/Jana|Petr/);
    // Category ids become their Czech names.
    expect(user.content).toContain('Fotografie, Catering a DJ');
    expect(user.content).not.toContain('photography');
    expect(user.content).toContain('12. září 2026');
    expect(user.content).toContain('Zámek Loučeň');
    expect(user.content).toContain('150 000 Kč');
  });

  it("answers 429 with the quota message when OpenAI's quota is exhausted", async () => {
    standIn.reset({ kind: '429' });
    const response = await request(t.server).post(ENDPOINT).send(form()).expect(429);
    expect(response.body).toEqual({ statusCode: 429, message: QUOTA_MESSAGE });
    // No retries: one call reached the service.
    expect(standIn.received).toHaveLength(1);
  });

  it('answers 502 when OpenAI fails with 500', async () => {
    standIn.reset({ kind: '500' });
    const response = await request(t.server).post(ENDPOINT).send(form()).expect(502);
    expect(response.body).toEqual({ statusCode: 502, message: FAILURE_MESSAGE });
    expect(standIn.received).toHaveLength(1);
  });

  it('answers 502 when OpenAI answers with an empty text', async () => {
    standIn.reset({ kind: 'empty' });
    const response = await request(t.server).post(ENDPOINT).send(form()).expect(502);
    expect(response.body.message).toBe(FAILURE_MESSAGE);
  });

  it('gives up after OPENAI_TIMEOUT_MS when OpenAI does not answer, with 502', async () => {
    standIn.reset({ kind: 'hang' });
    const started = Date.now();
    const response = await request(t.server).post(ENDPOINT).send(form()).expect(502);
    const elapsed = Date.now() - started;
    expect(response.body.message).toBe(FAILURE_MESSAGE);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
    expect(standIn.received).toHaveLength(1);
  });

  describe('validation (nothing reaches OpenAI)', () => {
    beforeEach(() => standIn.reset({ kind: 'ok', text: 'nemá se použít' }));
    afterEach(() => expect(standIn.received).toHaveLength(0));

    it('wants the couple names', async () => {
      const { coupleName: _omitted, ...withoutNames } = form();
      const response = await request(t.server).post(ENDPOINT).send(withoutNames).expect(400);
      expect(response.body.message).toBe('Jména páru jsou povinná');
      expect(response.body.errors).toEqual([{ field: 'coupleName', message: 'Jména páru jsou povinná' }]);
    });

    it('wants at least one service', async () => {
      const response = await request(t.server).post(ENDPOINT).send(form({ services: [] })).expect(400);
      expect(response.body.message).toBe('Vyberte alespoň jednu službu');
    });

    it('refuses a 10 kB location in Czech', async () => {
      const response = await request(t.server)
        .post(ENDPOINT)
        .send(form({ location: 'Praha '.repeat(1700) }))
        .expect(400);
      expect(response.body.message).toBe('Lokalita může mít nejvýše 200 znaků');
      expect(response.body.errors).toEqual([{ field: 'location', message: 'Lokalita může mít nejvýše 200 znaků' }]);
    });
  });
});

describe('POST /api/ai/generate-description offline (no OPENAI_API_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('drafts a deterministic Czech text from the form', async () => {
    const first = await request(t.server).post(ENDPOINT).send(form()).expect(200);
    expect(first.body.source).toBe('offline');
    const text: string = first.body.generatedText;
    expect(text).not.toMatch(/Jana|Petr/);
    expect(text).toContain('12. září 2026');
    expect(text).toContain('Hledáme fotografa, catering a DJe.');
    expect(text).toContain('Zámek Loučeň');
    expect(text).toContain('150 000 Kč');
    expect(text).not.toMatch(/photography|undefined|null|\[|\{/);
    expect(text).toBe(text.trim());

    const second = await request(t.server).post(ENDPOINT).send(form()).expect(200);
    expect(second.body).toEqual(first.body);
  });

  it('says the date is not chosen yet, and keeps a service id it does not know', async () => {
    const response = await request(t.server)
      .post(ENDPOINT)
      .send(form({ weddingDate: 'ještě nemám vybráno datum', services: ['photography', 'vlastni-sluzba'] }))
      .expect(200);
    const text: string = response.body.generatedText;
    expect(text).toContain('datum ale zatím nemáme vybrané');
    expect(text).not.toContain('ještě nemám vybráno datum');
    expect(text).toContain('Hledáme fotografa a vlastni-sluzba.');
  });
});

describe('POST /api/ai/generate-description rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the 11th request within a minute with 429 in Czech', async () => {
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await request(t.server).post(ENDPOINT).send(form({ coupleName: `Pár ${attempt}` }));
      statuses.push(response.status);
      last = response.body;
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(last.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.');
  });
});
