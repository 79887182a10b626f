// `make bench`: the measured figures of issues 8, 19 and 21 on a fresh database filled by the volume seeders.
//
// 1. a database `svatby_bench` (on DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432),
//    migrated and filled by `seed:volume` (100 000 requests, 20 000 providers, 200 000 reviews),
//    then VACUUM ANALYZE;
// 2. the built app (a frozen copy of backend/dist and frontend/dist) and the bare baseline
//    (bench/baseline-server.mjs: node:http + pg, the app's own SQL), checked to answer the same
//    rows, then loaded by autocannon, app and baseline one after the other for each case (the
//    booking confirmation and the provider's inquiries list, issues 44 and 45, app only); the
//    app's memory (VmRSS; its targets, issue 49) after the API cases and after the conversations (bench/conversations.mjs);
// 3. the gzipped JS each page loads and Lighthouse (performance, accessibility; mobile and
//    desktop) for the public pages and, signed in (a verified provider with an active subscription, an
//    admin: accounts made through the app's API, idempotently), the dashboard, /inquiries and /admin;
// 4. with BENCH_SCALE=1, the list cases again on a second database (`svatby_bench_scale`: 1 000 000
//    requests, 100 000 providers), with the seeding time and EXPLAIN (ANALYZE, BUFFERS) of their SQL;
// 5. with BENCH_REPLICA=1 (bench/replica.mjs), the cases a read replica serves (request list, catalogue,
//    portfolio header) with the app on a temporary primary (initdb, its own port; a pg_dump | pg_restore
//    copy of svatby_bench) and a streaming standby made by pg_basebackup -R (DATABASE_REPLICA_URL), the
//    baseline on the primary; the transactions each cluster ran and the app's pools; both clusters
//    stopped and deleted whatever happens (the machine's own cluster allows no replication);
// 6. with BENCH_TRACING=1, the lists and the portfolio header again with OTEL_EXPORTER_OTLP_ENDPOINT on a
//    stand-in collector (bench/trace-sink.mjs, counting spans): tracing on against the main run (off);
// 7. tables on stdout and in bench/results.md; the servers stopped, the databases dropped.
//
// The app runs as in production in every pass: LOG_FORMAT=json (its log checked for a JSON line per
// request) and METRICS_TOKEN set (a random token; /metrics scraped once after the API cases).
//
// Settings (environment): BENCH_DURATION (s per case and server, 10), BENCH_WARMUP (s, 2),
// BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS (3, the median is reported), BENCH_KEEP_DB=1
// (keep the databases), BENCH_SKIP_SEED=1 (reuse kept ones), BENCH_SKIP_FRONTEND=1,
// BENCH_SCALE=1 (the scale pass), BENCH_REPLICA=1 (the replica pass), BENCH_TRACING=1 (the tracing
// pass), BENCH_DB (svatby_bench…), BENCH_SCALE_DB (svatby_bench_scale), BENCH_APP_PORT (3200),
// BENCH_BASELINE_PORT (3201), CHROMIUM_PATH, BENCH_CASES (API case ids, comma separated, e.g.
// `booking-confirm`: only those cases, also in the replica and tracing passes, no conversations, no
// front end, and bench/results.md left as it was; the figures are printed), BENCH_APP_NODE_ARGS (node
// options for the app alone, space separated, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: Node refuses
// --cpu-prof in NODE_OPTIONS), BENCH_PAGES (page paths, comma separated, e.g. `/muj-plan`: only
// those pages in Lighthouse, no API case, no conversations, bench/results.md left as it was), BENCH_ONLY
// (section ids of SECTION_MODULES, comma separated: only those sections, results.md left as it was;
// `conversations` names the conversations pass, which has no module of its own),
// BENCH_BUILD_ROOT (a directory with backend/dist, frontend/dist and frontend/dist-server built elsewhere),
// BENCH_MIXED_PORT (the mixed load's nginx; the app's port + 2).
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { CATEGORY_ROWS_SQL, LISTING_COUNTS_SQL, providerListQuery, requestListQuery } from './baseline-sql.mjs';
import { benchmarkConversations, CONVERSATION_TARGETS, FAN_OUT_RATE, STREAMS } from './conversations.mjs';
import { poolText, scrapeMetrics, startReplicaPair, startTraceSink } from './replica.mjs';

/**
 * Sections of results.md that modules of their own measure (issue 49 on). Each module exports
 * `run(context)` and answers `{ title, lines, checks }`: its heading, its markdown lines, its targets
 * ({ ok, text }). `phase` says when it runs: 'app' with the main app and baseline up, after the
 * conversations; 'browser' with them up, after Lighthouse; 'alone' once they are stopped (the module
 * starts what it needs, e.g. with context.appEnv). BENCH_ONLY=<ids> runs only those sections (no API
 * case, no conversations, no Lighthouse; results.md left as it was).
 */
const SECTION_MODULES = [
  { id: 'ssr', phase: 'app', title: 'Server rendering', load: () => import('./ssr.mjs') },
  { id: 'interactions', phase: 'browser', title: 'Interactions (INP)', load: () => import('./interactions.mjs') },
  { id: 'mixed', phase: 'alone', title: 'Mixed load', load: () => import('./mixed.mjs') },
  { id: 'counts', phase: 'alone', title: 'Catalogue counts', load: () => import('./catalogue-counts.mjs') },
];

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
  scale: env.BENCH_SCALE === '1',
  // The list cases again with the app reading a streaming standby (a temporary primary + standby pair).
  replica: env.BENCH_REPLICA === '1',
  // The list cases again with traces exported to a local stand-in collector.
  tracing: env.BENCH_TRACING === '1',
  // Only these API cases (ids); null: all of them and every other section.
  cases: env.BENCH_CASES ? env.BENCH_CASES.split(',').map((id) => id.trim()).filter(Boolean) : null,
  // Only these front-end pages (paths); null: all of them. Set, it runs no API case and no conversations.
  pages: env.BENCH_PAGES ? env.BENCH_PAGES.split(',').map((page) => page.trim()).filter(Boolean) : null,
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((id) => id.trim()).filter(Boolean) : null,
  dbName: env.BENCH_DB ?? 'svatby_bench',
  scaleDbName: env.BENCH_SCALE_DB ?? 'svatby_bench_scale',
  appPort: positive('BENCH_APP_PORT', 3200),
  baselinePort: positive('BENCH_BASELINE_PORT', 3201),
  chromium: env.CHROMIUM_PATH ?? require('./e2e/chromium.json').executablePath,
  volume: { requests: 100_000, providers: 20_000, reviews: 200_000, seed: 1 },
  // The scale pass: 100 000 requests built by the API's rules, the other 900 000 copied from them in SQL (seed:volume --distinct-requests).
  scaleVolume: { requests: 1_000_000, providers: 100_000, reviews: 200_000, seed: 1, distinctRequests: 100_000 },
};
for (const [name, value] of [['BENCH_DB', settings.dbName], ['BENCH_SCALE_DB', settings.scaleDbName]]) {
  if (!/^svatby_bench[a-z0-9_]*$/.test(value)) throw new Error(`${name} must start with svatby_bench (lower case, digits, _)`);
}
if (settings.scale && settings.scaleDbName === settings.dbName) throw new Error('BENCH_SCALE_DB must differ from BENCH_DB');

const serverUrl = new URL(env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
/** The database the servers and checks of the current pass use (the scale pass switches it). */
let BENCH_DB_URL = dbUrl(settings.dbName);
const ADMIN_DB_URL = dbUrl('postgres');
const APP_URL = `http://127.0.0.1:${settings.appPort}`;
const BASELINE_URL = `http://127.0.0.1:${settings.baselinePort}`;
// Observability is on in every pass, as in production: the figures include its cost. 48 characters (the app asks for 24 or more).
const METRICS_TOKEN = randomBytes(24).toString('hex');
/** One session secret for every instance of a run: a session made on one is valid on the others (the mixed load's pair). */
const SESSION_SECRET = randomBytes(32).toString('hex');
/** The key of the webhook secrets at rest: required with NODE_ENV=production, one for every instance. */
const WEBHOOK_SECRET_KEY = randomBytes(32).toString('hex');

// A frozen copy of the build: another `make build` on this machine cannot change what is measured.
// Three levels under the copy's root, as in the repository, so backend/dist/config/paths finds
// frontend/dist beside it; node_modules still resolve from the repository root.
// One folder per database: runs on other databases (other ports) at the same time keep their own.
const RUN_DIR = path.join(ROOT, 'bench', 'build-snapshot', settings.dbName);
/** Where the built app is taken from: BENCH_BUILD_ROOT (a tree holding backend/dist, frontend/dist and frontend/dist-server), else the checkout. */
const BUILD_ROOT = env.BENCH_BUILD_ROOT ? path.resolve(env.BENCH_BUILD_ROOT) : ROOT;
const RUN_BACKEND = path.join(RUN_DIR, 'backend', 'dist');
const RUN_FRONTEND = path.join(RUN_DIR, 'frontend', 'dist');

/** Targets of issues 8 and 21 (on this 2-core machine). */
const TARGETS = {
  // The list endpoints (request list, catalogue, categories) against the baseline.
  ratio: 0.75,
  p95Ms: 40,
  // Request submit at `connections` connections.
  submitP95Ms: 150,
  // Issue 49: the request submit against the baseline doing the same statements (its rate-limit counter, job and mail rows too).
  submitRatio: 0.8,
  // Booking confirmation at `connections` connections (issue 44), no failed request.
  bookingConfirmP95Ms: 150,
  // The provider's inquiries list (issue 45: a provider matching 1 000 requests), no failed request.
  inquiriesP95Ms: 40,
  // The list endpoints on the scale database.
  scaleP95Ms: 50,
  public: { jsKb: 200, perfMobile: 95, perfDesktop: 100, tbtMobileMs: 200, clsMobile: 0.05, accessibility: 95 },
  // Issue 49: the signed-in app as fast as the public pages (mobile, medians of the runs).
  signedIn: { jsKb: 200, perfMobile: 95, lcpMobileMs: 2000, clsMobile: 0.05 },
  /** Issue 47: the public figures page (/v-cislech) scores 100 on mobile. */
  figuresPerfMobile: 100,
  /** Issue 49: the app's VmRSS right after the API cases, and its peak (VmHWM) over the run, MB. */
  memory: { afterApiMb: 220, peakMb: 320 },
};

/** The app's node options as the production image runs it (the Dockerfile's ENV NODE_OPTIONS: its heap limit, README "Production-like run and scale-out"). */
const DOCKERFILE = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const APP_NODE_OPTIONS = /^ENV NODE_OPTIONS="?([^"\n]+)"?$/m.exec(DOCKERFILE)?.[1] ?? '';
/** glibc's malloc arenas, as the production image sets them (the Dockerfile's ENV MALLOC_ARENA_MAX). */
const APP_MALLOC_ARENA_MAX = /^ENV MALLOC_ARENA_MAX=(.+)$/m.exec(DOCKERFILE)?.[1];

/** The accounts the signed-in pages are measured as (made idempotently through the app's API). */
const ACCOUNTS = {
  // Created by the app itself at start (ADMIN_EMAIL / ADMIN_PASSWORD; the password is reset if it differs).
  admin: { email: 'bench.admin@example.cz', password: 'Bench-admin-heslo-2026' },
  // Registered through POST /api/providers, then given a basic subscription by the admin (a year, as the volume providers' ones).
  provider: { email: 'bench.dodavatel@example.cz', password: 'Bench-dodavatel-heslo-2026' },
  // Registered through POST /api/auth/register, verified, with a wedding plan (POST /api/plan) and a few guests and budget lines.
  couple: { email: 'bench.par@example.cz', password: 'Bench-par-heslo-2026' },
};

// ---------------------------------------------------------------- small helpers
const log = (message) => console.log(`[bench] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's CPU over `ms` (/proc/stat): busy and stolen (by other guests of the host) in % of all cores; null off Linux. */
async function cpuUse(ms) {
  const read = () => {
    try {
      const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
      const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
      return { idle: idle + iowait, steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
    } catch {
      return null;
    }
  };
  const before = read();
  await sleep(ms);
  const after = read();
  if (!before || !after || after.total === before.total) return null;
  const total = after.total - before.total;
  return { busy: (100 * (total - (after.idle - before.idle))) / total, steal: (100 * (after.steal - before.steal)) / total };
}

/**
 * Lighthouse's blocking time is main-thread work scaled up: anything else on the CPU (the app's
 * collector after the load, PostgreSQL's autovacuum after the writes, another guest) counts as the
 * page's. Waits, up to `timeoutMs`, for a second with the machine under `busyPercent`; answers the
 * last second's figures (the table's CPU column).
 */
async function quietMachine(busyPercent = 15, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let use = await cpuUse(1000);
  while (use && use.busy >= busyPercent && Date.now() < deadline) use = await cpuUse(1000);
  return use;
}
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
      throw new Error(`${name} exited during start (code ${child.exitCode}); see ${path.relative(ROOT, RUN_DIR)}/${name}.log`);
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
/**
 * Creates, migrates, seeds and analyses database `name` (or, with BENCH_SKIP_SEED=1, migrates a
 * kept one). Answers the seeding time: measured now, or, for a reused database, the one noted on it
 * when it was seeded (COMMENT ON DATABASE).
 */
async function prepareDatabase(name, volume) {
  const url = dbUrl(name);
  const migrate = () =>
    runScript('migrate', [path.join(RUN_BACKEND, 'cli', 'migrate.js')], { DATABASE_URL: url }, path.join(RUN_DIR, 'migrate.log'));
  if (settings.skipSeed) {
    log(`BENCH_SKIP_SEED=1: reusing database ${name}`);
    await migrate();
    const [{ requests, note }] = await withClient(
      url,
      async (client) =>
        (
          await client.query(
            `SELECT (SELECT count(*)::int FROM service_requests) AS requests, shobj_description(oid, 'pg_database') AS note
               FROM pg_database WHERE datname = current_database()`,
          )
        ).rows,
    );
    if (requests === 0) throw new Error(`Database ${name} holds no requests: run without BENCH_SKIP_SEED`);
    let seeding = null;
    try {
      seeding = note ? JSON.parse(note) : null;
    } catch {
      // not ours
    }
    return { reused: true, requests, seeding };
  }
  log(`Creating database ${name} on ${serverUrl.host}`);
  await withClient(ADMIN_DB_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  log('Migrating');
  await migrate();
  const { requests, providers, reviews, seed, distinctRequests } = volume;
  log(`Seeding ${requests} requests, ${providers} providers, ${reviews} reviews (seed:volume; a few minutes)`);
  const started = Date.now();
  const progress = () =>
    withClient(url, async (client) => {
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
      ...(distinctRequests ? ['--distinct-requests', String(distinctRequests)] : []),
    ],
    { DATABASE_URL: url, TS_NODE_PROJECT: path.join(ROOT, 'bench', 'tsconfig.json') },
    path.join(RUN_DIR, `seed-volume-${name}.log`),
    progress,
  );
  const seedSeconds = (Date.now() - started) / 1000;
  log(`Seeded in ${Math.round(seedSeconds)} s; VACUUM ANALYZE`);
  const vacuumStarted = Date.now();
  await withClient(url, (client) => client.query('VACUUM ANALYZE'));
  const vacuumSeconds = (Date.now() - vacuumStarted) / 1000;
  const seeding = { seedSeconds, vacuumSeconds, at: new Date().toISOString(), volume };
  await withClient(url, (client) => client.query(`COMMENT ON DATABASE "${name}" IS '${JSON.stringify(seeding)}'`));
  return { reused: false, requests, seeding };
}

async function dropDatabase(name) {
  await withClient(ADMIN_DB_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

// ---------------------------------------------------------------- 2. servers
/**
 * The environment the app runs with in every pass (as in production, bar the limits one client address
 * would hit); sections that start instances of their own (context.appEnv) take it too.
 */
function appEnv({ port = settings.appPort, databaseUrl = BENCH_DB_URL, replicaUrl, uploads = path.join(RUN_DIR, 'uploads') } = {}) {
  fs.mkdirSync(uploads, { recursive: true });
  return {
    NODE_ENV: 'production',
    NODE_OPTIONS: APP_NODE_OPTIONS,
    ...(APP_MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: APP_MALLOC_ARENA_MAX } : {}),
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
    SESSION_SECRET: SESSION_SECRET,
    WEBHOOK_SECRET_KEY,
    PAYMENTS_OFFLINE: 'true',
    // As in production: a JSON line per request in the log, /metrics behind the token (its HTTP hook counts every answer).
    LOG_FORMAT: 'json',
    METRICS_TOKEN,
    // The volume data only; no jobs (the outbox drain would send the submits' mails meanwhile).
    SEED_DEMO: 'false',
    SCHEDULER_ENABLED: 'false',
    // One client address sends every request: the global per-IP limit would refuse the load.
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The message load posts as 200 accounts, each far above a person's 30 a minute.
    MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
    // Each submit names its own client address (X-Forwarded-For), as many couples would: the
    // strict per-address submit limit (5 an hour) then counts as it does in production.
    TRUST_PROXY: 'true',
    // The conversation pass holds 200 event streams from this one address.
    EVENT_STREAMS_PER_ADDRESS: '100000',
    UPLOADS_DIR: uploads,
    LOG_LEVEL: '',
    // The admin the signed-in pages are measured as: the app creates (or checks) it at start.
    ADMIN_EMAIL: ACCOUNTS.admin.email,
    ADMIN_PASSWORD: ACCOUNTS.admin.password,
  };
}

/**
 * The app and the baseline on `databaseUrl`; the app also on `replicaUrl` (DATABASE_REPLICA_URL) and
 * with `appEnv` when given. `suffix` names the pass's log files (app-replica.log…).
 */
async function startServers({ databaseUrl = BENCH_DB_URL, replicaUrl, appEnv: extraEnv = {}, suffix = '' } = {}) {
  const app = startProcess(
    `app${suffix}`,
    [...(process.env.BENCH_APP_NODE_ARGS ? process.env.BENCH_APP_NODE_ARGS.split(' ') : []), path.join(RUN_BACKEND, 'main.js')],
    { ...appEnv({ databaseUrl, replicaUrl }), ...extraEnv },
    path.join(RUN_DIR, `app${suffix}.log`),
  );
  const baseline = startProcess(
    `baseline${suffix}`,
    [path.join(ROOT, 'bench', 'baseline-server.mjs')],
    // The app's session secret: the baseline reads the sessions the app signs (the message post).
    { DATABASE_URL: databaseUrl, PORT: String(settings.baselinePort), SESSION_SECRET },
    path.join(RUN_DIR, `baseline${suffix}.log`),
  );
  try {
    await Promise.all([waitForHealth(`app${suffix}`, APP_URL, app), waitForHealth(`baseline${suffix}`, BASELINE_URL, baseline)]);
  } catch (error) {
    // Free the ports for a later pass.
    await Promise.all([stopProcess(app), stopProcess(baseline)]);
    throw error;
  }
  return { app, baseline, appLog: path.join(RUN_DIR, `app${suffix}.log`) };
}

/**
 * The app's log as LOG_FORMAT=json writes it: lines, those that are not one JSON object (none
 * expected), and request lines (reqId, route or url, status, durationMs: one per answer).
 */
async function checkJsonLog(file) {
  const counts = { lines: 0, notJson: 0, requests: 0, aborted: 0, firstBad: null };
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    counts.lines += 1;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = null;
    }
    if (!entry || typeof entry !== 'object') {
      counts.notJson += 1;
      counts.firstBad ??= line.slice(0, 200);
    } else if (entry.reqId && typeof entry.durationMs === 'number' && entry.status) {
      counts.requests += 1;
      if (entry.aborted) counts.aborted += 1;
    }
  }
  return counts;
}

/** Responses autocannon counted per server (warm-ups included): what the app's request lines are checked against. */
const answered = new Map();

async function stopServers(servers) {
  await Promise.all([stopProcess(servers.app), stopProcess(servers.baseline)]);
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), MB. */
function memoryOf(child) {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** Issue 49's memory targets: RSS right after the API cases, and the peak over the run so far (VmHWM only grows). */
function memoryChecks({ afterApi, afterConversations }) {
  const { afterApiMb, peakMb } = TARGETS.memory;
  const peak = (afterConversations ?? afterApi).peakMb;
  return [
    { ok: afterApi.rssMb <= afterApiMb, text: `memory: RSS after the API cases ≤ ${afterApiMb} MB (${fmt(afterApi.rssMb)} MB)` },
    { ok: peak <= peakMb, text: `memory: peak ≤ ${peakMb} MB (${fmt(peak)} MB${afterConversations ? ', after the conversations' : ''})` },
  ];
}

// ---------------------------------------------------------------- accounts
const cookieOf = (response) => response.headers['set-cookie']?.map((line) => line.split(';')[0]).join('; ');

function postJson(pathName, body, { cookie, address, method = 'POST' } = {}) {
  const payload = JSON.stringify(body);
  return httpRequest(`${APP_URL}${pathName}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      // Each sign-in from its own client address: the per-address login and registration limits stay out of the way.
      'x-forwarded-for': address ?? '10.250.0.1',
      ...(cookie ? { cookie } : {}),
    },
    body: payload,
  });
}

async function logIn({ email, password }, address) {
  const response = await postJson('/api/auth/login', { email, password }, { address });
  return response.status === 200 || response.status === 201 ? { cookie: cookieOf(response) } : { status: response.status, body: response.body.toString() };
}

/**
 * Proves a new account's address as its owner would: the link of the verification mail, still in the
 * outbox (the bench runs no jobs, so nothing sent it), posted to the app. A provider who never
 * verified would be measured with the verification banner in place of the dashboard.
 */
async function verifyEmail(email) {
  const [mail] = await withClient(
    BENCH_DB_URL,
    async (client) =>
      (
        await client.query(
          `SELECT text_body AS "textBody" FROM mail_outbox WHERE to_email = $1 AND template = 'email-verification' AND status = 'pending' ORDER BY id DESC LIMIT 1`,
          [email],
        )
      ).rows,
  );
  const token = mail?.textBody.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link for ${email} in the outbox`);
  const verified = await postJson('/api/auth/verify-email', { token }, { address: '10.250.0.4' });
  if (verified.status !== 200 && verified.status !== 201) throw new Error(`verify-email answered ${verified.status}: ${verified.body}`);
  log(`Verified the address of ${email}`);
}

/**
 * The admin (made by the app at start) and a provider with a profile, a proven address and an active
 * basic subscription (registered through the API, verified and granted the subscription by the admin,
 * when missing): their session cookies. Idempotent, so a reused database (BENCH_SKIP_SEED=1) keeps one
 * of each.
 */
async function ensureAccounts() {
  const admin = await logIn(ACCOUNTS.admin, '10.250.0.1');
  if (!admin.cookie) throw new Error(`admin login answered ${admin.status}: ${admin.body}`);
  const provider = await ensureSubscribedProvider(
    ACCOUNTS.provider,
    {
      companyName: 'Fotoateliér Zkušební',
      serviceType: 'photography,video',
      description: 'Svatební fotografie a krátký film, od příprav až po večerní party. Účet měření výkonu.',
      serviceAreas: ['praha', 'okoli-prahy'],
      yearsExperience: 8,
      priceFrom: 15000,
      priceTo: 45000,
    },
    admin.cookie,
    ['10.250.0.2', '10.250.0.3'],
  );
  // The sessions are what the pages will see: a provider with a profile, an admin.
  for (const [cookie, pathName] of [
    [provider.cookie, '/api/provider/profile'],
    [admin.cookie, '/api/isAdmin'],
  ]) {
    const answer = await httpRequest(`${APP_URL}${pathName}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`GET ${pathName} with the bench session answered ${answer.status}: ${answer.body}`);
  }
  const couple = await ensureCoupleWithPlan(ACCOUNTS.couple, ['10.250.0.5', '10.250.0.6']);
  const bookingId = await ensureProviderBooking(provider, '10.250.0.2');
  return {
    admin: { ...ACCOUNTS.admin, cookie: admin.cookie },
    provider: { ...ACCOUNTS.provider, id: provider.id, cookie: provider.cookie, bookingId },
    couple: { ...ACCOUNTS.couple, cookie: couple.cookie },
  };
}

/** The number of the bench provider's own booking (ensureProviderBooking). */
const PROVIDER_BOOKING_NUMBER = 'SV-P-0000001';

/**
 * A confirmed booking of the bench provider's (what /rezervace/{id} is measured with): the provider's
 * accepted offer on a couple's request and its booking waiting for the provider, inserted in SQL as the
 * booking case's volume is (the couple's side has no account here), then confirmed by the provider
 * through the API (the frozen document both sides see). Idempotent: the numbered one is kept. Its id.
 */
async function ensureProviderBooking(provider, address) {
  const { id, status } = await withClient(BENCH_DB_URL, async (client) => {
    const [existing] = (await client.query(`SELECT id, status FROM bookings WHERE number = $1`, [PROVIDER_BOOKING_NUMBER])).rows;
    if (existing) return existing;
    const { rows } = await client.query(
      `WITH request AS (
         SELECT r.id, r.couple_name, r.contact_email FROM service_requests r
          WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.request_id = r.id AND (o.status = 'accepted' OR o.provider_id = $1))
          ORDER BY r.id DESC LIMIT 1
       ), offer AS (
         INSERT INTO offers (request_id, provider_id, status, message, price_kind, price_min, included_items, available_on_date, answered_at)
         SELECT id, $1, 'accepted', 'Rádi vás nafotíme celý den, od příprav po první tanec.', 'exact', 32000,
                ARRAY['Focení od příprav po první tanec', 'Krátký svatební film', 'Online galerie'], 'available', now()
           FROM request
         RETURNING id, request_id
       )
       INSERT INTO bookings (number, offer_id, request_id, provider_id, provider_user_id, status, event_date, respond_by, couple_name, couple_email, provider_name)
       SELECT $2, offer.id, offer.request_id, p.id, p.user_id, 'pending_provider', DATE '2027-09-18', now() + interval '72 hours',
              request.couple_name, request.contact_email, p.company_name
         FROM offer JOIN request ON request.id = offer.request_id JOIN provider_profiles p ON p.id = $1
       RETURNING id, status`,
      [provider.id, PROVIDER_BOOKING_NUMBER],
    );
    await client.query(`INSERT INTO booking_history (booking_id, actor, action) VALUES ($1, 'couple', 'created')`, [rows[0].id]);
    return rows[0];
  });
  if (status === 'pending_provider') {
    const confirmed = await postJson(`/api/bookings/${id}/confirm`, {}, { cookie: provider.cookie, address });
    if (confirmed.status !== 200 && confirmed.status !== 201) throw new Error(`confirming the bench provider's booking answered ${confirmed.status}: ${confirmed.body}`);
    log(`Made the bench provider's booking ${id}`);
  }
  return id;
}

/**
 * A couple's account with a proven address and a wedding plan holding a few guests and budget lines
 * (what /muj-plan is measured with): signed in, or registered and verified when missing. Idempotent.
 */
async function ensureCoupleWithPlan(account, [loginAddress, registrationAddress]) {
  let couple = await logIn(account, loginAddress);
  if (!couple.cookie) {
    const registered = await postJson(
      '/api/auth/register',
      { firstName: 'Jana', lastName: 'Měřená', email: account.email, password: account.password, confirmPassword: account.password },
      { address: registrationAddress },
    );
    if (registered.status !== 201 && registered.status !== 200) throw new Error(`couple registration answered ${registered.status}: ${registered.body}`);
    await verifyEmail(account.email);
    couple = await logIn(account, loginAddress);
    if (!couple.cookie) throw new Error(`couple login answered ${couple.status}: ${couple.body}`);
  }
  const { cookie } = couple;
  const weddingDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const created = await postJson('/api/plan', { coupleNames: 'Jana a Petr', weddingDate, totalBudget: 280_000, expectedGuests: 58 }, { cookie, address: loginAddress });
  if (created.status !== 201 && created.status !== 409) throw new Error(`POST /api/plan answered ${created.status}: ${created.body}`);
  if (created.status === 201) {
    for (const [index, name] of ['Marie Nováková', 'Josef Novák', 'Eliška Dvořáková', 'Tomáš Černý', 'Anna Veselá', 'Ondřej Malý'].entries()) {
      await postJson('/api/plan/guests', { name, group: index < 3 ? 'Rodina nevěsty' : 'Přátelé', child: index === 5 }, { cookie, address: loginAddress });
    }
    for (const [categoryId, planned] of [['venue', 90_000], ['catering', 80_000], ['photography', 30_000]]) {
      await postJson('/api/plan/budget/lines', { categoryId, planned }, { cookie, address: loginAddress });
    }
    log(`Created the bench couple's wedding plan`);
  }
  await ensureShortlist(cookie, loginAddress);
  return { cookie };
}

/**
 * A few providers of the catalogue's first page in the couple's shortlist (what /vybrani is measured with), through
 * PUT /api/shortlist/{id}, when it is empty: a reused database keeps the ones it has.
 */
async function ensureShortlist(cookie, address) {
  const held = await httpRequest(`${APP_URL}/api/shortlist`, { headers: { cookie } });
  if (held.status !== 200) throw new Error(`GET /api/shortlist answered ${held.status}: ${held.body}`);
  if (JSON.parse(held.body.toString()).items.length > 0) return;
  const list = await httpRequest(`${APP_URL}/api/service-providers?page=1&pageSize=4`);
  if (list.status !== 200) throw new Error(`GET /api/service-providers answered ${list.status}: ${list.body}`);
  for (const { id } of JSON.parse(list.body.toString()).items) {
    const saved = await postJson(`/api/shortlist/${id}`, {}, { cookie, address, method: 'PUT' });
    if (saved.status !== 204) throw new Error(`PUT /api/shortlist/${id} answered ${saved.status}: ${saved.body}`);
  }
}

/**
 * A provider account with a profile (`profile`: the registration's fields but the account's), a proven
 * address and an active basic subscription: signed in, or registered through POST /api/providers,
 * verified and granted the subscription by the admin when missing. Its id and session cookie.
 * `addresses`: the client addresses of the sign-in and of the registration.
 */
async function ensureSubscribedProvider(account, profile, adminCookie, [loginAddress, registrationAddress]) {
  let provider = await logIn(account, loginAddress);
  if (!provider.cookie) {
    const registered = await postJson(
      '/api/providers',
      { ...profile, email: account.email, password: account.password, phonePrefix: '+420', phone: '777 123 456' },
      { address: registrationAddress },
    );
    if (registered.status !== 201) throw new Error(`provider registration answered ${registered.status}: ${registered.body}`);
    log(`Registered the bench provider ${account.email}`);
    provider = { cookie: cookieOf(registered) };
  }
  const [row] = await withClient(
    BENCH_DB_URL,
    async (client) =>
      (
        await client.query(
          `SELECT p.id, EXISTS (SELECT 1 FROM provider_subscriptions s WHERE s.provider_id = p.id AND s.status = 'active' AND s.current_period_end > now()) AS active,
                  u.email_verified_at IS NOT NULL AS verified
             FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
          [account.email],
        )
      ).rows,
  );
  if (!row) throw new Error(`${account.email} has no provider profile`);
  if (!row.verified) await verifyEmail(account.email);
  if (!row.active) {
    const granted = await postJson(`/api/admin/providers/${row.id}/activate-subscription`, { planType: 'basic' }, { cookie: adminCookie, method: 'PATCH' });
    if (granted.status !== 200) throw new Error(`activate-subscription answered ${granted.status}: ${granted.body}`);
    log(`Granted the bench provider ${row.id} a basic subscription`);
  }
  return { id: row.id, cookie: provider.cookie };
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

// ---------------------------------------------------------------- booking confirmation (issue 44)
/**
 * The booking case: BOOKING_BENCH.providers listed providers of the volume data, each signed in
 * (a known password set on its account in SQL: the volume accounts have none) with
 * BOOKING_BENCH.perProvider pending bookings, each from an accepted offer on a request of its own
 * and on a day of its own (capacity 1 a day). Every POST confirms the next booking, round robin over
 * the providers: confirmations lock the provider's settings row (the capacity rule), so 50 at once
 * for one provider would measure that queue, not the load of 50 providers confirming.
 */
const BOOKING_BENCH = { providers: 100, perProvider: 150, password: 'Bench-rezervace-heslo-2026', numberPrefix: 'SV-B-' };

/** Rows of the booking case straight in SQL (idempotent: a kept database's earlier ones go first); the bookings' ids and their providers. */
async function seedPendingBookings() {
  const { hash } = require('@node-rs/argon2');
  const passwordHash = await hash(BOOKING_BENCH.password, { algorithm: 2 });
  return withClient(BENCH_DB_URL, async (client) => {
    await client.query('BEGIN');
    try {
      const prefix = `${BOOKING_BENCH.numberPrefix}%`;
      await client.query(`DELETE FROM offers WHERE id IN (SELECT offer_id FROM bookings WHERE number LIKE $1)`, [prefix]);
      await client.query(`DELETE FROM bookings WHERE number LIKE $1`, [prefix]);
      const { rows: providers } = await client.query(
        `SELECT p.id, p.user_id AS "userId", u.email FROM provider_profiles p JOIN users u ON u.id = p.user_id
          WHERE NOT p.is_demo AND p.listing_until > now() AND u.email <> $2 ORDER BY p.id LIMIT $1`,
        [BOOKING_BENCH.providers, ACCOUNTS.provider.email],
      );
      if (providers.length < BOOKING_BENCH.providers) throw new Error(`only ${providers.length} listed providers for the booking case`);
      await client.query(`UPDATE users SET password_hash = $1, email_verified_at = coalesce(email_verified_at, now()) WHERE id = ANY($2::int[])`, [
        passwordHash,
        providers.map((provider) => provider.userId),
      ]);
      // A request of its own for every booking (one accepted offer per request), none of them already offered on by these providers.
      const count = BOOKING_BENCH.providers * BOOKING_BENCH.perProvider;
      const { rows: requests } = await client.query(
        `SELECT r.id FROM service_requests r
          WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.request_id = r.id AND o.status = 'accepted')
          ORDER BY r.id LIMIT $1`,
        [count],
      );
      if (requests.length < count) throw new Error(`only ${requests.length} requests for ${count} bookings`);
      const requestIds = requests.map((row) => row.id);
      const providerIds = requestIds.map((_, index) => providers[index % providers.length].id);
      const { rows } = await client.query(
        `WITH made AS (
           INSERT INTO offers (request_id, provider_id, status, message, price_kind, price_min, included_items, available_on_date, answered_at)
           SELECT request_id, provider_id, 'accepted', 'Rádi vás nafotíme celý den, od příprav po první tanec.', 'exact', 25000,
                  ARRAY['Focení od příprav po první tanec', 'Online galerie', '300 upravených fotografií'], 'available', now()
             FROM unnest($1::int[], $2::int[]) AS x (request_id, provider_id)
           RETURNING id, request_id, provider_id
         ), numbered AS (
           SELECT made.*, row_number() OVER (PARTITION BY made.provider_id ORDER BY made.id) AS day_of_provider,
                  row_number() OVER (ORDER BY made.id) AS n
             FROM made
         )
         INSERT INTO bookings (number, offer_id, request_id, provider_id, provider_user_id, status, event_date, respond_by,
                               couple_name, couple_email, provider_name)
         SELECT $3::text || lpad(numbered.n::text, 7, '0'), numbered.id, numbered.request_id, numbered.provider_id, p.user_id, 'pending_provider',
                DATE '2028-01-01' + numbered.day_of_provider::int, now() + interval '72 hours',
                r.couple_name, r.contact_email, p.company_name
           FROM numbered JOIN service_requests r ON r.id = numbered.request_id JOIN provider_profiles p ON p.id = numbered.provider_id
         RETURNING id, provider_id AS "providerId"`,
        [requestIds, providerIds, BOOKING_BENCH.numberPrefix],
      );
      await client.query(`INSERT INTO booking_history (booking_id, actor, action) SELECT unnest($1::int[]), 'couple', 'created'`, [
        rows.map((row) => row.id),
      ]);
      await client.query('COMMIT');
      return { providers, bookings: rows };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** Seeds the booking case, signs its providers in; the case's queue of confirmations, round robin over the providers. */
async function prepareBookingConfirm(testCase) {
  const started = Date.now();
  const { providers, bookings } = await seedPendingBookings();
  const cookies = new Map();
  for (let start = 0; start < providers.length; start += 5) {
    await Promise.all(
      providers.slice(start, start + 5).map(async (provider, index) => {
        const session = await logIn({ email: provider.email, password: BOOKING_BENCH.password }, `10.251.${Math.floor((start + index) / 250)}.${(start + index) % 250}`);
        if (!session.cookie) throw new Error(`booking case: sign-in of ${provider.email} answered ${session.status}: ${session.body}`);
        cookies.set(provider.id, session.cookie);
      }),
    );
  }
  const byProvider = new Map(providers.map((provider) => [provider.id, []]));
  for (const booking of bookings) byProvider.get(booking.providerId).push(booking.id);
  const queue = [];
  for (let round = 0; round < BOOKING_BENCH.perProvider; round += 1) {
    for (const provider of providers) {
      const id = byProvider.get(provider.id)[round];
      if (id !== undefined) queue.push({ id, path: `/api/bookings/${id}/confirm`, cookie: cookies.get(provider.id) });
    }
  }
  testCase.queue = queue;
  log(`booking-confirm: ${bookings.length} pending bookings of ${providers.length} signed-in providers in ${fmt((Date.now() - started) / 1000, 1)} s`);
}

// ---------------------------------------------------------------- the inquiries list (issue 45)
/**
 * The inquiries case: a subscribed provider (its own account, registered through the API) whose
 * category and area match INQUIRIES_BENCH.matching active requests (the volume's, topped up with
 * SQL copies of them when fewer), loads the provider's inquiries page as its list call sends it
 * (frontend inquiryFilters.toListArg: the first page of 12, newest first, filtered=true). When the
 * matching tables exist, it is also invited to INQUIRIES_BENCH.invited requests outside its
 * category (they come first) and has answered "Nemám volný termín" on INQUIRIES_BENCH.replied of
 * the newest matching ones (they leave its list): the list's EXISTS subqueries do real work.
 */
const INQUIRIES_BENCH = {
  account: { email: 'bench.technika@example.cz', password: 'Bench-technika-heslo-2026' },
  // Lighting and equipment hire in Jihlava: 882 matches in the volume data (seed 1), the copies make up the rest.
  categories: ['lighting', 'equipment_rental'],
  area: 'jihlava',
  matching: 1000,
  invited: 20,
  replied: 50,
  path: '/api/service-requests?page=1&pageSize=12&sort=newest&filtered=true',
};

/** Whether table `name` exists (the matching tables come with issue 45's migrations). */
async function tableExists(client, name) {
  const { rows } = await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [name]);
  return rows[0].present;
}

/**
 * Rows of the inquiries case in SQL (idempotent: a kept database's earlier invitations and replies
 * of the provider go first, its copies are kept): the matching requests topped up to the target,
 * the invitations and the replies. Answers what the provider's list must show.
 */
async function seedInquiries(providerId) {
  const { locationReach } = require(path.join(RUN_BACKEND, 'catalog', 'location-reach.js'));
  const places = locationReach([INQUIRIES_BENCH.area]);
  return withClient(BENCH_DB_URL, async (client) => {
    await client.query('BEGIN');
    try {
      const matches = `r.status = 'active' AND r.matched_categories && $1::varchar[] AND r.location_id = ANY ($2::varchar[])`;
      const countMatching = async () =>
        (await client.query(`SELECT count(*)::int AS n FROM service_requests r WHERE ${matches}`, [INQUIRIES_BENCH.categories, places])).rows[0].n;
      const found = await countMatching();
      if (found === 0) throw new Error(`inquiries case: no active ${INQUIRIES_BENCH.categories.join(' / ')} request in ${places.join(', ')}`);
      let copies = 0;
      if (found < INQUIRIES_BENCH.matching) {
        // Copies of the matching requests (so they match alike), each with its own e-mail and times a few hours apart.
        const columns = (
          await client.query(
            `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
              WHERE attrelid = 'service_requests'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' AND attidentity = ''
              ORDER BY attnum`,
          )
        ).rows;
        const value = ({ name, type }) =>
          name === 'contact_email'
            ? `regexp_replace(contact_email, '@', '.poptavky' || k || '@')`
            : type === 'timestamp with time zone'
              ? `${name} - make_interval(hours => k * 7)`
              : name;
        copies = INQUIRIES_BENCH.matching - found;
        await client.query(
          `INSERT INTO service_requests (${columns.map((column) => column.name).join(', ')})
           SELECT ${columns.map(value).join(', ')}
             FROM (SELECT r.*, k FROM service_requests r CROSS JOIN generate_series(1, $3::int) AS k
                    WHERE ${matches} ORDER BY k, r.id LIMIT $4) t`,
          [INQUIRIES_BENCH.categories, places, Math.ceil(copies / found), copies],
        );
      }
      const matching = await countMatching();
      const expected = { matching, copies, invitedIds: [], repliedIds: [], total: matching };
      if (await tableExists(client, 'request_invitations')) {
        await client.query(`DELETE FROM request_invitations WHERE provider_id = $1`, [providerId]);
        const { rows } = await client.query(
          `INSERT INTO request_invitations (request_id, provider_id, source)
           SELECT r.id, $2, 'couple' FROM service_requests r
            WHERE r.status = 'active' AND NOT (r.matched_categories && $3::varchar[])
            ORDER BY r.id LIMIT $1
           RETURNING request_id AS id`,
          [INQUIRIES_BENCH.invited, providerId, INQUIRIES_BENCH.categories],
        );
        expected.invitedIds = rows.map((row) => row.id);
        expected.total += rows.length;
      }
      if (await tableExists(client, 'request_replies')) {
        await client.query(`DELETE FROM request_replies WHERE provider_id = $1`, [providerId]);
        const { rows } = await client.query(
          `INSERT INTO request_replies (request_id, provider_id, kind)
           SELECT r.id, $4, 'unavailable' FROM service_requests r WHERE ${matches}
            ORDER BY r.created_at DESC, r.id DESC LIMIT $3
           RETURNING request_id AS id`,
          [INQUIRIES_BENCH.categories, places, INQUIRIES_BENCH.replied, providerId],
        );
        expected.repliedIds = rows.map((row) => row.id);
        expected.total -= rows.length;
      }
      await client.query('COMMIT');
      // As the volume data (VACUUM ANALYZE after seeding): the copies and the provider's rows measured settled. Right after the
      // copies the list's execution took 11.6 ms, after a vacuum 4.1 ms.
      const tables = ['service_requests', 'derived.request_reach', 'request_invitations', 'request_replies'];
      const present = [];
      for (const table of tables) if (await tableExists(client, table)) present.push(table);
      await client.query(`VACUUM ANALYZE ${present.join(', ')}`);
      return expected;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** The inquiries case's provider (signed in), its rows; the case then loads the list as that provider. */
async function prepareInquiries(testCase, accounts) {
  const started = Date.now();
  const provider = await ensureSubscribedProvider(
    INQUIRIES_BENCH.account,
    {
      companyName: 'Světla a technika Zkušební',
      serviceType: INQUIRIES_BENCH.categories.join(','),
      description: 'Osvětlení sálu, ozvučení a půjčovna techniky na svatby, s obsluhou. Účet měření výkonu.',
      serviceAreas: [INQUIRIES_BENCH.area],
      yearsExperience: 6,
      priceFrom: 4000,
      priceTo: 20000,
    },
    accounts.admin.cookie,
    ['10.250.0.5', '10.250.0.6'],
  );
  testCase.expected = await seedInquiries(provider.id);
  testCase.headers = { cookie: provider.cookie };
  const { matching, copies, invitedIds, repliedIds, total } = testCase.expected;
  log(
    `inquiries: provider ${provider.id} (${INQUIRIES_BENCH.categories.join(', ')}; ${INQUIRIES_BENCH.area}): ${matching} matching active requests ` +
      `(${copies} copied now), ${invitedIds.length} invitations, ${repliedIds.length} replies: ${total} on its list; VACUUM ANALYZE; ${fmt((Date.now() - started) / 1000, 1)} s`,
  );
}

/** The provider's list as the inquiries page gets it: the expected total, the invitations first, no replied request, contacts shown. */
async function verifyInquiries(testCase) {
  const answer = await httpRequest(`${APP_URL}${testCase.path}`, { headers: testCase.headers });
  if (answer.status !== 200) return `status ${answer.status}: ${answer.body.toString().slice(0, 200)}`;
  const body = JSON.parse(answer.body);
  const { total, invitedIds, repliedIds, matching } = testCase.expected;
  if (body.total !== total) return `total ${body.total}, expected ${total}`;
  if (body.items.length !== Math.min(12, total)) return `${body.items.length} rows on the first page`;
  const ids = body.items.map((item) => item.id);
  const firstInvited = invitedIds.slice().sort((a, b) => a - b);
  const shownInvited = ids.slice(0, Math.min(12, invitedIds.length));
  if (!shownInvited.every((id) => firstInvited.includes(id))) return 'the invitations do not come first';
  if (invitedIds.length > 0 && !body.items.slice(0, shownInvited.length).every((item) => item.invited === true)) return 'an invitation is not flagged invited';
  if (ids.some((id) => repliedIds.includes(id))) return 'a request the provider answered "Nemám volný termín" is still listed';
  if (!body.items.every((item) => item.canSeeContact)) return 'the subscribed provider sees no contacts';
  testCase.note =
    `${body.items.length} rows of ${body.total}, signed in as a subscribed provider whose category and area match ${matching} active requests` +
    `${invitedIds.length ? `, invited to ${invitedIds.length} others (first on the list)` : ''}` +
    `${repliedIds.length ? `, ${repliedIds.length} answered "Nemám volný termín" (off the list)` : ''}; target p95 < ${TARGETS.inquiriesP95Ms} ms`;
  return null;
}

async function defineCases(accounts) {
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
      // The count starts at a random offset: a kept database's earlier runs used their own addresses (5 submits an hour each).
      nextRequest: (() => {
        let count = randomInt(1 << 23);
        return () => {
          count += 1;
          return { body: submitBody(`zatez-${RUN_TAG}-${count}`), address: clientAddress(count) };
        };
      })(),
    },
    // Issue 45: its copies of requests and its invitations would change the request list's total above on a kept database.
    {
      id: 'inquiries',
      name: `inquiries (GET /api/service-requests?filtered=true, a provider matching ${INQUIRIES_BENCH.matching} requests)`,
      path: INQUIRIES_BENCH.path,
      // No baseline: the relevance rule (categories, reach, invitations, replies) is the app's; the session is a provider's.
      appOnly: true,
      prepare: (testCase) => prepareInquiries(testCase, accounts),
    },
    // Last: its offers and confirmed days change nothing the cases above read, but later runs on a kept database would see them.
    {
      id: 'booking-confirm',
      name: `booking confirm (POST /api/bookings/{id}/confirm, ${BOOKING_BENCH.providers} providers, a different pending booking each)`,
      path: '/api/bookings/0/confirm',
      method: 'POST',
      body: '{}',
      // No baseline: the rule (capacity under a row lock, the frozen document, the calendar day, history, events) is the app's.
      appOnly: true,
      prepare: prepareBookingConfirm,
      nextRequest() {
        const next = this.queue.shift();
        // An exhausted queue confirms the last booking again: a 409, counted as failed (more bookings are needed then).
        if (next) this.last = next;
        const { path: pathName, cookie } = next ?? this.last;
        return { path: pathName, body: '{}', headers: { cookie } };
      },
    },
  ];
}

/** The same rows in the same JSON from both servers; for the submit, the same rows written. */
async function verifyCase(testCase) {
  if (testCase.id === 'inquiries') return verifyInquiries(testCase);
  if (testCase.id === 'booking-confirm') {
    const first = testCase.queue.shift();
    const answer = await httpRequest(`${APP_URL}${first.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: '{}',
    });
    if (answer.status !== 200 && answer.status !== 201) return `status ${answer.status}: ${answer.body.toString().slice(0, 200)}`;
    if (JSON.parse(answer.body).status !== 'confirmed') return 'the answer is not a confirmed booking';
    const [row] = await withClient(
      BENCH_DB_URL,
      async (client) =>
        (
          await client.query(
            `SELECT b.status, b.document IS NOT NULL AS frozen,
                    (SELECT count(*)::int FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'confirmed') AS history
               FROM bookings b WHERE b.id = $1`,
            [first.id],
          )
        ).rows,
    );
    if (row?.status !== 'confirmed' || !row.frozen || row.history !== 1) return 'the booking row was not confirmed with its document and history';
    testCase.note = `each request confirms another pending booking (${testCase.queue.length} left after the check), as its provider's session; confirmed with the frozen document and a history entry`;
    return null;
  }
  if (testCase.method === 'POST') {
    // New e-mails and client addresses each run (a kept database holds the last run's: the same content again is a duplicate).
    const addresses = [clientAddress((1 << 23) + randomInt(1 << 22)), clientAddress((3 << 22) + randomInt(1 << 22))];
    const headers = (address) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });
    const [app, baseline] = await Promise.all([
      httpRequest(`${APP_URL}${testCase.path}`, { method: 'POST', headers: headers(addresses[0]), body: submitBody(`overeni-app-${RUN_TAG}`) }),
      httpRequest(`${BASELINE_URL}${testCase.path}`, { method: 'POST', headers: headers(addresses[1]), body: submitBody(`overeni-zaklad-${RUN_TAG}`) }),
    ]);
    if (app.status !== 201 || baseline.status !== 201) return `status ${app.status} (app) / ${baseline.status} (baseline)`;
    const a = JSON.parse(app.body);
    const b = JSON.parse(baseline.body);
    const keys = (answer) => Object.keys(answer).sort().join();
    if (a.message !== b.message || a.status !== b.status || keys(a) !== keys(b)) return 'different answers';
    const written = await withClient(BENCH_DB_URL, async (client) => {
      const { rows } = await client.query(
        `SELECT r.id, to_jsonb(r) - '{id,created_at,updated_at,contact_email,contact_email_key,search_text}'::text[] AS fields,
                (SELECT count(*)::int FROM request_tokens k WHERE k.request_id = r.id AND k.purpose = 'confirm') AS tokens,
                (SELECT count(*)::int FROM mail_outbox o WHERE o.to_email = r.contact_email AND o.secret) AS mails,
                (SELECT count(*)::int FROM mail_outbox o JOIN pgboss.job j ON j.name = 'mail' AND j.data ->> 'outboxId' = o.id::text
                  WHERE o.to_email = r.contact_email) AS jobs
           FROM service_requests r WHERE r.id = ANY ($1::int[]) ORDER BY r.id`,
        [[a.id, b.id]],
      );
      // The submit limit's counter of each client address (5 an hour): one hit each.
      const { rows: limits } = await client.query(`SELECT hits FROM rate_limit_hits WHERE key = ANY ($1::text[]) AND hits = 1`, [
        addresses.map((address) => `RequestsController.create:default:${address}`),
      ]);
      return limits.length === 2 ? rows : [];
    });
    if (written.length !== 2) return 'a submitted request or a rate-limit counter is missing';
    const [first, second] = written;
    if (!isDeepStrictEqual(first.fields, second.fields)) return 'different request rows';
    if ([first, second].some((row) => row.tokens !== 1 || row.mails !== 1 || row.jobs !== 1)) return 'a confirmation link, mail or its job is missing';
    testCase.note = `${a.status}: one rate-limit hit, confirmation link, mail and delivery job per submit; premium notices wait for the confirmation`;
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
                    return {
                      ...request,
                      ...(next.path ? { path: next.path } : {}),
                      body: next.body,
                      headers: { ...request.headers, ...(next.address ? { 'x-forwarded-for': next.address } : {}), ...(next.headers ?? {}) },
                    };
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
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      answered.set(baseUrl, (answered.get(baseUrl) ?? 0) + 1);
    });
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

/**
 * One case's load on the app and, unless `appOnly`, on the baseline: a warm-up of each (JIT, pools,
 * caches), then app, baseline, baseline, app, half the duration each, so that a slow spell of the
 * shared machine weighs on both alike; each run waits for the database to settle. { app, baseline }.
 */
async function measurePair(testCase, { appOnly = false } = {}) {
  const measure = async (baseUrl, durationS) => {
    const result = await load(baseUrl, testCase, durationS);
    await settle();
    return result;
  };
  await measure(APP_URL, settings.warmup);
  const half = settings.duration / 2;
  if (appOnly) {
    const app = combine([await measure(APP_URL, half), await measure(APP_URL, half)]);
    return { app, baseline: { rps: NaN, ok: 0, non2xx: 0, errors: 0, timeouts: 0, p50: NaN, p95: NaN, p99: NaN } };
  }
  await measure(BASELINE_URL, settings.warmup);
  const first = await measure(APP_URL, half);
  const baselineRuns = [await measure(BASELINE_URL, half), await measure(BASELINE_URL, half)];
  return { app: combine([first, await measure(APP_URL, half)]), baseline: combine(baselineRuns) };
}

async function benchmarkApi(cases, targets = TARGETS) {
  const results = [];
  for (const testCase of cases) {
    if (testCase.prepare) await testCase.prepare(testCase);
    const mismatch = await verifyCase(testCase);
    if (mismatch) console.error(`[bench] ERROR ${testCase.id}: ${testCase.appOnly ? 'the check failed' : 'app and baseline differ'}: ${mismatch}`);
    else log(`${testCase.id}: ${testCase.appOnly ? 'checked' : 'app and baseline answer the same'} (${testCase.note})`);
    const { app, baseline } = await measurePair(testCase, { appOnly: testCase.appOnly });
    const result = evaluate(testCase, app, baseline, mismatch, targets);
    result.load = os.loadavg()[0];
    results.push(result);
    log(
      `${testCase.id}: app ${fmt(app.rps)} req/s (p50 ${fmt(app.p50, 1)} / p95 ${fmt(app.p95, 1)} / p99 ${fmt(app.p99, 1)} ms), ` +
        `baseline ${fmt(baseline.rps)} req/s (p95 ${fmt(baseline.p95, 1)} ms), ratio ${fmt(result.ratio * 100)} %`,
    );
  }
  return results;
}

function evaluate(testCase, app, baseline, mismatch, targets) {
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
    if (targets.ratio) checks.push({ ok: ratio >= targets.ratio, text: `ratio ≥ ${targets.ratio * 100} %` });
    if (targets.p95Ms) checks.push({ ok: app.p95 < targets.p95Ms, text: `p95 < ${targets.p95Ms} ms` });
  }
  if (testCase.id === 'submit' && targets.submitRatio) {
    checks.push({ ok: ratio >= targets.submitRatio, text: `ratio ≥ ${targets.submitRatio * 100} % (${fmt(ratio * 100)} %)` });
  }
  if (testCase.id === 'submit' && targets.submitP95Ms) {
    checks.push({ ok: app.p95 < targets.submitP95Ms, text: `p95 < ${targets.submitP95Ms} ms at ${settings.connections} connections` });
    checks.push({ ok: app.non2xx + app.errors + app.timeouts === 0, text: 'no failed requests' });
  }
  if (testCase.id === 'inquiries' && targets.inquiriesP95Ms) {
    checks.push({ ok: app.p95 < targets.inquiriesP95Ms, text: `p95 < ${targets.inquiriesP95Ms} ms at ${settings.connections} connections` });
    checks.push({ ok: app.non2xx + app.errors + app.timeouts === 0, text: 'no failed requests' });
  }
  if (testCase.id === 'booking-confirm' && targets.bookingConfirmP95Ms) {
    checks.push({ ok: app.p95 < targets.bookingConfirmP95Ms, text: `p95 < ${targets.bookingConfirmP95Ms} ms at ${settings.connections} connections` });
    checks.push({ ok: app.non2xx + app.errors + app.timeouts === 0, text: 'no failed requests' });
  }
  return { testCase, app, baseline, ratio, checks, ok: checks.every((check) => check.ok) };
}

// ---------------------------------------------------------------- 3. front end
/**
 * The public pages couples land on (home, the two lists, a category, a service type, the busiest
 * portfolio, the FAQ) and the signed-in ones: the provider's dashboard and inquiries, the admin panel.
 */
async function frontendPages(accounts) {
  const busiest = await busiestProvider();
  const publicPages = ['/', '/poptavky', '/dodavatele', '/dodavatele?kategorie=photography', '/services/photography', `/portfolio?provider=${busiest.id}`, '/faq'];
  const all = [
    ...publicPages.map((page) => ({ page, group: 'public' })),
    { page: '/v-cislech', group: 'public', perfMobile: TARGETS.figuresPerfMobile },
    ...(accounts
      ? [
          { page: '/dashboard', group: 'signedIn', as: 'provider', cookie: accounts.provider.cookie },
          { page: '/inquiries', group: 'signedIn', as: 'provider', cookie: accounts.provider.cookie },
          { page: '/zpravy', group: 'signedIn', as: 'provider', cookie: accounts.provider.cookie },
          { page: '/subscription-management', group: 'signedIn', as: 'provider', cookie: accounts.provider.cookie },
          // The provider's own booking; BENCH_PAGES names it /rezervace/{id}.
          { page: `/rezervace/${accounts.provider.bookingId}`, alias: '/rezervace/{id}', group: 'signedIn', as: 'provider', cookie: accounts.provider.cookie },
          { page: '/admin', group: 'signedIn', as: 'admin', cookie: accounts.admin.cookie },
          { page: '/muj-plan', group: 'signedIn', as: 'couple', cookie: accounts.couple.cookie },
          { page: '/dashboard', group: 'signedIn', as: 'couple', cookie: accounts.couple.cookie },
          { page: '/vybrani', group: 'signedIn', as: 'couple', cookie: accounts.couple.cookie },
        ]
      : []),
  ];
  return settings.pages ? all.filter((entry) => settings.pages.includes(entry.page) || settings.pages.includes(entry.alias)) : all;
}

/** The body bytes of a response as served with Accept-Encoding: gzip (what goes over the wire). */
async function servedSize(url, cookie) {
  const response = await httpRequest(url, { headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
  return { wire: response.body.length, encoding: response.headers['content-encoding'] ?? 'identity' };
}

async function benchmarkFrontend(accounts) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  // One browser (a fresh profile) per visitor: the session cookie an answer sets stays in the
  // browser's jar and would go along with the next account's pages.
  let visitor = null;
  const browserFor = async (as) => {
    if (chrome && visitor === (as ?? 'anonymous')) return chrome;
    if (chrome) await chrome.kill();
    chrome = await chromeLauncher.launch({
      chromePath: settings.chromium,
      // The e2e suite's Chromium flags (e2e/chromium.json), headless.
      chromeFlags: ['--headless=new', ...require('./e2e/chromium.json').args],
    });
    visitor = as ?? 'anonymous';
    return chrome;
  };
  const presets = [
    { id: 'mobile', config: undefined },
    { id: 'desktop', config: desktopConfig },
  ];
  const pages = [];
  try {
    for (const { page, group, as, cookie, perfMobile } of await frontendPages(accounts)) {
      const entry = { page, group, as, perfMobile, presets: {}, scripts: [] };
      try {
        await browserFor(as);
        entry.cpuBefore = await quietMachine();
        for (const preset of presets) {
          const runs = [];
          for (let run = 0; run < settings.lighthouseRuns; run += 1) {
            // A run Chrome could not complete (a rare interstitial) is tried again, twice at most.
            let lhr = null;
            for (let attempt = 1; attempt <= 3 && !lhr; attempt += 1) {
              const result = await lighthouse(
                `${APP_URL}${page}`,
                {
                  port: chrome.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: ['performance', 'accessibility'],
                  // Signed in: the session cookie on every request of the page.
                  ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
                },
                preset.config,
              );
              // A signed-in page that sent the browser to the login screen measured the wrong page.
              const landed = new URL(result.lhr.finalDisplayedUrl ?? result.lhr.finalUrl ?? `${APP_URL}${page}`);
              if (cookie && landed.pathname !== new URL(`${APP_URL}${page}`).pathname)
                throw new Error(`Lighthouse ${page} (signed in as ${as}) ended on ${landed.pathname}${landed.search}: the session was not accepted`);
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
          const served = await servedSize(script.url, cookie);
          script.wire = served.wire;
          script.encoding = served.encoding;
          wire += served.wire;
          raw += script.resourceSize;
        }
        entry.jsWireKb = wire / 1000;
        entry.jsRawKb = raw / 1000;
        entry.jsTransferKb = entry.scripts.reduce((sum, script) => sum + script.transferSize, 0) / 1000;
        log(`${page}: ${entry.scripts.length} scripts, ${fmt(entry.jsWireKb, 1)} kB gzipped (${fmt(entry.jsRawKb, 1)} kB uncompressed)`);
      } catch (error) {
        // One page that cannot be measured (e.g. a session refused) does not lose the others.
        entry.error = error.message;
        console.error(`[bench] ERROR front end ${page}: ${error.message}`);
      }
      pages.push(entry);
    }
  } finally {
    if (chrome) await chrome.kill();
    chrome = null;
  }
  return pages;
}

function frontendChecks(pages) {
  const checks = [];
  const check = (ok, text) => checks.push({ ok, text });
  for (const entry of pages) {
    if (entry.error) {
      check(false, `${entry.page}${entry.as ? ` (${entry.as})` : ''}: not measured (${entry.error})`);
      continue;
    }
    const { mobile, desktop } = entry.presets;
    if (entry.group === 'public') {
      const t = TARGETS.public;
      check(entry.jsWireKb <= t.jsKb, `${entry.page} loads ≤ ${t.jsKb} kB gzipped JS (${fmt(entry.jsWireKb, 1)} kB)`);
      const perfMobile = entry.perfMobile ?? t.perfMobile;
      check(mobile.performance >= perfMobile, `${entry.page} Lighthouse performance mobile ≥ ${perfMobile} (${mobile.performance})`);
      check(desktop.performance >= t.perfDesktop, `${entry.page} Lighthouse performance desktop = ${t.perfDesktop} (${desktop.performance})`);
      check(mobile.tbt < t.tbtMobileMs, `${entry.page} TBT mobile < ${t.tbtMobileMs} ms (${fmt(mobile.tbt)} ms)`);
      check(mobile.cls < t.clsMobile, `${entry.page} CLS mobile < ${t.clsMobile} (${fmt(mobile.cls, 3)})`);
      for (const preset of ['mobile', 'desktop']) {
        const score = entry.presets[preset].accessibility;
        check(score >= t.accessibility, `${entry.page} accessibility ${preset} ≥ ${t.accessibility} (${score})`);
      }
    } else {
      const t = TARGETS.signedIn;
      const page = `${entry.page} (${entry.as})`;
      check(entry.jsWireKb <= t.jsKb, `${page} loads ≤ ${t.jsKb} kB gzipped JS (${fmt(entry.jsWireKb, 1)} kB)`);
      check(mobile.performance >= t.perfMobile, `${page} Lighthouse performance mobile ≥ ${t.perfMobile} (${mobile.performance})`);
      check(mobile.lcp <= t.lcpMobileMs, `${page} LCP mobile ≤ ${t.lcpMobileMs} ms (${fmt(mobile.lcp)} ms)`);
      check(mobile.cls < t.clsMobile, `${page} CLS mobile < ${t.clsMobile} (${fmt(mobile.cls, 3)})`);
    }
  }
  return checks;
}

// ---------------------------------------------------------------- sections of their own modules
/** The sections of `phase` this run measures: BENCH_ONLY's, else all in a full run, none in a partial one. */
function sectionsOf(phase) {
  if (settings.only) return SECTION_MODULES.filter((section) => section.phase === phase && settings.only.includes(section.id));
  if (settings.cases || settings.pages) return [];
  return SECTION_MODULES.filter((section) => section.phase === phase);
}

/** What a section module's run() gets: where things are and the runner's own tools. */
function sectionContext(servers, accounts) {
  return {
    settings,
    log,
    root: ROOT,
    runDir: RUN_DIR,
    runBackend: RUN_BACKEND,
    runFrontend: RUN_FRONTEND,
    appUrl: APP_URL,
    baselineUrl: BASELINE_URL,
    dbUrl: BENCH_DB_URL,
    adminDbUrl: ADMIN_DB_URL,
    metricsToken: METRICS_TOKEN,
    chromium: settings.chromium,
    chromiumArgs: require('./e2e/chromium.json').args,
    accounts,
    servers,
    appEnv,
    memoryOf,
    startProcess,
    stopProcess,
    waitForHealth,
    assertPortFree,
    quietMachine,
    settle,
    withClient,
    httpRequest,
    postJson,
    logIn,
    fmt,
    median,
    markdownTable,
  };
}

/** Runs the sections of `phase` into `into`; one that fails is reported as not measured, the others go on. */
async function runSections(phase, context, into) {
  for (const section of sectionsOf(phase)) {
    log(`${section.title} (${section.id})`);
    try {
      const { run } = await section.load();
      const result = await run(context);
      into.push({ id: section.id, title: result.title ?? section.title, lines: result.lines ?? [], checks: result.checks ?? [] });
    } catch (error) {
      console.error(`[bench] ERROR ${section.id}: ${error.stack ?? error.message}`);
      const reason = error.message.split('\n')[0];
      into.push({ id: section.id, title: section.title, lines: [`Not measured: ${reason}.`], checks: [{ ok: false, text: `${section.id}: not measured (${reason})` }] });
    }
    if (phase !== 'alone') await settle();
  }
}

// ---------------------------------------------------------------- 4. scale (BENCH_SCALE=1)
/** The list cases measured again on the scale database. */
const SCALE_CASE_IDS = ['requests', 'catalogue', 'categories'];

/** Every node of a JSON plan, depth first. */
function* planNodes(node) {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** One line: the scans that carry the statement (index or sequential), its time and buffers; big scans and sorts called out. */
function summarisePlan(explained) {
  const root = explained.Plan;
  const scans = [];
  const warnings = [];
  for (const node of planNodes(root)) {
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
    if (/Scan$/.test(node['Node Type']) && (node['Relation Name'] || node['Index Name'])) {
      const how = node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'];
      const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
      scans.push(`${how}${on} (${rows} rows${node['Actual Loops'] > 1 ? ` over ${node['Actual Loops']} loops` : ''})`);
      if (node['Node Type'] === 'Seq Scan' && rows + removed > 10_000)
        warnings.push(`a sequential scan of ${node['Relation Name']} reads ${rows + removed} rows`);
    }
    if (node['Node Type'] === 'Sort' && (node.Plans?.[0]?.['Actual Rows'] ?? 0) > 10_000)
      warnings.push(`a sort of ${node.Plans[0]['Actual Rows']} rows (${node['Sort Method'] ?? 'sort'})`);
  }
  const buffers = (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0);
  return {
    text: `${scans.join('; ')}; ${fmt(explained['Execution Time'], 2)} ms, ${buffers} buffers`,
    warnings,
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each list case's SQL on the current database: the baseline's copy
 * (bench/baseline-sql.mjs), which the run has just checked to answer as the app does; run once
 * before, so the figures are those of a warm cache as under load.
 */
async function explainListCases() {
  const statements = [
    { id: 'requests', label: 'request list: the first page of active requests, newest first, with the kept total', ...requestListQuery() },
    { id: 'catalogue', label: "catalogue: the default page (premium, basic, newest first) with the catalogue's version", ...providerListQuery() },
    {
      id: 'catalogue counts',
      label: 'the listed totals per category: run only when the catalogue version changes or a listing ends, cached otherwise',
      text: LISTING_COUNTS_SQL,
      values: [],
    },
    { id: 'categories', label: 'categories', text: CATEGORY_ROWS_SQL, values: [] },
  ];
  return withClient(BENCH_DB_URL, async (client) => {
    const explained = [];
    for (const statement of statements) {
      const query = (prefix) => client.query({ text: `${prefix}${statement.text}`, values: statement.values });
      await query('');
      const [plan] = (await query('EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ')).rows[0]['QUERY PLAN'];
      const text = (await query('EXPLAIN (ANALYZE, BUFFERS) ')).rows.map((row) => row['QUERY PLAN']).join('\n');
      explained.push({ id: statement.id, label: statement.label, text, summary: summarisePlan(plan) });
    }
    return explained;
  });
}

/** The list cases on the scale database (its own app and baseline, on the same ports), and their plans. */
async function benchmarkScale() {
  BENCH_DB_URL = dbUrl(settings.scaleDbName);
  const prepared = await prepareDatabase(settings.scaleDbName, settings.scaleVolume);
  log(`Scale: starting the app and the baseline on ${settings.scaleDbName}`);
  const servers = await startServers();
  try {
    const cases = (await defineCases()).filter((testCase) => SCALE_CASE_IDS.includes(testCase.id));
    const [counts] = await withClient(
      BENCH_DB_URL,
      async (client) =>
        (
          await client.query(`SELECT (SELECT count(*)::int FROM service_requests) AS requests,
                (SELECT count(*)::int FROM service_requests WHERE status = 'active') AS active,
                (SELECT count(*)::int FROM provider_profiles) AS providers,
                (SELECT count(*)::int FROM provider_profiles p WHERE provider_is_listed(p.is_demo, p.listing_until)) AS listed,
                (SELECT count(*)::int FROM reviews) AS reviews,
                pg_size_pretty(pg_database_size(current_database())) AS size`)
        ).rows,
    );
    log(`Scale: ${counts.requests} requests (${counts.active} active), ${counts.providers} providers (${counts.listed} listed), ${counts.size}`);
    const results = await benchmarkApi(cases, { p95Ms: TARGETS.scaleP95Ms });
    const memory = memoryOf(servers.app);
    const explains = await explainListCases();
    for (const explain of explains) log(`EXPLAIN ${explain.id}: ${explain.summary.text}${explain.summary.warnings.length ? ` (${explain.summary.warnings.join('; ')})` : ''}`);
    return { prepared, counts, results, memory, explains };
  } finally {
    await stopServers(servers);
  }
}

// ---------------------------------------------------------------- 5. read replica (BENCH_REPLICA=1), tracing (BENCH_TRACING=1)
/** The cases the replica serves (README "Read replica"): a visitor's request list, catalogue and portfolio header. */
const REPLICA_CASE_IDS = ['requests', 'catalogue', 'portfolio'];
/** The read cases measured again with tracing on: the lists and the portfolio header. */
const TRACING_CASE_IDS = ['requests', 'catalogue', 'portfolio', 'categories'];

/** Fresh case definitions (their notes and state are per pass) among `ids` and BENCH_CASES. */
async function passCases(accounts, ids) {
  const wanted = (id) => ids.includes(id) && (!settings.cases || settings.cases.includes(id));
  return (await defineCases(accounts)).filter((testCase) => wanted(testCase.id));
}

/** The temporary pair of BENCH_REPLICA, stopped by cleanup() should the pass not get to it. */
let replicaPair = null;

/**
 * The replica's cases with the app on a temporary primary (DATABASE_URL) and its standby
 * (DATABASE_REPLICA_URL), the baseline on the primary; the transactions each cluster ran meanwhile
 * (only the app talks to the standby) and the app's pool figures from /metrics.
 */
async function benchmarkReplica(accounts) {
  // Defined on the main database: the copy holds the same rows and ids.
  const cases = await passCases(accounts, REPLICA_CASE_IDS);
  if (cases.length === 0) {
    log(`Replica: none of ${REPLICA_CASE_IDS.join(', ')} in BENCH_CASES; pass skipped`);
    return null;
  }
  const pair = await startReplicaPair({ sourceUrl: dbUrl(settings.dbName), dbName: settings.dbName, log });
  replicaPair = pair;
  const mainDbUrl = BENCH_DB_URL;
  // settle() and the cases' checks read the database the servers use.
  BENCH_DB_URL = pair.primaryUrl;
  try {
    log(`Replica: standby streaming on port ${pair.replicaPort}; starting the app (primary + replica) and the baseline (primary)`);
    const servers = await startServers({ databaseUrl: pair.primaryUrl, replicaUrl: pair.replicaUrl, suffix: '-replica' });
    try {
      const before = { xacts: await pair.xacts(), app: answered.get(APP_URL) ?? 0, baseline: answered.get(BASELINE_URL) ?? 0 };
      const results = await benchmarkApi(cases, {});
      // Before the pools' idle timeout closes the connections the load opened.
      const metrics = await scrapeMetrics(APP_URL, METRICS_TOKEN);
      // pg_stat_database hears of a backend's transactions when it flushes its statistics: at most 10 s after it went idle.
      await sleep(11_000);
      const after = await pair.xacts();
      const traffic = {
        primary: after.primary - before.xacts.primary,
        replica: after.replica - before.xacts.replica,
        app: (answered.get(APP_URL) ?? 0) - before.app,
        baseline: (answered.get(BASELINE_URL) ?? 0) - before.baseline,
      };
      log(
        `Replica: transactions during the cases: standby +${traffic.replica}, primary +${traffic.primary}; answers: app ${traffic.app}, ` +
          `baseline ${traffic.baseline}; app pools: ${poolText('primary', metrics.pools.primary)}; ${poolText('replica', metrics.pools.replica)}`,
      );
      return { pair, results, traffic, pools: metrics.pools, memory: memoryOf(servers.app) };
    } finally {
      await stopServers(servers);
    }
  } finally {
    BENCH_DB_URL = mainDbUrl;
    await pair.stop();
    replicaPair = null;
    log('Replica: both temporary clusters stopped and deleted');
  }
}

/**
 * The tracing cases with OTEL_EXPORTER_OTLP_ENDPOINT on a stand-in collector (bench/trace-sink.mjs, its
 * own process), the baseline as in the main run; the spans it received, the app's final batch included.
 */
async function benchmarkTracing(accounts) {
  const cases = await passCases(accounts, TRACING_CASE_IDS);
  if (cases.length === 0) {
    log(`Tracing: none of ${TRACING_CASE_IDS.join(', ')} in BENCH_CASES; pass skipped`);
    return null;
  }
  const sink = await startTraceSink((args, extraEnv) => startProcess('trace-sink', args, extraEnv, path.join(RUN_DIR, 'trace-sink.log')));
  try {
    log(`Tracing: starting the app with OTEL_EXPORTER_OTLP_ENDPOINT=${sink.url} and the baseline`);
    const servers = await startServers({ appEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }, suffix: '-tracing' });
    const appBefore = answered.get(APP_URL) ?? 0;
    let results;
    try {
      results = await benchmarkApi(cases, {});
    } finally {
      // The app sends its buffered spans as it shuts down.
      await stopServers(servers);
    }
    const counts = await sink.counts();
    const answers = (answered.get(APP_URL) ?? 0) - appBefore;
    log(`Tracing: ${counts.spans} spans in ${counts.posts} exports (${fmt(counts.bytes / 1024 ** 2, 1)} MB) for ${answers} answers of the app`);
    return { results, ...counts, answers };
  } finally {
    await stopProcess(sink.child);
  }
}

/** Per case: the main run (tracing off) against the tracing pass (on), ratios first (the machine is shared). */
function tracingTable(mainResults, tracingResults) {
  const header = ['case', 'ratio off', 'ratio on', 'app req/s off', 'app req/s on', 'app p95 ms off', 'app p95 ms on', 'failed on'];
  const rows = tracingResults.map((on) => {
    const off = mainResults.find((r) => r.testCase.id === on.testCase.id);
    return [
      on.testCase.name,
      off ? `${fmt(off.ratio * 100)} %` : '—',
      `${fmt(on.ratio * 100)} %`,
      off ? fmt(off.app.rps) : '—',
      fmt(on.app.rps),
      off ? fmt(off.app.p95, 1) : '—',
      fmt(on.app.p95, 1),
      String(on.app.non2xx + on.app.errors + on.app.timeouts),
    ];
  });
  return { header, rows };
}

function replicaSection(replica) {
  if (!replica) {
    return [`Not run: \`BENCH_REPLICA=1 make bench\` adds it (${REPLICA_CASE_IDS.join(', ')} with the app reading a streaming standby).`];
  }
  if (replica.error) return [`Not measured: ${replica.error}.`];
  const { pair, results, traffic, pools, memory } = replica;
  return [
    `The cases the replica serves (README "Read replica": a visitor's request list, catalogue and portfolio header) on a temporary pair: a primary (initdb, its own port; fsync off, as a throwaway cluster, otherwise PostgreSQL's defaults, as the machine's) holding a copy of \`${settings.dbName}\` (${pair.size}; pg_dump -Fc | pg_restore ${fmt(pair.copySeconds)} s, then VACUUM ANALYZE ${fmt(pair.vacuumSeconds)} s) and a hot standby made from it by pg_basebackup -R (${fmt(pair.backupSeconds)} s), streaming and caught up before the run. The app reads the lists from the standby (DATABASE_REPLICA_URL) and everything else from the primary (DATABASE_URL); the baseline reads the primary. Same settings and order as the API section, on the same machine (both clusters included). App RSS after the cases ${fmt(memory.rssMb)} MB.`,
    '',
    markdownTable(apiTable(results)),
    '',
    ...results.filter((r) => r.testCase.note).map((r) => `- ${r.testCase.id}: ${r.testCase.note}`),
    `- Where the reads went (pg_stat_database, transactions during the cases; only the app connects to the standby): standby +${traffic.replica}, primary +${traffic.primary}, for ${traffic.app} answers of the app and ${traffic.baseline} of the baseline (warm-ups included; the catalogue reads its cached counts' version on the primary). The app's pools right after the cases (/metrics): ${poolText('primary', pools.primary)}; ${poolText('replica', pools.replica)}.`,
  ];
}

function tracingSection(tracing, mainResults) {
  if (!tracing) return [`Not run: \`BENCH_TRACING=1 make bench\` adds it (${TRACING_CASE_IDS.join(', ')} with traces exported).`];
  if (tracing.error) return [`Not measured: ${tracing.error}.`];
  return [
    `The API table above is tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT: the SDK is not loaded). Here the lists and the portfolio header again with OTEL_EXPORTER_OTLP_ENDPOINT on a stand-in collector (bench/trace-sink.mjs, its own process: 200 to every POST /v1/traces): a server span per request and a span per SQL statement, exported in batches as OTLP/HTTP JSON. It received ${tracing.spans} spans in ${tracing.posts} exports (${fmt(tracing.bytes / 1024 ** 2, 1)} MB) for ${tracing.answers} answers of the app. Compare the ratios: app and baseline took turns in each pass, the passes minutes apart.`,
    '',
    markdownTable(tracingTable(mainResults, tracing.results)),
  ];
}

// ---------------------------------------------------------------- 6. report
/** Issue 48: the list ratios with metrics and JSON logs on keep 95 % of the last results.md's or more. */
const KEEP_RATIO = 0.95;

/**
 * The API table's ratios in bench/results.md as it was when the run started, by the case's name up to
 * its parenthesis (`request list`: ids in the rest may differ), and when it was written; null without one.
 */
function previousRatios() {
  let text;
  try {
    text = fs.readFileSync(path.join(ROOT, 'bench', 'results.md'), 'utf8');
  } catch {
    return null;
  }
  const written = /on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(text)?.[1] ?? '?';
  // The API table only: up to the next heading of any level (### Read replica has a request list row of its own).
  const api = /^## API\n([\s\S]*?)^#{2,} /m.exec(text)?.[1] ?? '';
  const ratios = new Map();
  for (const line of api.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const ratio = /^(\d+) %$/.exec(cells[4] ?? '');
    if (ratio) ratios.set(cells[1].split(' (')[0], Number(ratio[1]) / 100);
  }
  return ratios.size ? { written, ratios } : null;
}
// Read before anything can write the file.
const PREVIOUS = previousRatios();

/** The list cases' ratios against the previous results.md's: a check each (KEEP_RATIO of the old one or more). */
function againstPrevious(apiResults) {
  if (!PREVIOUS) return [];
  return apiResults.flatMap((r) => {
    const before = PREVIOUS.ratios.get(r.testCase.name.split(' (')[0]);
    if (!r.testCase.list || before === undefined || Number.isNaN(r.ratio)) return [];
    return [{
      ok: r.ratio >= KEEP_RATIO * before,
      text: `${r.testCase.id}: ratio ${fmt(r.ratio * 100)} %, at least ${KEEP_RATIO * 100} % of the last results.md's ${fmt(before * 100)} % (${PREVIOUS.written} UTC)`,
    }];
  });
}

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
    Number.isNaN(r.ratio) ? '—' : `${fmt(r.ratio * 100)} %`,
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
    'CPU busy before %',
  ];
  const rows = pages.map((entry) => entry.error ? [entry.as ? `${entry.page} (${entry.as})` : entry.page, ...header.slice(1).map(() => '—')] : [
    entry.as ? `${entry.page} (${entry.as})` : entry.page,
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
    entry.cpuBefore ? `${fmt(entry.cpuBefore.busy)}${entry.cpuBefore.steal >= 1 ? ` (stolen ${fmt(entry.cpuBefore.steal)})` : ''}` : '—',
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
  const {
    posting: { app: posting, baseline },
    burst,
    paced,
    streams,
  } = result;
  const failed = posting.non2xx + posting.errors + posting.timeouts;
  const baselineFailed = baseline.non2xx + baseline.errors + baseline.timeouts;
  const ratio = posting.rps / baseline.rps;
  const fanOutRow = (name, run) => [name, '—', '—', '—', fmt(run.p50, 1), fmt(run.p95, 1), fmt(run.max, 1), '—', String(streams - run.delivered)];
  return {
    table: {
      header: ['case', 'req/s', 'baseline req/s', 'ratio', 'p50 ms', 'p95 ms', 'max / p99 ms', 'baseline p95 ms', 'failed'],
      rows: [
        [
          `message post (POST /api/conversations/{id}/messages, ${settings.connections} connections, ${STREAMS} accounts)`,
          fmt(posting.rps),
          fmt(baseline.rps),
          `${fmt(ratio * 100)} %`,
          fmt(posting.p50, 1),
          fmt(posting.p95, 1),
          fmt(posting.p99, 1),
          fmt(baseline.p95, 1),
          String(failed),
        ],
        fanOutRow(`event delivery, paced: ${streams} messages at ${FAN_OUT_RATE}/s, each to its author's open stream (${streams} open)`, paced),
        fanOutRow(`event delivery, burst: ${streams} messages at once (the posts queue behind each other)`, burst),
      ],
    },
    checks: [
      { ok: failed === 0 && baselineFailed === 0, text: `message post: no failed requests${baselineFailed ? ` (baseline: ${baselineFailed})` : ''}` },
      {
        ok: ratio >= CONVERSATION_TARGETS.messageRatio,
        text: `message post: ratio ≥ ${CONVERSATION_TARGETS.messageRatio * 100} % (${fmt(ratio * 100)} %)`,
      },
      { ok: posting.p95 < CONVERSATION_TARGETS.messageP95Ms, text: `message post: p95 < ${CONVERSATION_TARGETS.messageP95Ms} ms` },
      { ok: paced.delivered === streams && burst.delivered === streams, text: `event delivery: every one of ${streams} streams got its events` },
      { ok: paced.p95 < CONVERSATION_TARGETS.fanOutP95Ms, text: `event delivery (paced, ${streams} streams): p95 < ${CONVERSATION_TARGETS.fanOutP95Ms} ms` },
      {
        ok: burst.p95 < CONVERSATION_TARGETS.fanOutP95Ms,
        text: `event delivery (burst: ${streams} messages at once to ${streams} streams): p95 < ${CONVERSATION_TARGETS.fanOutP95Ms} ms`,
      },
    ],
  };
}

const seedingText = (prepared) => {
  const seeding = prepared.seeding;
  if (!seeding) return prepared.reused ? 'reused (BENCH_SKIP_SEED=1; its seeding time was not noted)' : '—';
  const took = `seed:volume ${fmt(seeding.seedSeconds / 60, 1)} min, then VACUUM ANALYZE ${fmt(seeding.vacuumSeconds / 60, 1)} min`;
  return prepared.reused ? `reused (BENCH_SKIP_SEED=1), seeded on ${seeding.at.slice(0, 16).replace('T', ' ')} UTC: ${took}` : took;
};

function scaleSection(scale) {
  if (!scale) {
    return [
      `Not run: \`BENCH_SCALE=1 make bench\` adds it (database \`${settings.scaleDbName}\`: ${settings.scaleVolume.requests} requests, ${settings.scaleVolume.providers} providers; about 15 minutes more for the seeding, kept with BENCH_KEEP_DB=1 and reused with BENCH_SKIP_SEED=1).`,
    ];
  }
  if (scale.error) return [`Not measured: ${scale.error}.`];
  const { prepared, counts, results, memory, explains } = scale;
  const volume = settings.scaleVolume;
  return [
    `The list cases again on \`${settings.scaleDbName}\`: ${counts.requests} requests (${counts.active} active; ${volume.distinctRequests} built by seed:volume, the others SQL copies of them with their own dates and e-mails, \`--distinct-requests\`), ${counts.providers} providers (${counts.listed} listed), ${counts.reviews} reviews; ${counts.size}. Seeding: ${seedingText(prepared)}. Same servers, settings and order as the API section; target p95 under ${TARGETS.scaleP95Ms} ms. App RSS after the cases ${fmt(memory.rssMb)} MB (peak ${fmt(memory.peakMb)} MB).`,
    '',
    markdownTable(apiTable(results)),
    '',
    ...results.filter((r) => r.testCase.note).map((r) => `- ${r.testCase.id}: ${r.testCase.note}`),
    '',
    '### Plans',
    '',
    'EXPLAIN (ANALYZE, BUFFERS) on the scale database of the SQL in bench/baseline-sql.mjs (the app\'s, checked above to answer alike), with the values the app binds, after one run of it: what carries each case.',
    '',
    ...explains.map(
      (explain) =>
        `- **${explain.id}** (${explain.label}): ${explain.summary.text}${explain.summary.warnings.length ? `. ⚠ ${explain.summary.warnings.join('; ')}` : ''}`,
    ),
    '',
    ...explains.flatMap((explain) => [`<details><summary>${explain.id}</summary>`, '', '```text', explain.text, '```', '', '</details>', '']),
  ];
}

function writeResults({
  startedAt,
  finishedAt,
  host,
  load: loadAverage,
  prepared,
  memory,
  observability,
  tracing,
  replica,
  apiResults,
  conversations,
  conversationsError,
  pages,
  frontendError,
  scale,
  sections,
}, { write = true } = {}) {
  const api = apiTable(apiResults);
  const conversationReport = conversations ? conversationsReport(conversations) : null;
  const checks = [
    ...apiResults.flatMap((r) => r.checks.map((check) => ({ ...check, text: `${r.testCase.id}: ${check.text}` }))),
    ...againstPrevious(apiResults),
    ...(conversationReport ? conversationReport.checks : [{ ok: false, text: `conversations: not measured (${conversationsError})` }]),
    ...(pages ? frontendChecks(pages) : []),
    ...(scale?.results ?? []).flatMap((r) => r.checks.map((check) => ({ ...check, text: `scale ${r.testCase.id}: ${check.text}` }))),
    ...(scale?.error ? [{ ok: false, text: `scale: not measured (${scale.error})` }] : []),
    ...(replica?.results ?? []).flatMap((r) => r.checks.map((check) => ({ ...check, text: `replica ${r.testCase.id}: ${check.text}` }))),
    ...(replica?.error ? [{ ok: false, text: `replica: not measured (${replica.error})` }] : []),
    ...(tracing?.results ?? []).flatMap((r) => r.checks.map((check) => ({ ...check, text: `tracing ${r.testCase.id}: ${check.text}` }))),
    ...(tracing?.error ? [{ ok: false, text: `tracing: not measured (${tracing.error})` }] : []),
    ...(observability.log?.notJson ? [{ ok: false, text: `app log: ${observability.log.notJson} lines not JSON` }] : []),
    ...memoryChecks(memory),
    ...sections.flatMap((section) => section.checks),
  ];
  const o = observability;
  const observabilityText = o.error
    ? `the check after the API cases failed: ${o.error}`
    : `/metrics scraped once after the API cases: ${o.metrics.samples} samples, http_requests_total ${o.metrics.requests}; the app's log then held ${o.log.lines} lines, ${o.log.notJson === 0 ? 'every one JSON' : `${o.log.notJson} not JSON`}, ${o.log.requests} of them request lines (reqId, route, status, durationMs) for the ${o.answers} answers autocannon counted (the others: ${o.log.aborted} cut off when a load stopped, marked \`aborted\`, and the checks' and accounts' own requests)`;
  const memoryText = (m) => `${fmt(m.rssMb)} MB (peak ${fmt(m.peakMb)} MB)`;
  const heap = o.metrics?.heap;
  const heapText = heap ? `; its V8 heap then (/metrics, nodejs_heap_size_*) ${fmt(heap.usedMb)} MB used of ${fmt(heap.totalMb)} MB` : '';
  const publicPages = pages?.filter((entry) => entry.group === 'public') ?? [];
  const signedInPages = pages?.filter((entry) => entry.group === 'signedIn') ?? [];
  const t = TARGETS.public;
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
    `- Database \`${settings.dbName}\`, filled by \`seed:volume\`: ${settings.volume.requests} requests, ${settings.volume.providers} providers (half with an active subscription, a fifth of those premium), ${settings.volume.reviews} reviews; VACUUM ANALYZE; no demo data. Seeding: ${seedingText(prepared)}.`,
    `- Accounts for the signed-in pages, made idempotently through the app: an admin (ADMIN_EMAIL / ADMIN_PASSWORD, created by the app at start) and a provider (POST /api/providers: photography and video, Praha, then a basic subscription for a year granted by the admin); each signs in with POST /api/auth/login and its session cookie goes with every request Lighthouse and the JS measurement make.`,
    `- App: the built app (\`node backend/dist/main.js\`, from a copy of backend/dist and frontend/dist taken at the start), NODE_ENV=production, PAYMENTS_OFFLINE=true, SEED_DEMO=false, SCHEDULER_ENABLED=false, RATE_LIMIT_PER_MINUTE=100000000 (one client address sends everything).`,
    `- Observability on, as in production, so the ratios are read with metrics and JSON logs on: LOG_FORMAT=json (a JSON line per request) and METRICS_TOKEN set (a random 48-character token: /metrics on the app's port, every answer counted by its HTTP hook); tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT), the "off" figure of the tracing pass. ${observabilityText}.`,
    `- Baseline: \`bench/baseline-server.mjs\`, node:http + pg Pool (10 connections, as the app), its own copy of the app's SQL and row mapping (bench/baseline-sql.mjs); checked to answer the same JSON before measuring.`,
    `- autocannon ${require('autocannon/package.json').version}: ${settings.connections} connections; per case ${settings.warmup} s warm-up of each server, then ${settings.duration} s of each in the order app, baseline, baseline, app (${settings.duration / 2} s each, so that a slow spell of the shared machine weighs on both); no Accept-Encoding (uncompressed JSON from both). Latencies from every response; req/s = 2xx responses / time.`,
    `- Lighthouse ${require('lighthouse/package.json').version} (${settings.chromium}, headless), mobile (default) and desktop presets, ${settings.lighthouseRuns} run(s) per page and preset: the median performance score (every run's score in brackets), FCP, LCP, TBT and CLS. JS = the scripts Chromium loaded for the page (Lighthouse's network records, mobile run), their bodies as the app serves them with Accept-Encoding: gzip. Before each page the run waits, up to 60 s, for a second with the machine's CPU under 15 % busy (Lighthouse scales up main-thread time, so other work on the CPU counts as the page's); "CPU busy before %" is that last second (stolen: taken by other guests of the host).`,
    `- Scale pass (BENCH_SCALE=1): ${scale ? 'run, see Scale' : 'not run'}. Read replica pass (BENCH_REPLICA=1): ${replica ? 'run, see API, Read replica' : 'not run'}. Tracing pass (BENCH_TRACING=1): ${tracing ? 'run, see API, Tracing' : 'not run'}.`,
    '',
    '## API',
    '',
    `Targets: the list endpoints (request list, catalogue, categories) ${TARGETS.ratio * 100} % of the baseline's req/s or more and p95 under ${TARGETS.p95Ms} ms; the request submit p95 under ${TARGETS.submitP95Ms} ms at ${settings.connections} connections with no failed request and ${TARGETS.submitRatio * 100} % of the baseline's req/s or more (the baseline doing its statements: the submit limit's counter, then in one transaction the lock, the address's activity, the request with its token, the mail and its job); the booking confirmation (issue 44; no baseline: ${BOOKING_BENCH.providers} volume providers signed in, ${BOOKING_BENCH.perProvider} pending bookings each, round robin) p95 under ${TARGETS.bookingConfirmP95Ms} ms at ${settings.connections} connections with no failed request; the provider's inquiries list (issue 45; no baseline: a subscribed provider whose category and area match ${INQUIRIES_BENCH.matching} active requests, with ${INQUIRIES_BENCH.invited} invitations and ${INQUIRIES_BENCH.replied} "Nemám volný termín" answers, VACUUM ANALYZE after making them, the page's own query) p95 under ${TARGETS.inquiriesP95Ms} ms with no failed request. Issue 48: the list cases keep ${KEEP_RATIO * 100} % or more of the ratio in the previous results.md${PREVIOUS ? ` (${PREVIOUS.written} UTC)` : ' (none)'}, now with metrics and JSON logs on. "failed": non-2xx, errors and timeouts of the app (must be 0). "load": the 1-minute load average after the case.`,
    '',
    markdownTable(api),
    '',
    ...apiResults.filter((r) => r.testCase.note).map((r) => `- ${r.testCase.id}: ${r.testCase.note}`),
    `- App memory (VmRSS of its process, /proc/<pid>/status; peak = VmHWM; NODE_OPTIONS=${APP_NODE_OPTIONS || '—'} and MALLOC_ARENA_MAX=${APP_MALLOC_ARENA_MAX ?? '—'} as the Dockerfile runs it): after the API cases ${memoryText(memory.afterApi)}${heapText}, after the conversations ${memory.afterConversations ? memoryText(memory.afterConversations) : '—'}; the baseline after the API cases ${memoryText(memory.baselineAfterApi)}.`,
    '',
    '### Read replica',
    '',
    ...replicaSection(replica),
    '',
    '### Tracing',
    '',
    ...tracingSection(tracing, apiResults),
    '',
    '## Conversations',
    '',
    `Issue 19: ${STREAMS} couple accounts registered through the API, each with a question thread to one listed provider and its event stream (GET /api/events) open; MESSAGE_RATE_LIMIT_PER_MINUTE lifted. The message load posts round robin into those threads, through the app and through the baseline (issue 49: its route does the app's statements for a signed-in side: the session, its account and provider profile, the conversation with the sender's block, the message with its NOTIFY; checked to answer the same JSON), ${settings.warmup} s warm-up of each, then app, baseline, baseline, app, ${settings.duration / 2} s each; then one message goes into every thread, all at once (burst) and then paced at ${FAN_OUT_RATE} a second, each timed from sending its POST to its author's stream delivering \`message.created\` (through PostgreSQL NOTIFY and the instance's LISTEN connection). Targets: message post p95 under ${CONVERSATION_TARGETS.messageP95Ms} ms with no failure and ${CONVERSATION_TARGETS.messageRatio * 100} % of the baseline's req/s or more; delivery p95 under ${CONVERSATION_TARGETS.fanOutP95Ms} ms (paced, and the burst on its own line).`,
    '',
    conversationReport ? markdownTable(conversationReport.table) : `Not measured: ${conversationsError}.`,
    '',
    '## Front end',
    '',
    ...(pages
      ? [
          `### Public pages`,
          '',
          `Targets, each page: ≤ ${t.jsKb} kB gzipped JS, performance mobile ≥ ${t.perfMobile} (/v-cislech = ${TARGETS.figuresPerfMobile}) and desktop = ${t.perfDesktop} (medians), TBT mobile < ${t.tbtMobileMs} ms, CLS mobile < ${t.clsMobile}, accessibility ≥ ${t.accessibility} on both.`,
          '',
          markdownTable(frontendTable(publicPages)),
          '',
          `### Signed-in pages`,
          '',
          `The pages people use every day, each with its account's session cookie (the provider: a verified photographer with a yearly subscription; the couple: a plan and requests; the admin). Targets, each page (issue 49): ≤ ${TARGETS.signedIn.jsKb} kB gzipped JS, performance mobile ≥ ${TARGETS.signedIn.perfMobile}, LCP mobile ≤ ${TARGETS.signedIn.lcpMobileMs} ms, CLS mobile < ${TARGETS.signedIn.clsMobile} (medians).`,
          '',
          signedInPages.length ? markdownTable(frontendTable(signedInPages)) : `Not measured${frontendError ? `: ${frontendError}` : ''}.`,
        ]
      : [`Not measured${frontendError ? `: ${frontendError}` : ' (BENCH_SKIP_FRONTEND=1)'}.`]),
    '',
    ...sections.flatMap((section) => [`## ${section.title}`, '', ...section.lines, '']),
    '## Scale',
    '',
    ...scaleSection(scale),
    '',
    '## Targets',
    '',
    ...checks.map((check) => `- ${check.ok ? '✔' : '✘'} ${check.text}`),
    '',
  ];
  if (write) fs.writeFileSync(path.join(ROOT, 'bench', 'results.md'), lines.join('\n'));
  return checks;
}

// ---------------------------------------------------------------- main
let cleaningUp = null;
async function cleanup() {
  cleaningUp ??= (async () => {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
    await Promise.all([...children].map((child) => stopProcess(child).catch(() => undefined)));
    if (replicaPair) await replicaPair.stop().then(() => log('Replica: both temporary clusters stopped and deleted'));
    const databases = settings.scale ? [settings.dbName, settings.scaleDbName] : [settings.dbName];
    for (const name of databases) {
      if (!settings.keepDb) {
        await dropDatabase(name).then(
          () => log(`Dropped database ${name}`),
          (error) => console.error(`[bench] could not drop ${name}: ${error.message}`),
        );
      } else {
        log(`BENCH_KEEP_DB=1: kept database ${name} (rerun with BENCH_SKIP_SEED=1)`);
      }
    }
    fs.rmSync(RUN_DIR, { recursive: true, force: true });
    // The folder of the per-database copies, once no other run's is in it.
    await fs.promises.rmdir(path.dirname(RUN_DIR)).catch(() => undefined);
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
    [path.join(BUILD_ROOT, 'backend', 'dist', 'main.js'), 'backend'],
    [path.join(BUILD_ROOT, 'frontend', 'dist', 'index.html'), 'frontend'],
  ]) {
    if (!fs.existsSync(dir))
      throw new Error(`${path.relative(BUILD_ROOT, dir)} is missing: build first (make build, or npm run build -w ${hint})`);
  }
  await assertPortFree(settings.appPort);
  await assertPortFree(settings.baselinePort);
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.cpSync(path.join(BUILD_ROOT, 'backend', 'dist'), RUN_BACKEND, { recursive: true });
  fs.cpSync(path.join(BUILD_ROOT, 'frontend', 'dist'), RUN_FRONTEND, { recursive: true });
  // The backend workspace's own dependencies (versions npm could not hoist to the root) resolve from the copy too.
  const backendModules = path.join(ROOT, 'backend', 'node_modules');
  if (fs.existsSync(backendModules)) fs.symlinkSync(backendModules, path.join(RUN_DIR, 'backend', 'node_modules'), 'dir');
  // The server render's bundle (make build makes it); an API-only run (BENCH_CASES) can do without it.
  if (fs.existsSync(path.join(BUILD_ROOT, 'frontend', 'dist-server')) || !settings.cases)
    fs.cpSync(path.join(BUILD_ROOT, 'frontend', 'dist-server'), path.join(RUN_DIR, 'frontend', 'dist-server'), { recursive: true });

  const prepared = await prepareDatabase(settings.dbName, settings.volume);
  log('Starting the app and the baseline');
  const servers = await startServers();
  const accounts = await ensureAccounts();
  const cases = (await defineCases(accounts)).filter((testCase) => !settings.pages && !settings.only && (!settings.cases || settings.cases.includes(testCase.id)));
  if (settings.pages) log(`BENCH_PAGES: only ${settings.pages.join(', ')}; no API case, no conversations`);
  if (settings.only) log(`BENCH_ONLY: only the sections ${settings.only.join(', ')}; no API case, no front end`);
  if (settings.cases) log(`BENCH_CASES: only ${cases.map((testCase) => testCase.id).join(', ') || 'no case'}; no conversations, no front end`);

  const loadBefore = os.loadavg()[0];
  log(`API: ${cases.length} cases, ${settings.connections} connections, ${settings.duration} s each (load average ${fmt(loadBefore, 2)})`);
  const apiResults = await benchmarkApi(cases);
  const loadAfter = os.loadavg()[0];
  const memory = { afterApi: memoryOf(servers.app), baselineAfterApi: memoryOf(servers.baseline), afterConversations: null };
  log(`App RSS after the API cases: ${fmt(memory.afterApi.rssMb)} MB (peak ${fmt(memory.afterApi.peakMb)} MB)`);
  // A sanity check that observability was on while measuring: the metrics counted the load, the log holds a JSON line per answer.
  const observability = { metrics: null, log: null, answers: answered.get(APP_URL) ?? 0, error: null };
  try {
    observability.metrics = await scrapeMetrics(APP_URL, METRICS_TOKEN);
    // The app writes its buffered log lines at least every second (common/logging/app-logger.ts).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    observability.log = await checkJsonLog(servers.appLog);
    const { metrics, log: lines } = observability;
    log(
      `Observability: /metrics ${metrics.samples} samples, http_requests_total ${metrics.requests}; app.log ${lines.lines} lines, ` +
        `${lines.notJson} not JSON, ${lines.requests} request lines (${lines.aborted} aborted) for ${observability.answers} answers autocannon counted`,
    );
    if (lines.notJson > 0) console.error(`[bench] ERROR app.log: ${lines.notJson} lines are not JSON, e.g. ${lines.firstBad}`);
  } catch (error) {
    observability.error = error.message;
    console.error(`[bench] ERROR observability check: ${error.message}`);
  }

  let conversations = null;
  // In a full run, or alone with BENCH_ONLY=conversations.
  const conversationsRun = settings.only ? settings.only.includes('conversations') : !settings.cases && !settings.pages;
  let conversationsError = conversationsRun ? null : settings.cases ? 'not run (BENCH_CASES)' : settings.pages ? 'not run (BENCH_PAGES)' : 'not run (BENCH_ONLY)';
  if (conversationsRun) try {
    await settle();
    conversations = await benchmarkConversations({
      baseUrl: APP_URL,
      baselineUrl: BASELINE_URL,
      runTag: RUN_TAG,
      log,
      compare: (testCase) => measurePair(testCase),
    });
    memory.afterConversations = memoryOf(servers.app);
    log(`App RSS after the conversations: ${fmt(memory.afterConversations.rssMb)} MB (peak ${fmt(memory.afterConversations.peakMb)} MB)`);
    const { posting: { app: posting, baseline }, burst, paced, streams } = conversations;
    log(
      `message post: ${fmt(posting.rps)} req/s (p50 ${fmt(posting.p50, 1)} / p95 ${fmt(posting.p95, 1)} ms, ${posting.non2xx + posting.errors + posting.timeouts} failed), ` +
        `baseline ${fmt(baseline.rps)} req/s (p95 ${fmt(baseline.p95, 1)} ms), ratio ${fmt((posting.rps / baseline.rps) * 100)} %; ` +
        `${streams} streams: burst p95 ${fmt(burst.p95, 1)} ms (${burst.delivered} delivered), paced p95 ${fmt(paced.p95, 1)} ms (${paced.delivered} delivered)`,
    );
  } catch (error) {
    conversationsError = error.message;
    console.error(`[bench] ERROR conversations: ${error.stack ?? error.message}`);
  }

  const sections = [];
  const context = sectionContext(servers, accounts);
  await runSections('app', context, sections);

  let pages = null;
  let frontendError = null;
  if (!settings.skipFrontend && !settings.cases && !settings.only) {
    // /v-cislech shows market_figures as the hourly job leaves them; the app's scheduler is off here.
    log('Computing "Svatby v číslech" (figures:refresh) for /v-cislech');
    await runScript(
      'figures-refresh',
      [path.join(RUN_BACKEND, 'cli', 'figures-refresh.js')],
      { DATABASE_URL: BENCH_DB_URL, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), WEBHOOK_SECRET_KEY, PAYMENTS_OFFLINE: 'true' },
      path.join(RUN_DIR, 'figures-refresh.log'),
    );
    await settle();
    log(`Front end: Lighthouse ${settings.lighthouseRuns}× per page and preset`);
    try {
      pages = await benchmarkFrontend(accounts);
    } catch (error) {
      frontendError = error.message;
      console.error(`[bench] ERROR front end: ${error.stack ?? error.message}`);
    }
  }

  await runSections('browser', context, sections);

  const host = await machine();
  await stopServers(servers);
  await runSections('alone', context, sections);

  // Before the replica and scale passes: the same database as the main run, minutes after it.
  let tracing = null;
  if (settings.tracing && !settings.pages && !settings.only) {
    try {
      tracing = await benchmarkTracing(accounts);
    } catch (error) {
      tracing = { error: error.message };
      console.error(`[bench] ERROR tracing: ${error.stack ?? error.message}`);
    }
  }
  let replica = null;
  if (settings.replica && !settings.pages && !settings.only) {
    try {
      replica = await benchmarkReplica(accounts);
    } catch (error) {
      replica = { error: error.message.split('\n')[0] };
      console.error(`[bench] ERROR replica: ${error.stack ?? error.message}`);
    }
  }

  let scale = null;
  if (settings.scale && !settings.only) {
    try {
      scale = await benchmarkScale();
    } catch (error) {
      scale = { error: error.message };
      console.error(`[bench] ERROR scale: ${error.stack ?? error.message}`);
    }
  }

  const report = {
    startedAt,
    finishedAt: new Date(),
    host,
    load: { before: loadBefore, after: loadAfter },
    prepared,
    memory,
    observability,
    tracing,
    replica,
    scale,
    apiResults,
    conversations,
    conversationsError,
    pages,
    frontendError,
    sections,
  };
  // A run of some cases, pages or sections only leaves the full run's results.md as it was.
  const partial = Boolean(settings.cases || settings.pages || settings.only);
  const checks = writeResults(report, { write: !partial });

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
  if (tracing?.results) {
    console.log('');
    printTable(tracingTable(apiResults, tracing.results));
  }
  if (replica?.results) {
    console.log('');
    printTable(apiTable(replica.results));
    console.log(replicaSection(replica).at(-1));
  }
  if (scale?.results) {
    console.log('');
    printTable(apiTable(scale.results));
  }
  for (const section of sections) console.log(['', `## ${section.title}`, '', ...section.lines].join('\n'));
  console.log('');
  for (const check of checks) console.log(`${check.ok ? '✔' : '✘'} ${check.text}`);
  console.log('');
  const met = `${checks.filter((check) => check.ok).length} of ${checks.length} targets met`;
  log(partial ? `BENCH_CASES / BENCH_PAGES / BENCH_ONLY: bench/results.md left as it was (${met})` : `Written to bench/results.md (${met})`);
  // Targets missed are figures to read; answers that differ or requests that failed are errors.
  if ([...apiResults, ...(scale?.results ?? []), ...(replica?.results ?? []), ...(tracing?.results ?? [])].some((r) => r.checks.some((check) => !check.ok && /^(rows differ|failed requests)/.test(check.text))))
    process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`[bench] FAILED: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
