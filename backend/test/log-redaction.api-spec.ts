import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { runMigrations } from '../src/database/migrate';
import { accountRequestBody } from './support/account-fixtures';
import { MainProcess, startMainProcess, waitFor } from './support/main-process';
import { SendGridStandIn } from './support/sendgrid-stand-in';
import { uniqueEmail } from './support/test-app';
import { createTestDatabase, TestDatabase } from './support/test-database';

/*
 * The production build's log (NODE_ENV=production, LOG_FORMAT=json) over a run that makes every kind of
 * secret the app hands out: session cookies, a request's confirmation and manage links, a password reset
 * link, an e-mail verification link, an RSVP path token and a bearer header. Every line must be JSON, every
 * request line must carry its X-Request-Id, and none of those secrets may appear anywhere in the output.
 */
const APP_URL = 'http://svatby.test';
const RUN = `log-redaction-${randomBytes(3).toString('hex')}`;

/** Every link token in the mails the stand-in received (?token=… and the path tokens). */
function mailedTokens(mail: SendGridStandIn): string[] {
  const text = mail.received.flatMap((received) => received.body.content.map((part) => part.value)).join('\n');
  return [...text.matchAll(/token=([A-Za-z0-9_-]{16,})/g)].map((match) => match[1]);
}

describe('the production log (JSON, no secrets)', () => {
  let database: TestDatabase;
  let mail: SendGridStandIn;
  let uploadsDir: string;
  let app: MainProcess | undefined;
  /** The secrets the run made, each of which must not reach a log line. */
  const secrets = new Set<string>();
  const requestIds = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase('svatby_log_redaction');
    await runMigrations(database.url, { log: () => undefined } as never);
    mail = new SendGridStandIn();
    const sendgridUrl = await mail.start();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-log-redaction-'));
    app = await startMainProcess({
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      DATABASE_URL: database.url,
      APP_URL,
      SESSION_SECRET: 'log-redaction-test-session-secret-0123456789',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      PAYMENTS_OFFLINE: 'true',
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'true',
      SENDGRID_API_KEY: 'SG.log-redaction-test-key',
      SENDGRID_API_URL: sendgridUrl,
      UPLOADS_DIR: path.join(uploadsDir, 'uploads'),
      ATTACHMENTS_DIR: path.join(uploadsDir, 'attachments'),
    });
    const api = () => request(app!.url);

    // A couple's request: its confirmation link, then the manage link the confirmation answers with.
    const coupleEmail = uniqueEmail('log-couple');
    const submitted = await api().post('/api/service-requests').set('Origin', APP_URL).send(accountRequestBody(coupleEmail, RUN));
    if (submitted.status !== 201) throw new Error(`Submission answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
    await waitFor(() => mailedTokens(mail), (tokens) => tokens.length >= 1, 30_000);
    const [confirmToken] = mailedTokens(mail);
    expect(confirmToken).toBeDefined();
    secrets.add(confirmToken);
    const confirmed = await api().post('/api/service-requests/confirm').set('Origin', APP_URL).send({ token: confirmToken }).expect(200);
    const manageToken = confirmed.body.manageToken as string;
    secrets.add(manageToken);
    const managed = await api().get(`/api/service-requests/manage?token=${manageToken}`).expect(200);
    requestIds.set('manage', managed.headers['x-request-id'] as string);
    // The page the e-mailed link opens (the SPA, or a 404 without a built frontend): its URL is logged too.
    await api().get(`/poptavka/sprava?token=${manageToken}`);

    // An account: its session cookie, its verification link and a password reset.
    const email = uniqueEmail('log-account');
    const registered = await api()
      .post('/api/auth/register')
      .set('Origin', APP_URL)
      .send({ firstName: 'Jana', lastName: 'Nováková', email, password: 'heslo-svatba-1', confirmPassword: 'heslo-svatba-1' })
      .expect(201);
    const cookies = registered.headers['set-cookie'] as unknown as string[];
    const session = cookies.map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('svatby.sid='))!;
    expect(session).toBeDefined();
    const sessionValue = session.slice('svatby.sid='.length);
    secrets.add(sessionValue);
    // The session id alone (s:<id>.<signature>, URL-encoded), in case something logs it decoded.
    secrets.add(decodeURIComponent(sessionValue).slice(2).split('.')[0]);
    const user = await api().get('/api/auth/user').set('Cookie', session).expect(200);
    requestIds.set('user', user.headers['x-request-id'] as string);
    requestIds.set('userId', String(user.body.id));

    await api().post('/api/auth/forgot-password').set('Origin', APP_URL).send({ email }).expect(200);
    const resetLink = () =>
      mail
        .callsFor(email)
        .flatMap((received) => received.body.content.map((part) => part.value))
        .join('\n')
        .match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    const resetToken = await waitFor(resetLink, Boolean, 30_000);
    for (const token of mailedTokens(mail)) secrets.add(token);
    if (!resetToken) throw new Error(`No reset link mailed to ${email}`);
    await api().get(`/reset-password?token=${resetToken}`);
    const reset = await api().post('/api/reset-password').set('Origin', APP_URL).send({ token: resetToken, password: 'nove-heslo-svatba-2026' });
    if (reset.status !== 200) throw new Error(`The reset answered ${reset.status}: ${JSON.stringify(reset.body)}`);

    // A guest's RSVP link carries its token in the path; an API token in the bearer header (issue 50; one nobody made
    // is refused) is nobody's business either.
    const rsvpToken = randomBytes(24).toString('base64url');
    secrets.add(rsvpToken);
    await api().get(`/api/rsvp/${rsvpToken}`).expect(404);
    const bearer = `svt_${randomBytes(32).toString('base64url')}`;
    secrets.add(bearer);
    await api().get('/api/locations').set('Authorization', `Bearer ${bearer}`).expect(401);
    await api().get('/api/locations').expect(200);

    // The last request's line is written when its answer ends: wait for it, then stop for the shutdown lines.
    await waitFor(() => app!.output(), (output) => output.includes('"route":"/api/locations"'), 10_000);
    await app.stop();
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await mail?.stop();
    await database?.drop();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  }, 60_000);

  const lines = () =>
    app!
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');

  it('writes every line as a JSON object with a level and a message', () => {
    expect(lines().length).toBeGreaterThan(20);
    for (const line of lines()) {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
      expect(typeof parsed.level).toBe('string');
      expect(typeof parsed.msg).toBe('string');
    }
  });

  it('writes one line per request with its id, route, status, duration and the account id, never the e-mail', () => {
    const requestLines = lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.status === 'number' && typeof line.method === 'string');
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.durationMs).toBe('number');
      expect(JSON.stringify(line)).not.toMatch(/@/);
    }
    const userLine = requestLines.find((line) => line.reqId === requestIds.get('user'));
    expect(userLine).toMatchObject({ method: 'GET', url: '/api/auth/user', route: '/api/auth/user', status: 200, userId: Number(requestIds.get('userId')) });
    const manageLine = requestLines.find((line) => line.reqId === requestIds.get('manage'));
    expect(manageLine).toMatchObject({ route: '/api/service-requests/manage', status: 200, url: '/api/service-requests/manage?token=[skryto]' });
    expect(requestLines.find((line) => line.route === '/api/rsvp/:token')).toMatchObject({ url: '/api/rsvp/[skryto]', status: 404 });
  });

  it('has none of the tokens, cookies or credentials the run made', () => {
    const output = app!.output();
    expect(secrets.size).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(16);
      if (output.includes(secret)) throw new Error(`The log holds a secret (${secret.slice(0, 6)}…): ${output.split('\n').find((line) => line.includes(secret))}`);
    }
    expect(output).not.toMatch(/svatby\.sid=|"cookie"|"authorization"|"set-cookie"/i);
  });
});
