import { signedInCouple, signedInProvider } from './support/accounts';
import { SendGridStandIn } from './support/sendgrid-stand-in';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const STATUS = '/api/debug/sendgrid';
const TEST_SEND = '/api/debug/sendgrid/test';
const EXPECTED_FORMAT = 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy';
const RUN = `${process.pid}x${Date.now().toString(36)}`;

/** A key shaped like SendGrid's: 'SG.' + 22 + '.' + 43 characters. */
const KEY_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const KEY_SECRET = 'MiddleSecretPart0123456789abcdefghijklmnopq';
const API_KEY = `SG.${KEY_ID}.${KEY_SECRET}`;

type Agent = ReturnType<TestApp['agent']>;

async function signInAdmin(t: TestApp, email: string, password: string): Promise<Agent> {
  const admin = t.agent();
  await admin.post('/api/auth/login').set('X-Forwarded-For', '10.88.0.1').send({ email, password }).expect(200);
  return admin;
}

async function outboxRowsTo(t: TestApp, email: string) {
  return (await t.dataSource.query(
    `SELECT template, subject, status, attempts, transport, provider_message_id AS "providerMessageId", last_error AS "lastError"
       FROM mail_outbox WHERE to_email = $1 ORDER BY id`,
    [email],
  )) as Array<{ template: string; subject: string; status: string; attempts: number; transport: string; providerMessageId: string | null; lastError: string | null }>;
}

const ADMIN_EMAIL = `spravce.diag.${RUN}@svatby.test`;
const ADMIN_PASSWORD = 'admin-heslo-diag';
const ADMIN_ENV = { TRUST_PROXY: 'true', ADMIN_EMAIL, ADMIN_PASSWORD };

/**
 * The three apps (no key, a SendGrid key at the stand-in, a key of the wrong format) stay up for the
 * whole file: passport's session deserializer is process-wide, and a closed app's would fail the
 * sign-ins of the next one.
 */
const standIn = new SendGridStandIn();
const apps: TestApp[] = [];
async function appWith(env: Record<string, string>): Promise<{ t: TestApp; admin: Agent }> {
  const t = await createTestApp({ ...ADMIN_ENV, ...env });
  apps.push(t);
  return { t, admin: await signInAdmin(t, ADMIN_EMAIL, ADMIN_PASSWORD) };
}
afterAll(async () => {
  for (const t of apps) await t.close();
  await standIn.stop();
});

describe('E-mail diagnostics without a SendGrid key', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, admin } = await appWith({}));
  });

  it('answers 401 to a visitor on both routes', async () => {
    const visitor = t.agent();
    expect((await visitor.get(STATUS).expect(401)).body.message).toBe('Authentication required');
    expect((await visitor.post(TEST_SEND).send({ email: 'a@b.cz' }).expect(401)).body.message).toBe('Authentication required');
  });

  it('answers 403 to a provider and to a couple on both routes', async () => {
    const provider = await signedInProvider(t, { companyName: `Diagnostika ${RUN}` });
    const couple = await signedInCouple(t);
    for (const { agent } of [provider, couple]) {
      expect((await agent.get(STATUS).expect(403)).body.message).toBe('Admin access required');
      expect((await agent.post(TEST_SEND).send({ email: 'a@b.cz' }).expect(403)).body.message).toBe('Admin access required');
    }
  });

  it('says that no key is set and mail goes to the log', async () => {
    const { body } = await admin.get(STATUS).expect(200);
    expect(body).toEqual({
      hasApiKey: false,
      apiKeyLength: 0,
      startsWithSG: false,
      apiKeyPreview: null,
      expectedFormat: EXPECTED_FORMAT,
      connectionTest: 'API kľúč nie je nastavený – emaily sa zapisujú do logu.',
      transport: 'log',
      fromEmail: 'noreply@svatby.cz',
    });
  });

  it('refuses an invalid test address with the Slovak message', async () => {
    for (const payload of [{ email: 'nie-je-email' }, {}, { email: 42 }]) {
      const { body } = await admin.post(TEST_SEND).send(payload).expect(400);
      expect(JSON.stringify(body)).toContain('Zadajte platnú email adresu');
    }
  });

  it('writes the test e-mail to the log (and the outbox history) without a key', async () => {
    const email = uniqueEmail('diag-offline');
    const { body } = await admin.post(TEST_SEND).send({ email }).expect(200);
    expect(body.success).toBe(true);
    expect(body.message).toContain(email);
    const rows = await outboxRowsTo(t, email);
    expect(rows).toEqual([
      expect.objectContaining({ template: 'sendgrid-test', subject: 'Test email zo Svatby', status: 'sent', attempts: 1, transport: 'log' }),
    ]);
  });
});

describe('E-mail diagnostics with a SendGrid key (stand-in)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    const url = await standIn.start();
    ({ t, admin } = await appWith({ SENDGRID_API_KEY: API_KEY, SENDGRID_API_URL: url, MAIL_FROM: 'Svatby <noreply@svatby.test>' }));
  });

  it('shows the key state with a masked preview that never contains the middle of the key', async () => {
    const response = await admin.get(STATUS).expect(200);
    expect(response.body).toEqual({
      hasApiKey: true,
      apiKeyLength: API_KEY.length,
      startsWithSG: true,
      apiKeyPreview: `SG.Ab…${KEY_SECRET.slice(-4)}`,
      expectedFormat: EXPECTED_FORMAT,
      connectionTest: 'Kľúč má správny formát. Odoslanie testovacieho emailu overí spojenie.',
      transport: 'sendgrid',
      fromEmail: 'noreply@svatby.test',
    });
    expect(API_KEY.length).toBe(69);
    expect(response.text).not.toContain(KEY_ID);
    expect(response.text).not.toContain(KEY_SECRET.slice(0, -4));
    expect(response.text).not.toContain(KEY_ID.slice(2, 8));
  });

  it('sends the test e-mail now through SendGrid and records it as sent', async () => {
    const email = uniqueEmail('diag-sent');
    const { body } = await admin.post(TEST_SEND).send({ email }).expect(200);
    expect(body).toEqual({ success: true, message: `Test email bol odoslaný na ${email}` });
    const calls = standIn.callsFor(email);
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe(`Bearer ${API_KEY}`);
    expect(calls[0].body.subject).toBe('Test email zo Svatby');
    expect(calls[0].body.from.email).toBe('noreply@svatby.test');
    const rows = await outboxRowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'sendgrid-test', status: 'sent', attempts: 1, transport: 'sendgrid', lastError: null });
    expect(rows[0].providerMessageId).toMatch(/^stand-in-\d+$/);
  });

  it('reports a refusal (401) as success false with the reason, not a 500, and records it as failed', async () => {
    const email = uniqueEmail('diag-refused');
    standIn.script(email, [401]);
    const { body } = await admin.post(TEST_SEND).send({ email }).expect(200);
    expect(body.success).toBe(false);
    expect(body.message).toContain('401');
    expect(standIn.callsFor(email)).toHaveLength(1);
    const rows = await outboxRowsTo(t, email);
    expect(rows).toEqual([expect.objectContaining({ template: 'sendgrid-test', status: 'failed', attempts: 1, transport: 'sendgrid' })]);
    expect(rows[0].lastError).toContain('401');
  });

  it('reports a temporary failure (503) at once and records it as failed, not pending (the drain never resends it)', async () => {
    const email = uniqueEmail('diag-unavailable');
    standIn.script(email, [503]);
    const { body } = await admin.post(TEST_SEND).send({ email }).expect(200);
    expect(body.success).toBe(false);
    expect(body.message).toContain('503');
    expect(standIn.callsFor(email)).toHaveLength(1);
    expect(await outboxRowsTo(t, email)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
  });

  it('refuses a cross-site test send', async () => {
    await admin.post(TEST_SEND).set('Origin', 'https://evil.example').send({ email: 'obet@example.cz' }).expect(403);
    expect(standIn.callsFor('obet@example.cz')).toHaveLength(0);
  });
});

describe('E-mail diagnostics with a key of the wrong format', () => {
  const BAD_KEY = 'sk_live_abcdefghijklmnopqrstuvwxyz0123';
  let admin: Agent;

  beforeAll(async () => {
    // The SendGrid SDK warns about the prefix on the console itself; the page says it in Slovak.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    ({ admin } = await appWith({ SENDGRID_API_KEY: BAD_KEY, SENDGRID_API_URL: 'http://127.0.0.1:9' }));
    expect(warn).toHaveBeenCalledWith('API key does not start with "SG.".');
    warn.mockRestore();
  });

  it('says the key must start with SG.', async () => {
    const { body } = await admin.get(STATUS).expect(200);
    expect(body).toMatchObject({
      hasApiKey: true,
      apiKeyLength: BAD_KEY.length,
      startsWithSG: false,
      apiKeyPreview: 'sk_li…0123',
      connectionTest: 'API kľúč nemá správny formát (musí začínať na SG.).',
    });
  });
});
