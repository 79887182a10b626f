import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as path from 'node:path';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/app.setup';
import { MailService } from '../src/mail/mail.api';
import { sendContactMessage } from './support/account-fixtures';
import { signedInCouple } from './support/accounts';
import { sessionCookie } from './support/conversation-fixtures';
import { eventually, openEventStream } from './support/event-stream';
import { freePort } from './support/free-port';
import { createIsolatedTestApp } from './support/isolated-app';
import { createTestApp, type TestApp } from './support/test-app';

const RUN = `metriky-${process.pid}-${Date.now().toString(36)}`;
const TOKEN = 'prometheus-scrape-token-for-the-tests-2026';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  /** Family name → its # TYPE. */
  types: Map<string, string>;
  samples: Sample[];
}

/** The Prometheus text format (0.0.4), as much as prom-client writes: # HELP / # TYPE lines and `name{a="b",…} value`. */
function parse(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name] = value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
    }
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

/** The value of the one sample with these labels (among others), or undefined when there is none. */
function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = scrape.samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      // A new connection each time (no keep-alive): the last check wants to see the port closed.
      .get(url, { headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body }));
      })
      .on('error', reject);
  });
}

describe('GET /metrics with METRICS_TOKEN (issue 48)', () => {
  let t: TestApp & { database: { url: string } };
  let base: string;

  const scrape = async (): Promise<Scrape> => {
    const response = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(response.text);
  };

  beforeAll(async () => {
    // A database of its own: the queue's figures are whole-table counts. A low rate limit shows the scrapes are not counted.
    t = await createIsolatedTestApp('metrics', { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '20' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as net.AddressInfo).port}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers only the bearer token (401 without it or with another), outside the API document', async () => {
    const missing = await request(t.server).get('/metrics').expect(401);
    expect(missing.body).toEqual({ statusCode: 401, message: 'Nejste přihlášeni' });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.text).not.toContain('http_requests_total');
    await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN.slice(0, -1)}`).expect(401);
    await request(t.server).get('/metrics').set('Authorization', TOKEN).expect(401);
    await request(t.server).get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`).expect(401);
    // Not under the API prefix, and never the SPA's page: there the metrics token is only a bearer that is no API token
    // (issue 50: refused as one), and without it the route does not exist.
    const underApi = await request(t.server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(401);
    expect(underApi.text).not.toContain('http_requests_total');
    await request(t.server).get('/api/metrics').expect(404);
    expect(Object.keys(buildOpenApiDocument(t.app).paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('counts requests by route template and status, with their durations', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) await request(t.server).get('/api/locations').expect(200);
    await request(t.server).get(`/api/neni-tu-${RUN}`).expect(404);
    await request(t.server).get('/api/service-requests/999999991').expect(404);
    await request(t.server).get('/api/service-requests/999999992').expect(404);
    await request(t.server).get('/').expect(200).expect('Content-Type', /text\/html/);
    await request(t.server).get('/assets/index-Ab12Cd34.js').expect(200);
    const after = await scrape();

    expect(after.types.get('http_requests_total')).toBe('counter');
    expect(after.types.get('http_request_duration_seconds')).toBe('histogram');
    const count = (route: string, status: string) => valueOf(after, 'http_requests_total', { method: 'GET', route, status });
    expect(valueOf(before, 'http_requests_total', { route: '/api/locations' })).toBeUndefined();
    expect(count('/api/locations', '200')).toBe(3);
    // The first test's GET /api/metrics was one already.
    expect(count('unmatched', '404')).toBe((valueOf(before, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }) ?? 0) + 1);
    // The template, never the ids a client asked for.
    expect(count('/api/service-requests/:id', '404')).toBe(2);
    expect(after.samples.some((sample) => sample.labels.route?.includes('99999999'))).toBe(false);
    expect(count('page', '200')).toBe(1);
    expect(count('static', '200')).toBe(1);
    // The earlier scrape is counted once it was answered.
    expect(count('/metrics', '200')).toBe((valueOf(before, 'http_requests_total', { route: '/metrics', status: '200' }) ?? 0) + 1);

    const locations = { method: 'GET', route: '/api/locations', status: '200' };
    expect(valueOf(after, 'http_request_duration_seconds_count', locations)).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...locations, le: '+Inf' })).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_sum', locations)).toBeGreaterThan(0);
    expect(valueOf(after, 'http_request_duration_seconds_sum', locations)).toBeLessThan(30);
  });

  it('reports the pool, the queue, the mails, the open streams and the process', async () => {
    const pending = async () =>
      Number(((await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`)) as Array<{ n: number }>)[0].n);
    await sendContactMessage(t, 'Jana Metriková', `jana.${RUN}@example.cz`, RUN);
    const queued = await pending();
    expect(queued).toBeGreaterThan(0);

    let now = await scrape();
    for (const name of ['db_pool_connections', 'db_pool_max_connections', 'db_pool_waiting_clients', 'pgboss_jobs', 'event_streams_open']) {
      expect([name, now.types.get(name)]).toEqual([name, 'gauge']);
    }
    expect(valueOf(now, 'db_pool_max_connections', { pool: 'primary' })).toBe(10);
    expect(valueOf(now, 'db_pool_connections', { pool: 'primary', state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(now, 'db_pool_connections', { pool: 'primary', state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(now, 'db_pool_waiting_clients', { pool: 'primary' })).toBe(0);
    expect(valueOf(now, 'db_pool_connections', { pool: 'replica', state: 'idle' })).toBeUndefined();
    expect(valueOf(now, 'pgboss_jobs', { queue: 'mail', state: 'created' })).toBe(queued);
    expect(valueOf(now, 'pgboss_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(valueOf(now, 'mails_sent_total', { transport: 'log' })).toBe(0);
    expect(valueOf(now, 'mails_failed_total', { transport: 'log', final: 'true' })).toBe(0);

    expect(await t.app.get(MailService).drainOnce()).toEqual({ sent: queued, retried: 0, failed: 0 });
    now = await scrape();
    expect(valueOf(now, 'mails_sent_total', { transport: 'log' })).toBe(queued);
    expect(valueOf(now, 'pgboss_jobs', { queue: 'mail', state: 'created' })).toBe(0);
    expect(valueOf(now, 'pgboss_jobs', { queue: 'mail', state: 'active' })).toBe(0);

    expect(valueOf(now, 'event_streams_open')).toBe(0);
    const couple = await signedInCouple(t);
    const stream = await openEventStream(`${base}/api/events`, await sessionCookie(t, couple.email));
    try {
      expect(stream.status).toBe(200);
      expect(valueOf(await scrape(), 'event_streams_open')).toBe(1);
    } finally {
      stream.close();
    }
    await eventually(async () => valueOf(await scrape(), 'event_streams_open') === 0);

    // prom-client's default process metrics.
    expect(now.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(valueOf(now, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(now.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('has every family the Grafana dashboard (deploy/grafana/svatby-dashboard.json) queries', async () => {
    const dashboard = fs.readFileSync(path.resolve(__dirname, '../../deploy/grafana/svatby-dashboard.json'), 'utf8');
    const queried = new Set([...dashboard.matchAll(/\b([a-z][a-z0-9_]*)\{job=/g)].map((match) => match[1]));
    expect(queried.size).toBeGreaterThan(8);
    const scraped = new Set((await scrape()).samples.map((sample) => sample.name));
    expect([...queried].filter((name) => !scraped.has(name))).toEqual([]);
  });

  it('leaves scrapes out of the rate limit (RATE_LIMIT_PER_MINUTE is 20 here)', async () => {
    for (let i = 0; i < 25; i += 1) await scrape();
  });
});

describe('GET /metrics without METRICS_TOKEN, and METRICS_PORT (issue 48)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is off by default: 404 with or without a token, and no second listener', async () => {
    t = await createTestApp();
    const response = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(response.body.statusCode).toBe(404);
    expect(response.text).not.toContain('# TYPE');
  });

  it('serves only /metrics on METRICS_PORT, without a token, while the app port keeps its own rule', async () => {
    const port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port) });
    await request(t.server).get('/api/locations').expect(200);
    const metrics = await get(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(valueOf(parse(metrics.body), 'http_requests_total', { method: 'GET', route: '/api/locations', status: '200' })).toBe(1);
    expect((await get(`http://127.0.0.1:${port}/api/locations`)).status).toBe(404);
    expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(404);
    // No token set: the public port has no /metrics.
    await request(t.server).get('/metrics').expect(404);
    await t.close();
    t = undefined;
    // Closed with the app.
    await expect(get(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
