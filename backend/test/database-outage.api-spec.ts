import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { signedInCouple } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import type { TestApp } from './support/test-app';
import type { TestDatabase } from './support/test-database';

const UNAVAILABLE = { statusCode: 503, message: 'Služba je dočasně nedostupná. Zkuste to prosím za chvíli znovu.' };

/** A statement on the app's database server, from outside the app (the operator's side). */
async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The database stops under a running app (a database of its own on the run's server: it refuses
 * new connections and its sessions are ended) and comes back: the app answers honestly meanwhile
 * and recovers without a restart.
 */
describe('Database outage', () => {
  let t: TestApp & { database: TestDatabase };
  let name: string;
  let couple: Awaited<ReturnType<typeof signedInCouple>>;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_outage', { TRUST_PROXY: 'true' });
    name = new URL(t.database.url).pathname.slice(1);
    couple = await signedInCouple(t);
  });
  afterAll(async () => {
    await onServer(t.database.url, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await t.close();
  });

  it('answers 503 in Czech with a request id while the database is down, and works again once it is back', async () => {
    await request(t.server).get('/api/health').expect(200, { status: 'ok', database: 'ok' });
    await couple.agent.get('/api/auth/user').expect(200);

    await onServer(t.database.url, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await onServer(t.database.url, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);

    const errors: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    try {
      const health = await request(t.server).get('/api/health').expect(503);
      expect(health.body).toEqual(UNAVAILABLE);
      expect(health.headers['retry-after']).toBe('30');
      const requestId = health.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(errors.some((line) => line.includes(`[${requestId}] GET /api/health failed: database unavailable`))).toBe(true);

      // Signed in: the session lookup itself fails. Anonymous: the list's query (or the rate limit's).
      expect((await couple.agent.get('/api/auth/user').expect(503)).body).toEqual(UNAVAILABLE);
      expect((await request(t.server).get('/api/service-requests').expect(503)).body).toEqual(UNAVAILABLE);
      // Input errors stay input errors: the body is refused before anything reaches the database.
      const malformed = await request(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
      expect(malformed.status).toBe(400);
    } finally {
      spy.mockRestore();
    }

    await onServer(t.database.url, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await request(t.server).get('/api/health').expect(200, { status: 'ok', database: 'ok' });
    // The session was kept in the database: the couple is still signed in.
    expect((await couple.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email: couple.email });
    await request(t.server).get('/api/service-requests').expect(200);
  });
});
