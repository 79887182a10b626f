import request from 'supertest';
import { AuthRepository } from '../src/auth/auth.repository';
import { User } from '../src/auth/entities/user.entity';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const PASSWORD = 'svatba2026';

function registerBody(email: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('svatby.sid='))?.split(';')[0];
}

describe('Auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'spravce@svatby.test', ADMIN_PASSWORD: 'admin-heslo-123' });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates the account, signs it in and stores an argon2id hash', async () => {
      const email = uniqueEmail('jana');
      const agent = t.agent();
      const response = await agent.post('/api/auth/register').send(registerBody(email.toUpperCase())).expect(201);
      expect(response.body).toMatchObject({
        autoLogin: true,
        message: 'Registrace proběhla úspěšně. Na váš e-mail jsme poslali odkaz pro jeho ověření.',
        user: { email, firstName: 'Jana', lastName: 'Nováková', isAdmin: false, emailVerified: false, hasPassword: true },
      });
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.email).toBe(email);
      const [row] = await t.dataSource.query('SELECT password_hash FROM users WHERE email = $1', [email]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(me.body).not.toHaveProperty('passwordHash');
    });

    it("refuses a taken e-mail with a message containing 'již registrován' and creates nothing", async () => {
      const email = uniqueEmail('dup');
      await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(201);
      const again = await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(409);
      expect(again.body.message).toContain('již registrován');
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
      expect(count).toBe(1);
    });

    it("answers 'Hesla se neshodují' when the confirmation differs", async () => {
      const response = await request(t.server)
        .post('/api/auth/register')
        .send(registerBody(uniqueEmail(), { confirmPassword: 'jine-heslo' }))
        .expect(400);
      expect(response.body.message).toBe('Hesla se neshodují');
      expect(response.body.errors).toEqual([{ field: 'confirmPassword', message: 'Hesla se neshodují' }]);
    });
  });

  it("loads the session's account with every column the entity selects (its own prepared statement)", async () => {
    const email = uniqueEmail('session');
    await t.dataSource.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, google_id, stripe_customer_id, profile_image_url, email_verified_at)
       VALUES ($1, 'hash', 'Jana', 'Nováková', 'g-123', 'cus_123', 'https://example.cz/a.jpg', now())`,
      [email],
    );
    const byEntity = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    const bySession = await t.app.get(AuthRepository).findSessionUser(byEntity.id);
    expect(bySession).toBeInstanceOf(User);
    expect(bySession).toEqual(byEntity);
    expect(bySession?.passwordHash).toBeUndefined();
    expect(await t.app.get(AuthRepository).findSessionUser(2_000_000_000)).toBeNull();
  });

  describe('login and logout', () => {
    it('signs in with the right password and issues a new session id (no fixation)', async () => {
      const email = uniqueEmail('login');
      const register = await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(201);
      const firstCookie = sessionCookie(register)!;
      const wrong = await request(t.server).post('/api/auth/login').send({ email, password: 'spatne-heslo' }).expect(401);
      expect(wrong.body.message).toBe('Neplatné přihlašovací údaje');

      // Signing in from a session that already exists must not keep its id.
      const login = await request(t.server)
        .post('/api/auth/login')
        .set('Cookie', firstCookie)
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(login.body.user.email).toBe(email);
      const secondCookie = sessionCookie(login)!;
      expect(secondCookie).toBeDefined();
      expect(secondCookie).not.toBe(firstCookie);
      await request(t.server).get('/api/auth/user').set('Cookie', secondCookie).expect(200);
      await request(t.server).get('/api/auth/user').set('Cookie', firstCookie).expect(401);
    });

    it('gives the same answer for an unknown e-mail and a wrong password', async () => {
      const unknown = await request(t.server)
        .post('/api/auth/login')
        .send({ email: uniqueEmail('nobody'), password: PASSWORD })
        .expect(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: 'Neplatné přihlašovací údaje' });
    });

    // Issue 43 item 9: logout is a POST (a GET ends nothing, attacks.api-spec.ts); it answers 200 and the app opens /.
    it('logout destroys the session server-side and clears the cookie', async () => {
      const email = uniqueEmail('logout');
      const register = await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(201);
      const cookie = sessionCookie(register)!;
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      const [{ count: before }] = await t.dataSource.query('SELECT count(*)::int AS count FROM user_sessions WHERE sid = $1', [sid]);
      expect(before).toBe(1);
      const logout = await request(t.server).post('/api/logout').set('Cookie', cookie).expect(200);
      expect(logout.body).toEqual({ message: 'Odhlášení proběhlo úspěšně' });
      expect(([] as string[]).concat(logout.headers['set-cookie'] ?? []).join(';')).toMatch(/svatby\.sid=;.*Expires=Thu, 01 Jan 1970/);
      await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
      const [{ count: after }] = await t.dataSource.query('SELECT count(*)::int AS count FROM user_sessions WHERE sid = $1', [sid]);
      expect(after).toBe(0);
    });

    it("a visitor's reads get no session; logout without one still answers 200", async () => {
      // (Other test files share the database, so no count of user_sessions here.)
      for (const path of ['/api/service-requests', '/api/service-categories', '/api/locations']) {
        const response = await request(t.server).get(path).expect(200);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const logout = await request(t.server).post('/api/logout').expect(200);
      expect(logout.body).toEqual({ message: 'Odhlášení proběhlo úspěšně' });
    });

    it('answers 401 to a visitor asking for the user', async () => {
      const response = await request(t.server).get('/api/auth/user').expect(401);
      expect(response.body.message).toBe('Pro tuto akci se musíte přihlásit');
    });
  });

  describe('isAdmin and the admin account from the environment', () => {
    it('is 401 for a visitor, 403 with isAdmin false for a user, 200 for the admin', async () => {
      await request(t.server).get('/api/isAdmin').expect(401);
      const user = t.agent();
      await user.post('/api/auth/register').send(registerBody(uniqueEmail('plain'))).expect(201);
      const forbidden = await user.get('/api/isAdmin').expect(403);
      expect(forbidden.body).toMatchObject({ isAdmin: false, message: 'Admin access required' });

      const admin = t.agent();
      const login = await admin.post('/api/auth/login').send({ email: 'spravce@svatby.test', password: 'admin-heslo-123' }).expect(200);
      expect(login.body.user.isAdmin).toBe(true);
      await admin.get('/api/isAdmin').expect(200, { isAdmin: true });
    });
  });

  describe('forgot and reset password', () => {
    async function requestReset(email: string): Promise<string> {
      const response = await request(t.server).post('/api/auth/forgot-password').send({ email }).expect(200);
      expect(response.body.devResetLink).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      return new URL(response.body.devResetLink as string).searchParams.get('token')!;
    }

    it('queues the e-mail with the link, stores only a hash, and the token works once', async () => {
      const email = uniqueEmail('reset');
      const oldSession = t.agent();
      await oldSession.post('/api/auth/register').send(registerBody(email)).expect(201);

      const token = await requestReset(email);
      const [mail] = await t.dataSource.query(
        `SELECT template, subject, text_body, html_body, status FROM mail_outbox WHERE to_email = $1 AND template = 'password-reset'`,
        [email],
      );
      expect(mail).toMatchObject({ template: 'password-reset', subject: 'Obnovení hesla – Svatby' });
      expect(mail.text_body).toContain(`/reset-password?token=${token}`);
      expect(mail.html_body).toContain(`/reset-password?token=${token}`);
      const stored = await t.dataSource.query('SELECT token_hash FROM password_reset_tokens WHERE token_hash = $1', [token]);
      expect(stored).toHaveLength(0);

      const reset = await request(t.server)
        .post('/api/reset-password')
        .send({ token, password: 'nove-heslo-2026' })
        .expect(200);
      expect(reset.body.message).toContain('Heslo bylo změněno');
      // Every session of the account ends with the reset.
      await oldSession.get('/api/auth/user').expect(401);
      await request(t.server).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await request(t.server).post('/api/auth/login').send({ email, password: 'nove-heslo-2026' }).expect(200);

      const reuse = await request(t.server).post('/api/reset-password').send({ token, password: 'treti-heslo-2026' }).expect(400);
      expect(reuse.body.message).toContain('neplatný nebo vypršel');
    });

    it('refuses an expired token and an older token once a newer one was issued', async () => {
      const email = uniqueEmail('expired');
      await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(201);
      const first = await requestReset(email);
      const second = await requestReset(email);
      await request(t.server).post('/api/reset-password').send({ token: first, password: 'nove-heslo-2026' }).expect(400);
      await t.dataSource.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'
         WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      await request(t.server).post('/api/reset-password').send({ token: second, password: 'nove-heslo-2026' }).expect(400);
    });

    it('answers an unknown address exactly like a known one and queues nothing', async () => {
      const email = uniqueEmail('ghost');
      const response = await request(t.server).post('/api/auth/forgot-password').send({ email }).expect(200);
      expect(response.body.message).toContain('Pokud je tento e-mail u nás registrován');
      expect(response.body).not.toHaveProperty('devResetLink');
      const rows = await t.dataSource.query('SELECT 1 FROM mail_outbox WHERE to_email = $1', [email]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('test login and the Google configuration', () => {
    it('signs in as a seeded test account only', async () => {
      const agent = t.agent();
      const response = await agent.post('/api/auth/test-login').send({ email: 'test.par@svatby.cz' }).expect(200);
      expect(response.body.user.email).toBe('test.par@svatby.cz');
      await agent.get('/api/auth/user').expect(200);

      const email = uniqueEmail('victim');
      await request(t.server).post('/api/auth/register').send(registerBody(email)).expect(201);
      const refused = await request(t.server).post('/api/auth/test-login').send({ email }).expect(403);
      expect(refused.body.message).toBe('Testovací přihlášení je možné jen pro testovací účty');
    });

    it('reports the Google setup and redirects back to /login when it is missing', async () => {
      const debug = await request(t.server).get('/api/auth/debug').expect(200);
      expect(debug.body).toEqual({
        hasClientId: false,
        hasClientSecret: false,
        domain: 'localhost:3000',
        callbackUrl: 'http://localhost:3000/api/auth/google/callback',
        testLoginEnabled: true,
        testAccounts: [
          { email: 'test.par@svatby.cz', label: 'Testovací pár' },
          { email: 'test.dodavatel@svatby.cz', label: 'Testovací dodavatel' },
        ],
      });
      const google = await request(t.server).get('/api/auth/google').expect(302);
      expect(google.headers.location).toBe('/login?google=nenastaveno');
    });
  });
});

describe('Auth API in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      ENABLE_TEST_LOGIN: 'true',
      PAYMENTS_OFFLINE: 'true',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      APP_URL: 'https://svatby.example.cz',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('never allows the test login, whatever ENABLE_TEST_LOGIN says', async () => {
    const response = await request(t.server).post('/api/auth/test-login').send({ email: 'test.par@svatby.cz' }).expect(404);
    expect(response.body.message).toBe('Testovací přihlášení není povoleno');
  });

  it('returns no devResetLink and sets Secure session cookies behind TLS', async () => {
    const email = uniqueEmail('prod');
    const register = await request(t.server)
      .post('/api/auth/register')
      .set('X-Forwarded-Proto', 'https')
      .send(registerBody(email))
      .expect(201);
    const cookie = ([] as string[]).concat(register.headers['set-cookie'] ?? []).find((c) => c.startsWith('svatby.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const forgot = await request(t.server).post('/api/auth/forgot-password').send({ email }).expect(200);
    expect(forgot.body).not.toHaveProperty('devResetLink');
  });

  it('redirects to Google with the configured client and callback', async () => {
    const response = await request(t.server)
      .get('/api/auth/google?returnTo=/poptavky')
      .set('X-Forwarded-Proto', 'https')
      .expect(302);
    const location = new URL(response.headers.location as string);
    expect(location.host).toBe('accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('client-id.apps.googleusercontent.com');
    expect(location.searchParams.get('redirect_uri')).toBe('https://svatby.example.cz/api/auth/google/callback');
    expect(location.searchParams.get('scope')).toBe('email profile');
    // The way back travels in a short signed cookie with the state, not in a session row.
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sessionCookie(response)).toBeUndefined();
    const roundTrip = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('svatby.oauth='));
    expect(roundTrip).toMatch(/Secure/i);
  });
});
