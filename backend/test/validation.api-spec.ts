import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { createTestApp, TEST_FRONTEND, TestApp, uniqueEmail } from './support/test-app';

/** English texts that would mean a message slipped through untranslated. */
const ENGLISH = /should|must be|property|Bad Request|Unexpected|JSON at|Internal/;
const LONG = 'a'.repeat(10_240);

interface Case {
  name: string;
  body: unknown;
  raw?: string;
  message: string | RegExp;
}

const endpoints: Array<{ path: string; valid: Record<string, unknown>; cases: Case[] }> = [
  {
    path: '/api/auth/register',
    valid: { firstName: 'Jana', lastName: 'Nová', email: 'x@example.cz', password: 'heslo123', confirmPassword: 'heslo123' },
    cases: [
      { name: 'missing fields', body: {}, message: 'Jméno je povinné' },
      { name: 'short first name', body: { firstName: 'J' }, message: 'Jméno je povinné' },
      { name: 'short last name', body: { lastName: 'N' }, message: 'Příjmení je povinné' },
      { name: 'bad e-mail', body: { email: 'not-an-email' }, message: 'Zadejte platný email' },
      { name: 'short password', body: { password: '1234567', confirmPassword: '1234567' }, message: 'Heslo musí mít alespoň 8 znaků' },
      { name: 'common password', body: { password: 'password1', confirmPassword: 'password1' }, message: 'Toto heslo patří mezi nejčastěji používaná a dá se snadno uhodnout. Zvolte prosím jiné.' },
      { name: 'wrong types', body: { firstName: 42 }, message: 'Jméno je povinné' },
      { name: '10 kB string', body: { lastName: LONG }, message: 'Příjmení může mít nejvýše 100 znaků' },
      { name: '10 kB password', body: { password: LONG, confirmPassword: LONG }, message: 'Heslo může mít nejvýše 200 znaků' },
    ],
  },
  {
    path: '/api/auth/login',
    valid: { email: 'x@example.cz', password: 'heslo123' },
    cases: [
      { name: 'missing fields', body: {}, message: 'Zadejte platný email' },
      { name: 'wrong types', body: { email: ['a@b.cz'] }, message: 'Zadejte platný email' },
      { name: 'short password', body: { password: '1' }, message: 'Heslo musí mít alespoň 6 znaků' },
      { name: '10 kB e-mail', body: { email: `${LONG}@example.cz` }, message: 'Zadejte platný email' },
    ],
  },
  {
    path: '/api/auth/forgot-password',
    valid: { email: 'x@example.cz' },
    cases: [
      { name: 'missing e-mail', body: {}, message: 'Zadejte platnou emailovou adresu' },
      { name: 'bad e-mail', body: { email: 'abc' }, message: 'Zadejte platnou emailovou adresu' },
      { name: 'wrong type', body: { email: 12345 }, message: 'Zadejte platnou emailovou adresu' },
      { name: '10 kB e-mail', body: { email: LONG }, message: 'Zadejte platnou emailovou adresu' },
    ],
  },
  {
    path: '/api/reset-password',
    valid: { token: 'abc', password: 'noveheslo1' },
    cases: [
      { name: 'missing token', body: { token: undefined }, message: 'Neplatný nebo chybějící token pro reset hesla' },
      { name: 'short password', body: { password: 'kratke' }, message: 'Heslo musí mít alespoň 8 znaků' },
      { name: 'wrong types', body: { token: { $ne: null } }, message: 'Neplatný nebo chybějící token pro reset hesla' },
      { name: '10 kB token', body: { token: LONG }, message: 'Neplatný nebo chybějící token pro reset hesla' },
    ],
  },
  {
    path: '/api/auth/test-login',
    valid: { email: 'test.par@svatby.cz' },
    cases: [
      { name: 'missing e-mail', body: {}, message: 'Zadejte platný email' },
      { name: '10 kB e-mail', body: { email: LONG }, message: 'Zadejte platný email' },
    ],
  },
];

describe('Bad input on the auth endpoints', () => {
  let t: TestApp;
  let clientIp = 0;
  beforeAll(async () => {
    // Behind a trusted proxy each request can come from its own address, so the rate limits
    // (tested in security.api-spec.ts) stay out of the way of this table.
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  const client = (path: string) => {
    clientIp += 1;
    return request(t.server).post(path).set('X-Forwarded-For', `10.0.${Math.floor(clientIp / 250)}.${clientIp % 250}`);
  };
  afterAll(() => t.close());

  describe.each(endpoints)('$path', ({ path, valid, cases }) => {
    it.each(cases)('$name → 400 with a Czech message', async ({ body, message }) => {
      const email = uniqueEmail('invalid');
      const base = 'email' in valid && path !== '/api/auth/test-login' ? { ...valid, email } : valid;
      const payload = Object.keys(body as object).length ? { ...base, ...(body as object) } : body;
      const response = await client(path).send(payload as object);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(message instanceof RegExp ? expect.stringMatching(message) : message);
      expect(response.body.message).not.toMatch(ENGLISH);
      // Nothing half-written.
      const rows = await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    });

    it('malformed JSON → 400', async () => {
      const response = await client(path).set('Content-Type', 'application/json').send('{"email": ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Tělo požadavku není platný JSON' });
    });

    it('an unknown field → 400 naming it', async () => {
      const response = await client(path).send({ ...valid, isAdmin: true });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Neznámé pole „isAdmin“');
    });

    it('a JSON array or string instead of an object → 400', async () => {
      for (const raw of ['[]', '"text"', 'null', '42']) {
        const response = await client(path).set('Content-Type', 'application/json').send(raw);
        expect(response.status).toBe(400);
        expect(response.body.message).not.toMatch(ENGLISH);
      }
    });
  });

  it('a body over 100 kB → 413 in Czech, not 500', async () => {
    const response = await request(t.server)
      .post('/api/auth/register')
      .send({ firstName: 'a'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Požadavek je příliš velký');
  });

  it('an unknown API path → 404 in Czech', async () => {
    const response = await request(t.server).get('/api/neexistuje').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Požadovaná stránka nebo záznam neexistuje' });
  });

  it('a body that is neither JSON nor a multipart form → 415 in Czech', async () => {
    for (const [type, body] of [
      ['text/plain', 'email=a@b.cz'],
      ['application/x-www-form-urlencoded', 'email=a%40b.cz&password=x'],
      ['application/xml', '<login/>'],
    ]) {
      const response = await request(t.server).post('/api/auth/login').set('Content-Type', type).send(body);
      expect({ type, status: response.status, body: response.body }).toEqual({
        type,
        status: 415,
        body: { statusCode: 415, message: 'Nepodporovaný formát požadavku' },
      });
    }
  });

  it('every answer carries an X-Request-Id, also an error', async () => {
    const ok = await request(t.server).get('/api/health').expect(200);
    const failed = await request(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  describe('with the built frontend served beside the API', () => {
    it('answers page paths with index.html (not cached, an unknown page 404) and hashed assets cached for a year', async () => {
      const boot = TEST_FRONTEND.index.slice(TEST_FRONTEND.index.indexOf('<body>'), TEST_FRONTEND.index.indexOf('<!-- page-content'));
      for (const [page, status] of [['/', 200], ['/poptavky', 200], ['/faq', 200], ['/admin/neco', 404]] as const) {
        const response = await request(t.server).get(page).expect(status);
        expect(response.text).toContain(boot);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const asset = await request(t.server).get(`/${TEST_FRONTEND.asset}`).expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("sends a hashed asset's precompressed copy the client accepts (brotli first), as is to one that accepts none", async () => {
      const { path: file, body } = TEST_FRONTEND.precompressed;
      const copy = (extension: string) => fs.readFileSync(path.join(t.frontendDir, `${file}.${extension}`));
      const copies = { br: copy('br'), gzip: copy('gz') };
      for (const [accepted, encoding] of [
        // Chromium's header: brotli is the smaller copy, whatever the order.
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, br;q=0', 'gzip'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await request(t.server).get(`/${file}`).set('Accept-Encoding', accepted).expect(200);
        expect({ accepted, encoding: response.headers['content-encoding'] }).toEqual({ accepted, encoding });
        // The build's copy went over the wire (its length), and decodes to the script.
        expect(response.headers['content-length']).toBe(String(copies[encoding].length));
        expect(response.text).toBe(body);
        expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
        expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const plain = await request(t.server).get(`/${file}`).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(body);
    });

    it('answers a precompressed copy gone since the start as an unknown path, not as a compressed page', async () => {
      const { path: file } = TEST_FRONTEND.precompressed;
      const copy = path.join(t.frontendDir, `${file}.br`);
      const bytes = fs.readFileSync(copy);
      fs.rmSync(copy);
      try {
        // Labelled with the copy's encoding, the page could not be decoded.
        const response = await request(t.server).get(`/${file}`).set('Accept-Encoding', 'br').expect(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.text).toContain('<html lang="cs">');
      } finally {
        fs.writeFileSync(copy, bytes);
      }
    });

    it('leaves /api, /docs and /uploads to the server: JSON errors, never the page', async () => {
      expect((await request(t.server).get('/api').expect(404)).body.statusCode).toBe(404);
      expect((await request(t.server).get('/uploads/portfolio/chybi.webp').expect(404)).body.statusCode).toBe(404);
      expect((await request(t.server).post('/poptavky').send({}).expect(404)).body.statusCode).toBe(404);
    });

    it('keeps the API honest: malformed JSON 400 and a large body 413, not the SPA or a 404', async () => {
      const malformed = await request(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Tělo požadavku není platný JSON' });
      const large = await request(t.server).post('/api/service-requests').send({ description: 'x'.repeat(200_000) });
      expect(large.status).toBe(413);
    });
  });
});
