// `make bench`, the mixed load (issue 49, target 5): people browsing, reading portfolios, submitting
// requests, writing messages with their event streams open and providers looking at their work, all at
// once, on two app instances behind nginx and, for the ratio, on one instance behind the same nginx.
//
// The load is an open model: requests arrive at a fixed mean rate (Poisson arrivals, a seeded draw),
// each fired at its time whatever the answers before it, so a slow spell shows as latency (measured from
// the scheduled time) instead of as fewer requests. The search steps the rate up in short probes
// (doubling, then bisecting) to the highest one with p95 < 100 ms and no failed request, then confirms
// it with a full run (one step down and again when the full run misses).
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { Pool } = require('undici');

/** The mix (shares of all requests), as issue 49 sets it. */
export const MIX = { browse: 0.7, portfolio: 0.15, submit: 0.05, message: 0.05, provider: 0.05 };
export const TARGET_P95_MS = 100;
/** A request not answered within this long of its scheduled time counts as failed. */
const TIMEOUT_MS = 2000;
const PROBE_S = 10;
const CONFIRM_S = 60;
/** Signed-in couples writing messages, each with its event stream open through the proxy for the whole run. */
const COUPLES = 50;
/** The search stops bisecting when the rates that passed and failed are this close (relative). */
const PRECISION = 0.25;
/** Where the search starts (requests a second); it doubles from there. */
const START_RATE = 50;
const NGINX = '/usr/sbin/nginx';
const COUPLE_PASSWORD = 'Bench-smisena-zatez-2026';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A small seeded generator (mulberry32): the same mix and arrivals in every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, items) => items[Math.floor(rand() * items.length)];
/** One of `weighted`'s values, [weight, value] pairs. */
function weightedPick(rand, weighted) {
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  let draw = rand() * total;
  for (const [weight, value] of weighted) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return weighted.at(-1)[1];
}
/** A list page as people page: mostly the first, now and then a few further. */
const listPage = (rand) => weightedPick(rand, [[70, 1], [15, 2], [8, 3], [4, 4], [3, 5]]);
/** A query string of the params that are set. */
const query = (params) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  ).toString();

// ---------------------------------------------------------------- the balancer
/**
 * deploy/nginx.conf's proxying (round robin, keepalive to the instances, a failed idempotent request
 * tried on the other, /api/events unbuffered and held an hour) in the foreground (daemon off) with
 * everything in `dir`: config, pid, error log, temp paths (-p dir -e: nothing under /var). One worker:
 * the machine's 2 cores are the instances', the database's and the load's; nginx proxies thousands of
 * requests a second on a fraction of one, and a second worker would only compete with them. No access
 * log (the app logs each request as JSON). The load generator stands for the clients' edge (a CDN):
 * nginx takes the client's address from its X-Forwarded-For (realip, trusted from the loopback only)
 * and passes that one address on, so the app (TRUST_PROXY=true, one hop) sees each submit's own.
 */
function nginxConfig({ dir, port, upstreams }) {
  const temp = (name) => path.join(dir, 'nginx-temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name), { recursive: true });
  const proxied = [
    'proxy_pass http://svatby;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_next_upstream error timeout http_502 http_503;',
  ];
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    '  set_real_ip_from 127.0.0.1;',
    '  real_ip_header X-Forwarded-For;',
    // Round robin, not least_conn: the event streams are open connections and would steer the other requests.
    '  upstream svatby {',
    ...upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`),
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${port} backlog=4096;`,
    '    location / {',
    ...proxied.map((line) => `      ${line}`),
    '    }',
    '    location = /api/events {',
    ...proxied.map((line) => `      ${line}`),
    '      proxy_buffering off;',
    '      proxy_cache off;',
    '      proxy_read_timeout 1h;',
    '      proxy_send_timeout 1h;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** nginx on `port` in front of `upstreams`, config and logs in `dir`; answers its child process. */
async function startNginx(context, { dir, port, upstreams, name }) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing (apt-get install nginx-light)`);
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, `${name}.conf`);
  fs.writeFileSync(config, nginxConfig({ dir, port, upstreams }));
  await context.assertPortFree(port);
  const log = fs.openSync(path.join(dir, `${name}.log`), 'a');
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-c', config], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  // run.mjs stops its own children on Ctrl+C and exits; nginx is not one of them, so it goes with the process.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (code ${child.exitCode}); see ${path.join(dir, 'nginx-error.log')}`);
    try {
      const answer = await context.httpRequest(`http://127.0.0.1:${port}/api/health`);
      if (answer.status === 200) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${port} within 10 s`);
}

async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // nginx: SIGQUIT is its graceful stop, SIGTERM its fast one (the open streams would hold a graceful one).
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- what people ask
/** One JSON call through the balancer (set-up only): { status, json, cookie }. */
async function call(pool, method, pathName, { body, cookie, address } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const answer = await pool.request({
    method,
    path: pathName,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: payload,
  });
  const text = await answer.body.text();
  const setCookie = answer.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((line) => line.split(';')[0]).join('; ');
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: answer.statusCode, json, text, cookie: cookies || undefined };
}

/**
 * What the load draws from, read through the app as a visitor would find it: the categories, the
 * locations, listed providers (the catalogue's first pages of each category) and the portfolios' ids.
 */
async function catalogueOf(pool) {
  const categories = (await call(pool, 'GET', '/api/service-categories')).json.map((category) => category.id);
  const locations = (await call(pool, 'GET', '/api/locations')).json;
  const providers = new Set();
  for (const category of categories) {
    const page = await call(pool, 'GET', `/api/service-providers?${query({ category, pageSize: 50 })}`);
    for (const item of page.json?.items ?? []) providers.add(item.id);
  }
  if (providers.size === 0) throw new Error('no listed provider in the catalogue');
  return {
    categories,
    cities: locations.filter((location) => location.type === 'city'),
    areas: locations.filter((location) => location.type !== 'country'),
    providers: [...providers],
  };
}

/**
 * COUPLES couple accounts (signed in, or registered when missing: idempotent on a kept database), each
 * with a question thread to a listed provider (POST /api/conversations continues an existing one).
 */
async function ensureCouples(pool, providers) {
  const couples = [];
  for (let start = 0; start < COUPLES; start += 10) {
    const batch = [...Array(Math.min(10, COUPLES - start)).keys()].map((offset) => ensureCouple(pool, start + offset, providers));
    couples.push(...(await Promise.all(batch)));
  }
  return couples;
}

async function ensureCouple(pool, n, providers) {
  const email = `bench.smisena.${n}@example.cz`;
  const address = `10.201.${(n >> 8) & 255}.${n & 255}`;
  let signedIn = await call(pool, 'POST', '/api/auth/login', { body: { email, password: COUPLE_PASSWORD }, address });
  if (signedIn.status !== 200 && signedIn.status !== 201) {
    signedIn = await call(pool, 'POST', '/api/auth/register', {
      body: { firstName: 'Jana', lastName: `Smíšená ${n}`, email, password: COUPLE_PASSWORD, confirmPassword: COUPLE_PASSWORD },
      address,
    });
    if (signedIn.status !== 201) throw new Error(`register answered ${signedIn.status}: ${signedIn.text}`);
  }
  const asked = await call(pool, 'POST', '/api/conversations', {
    body: { providerId: providers[n % providers.length], message: 'Dobrý den, máte volný termín 18. 9. 2027?' },
    cookie: signedIn.cookie,
    address,
  });
  if (asked.status !== 201) throw new Error(`POST /api/conversations answered ${asked.status}: ${asked.text}`);
  return { cookie: signedIn.cookie, address, conversationId: asked.json.id };
}

/**
 * Each couple's event stream (GET /api/events) through the balancer, held open; counts the events each
 * delivers. `open()` answers once every stream answered 200; `close()` ends them; `stats()` says how
 * many are open and how many message events arrived.
 */
function eventStreams(origin, couples) {
  const pool = new Pool(origin, { connections: couples.length, headersTimeout: 10_000, bodyTimeout: 0 });
  const controller = new AbortController();
  // One signal ends every stream.
  setMaxListeners(couples.length + 1, controller.signal);
  const state = { open: 0, events: 0, broken: 0 };
  const opened = couples.map(async (couple) => {
    const answer = await pool.request({
      method: 'GET',
      path: '/api/events',
      headers: { cookie: couple.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (answer.statusCode !== 200) throw new Error(`GET /api/events answered ${answer.statusCode}`);
    state.open += 1;
    (async () => {
      try {
        // Whole lines only: an event's name may be split across chunks.
        let rest = '';
        for await (const chunk of answer.body) {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop();
          state.events += lines.filter((line) => line === 'event: message.created').length;
        }
      } catch {
        // closed by us at the end, or broken: counted below
      }
      state.open -= 1;
      if (!controller.signal.aborted) state.broken += 1;
    })();
  });
  return {
    open: () => Promise.all(opened),
    stats: () => ({ ...state }),
    close: async () => {
      controller.abort();
      await pool.destroy().catch(() => undefined);
    },
  };
}

/**
 * The request makers of each kind: each answers { kind, method, path, headers, body } for the next
 * request, drawn with `rand`. `runTag` makes the submits' e-mails new in every run.
 */
function requestMakers({ catalogue, couples, provider, providerCalls, runTag }) {
  let submits = 0;
  // The submit limit counts an address's submits of the last hour in the database: each run starts at a
  // random place in its 4 million addresses (10.100.0.0–10.163.255.255), so a rerun within the hour meets fresh ones.
  const firstAddress = Math.floor(Math.random() * (1 << 22));
  const searches = ['fotograf', 'Praha', 'dort', 'kapela', 'zámek', 'květiny'];
  const json = { 'content-type': 'application/json' };
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const availabilityWindow = query({ startDate: day(0), endDate: day(90) });
  return {
    // The request list, the catalogue (with the filters and sorts of /poptavky and /dodavatele, 12 a page) and the categories.
    browse(rand) {
      const which = weightedPick(rand, [[40, 'requests'], [45, 'catalogue'], [15, 'categories']]);
      if (which === 'categories') return { kind: 'browse', method: 'GET', path: '/api/service-categories' };
      if (which === 'requests') {
        const filter = weightedPick(rand, [[45, null], [30, 'category'], [12, 'location'], [8, 'budget'], [5, 'search']]);
        return {
          kind: 'browse',
          method: 'GET',
          path: `/api/service-requests?${query({
            page: listPage(rand),
            pageSize: 12,
            category: filter === 'category' ? pick(rand, catalogue.categories) : undefined,
            location: filter === 'location' ? pick(rand, catalogue.cities).name : undefined,
            budget: filter === 'budget' ? pick(rand, ['do-50k', '50k-100k', '100k-200k', 'nad-200k']) : undefined,
            search: filter === 'search' ? pick(rand, searches) : undefined,
            sort: weightedPick(rand, [[80, undefined], [10, 'budget-high'], [10, 'oldest']]),
          })}`,
        };
      }
      const filter = weightedPick(rand, [[35, null], [40, 'category'], [15, 'area'], [5, 'price'], [5, 'search']]);
      return {
        kind: 'browse',
        method: 'GET',
        path: `/api/service-providers?${query({
          page: listPage(rand),
          pageSize: 12,
          category: filter === 'category' || filter === 'price' ? pick(rand, catalogue.categories) : undefined,
          area: filter === 'area' ? pick(rand, catalogue.areas).id : undefined,
          priceMax: filter === 'price' ? pick(rand, [20_000, 50_000, 100_000]) : undefined,
          search: filter === 'search' ? pick(rand, searches) : undefined,
          sort: weightedPick(rand, [[70, undefined], [20, 'rating-high'], [10, 'response']]),
        })}`,
      };
    },
    // One of the calls /portfolio?provider= makes at load for a listed provider: its header, photos, rating
    // stats, first page of reviews, the next three months' availability and the visit (counted once a day per visitor address).
    portfolio(rand) {
      const id = pick(rand, catalogue.providers);
      const call = pick(rand, [
        `/api/providers/${id}`,
        `/api/providers/${id}/portfolio`,
        `/api/providers/${id}/rating-stats`,
        `/api/providers/${id}/reviews?page=1&pageSize=10`,
        `/api/providers/${id}/availability?${availabilityWindow}`,
        'view',
      ]);
      if (call === 'view') {
        const visitor = `10.202.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}`;
        return { kind: 'portfolio', method: 'POST', path: `/api/providers/${id}/views`, headers: { 'x-forwarded-for': visitor } };
      }
      return { kind: 'portfolio', method: 'GET', path: call };
    },
    // A new couple's request: its own e-mail and client address (the per-address submit limit counts as in production).
    submit() {
      submits += 1;
      const n = submits;
      const address = (firstAddress + n) % (1 << 22);
      return {
        kind: 'submit',
        method: 'POST',
        path: '/api/service-requests',
        headers: { ...json, 'x-forwarded-for': `10.${100 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}` },
        body: JSON.stringify({
          coupleName: 'Jana a Petr Svobodovi',
          weddingDate: '2027-09-18',
          services: ['photography'],
          description: 'Hledáme fotografa na celý den, od příprav až do večera.',
          budget: '50 000 – 100 000 Kč',
          location: 'Praha',
          contactEmail: `bench.smisena.${runTag}.${n}@example.cz`,
          phoneCountryCode: '+420',
          contactPhone: '777 123 456',
        }),
      };
    },
    // /zpravy: a couple posts into its thread (its stream brings the event), reads it, or the navbar asks for unread counts.
    message(rand) {
      const couple = pick(rand, couples);
      const headers = { cookie: couple.cookie, 'x-forwarded-for': couple.address };
      const which = weightedPick(rand, [[50, 'post'], [25, 'thread'], [25, 'unread']]);
      if (which === 'post')
        return {
          kind: 'message',
          method: 'POST',
          path: `/api/conversations/${couple.conversationId}/messages`,
          headers: { ...headers, ...json },
          body: JSON.stringify({ body: 'Děkujeme za odpověď, ještě se ozveme.' }),
        };
      if (which === 'thread') return { kind: 'message', method: 'GET', path: `/api/conversations/${couple.conversationId}/messages`, headers };
      return { kind: 'message', method: 'GET', path: '/api/conversations/unread', headers };
    },
    // The bench provider's /dashboard or /inquiries (as often), one of the calls the page makes at load.
    provider(rand) {
      const calls = rand() < 0.5 ? providerCalls.dashboard : providerCalls.inquiries;
      return { kind: 'provider', method: 'GET', path: pick(rand, calls), headers: { cookie: provider.cookie } };
    },
  };
}

// ---------------------------------------------------------------- the load
/**
 * `rate` requests a second for `seconds`, Poisson arrivals, the kind of each drawn from MIX; each
 * timed from its scheduled time to its last byte. Failed: not 2xx, an error, or not done within
 * TIMEOUT_MS of its time. Answers the figures, overall and per kind.
 */
async function openLoad(pool, makers, { rate, seconds, seed, instances = [] }) {
  const rand = random(seed);
  const cpuBefore = cpuMs(instances);
  const kinds = Object.entries(MIX).map(([kind, share]) => [share, kind]);
  const samples = [];
  const pending = new Set();
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = started;
  let lagMax = 0;
  const fire = (scheduled, request) => {
    const signal = AbortSignal.timeout(Math.max(1, Math.ceil(scheduled + TIMEOUT_MS - performance.now())));
    const sample = { kind: request.kind, ms: NaN, ok: false, status: 0 };
    samples.push(sample);
    const done = pool
      .request({ method: request.method, path: request.path, headers: request.headers, body: request.body, signal })
      .then(async (answer) => {
        await answer.body.dump({ limit: Infinity });
        sample.status = answer.statusCode;
        sample.ms = performance.now() - scheduled;
        sample.ok = answer.statusCode >= 200 && answer.statusCode < 300 && sample.ms <= TIMEOUT_MS;
      })
      .catch((error) => {
        sample.ms = performance.now() - scheduled;
        sample.error = error.name === 'TimeoutError' || error.name === 'AbortError' ? 'timeout' : error.code ?? error.name;
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  while (next < end) {
    const now = performance.now();
    if (next > now) await sleep(Math.min(next - now, 5));
    const firing = performance.now();
    while (next <= firing && next < end) {
      lagMax = Math.max(lagMax, firing - next);
      const kind = weightedPick(rand, kinds);
      fire(next, makers[kind](rand));
      next += (-Math.log(1 - rand()) * 1000) / rate;
    }
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const summary = (list) => {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const failed = list.filter((sample) => !sample.ok).length;
    return { count: list.length, failed, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  const failures = {};
  for (const sample of samples.filter((item) => !item.ok)) {
    const reason = sample.error ?? (sample.status >= 200 && sample.status < 300 ? 'over 2 s' : `HTTP ${sample.status}`);
    failures[`${sample.kind} ${reason}`] = (failures[`${sample.kind} ${reason}`] ?? 0) + 1;
  }
  return {
    rate,
    seconds,
    achieved: samples.filter((sample) => sample.ok).length / elapsed,
    ...summary(samples),
    kinds: Object.fromEntries(Object.keys(MIX).map((kind) => [kind, summary(samples.filter((sample) => sample.kind === kind))])),
    failures,
    lagMaxMs: lagMax,
    appCpuMsPerRequest: (cpuMs(instances) - cpuBefore) / samples.length,
  };
}

const passes = (result) => result.failed === 0 && result.p95 < TARGET_P95_MS;
/**
 * CPU time the processes have used (user + system, /proc/<pid>/stat, ms; clock ticks of 10 ms): the
 * instances' CPU per request, a figure the other guests of a busy machine change far less than latency.
 */
function cpuMs(children) {
  return children.reduce((sum, child) => {
    try {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return NaN;
    }
  }, 0);
}

/** What failed, by kind and reason: ' (browse timeout: 3, …)', or nothing. */
const failureText = (result) =>
  Object.keys(result.failures).length ? ` (${Object.entries(result.failures).map(([what, count]) => `${what}: ${count}`).join(', ')})` : '';

/**
 * The highest rate that passes: probes from `from` (doubling while they pass, halving while they
 * fail), bisecting to PRECISION, then a CONFIRM_S run at the best; a missed confirmation steps down
 * 15 % and confirms once more. Answers the probes and the confirmed run (null: none passed).
 */
async function search(context, pool, makers, { from, label, instances }) {
  const probes = [];
  let seed = 1;
  const probe = async (rate, seconds = PROBE_S) => {
    await context.settle(10_000);
    const result = await openLoad(pool, makers, { rate, seconds, seed: seed++, instances });
    probes.push(result);
    context.log(
      `mixed ${label}: ${rate} req/s for ${seconds} s: p95 ${context.fmt(result.p95, 1)} ms ` +
        `(${Object.entries(result.kinds).map(([kind, figures]) => `${kind} ${context.fmt(figures.p95)}`).join(', ')}), ${result.failed} failed, ` +
        `app CPU ${context.fmt(result.appCpuMsPerRequest, 2)} ms a request` +
        `${failureText(result)} ${passes(result) ? '✔' : '✘'}`,
    );
    return passes(result);
  };
  let low = null;
  let high = null;
  let rate = from;
  while (low === null || high === null) {
    if (await probe(rate)) {
      low = rate;
      if (high === null) rate *= 2;
    } else {
      high = rate;
      if (low === null) rate = Math.floor(rate / 2);
    }
    if (rate < 5) break;
  }
  while (low !== null && high !== null && (high - low) / low > PRECISION) {
    const middle = Math.round((low + high) / 2);
    if (await probe(middle)) low = middle;
    else high = middle;
  }
  let confirmed = null;
  for (let attempt = 0; low !== null && attempt < 2 && !confirmed; attempt += 1) {
    await context.settle(10_000);
    const result = await openLoad(pool, makers, { rate: low, seconds: CONFIRM_S, seed: 1000 + attempt, instances });
    const verdict = passes(result) ? '✔' : '✘';
    context.log(`mixed ${label}: confirming ${low} req/s for ${CONFIRM_S} s: p95 ${context.fmt(result.p95, 1)} ms, ${result.failed} failed` +
      `${failureText(result)} ${verdict}`);
    if (passes(result)) confirmed = result;
    else {
      probes.push(result);
      low = Math.floor(low * 0.85);
    }
  }
  return { probes, confirmed };
}

/**
 * One configuration: `instances` app processes behind nginx, the couples' streams open, the search.
 * Everything it starts is stopped whatever happens.
 */
async function measure(context, { instances, ports, from, label, prepare }) {
  const children = [];
  let nginx = null;
  let streams = null;
  let pool = null;
  try {
    const apps = [];
    for (let index = 0; index < instances; index += 1) {
      const port = ports.apps[index];
      await context.assertPortFree(port);
      const name = `mixed-${label}-${index + 1}`;
      const logFile = path.join(context.runDir, `${name}.log`);
      const child = context.startProcess(name, [path.join(context.runBackend, 'main.js')], context.appEnv({ port }), logFile);
      children.push(child);
      apps.push({ name, port, child });
    }
    for (const app of apps) await context.waitForHealth(app.name, `http://127.0.0.1:${app.port}`, app.child);
    const dir = path.join(context.runDir, 'mixed-nginx');
    nginx = await startNginx(context, { dir, port: ports.proxy, upstreams: apps.map((app) => app.port), name: label });
    const origin = `http://127.0.0.1:${ports.proxy}`;
    // Enough connections that the generator never queues at the rates found; an open model fires regardless.
    pool = new Pool(origin, { connections: 512, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 0, bodyTimeout: 0 });
    const { couples, makers } = await prepare(pool);
    streams = eventStreams(origin, couples);
    await streams.open();
    // Warm-up: the instances' first requests (JIT, pools) are no one's figures.
    await openLoad(pool, makers, { rate: START_RATE, seconds: 5, seed: 999 });
    const { probes, confirmed } = await search(context, pool, makers, { from, label, instances: children });
    const streamStats = { couples: couples.length, ...streams.stats() };
    context.log(`mixed ${label}: ${streamStats.open} of ${streamStats.couples} event streams open at the end, ${streamStats.events} message events`);
    return { label, instances, probes, confirmed, streams: streamStats, memory: apps.map((app) => context.memoryOf(app.child)) };
  } finally {
    if (streams) await streams.close();
    if (pool) await pool.destroy().catch(() => undefined);
    await stopChild(nginx);
    await Promise.all(children.map((child) => context.stopProcess(child).catch(() => undefined)));
  }
}

/**
 * The API calls /dashboard and /inquiries make at load for a provider (seen in Chromium on this build;
 * the event stream left out: the couples hold theirs), by page.
 */
function providerPageCalls(providerId) {
  const shell = ['/api/auth/user', '/api/session', '/api/dashboard-counts', '/api/conversations/unread', '/api/provider/profile'];
  return {
    dashboard: [
      ...shell,
      '/api/provider/bookings?page=1&pageSize=10',
      '/api/provider/offers?page=1&pageSize=10',
      '/api/provider/offers?page=1&pageSize=50',
      '/api/subscription/info',
      '/api/calendar-feed',
      '/api/service-requests?page=1&pageSize=50&sort=newest&filtered=true',
      `/api/providers/${providerId}/rating-stats`,
    ],
    inquiries: [...shell, '/api/service-requests?page=1&pageSize=12&sort=newest&filtered=true'],
  };
}

/**
 * Ports: the instances on the main app's and the baseline's (stopped by then), the balancer on
 * BENCH_MIXED_PORT (default: the app's port + 2).
 */
function portsOf({ settings }) {
  return { proxy: Number(process.env.BENCH_MIXED_PORT ?? settings.appPort + 2), apps: [settings.appPort, settings.baselinePort] };
}

export async function run(context) {
  const loadBefore = os.loadavg()[0];
  const ports = portsOf(context);
  const runTag = `${process.pid}-${Date.now().toString(36)}`;
  // Made once, through the first configuration's balancer: the sessions hold on every instance (one SESSION_SECRET).
  let prepared = null;
  const prepare = async (pool) => {
    if (!prepared) {
      const catalogue = await catalogueOf(pool);
      const couples = await ensureCouples(pool, catalogue.providers);
      const providerCalls = providerPageCalls(context.accounts.provider.id);
      prepared = { couples, makers: requestMakers({ catalogue, couples, provider: context.accounts.provider, providerCalls, runTag }) };
    }
    return prepared;
  };
  const two = await measure(context, { instances: 2, ports, from: START_RATE, label: 'two', prepare });
  // One instance starts from half the pair's rate: it can hardly do more than the pair.
  const from = Math.max(10, Math.floor((two.confirmed?.rate ?? START_RATE) / 2));
  const one = await measure(context, { instances: 1, ports, from, label: 'one', prepare });
  return report(context, [two, one], loadBefore);
}

function report(context, configurations, loadBefore) {
  const { fmt, markdownTable } = context;
  const [two, one] = configurations;
  const kinds = Object.keys(MIX);
  // The confirmed run; none passed: the lowest rate probed, to show why.
  const shown = (config) =>
    config.confirmed ??
    config.probes.reduce(
      (lowest, probe) => (probe.rate < lowest.rate || (probe.rate === lowest.rate && probe.seconds > lowest.seconds) ? probe : lowest),
      config.probes[0],
    );
  const rows = configurations.map((config) => {
    const result = shown(config);
    if (!result) return [`${config.instances}`, 'not measured', ...Array(9 + kinds.length).fill('—')];
    return [
      `${config.instances}`,
      config.confirmed ? `${result.rate}` : `none passed (${result.rate}, ${result.seconds} s shown)`,
      fmt(result.achieved),
      fmt(result.p50, 1),
      fmt(result.p95, 1),
      fmt(result.p99, 1),
      `${result.failed} of ${result.count}`,
      ...kinds.map((kind) => `${fmt(result.kinds[kind].p95, 1)} (${result.kinds[kind].count})`),
      fmt(result.appCpuMsPerRequest, 2),
      `${config.streams.open} of ${config.streams.couples} (${config.streams.events} events)`,
      config.memory.map((memory) => `${fmt(memory.rssMb)} MB`).join(', '),
    ];
  });
  const ratio = two.confirmed && one.confirmed ? two.confirmed.rate / one.confirmed.rate : NaN;
  const shares = (result) => kinds.map((kind) => `${kind} ${fmt((100 * result.kinds[kind].count) / result.count, 1)} %`).join(', ');
  const probeText = (config) =>
    config.probes.map((probe) => `${probe.rate}${probe.seconds === CONFIRM_S ? ` (${CONFIRM_S} s)` : ''} ${passes(probe) ? '✔' : '✘'}`).join(', ');
  const perConfig = (describe) =>
    configurations.map((config) => `${config.instances}: ${shown(config) ? describe(shown(config)) : '—'}`).join('; ');
  const lines = [
    `Two app instances behind nginx (${NGINX}, deploy/nginx.conf's proxying, one worker), then one instance behind the same nginx: ` +
      `both pay the hop. An open load (Poisson arrivals at a fixed rate, each request timed ` +
      `from its scheduled time, failed when not 2xx or not done within ${TIMEOUT_MS / 1000} s): ` +
      `${MIX.browse * 100} % browsing (request list and catalogue with the pages' filters, sorts and pages; categories), ` +
      `${MIX.portfolio * 100} % portfolios (the API calls /portfolio makes at load for a listed provider), ` +
      `${MIX.submit * 100} % request submits (each its own e-mail and client address), ` +
      `${MIX.message * 100} % messaging (${COUPLES} signed-in couples, each with its event stream open through nginx for the whole run: ` +
      `post, read the thread, unread counts), ` +
      `${MIX.provider * 100} % the bench provider's /dashboard and /inquiries calls. ` +
      `The rate: probes of ${PROBE_S} s (doubling, then bisecting to ${PRECISION * 100} %), confirmed by a ${CONFIRM_S} s run; ` +
      `target p95 < ${TARGET_P95_MS} ms and 0 failed. ` +
      `The load generator runs in the bench's own process, on the same 2 cores.`,
    '',
    markdownTable({
      header: [
        ...['instances', 'rate req/s', 'achieved req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'],
        ...kinds.map((kind) => `${kind} p95 ms (n)`),
        ...['app CPU ms / request', 'streams open', 'RSS after'],
      ],
      rows,
    }),
    '',
    `- Two instances against one: ${fmt(ratio, 2)}× the rate.`,
    `- App CPU ms / request: the instances' CPU time (user + system) over the run shown, per request sent; what a core of ` +
      `the app alone could serve is 1000 / that (PostgreSQL, nginx and the load generator take their share of the 2 cores too).`,
    `- Actual shares of the mix, by instances: ${perConfig(shares)}.`,
    `- Probes, two instances: ${probeText(two)}; one instance: ${probeText(one)}.`,
    `- The generator's lag (the latest request fired after its time, by instances): ${perConfig((result) => `${fmt(result.lagMaxMs, 1)} ms`)}.`,
    `- Load average (1 min) at the start of the section ${fmt(loadBefore, 2)}, at its end ${fmt(os.loadavg()[0], 2)}.`,
  ];
  const check = (config, name) => ({
    ok: Boolean(config.confirmed),
    text: config.confirmed
      ? `mixed: ${name}, p95 < ${TARGET_P95_MS} ms and 0 failed at the rate reported: ${config.confirmed.rate} req/s for ${CONFIRM_S} s ` +
        `(p95 ${fmt(config.confirmed.p95, 1)} ms)`
      : `mixed: ${name}, no rate with p95 < ${TARGET_P95_MS} ms and 0 failed confirmed for ${CONFIRM_S} s`,
  });
  return { title: 'Mixed load', lines, checks: [check(two, 'two instances'), check(one, 'one instance')] };
}
