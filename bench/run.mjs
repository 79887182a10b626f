// `make bench`: the measured figures of issue 8 on a fresh database filled by the volume seeders.
//
// 1. a database `svatby_bench` (on DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432),
//    migrated and filled by `seed:volume` (100 000 requests, 20 000 providers, 200 000 reviews),
//    then VACUUM ANALYZE;
// 2. the built app (a frozen copy of backend/dist and frontend/dist) and the bare baseline
//    (bench/baseline-server.mjs: node:http + pg, the app's own SQL), checked to answer the same
//    rows, then loaded by autocannon, app and baseline one after the other for each case;
// 3. the gzipped JS each page loads and Lighthouse (performance, accessibility; mobile and
//    desktop) for /, /poptavky and /dodavatele, in Chromium;
// 4. a table on stdout and in bench/results.md; both servers stopped, the database dropped.
//
// Settings (environment): BENCH_DURATION (s per case and server, 10), BENCH_WARMUP (s, 2),
// BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS (3, the median is reported), BENCH_KEEP_DB=1
// (keep the database), BENCH_SKIP_SEED=1 (reuse a kept one), BENCH_SKIP_FRONTEND=1,
// BENCH_DB (svatby_bench…), BENCH_APP_PORT (3200), BENCH_BASELINE_PORT (3201), CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { benchmarkConversations, CONVERSATION_TARGETS, FAN_OUT_RATE, STREAMS } from './conversations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

// ---------------------------------------------------------------- settings
const env = process.env;
const positive = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const settings = {
  duration: positive('BENCH_DURATION', 10),
  warmup: positive('BENCH_WARMUP', 2),
  connections: positive('BENCH_CONNECTIONS', 50),
  lighthouseRuns: positive('BENCH_LIGHTHOUSE_RUNS', 3),
  keepDb: env.BENCH_KEEP_DB === '1',
  skipSeed: env.BENCH_SKIP_SEED === '1',
  skipFrontend: env.BENCH_SKIP_FRONTEND === '1',
  dbName: env.BENCH_DB ?? 'svatby_bench',
  appPort: positive('BENCH_APP_PORT', 3200),
  baselinePort: positive('BENCH_BASELINE_PORT', 3201),
  chromium: env.CHROMIUM_PATH ?? require('./e2e/chromium.json').executablePath,
  volume: { requests: 100_000, providers: 20_000, reviews: 200_000, seed: 1 },
};
if (!/^svatby_bench[a-z0-9_]*$/.test(settings.dbName)) throw new Error('BENCH_DB must start with svatby_bench (lower case, digits, _)');

const serverUrl = new URL(env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const BENCH_DB_URL = dbUrl(settings.dbName);
const ADMIN_DB_URL = dbUrl('postgres');
const APP_URL = `http://127.0.0.1:${settings.appPort}`;
const BASELINE_URL = `http://127.0.0.1:${settings.baselinePort}`;

// A frozen copy of the build: another `make build` on this machine cannot change what is measured.
// Three levels under the copy's root, as in the repository, so backend/dist/config/paths finds
// frontend/dist beside it; node_modules still resolve from the repository root.
const RUN_DIR = path.join(ROOT, 'bench', 'build-snapshot');
const RUN_BACKEND = path.join(RUN_DIR, 'backend', 'dist');
const RUN_FRONTEND = path.join(RUN_DIR, 'frontend', 'dist');

/** Targets of issue 8 (on this 2-core machine). */
const TARGETS = { ratio: 0.6, p95Ms: 50, homeJsKb: 200, perfMobile: 90, perfDesktop: 98, accessibility: 95 };

// ---------------------------------------------------------------- small helpers
const log = (message) => console.log(`[bench] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function withClient(url, action) {
  const client = new pg.Client({ connectionString: url, application_name: 'svatby-bench' });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Children to stop on the way out, whatever happens. */
const children = new Set();
let chrome = null;

function startProcess(name, args, extraEnv, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.benchName = name;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopProcess(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Runs a node script to its end, printing `progress()` every 10 s meanwhile. */
async function runScript(name, args, extraEnv, logFile, progress) {
  const child = startProcess(name, args, extraEnv, logFile);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  const ticker = (async () => {
    while (!done) {
      await Promise.race([sleep(10_000), exited]);
      if (!done && progress) await progress().then(log, () => undefined);
    }
  })();
  const { code, signal } = await exited;
  done = true;
  await ticker;
  if (code !== 0) throw new Error(`${name} failed (${signal ?? `exit ${code}`}); see ${path.relative(ROOT, logFile)}`);
}

function httpRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${method} ${url}`)));
    if (body) request.write(body);
    request.end();
  });
}

async function waitForHealth(name, baseUrl, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited during start (code ${child.exitCode}); see bench/build-snapshot/${name}.log`);
    try {
      const response = await httpRequest(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

async function assertPortFree(port) {
  try {
    await httpRequest(`http://127.0.0.1:${port}/`);
  } catch (error) {
    if (error.code === 'ECONNREFUSED') return;
  }
  throw new Error(`Port ${port} is in use: stop what listens there or set BENCH_APP_PORT / BENCH_BASELINE_PORT`);
}

// ---------------------------------------------------------------- 1. database
async function prepareDatabase() {
  const migrate = () =>
    runScript('migrate', [path.join(RUN_BACKEND, 'cli', 'migrate.js')], { DATABASE_URL: BENCH_DB_URL }, path.join(RUN_DIR, 'migrate.log'));
  if (settings.skipSeed) {
    log(`BENCH_SKIP_SEED=1: reusing database ${settings.dbName}`);
    await migrate();
    const [{ requests }] = await withClient(
      BENCH_DB_URL,
      async (client) => (await client.query(`SELECT count(*)::int AS requests FROM service_requests`)).rows,
    );
    if (requests === 0) throw new Error(`Database ${settings.dbName} holds no requests: run without BENCH_SKIP_SEED`);
    return;
  }
  log(`Creating database ${settings.dbName} on ${serverUrl.host}`);
  await withClient(ADMIN_DB_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${settings.dbName}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${settings.dbName}"`);
  });
  log('Migrating');
  await migrate();
  const { requests, providers, reviews, seed } = settings.volume;
  log(`Seeding ${requests} requests, ${providers} providers, ${reviews} reviews (seed:volume; a few minutes)`);
  const started = Date.now();
  const progress = () =>
    withClient(BENCH_DB_URL, async (client) => {
      const { rows } = await client.query(`SELECT (SELECT count(*) FROM service_requests)::int AS requests,
          (SELECT count(*) FROM provider_profiles)::int AS providers, (SELECT count(*) FROM reviews)::int AS reviews`);
      const row = rows[0];
      return `  … ${Math.round((Date.now() - started) / 1000)} s: ${row.requests} requests, ${row.providers} providers, ${row.reviews} reviews`;
    });
  await runScript(
    'seed-volume',
    [
      '-r',
      'ts-node/register/transpile-only',
      path.join(ROOT, 'bench', 'volume', 'seed-volume.ts'),
      '--requests',
      String(requests),
      '--providers',
      String(providers),
      '--reviews',
      String(reviews),
      '--seed',
      String(seed),
    ],
    { DATABASE_URL: BENCH_DB_URL, TS_NODE_PROJECT: path.join(ROOT, 'bench', 'tsconfig.json') },
    path.join(RUN_DIR, 'seed-volume.log'),
    progress,
  );
  log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s; VACUUM ANALYZE`);
  await withClient(BENCH_DB_URL, (client) => client.query('VACUUM ANALYZE'));
}

async function dropDatabase() {
  await withClient(ADMIN_DB_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${settings.dbName}" WITH (FORCE)`));
}

// ---------------------------------------------------------------- 2. servers
async function startServers() {
  const uploads = path.join(RUN_DIR, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const app = startProcess(
    'app',
    [path.join(RUN_BACKEND, 'main.js')],
    {
      NODE_ENV: 'production',
      PORT: String(settings.appPort),
      APP_URL,
      DATABASE_URL: BENCH_DB_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PAYMENTS_OFFLINE: 'true',
      // The volume data only; no jobs (the outbox drain would send the submits' mails meanwhile).
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'false',
      // One client address sends every request: the global per-IP limit would refuse the load.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // The message load posts as 200 accounts, each far above a person's 30 a minute.
      MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Each submit names its own client address (X-Forwarded-For), as many couples would: the
      // strict per-address submit limit (5 an hour) then counts as it does in production.
      TRUST_PROXY: 'true',
      UPLOADS_DIR: uploads,
      LOG_LEVEL: '',
    },
    path.join(RUN_DIR, 'app.log'),
  );
  const baseline = startProcess(
    'baseline',
    [path.join(ROOT, 'bench', 'baseline-server.mjs')],
    { DATABASE_URL: BENCH_DB_URL, PORT: String(settings.baselinePort) },
    path.join(RUN_DIR, 'baseline.log'),
  );
  await Promise.all([waitForHealth('app', APP_URL, app), waitForHealth('baseline', BASELINE_URL, baseline)]);
  return { app, baseline };
}

// ---------------------------------------------------------------- cases
/** This run's tag in the submitted e-mails. */
const RUN_TAG = `${process.pid}-${Date.now().toString(36)}`;

/** A distinct client address for the n-th submit (10.x.y.z). */
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function submitBody(tag) {
  return JSON.stringify({
    coupleName: 'Jana a Petr Svobodovi',
    weddingDate: '2027-09-18',
    services: ['photography'],
    description: 'Hledáme fotografa na celý den, od příprav až do večera.',
    budget: '50 000 – 100 000 Kč',
    location: 'Praha',
    contactEmail: `bench.${tag}@example.cz`,
    phoneCountryCode: '+420',
    contactPhone: '777 123 456',
  });
}

/** The provider with the most reviews: the heaviest portfolio. */
async function busiestProvider() {
  const [busiest] = await withClient(
    BENCH_DB_URL,
    async (client) =>
      (
        await client.query(
          `SELECT provider_id AS id, count(*)::int AS reviews FROM reviews GROUP BY provider_id ORDER BY count(*) DESC, provider_id LIMIT 1`,
        )
      ).rows,
  );
  if (!busiest) throw new Error('No reviews in the database');
  return busiest;
}

async function defineCases() {
  const busiest = await busiestProvider();
  return [
    { id: 'requests', name: 'request list (GET /api/service-requests)', path: '/api/service-requests', list: true },
    { id: 'catalogue', name: 'catalogue (GET /api/service-providers)', path: '/api/service-providers', list: true },
    { id: 'portfolio', name: `portfolio header (GET /api/providers/${busiest.id})`, path: `/api/providers/${busiest.id}` },
    {
      id: 'rating-stats',
      name: `rating stats (GET /api/providers/${busiest.id}/rating-stats, ${busiest.reviews} reviews)`,
      path: `/api/providers/${busiest.id}/rating-stats`,
    },
    { id: 'categories', name: 'categories (GET /api/service-categories)', path: '/api/service-categories', list: true },
    // For reference: no query at all (the app answers from memory), the cost of the HTTP stack alone.
    { id: 'locations', name: 'reference: locations (GET /api/locations, no query)', path: '/api/locations' },
    {
      id: 'submit',
      name: 'request submit (POST /api/service-requests)',
      path: '/api/service-requests',
      method: 'POST',
      // Every submit a new couple: its own e-mail and client address (the same content again would be answered as a duplicate).
      nextRequest: (() => {
        let count = 0;
        return () => {
          count += 1;
          return { body: submitBody(`zatez-${RUN_TAG}-${count}`), address: clientAddress(count) };
        };
      })(),
    },
  ];
}

/** The same rows in the same JSON from both servers; for the submit, the same rows written. */
async function verifyCase(testCase) {
  if (testCase.method === 'POST') {
    const headers = { 'content-type': 'application/json' };
    const [app, baseline] = await Promise.all([
      // New addresses each run (a kept database holds the last run's: the same content again is a duplicate).
      httpRequest(`${APP_URL}${testCase.path}`, { method: 'POST', headers, body: submitBody(`overeni-app-${RUN_TAG}`) }),
      httpRequest(`${BASELINE_URL}${testCase.path}`, { method: 'POST', headers, body: submitBody(`overeni-zaklad-${RUN_TAG}`) }),
    ]);
    if (app.status !== 201 || baseline.status !== 201) return `status ${app.status} (app) / ${baseline.status} (baseline)`;
    const a = JSON.parse(app.body);
    const b = JSON.parse(baseline.body);
    const keys = (answer) => Object.keys(answer).sort().join();
    if (a.message !== b.message || a.status !== b.status || keys(a) !== keys(b)) return 'different answers';
    const written = await withClient(BENCH_DB_URL, async (client) => {
      const { rows } = await client.query(
        `SELECT r.id, to_jsonb(r) - '{id,created_at,updated_at,contact_email,search_text}'::text[] AS fields,
                (SELECT count(*)::int FROM request_tokens k WHERE k.request_id = r.id AND k.purpose = 'confirm') AS tokens,
                (SELECT count(*)::int FROM mail_outbox o WHERE o.to_email = r.contact_email AND o.secret) AS mails
           FROM service_requests r WHERE r.id = ANY ($1::int[]) ORDER BY r.id`,
        [[a.id, b.id]],
      );
      return rows;
    });
    if (written.length !== 2) return 'a submitted request is missing';
    const [first, second] = written;
    if (!isDeepStrictEqual(first.fields, second.fields)) return 'different request rows';
    if (first.tokens !== 1 || second.tokens !== 1 || first.mails !== 1 || second.mails !== 1) return 'a confirmation link or mail is missing';
    testCase.note = `${a.status}: one confirmation link and mail per submit; premium notices wait for the confirmation`;
    return null;
  }
  const [app, baseline] = await Promise.all([httpRequest(`${APP_URL}${testCase.path}`), httpRequest(`${BASELINE_URL}${testCase.path}`)]);
  if (app.status !== 200 || baseline.status !== 200) return `status ${app.status} (app) / ${baseline.status} (baseline)`;
  const a = JSON.parse(app.body);
  const b = JSON.parse(baseline.body);
  const itemsOf = (body) => (Array.isArray(body) ? body : (body.items ?? body));
  if (!isDeepStrictEqual(itemsOf(a), itemsOf(b))) return 'different rows';
  if (!isDeepStrictEqual(a, b)) return 'different JSON around the rows';
  const count = Array.isArray(a) ? a.length : Array.isArray(a.items) ? a.items.length : 1;
  testCase.note = Array.isArray(a.items) ? `${count} rows of ${a.total}` : Array.isArray(a) ? `${count} rows` : '1 row';
  return null;
}

/** One autocannon run; latencies from every response (autocannon's own histogram has no p95). */
function load(baseUrl, testCase, durationS) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `${baseUrl}${testCase.path}`,
        method: testCase.method ?? 'GET',
        body: testCase.body,
        headers: testCase.headers ?? (testCase.method === 'POST' ? { 'content-type': 'application/json' } : undefined),
        ...(testCase.setupRequest ? { requests: [{ setupRequest: testCase.setupRequest }] } : {}),
        ...(testCase.nextRequest
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const next = testCase.nextRequest();
                    return { ...request, body: next.body, headers: { ...request.headers, 'x-forwarded-for': next.address } };
                  },
                },
              ],
            }
          : {}),
        connections: settings.connections,
        duration: durationS,
        timeout: 30,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          seconds: result.duration || durationS,
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          latencies,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Several runs of one server as one: req/s over their time, percentiles over every response. */
function combine(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    rps: sum('ok') / sum('seconds'),
    ok: sum('ok'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Waits until no statement of the bench database runs (requests still queued in a server when
 * autocannon stopped, e.g. slow submits), so that one run does not load the next.
 */
async function settle(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  await withClient(BENCH_DB_URL, async (client) => {
    let quiet = 0;
    while (Date.now() < deadline && quiet < 3) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()`,
      );
      quiet = rows[0].busy === 0 ? quiet + 1 : 0;
      await sleep(200);
    }
  });
}

async function benchmarkApi(cases) {
  const results = [];
  for (const testCase of cases) {
    const mismatch = await verifyCase(testCase);
    if (mismatch) console.error(`[bench] ERROR ${testCase.id}: app and baseline differ: ${mismatch}`);
    else log(`${testCase.id}: app and baseline answer the same (${testCase.note})`);
    // Warm-up (JIT, pools, caches), then the measured runs.
    const measure = async (baseUrl, durationS) => {
      const result = await load(baseUrl, testCase, durationS);
      await settle();
      return result;
    };
    await measure(APP_URL, settings.warmup);
    await measure(BASELINE_URL, settings.warmup);
    // A B B A, half the duration each: a slow spell of the shared machine weighs on both alike.
    const half = settings.duration / 2;
    const first = await measure(APP_URL, half);
    const baselineRuns = [await measure(BASELINE_URL, half), await measure(BASELINE_URL, half)];
    const app = combine([first, await measure(APP_URL, half)]);
    const baseline = combine(baselineRuns);
    const result = evaluate(testCase, app, baseline, mismatch);
    result.load = os.loadavg()[0];
    results.push(result);
    log(
      `${testCase.id}: app ${fmt(app.rps)} req/s (p50 ${fmt(app.p50, 1)} / p95 ${fmt(app.p95, 1)} / p99 ${fmt(app.p99, 1)} ms), ` +
        `baseline ${fmt(baseline.rps)} req/s (p95 ${fmt(baseline.p95, 1)} ms), ratio ${fmt(result.ratio * 100)} %`,
    );
  }
  return results;
}

function evaluate(testCase, app, baseline, mismatch) {
  const ratio = app.rps / baseline.rps;
  const failures = app.non2xx + app.errors + app.timeouts + baseline.non2xx + baseline.errors + baseline.timeouts;
  const checks = [];
  if (mismatch) checks.push({ ok: false, text: `rows differ: ${mismatch}` });
  if (failures > 0) {
    checks.push({
      ok: false,
      text: `failed requests: app ${app.non2xx} non-2xx / ${app.errors} errors / ${app.timeouts} timeouts, baseline ${baseline.non2xx} / ${baseline.errors} / ${baseline.timeouts}`,
    });
  }
  if (testCase.list) {
    checks.push({ ok: ratio >= TARGETS.ratio, text: `ratio ≥ ${TARGETS.ratio * 100} %` });
    checks.push({ ok: app.p95 < TARGETS.p95Ms, text: `p95 < ${TARGETS.p95Ms} ms` });
  }
  return { testCase, app, baseline, ratio, checks, ok: checks.every((check) => check.ok) };
}

// ---------------------------------------------------------------- 3. front end
/** The public pages couples land on: home, the two lists, a category, a service type, the busiest portfolio, the FAQ. */
async function frontendPages() {
  const busiest = await busiestProvider();
  return ['/', '/poptavky', '/dodavatele', '/dodavatele?kategorie=photography', '/services/photography', `/portfolio?provider=${busiest.id}`, '/faq'];
}

/** The body bytes of a response as served with Accept-Encoding: gzip (what goes over the wire). */
async function servedSize(url) {
  const response = await httpRequest(url, { headers: { 'accept-encoding': 'gzip' } });
  return { wire: response.body.length, encoding: response.headers['content-encoding'] ?? 'identity' };
}

async function benchmarkFrontend() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  chrome = await chromeLauncher.launch({
    chromePath: settings.chromium,
    // The e2e suite's Chromium flags (e2e/chromium.json), headless.
    chromeFlags: ['--headless=new', ...require('./e2e/chromium.json').args],
  });
  const presets = [
    { id: 'mobile', config: undefined },
    { id: 'desktop', config: desktopConfig },
  ];
  const pages = [];
  try {
    for (const page of await frontendPages()) {
      const entry = { page, presets: {}, scripts: [] };
      for (const preset of presets) {
        const runs = [];
        for (let run = 0; run < settings.lighthouseRuns; run += 1) {
          // A run Chrome could not complete (a rare interstitial) is tried again, twice at most.
          let lhr = null;
          for (let attempt = 1; attempt <= 3 && !lhr; attempt += 1) {
            const result = await lighthouse(
              `${APP_URL}${page}`,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
              preset.config,
            );
            if (!result.lhr.runtimeError) lhr = result.lhr;
            else if (attempt === 3) throw new Error(`Lighthouse ${page} ${preset.id}: ${result.lhr.runtimeError.message}`);
            else log(`Lighthouse ${page} ${preset.id}: ${result.lhr.runtimeError.code}, trying again`);
          }
          runs.push({
            performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
            fcp: lhr.audits['first-contentful-paint']?.numericValue,
            lcp: lhr.audits['largest-contentful-paint']?.numericValue,
            tbt: lhr.audits['total-blocking-time']?.numericValue,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue,
            network: lhr.audits['network-requests']?.details?.items ?? [],
          });
        }
        const performance = median(runs.map((run) => run.performance));
        entry.presets[preset.id] = {
          performance,
          accessibility: median(runs.map((run) => run.accessibility)),
          all: runs.map((run) => run.performance),
          fcp: median(runs.map((run) => run.fcp ?? NaN)),
          lcp: median(runs.map((run) => run.lcp ?? NaN)),
          tbt: median(runs.map((run) => run.tbt ?? NaN)),
          cls: median(runs.map((run) => run.cls ?? NaN)),
        };
        if (preset.id === 'mobile') {
          const scripts = runs[0].network.filter((item) => item.resourceType === 'Script' && item.url.startsWith(APP_URL));
          entry.scripts = scripts.map((item) => ({
            url: item.url,
            transferSize: item.transferSize ?? 0,
            resourceSize: item.resourceSize ?? 0,
          }));
        }
        log(
          `Lighthouse ${page} ${preset.id}: performance ${entry.presets[preset.id].all.join(', ')} (median ${performance}), accessibility ${entry.presets[preset.id].accessibility}`,
        );
      }
      let wire = 0;
      let raw = 0;
      for (const script of entry.scripts) {
        const served = await servedSize(script.url);
        script.wire = served.wire;
        script.encoding = served.encoding;
        wire += served.wire;
        raw += script.resourceSize;
      }
      entry.jsWireKb = wire / 1000;
      entry.jsRawKb = raw / 1000;
      entry.jsTransferKb = entry.scripts.reduce((sum, script) => sum + script.transferSize, 0) / 1000;
      log(`${page}: ${entry.scripts.length} scripts, ${fmt(entry.jsWireKb, 1)} kB gzipped (${fmt(entry.jsRawKb, 1)} kB uncompressed)`);
      pages.push(entry);
    }
  } finally {
    await chrome.kill();
    chrome = null;
  }
  return pages;
}

function frontendChecks(pages) {
  const checks = [];
  for (const entry of pages) {
    if (entry.page === '/') {
      checks.push({
        ok: entry.jsWireKb <= TARGETS.homeJsKb,
        text: `/ loads ≤ ${TARGETS.homeJsKb} kB gzipped JS (${fmt(entry.jsWireKb, 1)} kB)`,
      });
      checks.push({
        ok: entry.presets.mobile.performance >= TARGETS.perfMobile,
        text: `/ Lighthouse performance mobile ≥ ${TARGETS.perfMobile} (${entry.presets.mobile.performance})`,
      });
      checks.push({
        ok: entry.presets.desktop.performance >= TARGETS.perfDesktop,
        text: `/ Lighthouse performance desktop ≥ ${TARGETS.perfDesktop} (${entry.presets.desktop.performance})`,
      });
    }
    for (const preset of ['mobile', 'desktop']) {
      const score = entry.presets[preset].accessibility;
      checks.push({
        ok: score >= TARGETS.accessibility,
        text: `${entry.page} accessibility ${preset} ≥ ${TARGETS.accessibility} (${score})`,
      });
    }
  }
  return checks;
}

// ---------------------------------------------------------------- 4. report
async function machine() {
  const [{ version }] = await withClient(BENCH_DB_URL, async (client) => (await client.query('SELECT version()')).rows);
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    ramGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    postgres: version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

function apiTable(results) {
  const header = [
    'case',
    'app req/s',
    'baseline req/s',
    'ratio',
    'app p50 ms',
    'app p95 ms',
    'app p99 ms',
    'baseline p95 ms',
    'failed',
    'load',
    'targets',
  ];
  const rows = results.map((r) => [
    r.testCase.name,
    fmt(r.app.rps),
    fmt(r.baseline.rps),
    `${fmt(r.ratio * 100)} %`,
    fmt(r.app.p50, 1),
    fmt(r.app.p95, 1),
    fmt(r.app.p99, 1),
    fmt(r.baseline.p95, 1),
    String(r.app.non2xx + r.app.errors + r.app.timeouts),
    fmt(r.load, 1),
    r.checks.length === 0 ? '—' : r.checks.map((check) => `${check.ok ? '✔' : '✘'} ${check.text}`).join('; '),
  ]);
  return { header, rows };
}

function frontendTable(pages) {
  const header = [
    'page',
    'JS gzipped kB',
    'JS uncompressed kB',
    'scripts',
    'perf mobile',
    'perf desktop',
    'a11y mobile',
    'a11y desktop',
    'FCP mobile ms',
    'LCP mobile ms',
    'TBT mobile ms',
    'CLS mobile',
  ];
  const rows = pages.map((entry) => [
    entry.page,
    fmt(entry.jsWireKb, 1),
    fmt(entry.jsRawKb, 1),
    String(entry.scripts.length),
    `${entry.presets.mobile.performance} (${entry.presets.mobile.all.join(', ')})`,
    `${entry.presets.desktop.performance} (${entry.presets.desktop.all.join(', ')})`,
    String(entry.presets.mobile.accessibility),
    String(entry.presets.desktop.accessibility),
    fmt(entry.presets.mobile.fcp),
    fmt(entry.presets.mobile.lcp),
    fmt(entry.presets.mobile.tbt),
    fmt(entry.presets.mobile.cls, 3),
  ]);
  return { header, rows };
}

function printTable({ header, rows }) {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const last = header.length - 1;
  const line = (cells) =>
    cells
      .map((cell, index) =>
        index === 0 || (index === last && header[last] === 'targets') ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const markdownTable = ({ header, rows }) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map((title, index) => (index === 0 || title === 'targets' ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The conversations section's table and checks (bench/conversations.mjs). */
function conversationsReport(result) {
  const { posting, burst, paced, streams } = result;
  const failed = posting.non2xx + posting.errors + posting.timeouts;
  const fanOutRow = (name, run) => [name, '—', fmt(run.p50, 1), fmt(run.p95, 1), fmt(run.max, 1), String(streams - run.delivered)];
  return {
    table: {
      header: ['case', 'req/s', 'p50 ms', 'p95 ms', 'max / p99 ms', 'failed'],
      rows: [
        [
          `message post (POST /api/conversations/{id}/messages, ${settings.connections} connections, ${STREAMS} accounts)`,
          fmt(posting.rps),
          fmt(posting.p50, 1),
          fmt(posting.p95, 1),
          fmt(posting.p99, 1),
          String(failed),
        ],
        fanOutRow(`event delivery, paced: ${streams} messages at ${FAN_OUT_RATE}/s, each to its author's open stream (${streams} open)`, paced),
        fanOutRow(`event delivery, burst: ${streams} messages at once (the posts queue behind each other)`, burst),
      ],
    },
    checks: [
      { ok: failed === 0, text: 'message post: no failed requests' },
      { ok: posting.p95 < CONVERSATION_TARGETS.messageP95Ms, text: `message post: p95 < ${CONVERSATION_TARGETS.messageP95Ms} ms` },
      { ok: paced.delivered === streams && burst.delivered === streams, text: `event delivery: every one of ${streams} streams got its events` },
      { ok: paced.p95 < CONVERSATION_TARGETS.fanOutP95Ms, text: `event delivery (paced, ${streams} streams): p95 < ${CONVERSATION_TARGETS.fanOutP95Ms} ms` },
    ],
  };
}

function writeResults({ startedAt, finishedAt, host, load: loadAverage, apiResults, conversations, conversationsError, pages, frontendError }) {
  const api = apiTable(apiResults);
  const conversationReport = conversations ? conversationsReport(conversations) : null;
  const checks = [
    ...apiResults.flatMap((r) => r.checks.map((check) => ({ ...check, text: `${r.testCase.id}: ${check.text}` }))),
    ...(conversationReport ? conversationReport.checks : [{ ok: false, text: `conversations: not measured (${conversationsError})` }]),
    ...(pages ? frontendChecks(pages) : []),
  ];
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`make bench\` (bench/run.mjs) on ${finishedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, in ${Math.round((finishedAt - startedAt) / 60000)} min.`,
    '',
    '## Machine',
    '',
    `- CPU: ${host.cpu}, ${host.cores} cores; RAM ${fmt(host.ramGb, 1)} GB; ${host.os}`,
    `- Node.js ${host.node}; ${host.postgres}`,
    `- Load average (1 min) before the API runs ${fmt(loadAverage.before, 2)}, after ${fmt(loadAverage.after, 2)}: the machine is shared, so compare app and baseline within one run.`,
    '',
    '## Settings',
    '',
    `- Database \`${settings.dbName}\`, filled by \`seed:volume\`: ${settings.volume.requests} requests, ${settings.volume.providers} providers (half with an active subscription, a fifth of those premium), ${settings.volume.reviews} reviews; VACUUM ANALYZE; no demo data.`,
    `- App: the built app (\`node backend/dist/main.js\`, from a copy of backend/dist and frontend/dist taken at the start), NODE_ENV=production, PAYMENTS_OFFLINE=true, SEED_DEMO=false, SCHEDULER_ENABLED=false, RATE_LIMIT_PER_MINUTE=1000000000 (one client address sends everything).`,
    `- Baseline: \`bench/baseline-server.mjs\`, node:http + pg Pool (10 connections, as the app), its own copy of the app's SQL and row mapping (bench/baseline-sql.mjs); checked to answer the same JSON before measuring.`,
    `- autocannon ${require('autocannon/package.json').version}: ${settings.connections} connections; per case ${settings.warmup} s warm-up of each server, then ${settings.duration} s of each in the order app, baseline, baseline, app (${settings.duration / 2} s each, so that a slow spell of the shared machine weighs on both); no Accept-Encoding (uncompressed JSON from both). Latencies from every response; req/s = 2xx responses / time.`,
    `- Lighthouse ${require('lighthouse/package.json').version} (${settings.chromium}, headless), mobile (default) and desktop presets, ${settings.lighthouseRuns} run(s) per page and preset: the median performance score (every run's score in brackets). JS = the scripts Chromium loaded for the page (Lighthouse's network records, mobile run), their bodies as the app serves them with Accept-Encoding: gzip.`,
    '',
    '## API',
    '',
    'Targets apply to the list endpoints (request list, catalogue, categories): 60 % of the baseline\'s req/s or more, p95 under 50 ms. "failed": non-2xx, errors and timeouts of the app (must be 0). "load": the 1-minute load average after the case.',
    '',
    markdownTable(api),
    '',
    ...apiResults.filter((r) => r.testCase.note).map((r) => `- ${r.testCase.id}: ${r.testCase.note}`),
    '',
    '## Conversations',
    '',
    `Issue 19: ${STREAMS} couple accounts registered through the API, each with a question thread to one listed provider and its event stream (GET /api/events) open; MESSAGE_RATE_LIMIT_PER_MINUTE lifted. The message load posts round robin into those threads (${settings.warmup} s warm-up, ${settings.duration} s measured); then one message goes into every thread, paced at ${FAN_OUT_RATE} a second and then all at once, each timed from sending its POST to its author's stream delivering \`message.created\` (through PostgreSQL NOTIFY and the instance's LISTEN connection).`,
    '',
    conversationReport ? markdownTable(conversationReport.table) : `Not measured: ${conversationsError}.`,
    '',
    '## Front end',
    '',
    pages ? markdownTable(frontendTable(pages)) : `Not measured${frontendError ? `: ${frontendError}` : ' (BENCH_SKIP_FRONTEND=1)'}.`,
    '',
    '## Targets',
    '',
    ...checks.map((check) => `- ${check.ok ? '✔' : '✘'} ${check.text}`),
    '',
  ];
  fs.writeFileSync(path.join(ROOT, 'bench', 'results.md'), lines.join('\n'));
  return checks;
}

// ---------------------------------------------------------------- main
let cleaningUp = null;
async function cleanup() {
  cleaningUp ??= (async () => {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
    await Promise.all([...children].map((child) => stopProcess(child).catch(() => undefined)));
    if (!settings.keepDb) {
      await dropDatabase().then(
        () => log(`Dropped database ${settings.dbName}`),
        (error) => console.error(`[bench] could not drop ${settings.dbName}: ${error.message}`),
      );
    } else {
      log(`BENCH_KEEP_DB=1: kept database ${settings.dbName} (rerun with BENCH_SKIP_SEED=1)`);
    }
    fs.rmSync(RUN_DIR, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  const startedAt = new Date();
  for (const [dir, hint] of [
    [path.join(ROOT, 'backend', 'dist', 'main.js'), 'backend'],
    [path.join(ROOT, 'frontend', 'dist', 'index.html'), 'frontend'],
  ]) {
    if (!fs.existsSync(dir))
      throw new Error(`${path.relative(ROOT, dir)} is missing: build first (make build, or npm run build -w ${hint})`);
  }
  await assertPortFree(settings.appPort);
  await assertPortFree(settings.baselinePort);
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'backend', 'dist'), RUN_BACKEND, { recursive: true });
  fs.cpSync(path.join(ROOT, 'frontend', 'dist'), RUN_FRONTEND, { recursive: true });

  await prepareDatabase();
  log('Starting the app and the baseline');
  await startServers();
  const cases = await defineCases();

  const loadBefore = os.loadavg()[0];
  log(`API: ${cases.length} cases, ${settings.connections} connections, ${settings.duration} s each (load average ${fmt(loadBefore, 2)})`);
  const apiResults = await benchmarkApi(cases);
  const loadAfter = os.loadavg()[0];

  let conversations = null;
  let conversationsError = null;
  try {
    await settle();
    conversations = await benchmarkConversations({
      baseUrl: APP_URL,
      runTag: RUN_TAG,
      log,
      load: async (testCase) => {
        await load(APP_URL, testCase, settings.warmup);
        await settle();
        return combine([await load(APP_URL, testCase, settings.duration)]);
      },
    });
    const { posting, burst, paced, streams } = conversations;
    log(
      `message post: ${fmt(posting.rps)} req/s (p50 ${fmt(posting.p50, 1)} / p95 ${fmt(posting.p95, 1)} ms, ${posting.non2xx + posting.errors + posting.timeouts} failed); ` +
        `${streams} streams: burst p95 ${fmt(burst.p95, 1)} ms (${burst.delivered} delivered), paced p95 ${fmt(paced.p95, 1)} ms (${paced.delivered} delivered)`,
    );
  } catch (error) {
    conversationsError = error.message;
    console.error(`[bench] ERROR conversations: ${error.stack ?? error.message}`);
  }

  let pages = null;
  let frontendError = null;
  if (!settings.skipFrontend) {
    await settle();
    log(`Front end: Lighthouse ${settings.lighthouseRuns}× per page and preset`);
    try {
      pages = await benchmarkFrontend();
    } catch (error) {
      frontendError = error.message;
      console.error(`[bench] ERROR front end: ${error.stack ?? error.message}`);
    }
  }

  const host = await machine();
  const checks = writeResults({
    startedAt,
    finishedAt: new Date(),
    host,
    load: { before: loadBefore, after: loadAfter },
    apiResults,
    conversations,
    conversationsError,
    pages,
    frontendError,
  });

  console.log('');
  printTable(apiTable(apiResults));
  if (conversations) {
    console.log('');
    printTable(conversationsReport(conversations).table);
  }
  if (pages) {
    console.log('');
    printTable(frontendTable(pages));
  }
  console.log('');
  for (const check of checks) console.log(`${check.ok ? '✔' : '✘'} ${check.text}`);
  console.log('');
  log(`Written to bench/results.md (${checks.filter((check) => check.ok).length} of ${checks.length} targets met)`);
  // Targets missed are figures to read; answers that differ or requests that failed are errors.
  if (apiResults.some((r) => r.checks.some((check) => !check.ok && /^(rows differ|failed requests)/.test(check.text))))
    process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`[bench] FAILED: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
