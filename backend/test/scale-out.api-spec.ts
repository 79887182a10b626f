import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { runMigrations } from '../src/database/migrate';
import { openEventStream } from './support/event-stream';
import { freePort } from './support/free-port';
import { PGBOUNCER_BIN, PGBOUNCER_POOL_SIZE, PgBouncer, startPgBouncer } from './support/pgbouncer';
import { SendGridStandIn } from './support/sendgrid-stand-in';
import { uniqueEmail } from './support/test-app';
import { createTestDatabase, TestDatabase } from './support/test-database';

/*
 * Two real app processes (the production build, as docker-compose.yml runs them behind the proxy)
 * on one database: what one instance does, the other must see, and what must happen once happens once.
 * Both reach the database through a PgBouncer in transaction mode started here (as docker-compose.yml's
 * pgbouncer service), with DATABASE_DIRECT_URL for what needs a session of its own; without Debian's
 * pgbouncer they run direct, and say so.
 */
const MAIN_JS = path.resolve(__dirname, '../dist/main.js');
const APP_URL = 'http://svatby.test';
const START_TIMEOUT_MS = 60_000;
const POOLER = fs.existsSync(PGBOUNCER_BIN);
const NO_POOLER_REASON = `${PGBOUNCER_BIN} is missing (apt-get install pgbouncer; .ci/run installs it): the instances connect directly`;
if (!POOLER) console.warn(`scale-out.api-spec.ts: ${NO_POOLER_REASON}`);

interface Instance {
  id: string;
  url: string;
  process: ChildProcess;
  output: string[];
}

/** Every process started, so afterAll stops them all even when one of them failed to start. */
const started: ChildProcess[] = [];

async function startInstance(id: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // the rest of its output
      throw new Error(`Instance ${id} exited (${child.exitCode}):\n${output.join('')}`);
    }
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { id, url, process: child, output };
    if (Date.now() > deadline) throw new Error(`Instance ${id} did not answer /api/health:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe(POOLER ? 'two app instances on one database, through PgBouncer in transaction mode' : 'two app instances on one database (no PgBouncer: direct)', () => {
  let database: TestDatabase;
  let bouncer: PgBouncer | undefined;
  let db: Client;
  let mailStandIn: SendGridStandIn;
  let uploadsDir: string;
  let attachmentsDir: string;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    if (!fs.existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build the backend first (npm run build -w backend)`);
    database = await createTestDatabase('svatby_scale_out');
    // Migrated up front so the test can queue mail before the instances start draining.
    await runMigrations(database.url, { log: () => undefined } as never);
    db = new Client({ connectionString: database.url });
    await db.connect();
    mailStandIn = new SendGridStandIn();
    const sendgridUrl = await mailStandIn.start();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-scale-uploads-'));
    attachmentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-scale-attachments-'));

    // Mail waiting in the outbox, without delivery jobs, before either instance runs (as an earlier
    // version left it): both instances start on it at once.
    for (let index = 0; index < 40; index += 1) {
      await db.query(
        `INSERT INTO mail_outbox (template, to_email, subject, text_body, html_body) VALUES ('contact-message', $1, 'Zpráva', 'text', '<p>text</p>')`,
        [`prijemce-${index}@example.cz`],
      );
    }

    if (POOLER) bouncer = await startPgBouncer(database.url);
    const env = {
      NODE_ENV: 'production',
      // The pools through the pooler; the migrations' lock, LISTEN and the queue's lock to PostgreSQL itself.
      DATABASE_URL: bouncer ? bouncer.urlFor(database.url) : database.url,
      ...(bouncer ? { DATABASE_DIRECT_URL: database.url } : {}),
      APP_URL,
      SESSION_SECRET: 'scale-out-test-session-secret-0123456789',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      PAYMENTS_OFFLINE: 'true',
      SEED_DEMO: 'true',
      SCHEDULER_ENABLED: 'true',
      SENDGRID_API_KEY: 'SG.scale-out-test',
      SENDGRID_API_URL: sendgridUrl,
      UPLOADS_DIR: uploadsDir,
      ATTACHMENTS_DIR: attachmentsDir,
      ADMIN_EMAIL: 'admin@scale.example.cz',
      ADMIN_PASSWORD: 'admin-heslo-scale',
    };
    // Started together: migrations, demo seed and the boot-time job run race for real.
    [a, b] = await Promise.all([startInstance('instance-a', env), startInstance('instance-b', env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stop));
    await bouncer?.stop();
    await db?.end();
    await mailStandIn?.stop();
    await database?.drop();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
    if (attachmentsDir) fs.rmSync(attachmentsDir, { recursive: true, force: true });
  }, 60_000);

  it('accepts a session made on one instance on the other, and a sign-out on the other ends it everywhere', async () => {
    const email = uniqueEmail('scale');
    const registered = await request(a!.url)
      .post('/api/auth/register')
      .set('Origin', APP_URL)
      .send({ firstName: 'Jana', lastName: 'Dvořáková', email, password: 'heslo-svatba-1', confirmPassword: 'heslo-svatba-1' })
      .expect(201);
    const cookie = registered.headers['set-cookie'] as unknown as string[];
    expect(cookie.join(';')).toContain('svatby.sid');

    const onB = await request(b!.url).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(onB.body.email).toBe(email);

    await request(b!.url).post('/api/logout').set('Origin', APP_URL).set('Cookie', cookie).expect(200);
    await request(a!.url).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('runs the boot-time subscription sweep once, and seeds the demo data once', async () => {
    const sweeps = await waitFor(
      async () =>
        (
          await db.query(
            `SELECT state FROM pgboss.job WHERE name = 'subscription-expiry' UNION ALL SELECT state FROM pgboss.archive WHERE name = 'subscription-expiry'`,
          )
        ).rows as Array<{ state: string }>,
      (rows) => rows.length > 0 && rows.every((row) => row.state === 'completed'),
      20_000,
    );
    expect(sweeps).toEqual([{ state: 'completed' }]);

    const seeds = await db.query(`SELECT name FROM seed_runs`);
    expect(seeds.rows.length).toBeGreaterThan(0);
    const [{ demoProviders }] = (await db.query(`SELECT count(*)::int AS "demoProviders" FROM provider_profiles WHERE is_demo`)).rows as Array<{
      demoProviders: number;
    }>;
    expect(demoProviders).toBe(10);
    const [{ admins }] = (await db.query(`SELECT count(*)::int AS admins FROM users WHERE email = 'admin@scale.example.cz'`)).rows as Array<{
      admins: number;
    }>;
    expect(admins).toBe(1);
  });

  it('sends each outbox mail exactly once although both instances drain the outbox', async () => {
    const pending = await waitFor(
      async () => Number((await db.query(`SELECT count(*) FROM mail_outbox WHERE status <> 'sent'`)).rows[0].count),
      (count) => count === 0,
      30_000,
    );
    expect(pending).toBe(0);
    const recipients = mailStandIn.received.map((mail) => mail.body.personalizations[0].to[0].email).filter((to) => to.startsWith('prijemce-'));
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
    const sentIds = (await db.query(`SELECT DISTINCT provider_message_id FROM mail_outbox WHERE to_email LIKE 'prijemce-%'`)).rows;
    expect(sentIds).toHaveLength(40);
    // Both instances adopted the rows without jobs at start: one delivery job each all the same.
    const [{ jobs }] = (
      await db.query(
        `SELECT count(*)::int AS jobs
           FROM (SELECT data FROM pgboss.job WHERE name = 'mail' UNION ALL SELECT data FROM pgboss.archive WHERE name = 'mail') j
           JOIN mail_outbox o ON o.id::text = j.data ->> 'outboxId'
          WHERE o.to_email LIKE 'prijemce-%'`,
      )
    ).rows as Array<{ jobs: number }>;
    expect(jobs).toBe(40);
  });

  it('shares rate limits: the sixth forgot-password request within the window is refused whichever instance gets it', async () => {
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a, b, a]) {
      const response = await request(instance!.url).post('/api/auth/forgot-password').send({ email: uniqueEmail('limit') });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await request(a!.url).post('/api/auth/forgot-password').send({ email: uniqueEmail('limit') });
    expect(refused.body.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.');
  });


  it('delivers a live event to a stream open on one instance when the change is made on the other (LISTEN/NOTIFY)', async () => {
    // A subscribed (listed) provider signed up on A, a couple registered on B.
    const providerEmail = uniqueEmail('scale-dodavatel');
    const signedUp = await request(a!.url)
      .post('/api/providers')
      .set('Origin', APP_URL)
      .send({
        companyName: 'Foto Dvě Instance',
        serviceType: 'photography',
        description: 'Fotografujeme svatby po celé republice už deset let.',
        serviceAreas: 'praha',
        priceFrom: 10000,
        priceTo: 30000,
        email: providerEmail,
        password: 'heslo-svatba-1',
        phone: '777 123 456',
      })
      .expect(201);
    const providerId = signedUp.body.providerId as number;
    const providerCookie = signedUp.headers['set-cookie'] as unknown as string[];
    await db.query(
      `INSERT INTO provider_subscriptions
         (provider_id, plan_id, plan_type, billing_period, status, source, current_period_start, current_period_end, cancel_at_period_end)
       VALUES ($1, 'basic_monthly', 'basic', 'monthly', 'active', 'admin', now(), now() + interval '30 days', false)`,
      [providerId],
    );
    const registered = await request(b!.url)
      .post('/api/auth/register')
      .set('Origin', APP_URL)
      .send({ firstName: 'Eva', lastName: 'Živá', email: uniqueEmail('scale-par'), password: 'heslo-svatba-1', confirmPassword: 'heslo-svatba-1' })
      .expect(201);
    const coupleCookie = registered.headers['set-cookie'] as unknown as string[];

    // The provider's stream on A; the couple's question posted to B.
    const providerStream = await openEventStream(`${a!.url}/api/events`, providerCookie);
    const coupleStream = await openEventStream(`${b!.url}/api/events`, coupleCookie);
    try {
      expect(providerStream.status).toBe(200);
      expect(coupleStream.status).toBe(200);
      await waitFor(async () => providerStream.raw() + coupleStream.raw(), (raw) => raw.split('retry: 5000').length === 3, 5_000);
      const started = await request(b!.url)
        .post('/api/conversations')
        .set('Origin', APP_URL)
        .set('Cookie', coupleCookie)
        .send({ providerId, message: 'Dobrý den, máte volno 20. 6.?' })
        .expect(201);
      const onA = await providerStream.next('message.created', 10_000);
      expect(JSON.parse(onA.data)).toEqual({ type: 'message.created', conversationId: started.body.id });

      // And back: the provider answers on A, the couple's stream on B hears it.
      await request(a!.url)
        .post(`/api/conversations/${started.body.id}/messages`)
        .set('Origin', APP_URL)
        .set('Cookie', providerCookie)
        .field('body', 'Ano, máme volno.')
        .expect(201);
      // The couple's own question reached its stream on B first; then the answer from A.
      await coupleStream.next('message.created', 10_000);
      expect(JSON.parse((await coupleStream.next('message.created', 10_000)).data)).toEqual({ type: 'message.created', conversationId: started.body.id });
    } finally {
      providerStream.close();
      coupleStream.close();
    }
  });

  it(
    POOLER
      ? 'goes through PgBouncer: many app connections share its few server connections, LISTEN stays direct'
      : `connects directly, LISTEN included: ${NO_POOLER_REASON}`,
    async () => {
      // A burst on both instances: each pool opens several connections (to the pooler when there is one).
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, index) => request((index % 2 ? a : b)!.url).get('/api/service-providers').then((response) => response.status)),
      );
      expect(new Set(burst)).toEqual(new Set([200]));
      // One LISTEN connection per instance, straight to PostgreSQL (DATABASE_DIRECT_URL): the live events' channel, then the
      // watched ones (its last statement).
      const listeners = (
        await db.query(`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'svatby-events'`)
      ).rows as Array<{ query: string }>;
      expect(listeners).toEqual([{ query: `LISTEN svatby_webhook_endpoints` }, { query: `LISTEN svatby_webhook_endpoints` }]);
      // Named statements went unnamed, and no startup parameter was refused (transaction-pooler.ts).
      for (const instance of [a!, b!]) expect(instance.output.join('')).not.toMatch(/prepared statement|unsupported startup parameter/i);
      const [{ backends }] = (
        await db.query(
          `SELECT count(*)::int AS backends FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
              AND application_name <> 'svatby-events'`,
        )
      ).rows as Array<{ backends: number }>;
      if (!bouncer) {
        expect(backends).toBeGreaterThan(0);
        return;
      }
      const name = new URL(database.url).pathname.slice(1);
      const [stats] = (await bouncer.show('SHOW STATS')).filter((row) => row.database === name);
      expect(Number(stats.total_xact_count)).toBeGreaterThan(100);
      const clients = (await bouncer.show('SHOW CLIENTS')).filter((row) => row.database === name);
      expect(clients.filter((client) => client.application_name === 'svatby-events')).toEqual([]);
      expect(clients.filter((client) => client.application_name === 'svatby').length).toBeGreaterThan(PGBOUNCER_POOL_SIZE);
      const [pool] = (await bouncer.show('SHOW POOLS')).filter((row) => row.database === name);
      const servers = ['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'].reduce((sum, column) => sum + Number(pool[column]), 0);
      expect(servers).toBeGreaterThan(0);
      expect(servers).toBeLessThanOrEqual(PGBOUNCER_POOL_SIZE);
      // PostgreSQL sees only the pooler's few server connections besides the two listeners.
      expect(backends).toBeLessThanOrEqual(PGBOUNCER_POOL_SIZE);
    },
  );
});
