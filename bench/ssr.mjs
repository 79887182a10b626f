// Issue 49, target 3: server rendering that scales. A visitor's pages that the server renders (the catalogue,
// category views, portfolios) under autocannon at 10 connections, after a warm-up, as a browser asks them (no
// cookie, gzip and brotli accepted): pages/s, p50/p95/p99, and the share reused (first_screen_pages_total on
// /metrics, before and after the measured window). A cold pass over portfolios never asked before shows what
// a miss costs: each is rendered from the API.
import { createRequire } from 'node:module';
import path from 'node:path';

const CONNECTIONS = 10;
const TARGETS = { pagesPerSecond: 400, p95Ms: 50 };
const CATEGORIES = ['photography', 'music', 'catering', 'dj', 'flowers'];
const PORTFOLIOS = 24;
const COLD_PAGES = 300;
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** first_screen_pages_total by result and the app's CPU seconds, from its /metrics. */
async function firstScreenCounts(context) {
  const response = await context.httpRequest(`${context.appUrl}/metrics`, { headers: { authorization: `Bearer ${context.metricsToken}` } });
  if (response.status !== 200) throw new Error(`GET /metrics: ${response.status}`);
  const text = response.body.toString('utf8');
  const counts = { hit: 0, miss: 0, skipped: 0 };
  for (const match of text.matchAll(/^first_screen_pages_total\{result="(\w+)"\} (\d+)/gm)) counts[match[1]] = Number(match[2]);
  // The app's CPU time (prom-client's process metrics): what a page costs whatever else the machine runs.
  counts.cpuSeconds = Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? NaN);
  return counts;
}

const difference = (after, before) => Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - (before[key] ?? 0)]));
const hitRate = (counts) => (counts.hit + counts.miss > 0 ? (100 * counts.hit) / (counts.hit + counts.miss) : null);

/** Listed providers' ids, newest first, from `offset`. */
async function listedProviderIds(context, offset, count) {
  return context.withClient(context.dbUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT id FROM provider_profiles WHERE provider_is_listed(is_demo, listing_until) ORDER BY id DESC OFFSET $1 LIMIT $2`,
      [offset, count],
    );
    return rows.map((row) => row.id);
  });
}

function load(context, paths, seconds) {
  const require = createRequire(path.join(context.root, 'package.json'));
  const autocannon = require('autocannon');
  let next = 0;
  const times = [];
  const instance = autocannon({
    url: context.appUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  // Every answer's time, for the exact p95 (autocannon's summary has p90 and p97.5).
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  return instance.then((result) => ({ ...result, times }));
}

/** The latency at `share` (0.95: p95) of sorted times. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** Each of `paths` asked once, CONNECTIONS at a time: the pages/s and latencies of a pass. */
async function coldPass(context, paths) {
  const latencies = [];
  let failed = 0;
  let index = 0;
  const started = performance.now();
  const worker = async () => {
    while (index < paths.length) {
      const url = `${context.appUrl}${paths[index++]}`;
      const begin = performance.now();
      const response = await context.httpRequest(url, { headers: BROWSER_HEADERS });
      latencies.push(performance.now() - begin);
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: paths.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99), failed };
}

export async function run(context) {
  const { fmt, markdownTable, settings } = context;
  const portfolios = (await listedProviderIds(context, 0, PORTFOLIOS)).map((id) => `/portfolio?provider=${id}`);
  const paths = ['/dodavatele', ...CATEGORIES.map((id) => `/dodavatele?kategorie=${id}`), '/dodavatele?razeni=rating-high', ...portfolios];

  // Every page carries its server-rendered first screen (and its state) for a visitor.
  const missing = [];
  for (const page of paths) {
    const response = await context.httpRequest(`${context.appUrl}${page}`);
    const html = response.body.toString('utf8');
    if (response.status !== 200 || !html.includes('class="boot__server-page"') || !html.includes('id="server-state"')) missing.push(page);
  }

  await context.quietMachine();
  await load(context, paths, settings.warmup ?? 5);
  const before = await firstScreenCounts(context);
  const result = await load(context, paths, settings.duration ?? 15);
  const window = difference(await firstScreenCounts(context), before);
  const rate = hitRate(window);

  await context.quietMachine();
  const coldIds = await listedProviderIds(context, PORTFOLIOS, COLD_PAGES);
  const coldBefore = await firstScreenCounts(context);
  const cold = await coldPass(context, coldIds.map((id) => `/portfolio?provider=${id}`));
  const coldWindow = difference(await firstScreenCounts(context), coldBefore);

  const pagesPerSecond = result.requests.average;
  // CPU ms of the app per page, and the pages a second one core would then serve.
  const cpuPerPage = (counted) => (1000 * counted.cpuSeconds) / Math.max(1, counted.hit + counted.miss + counted.skipped);
  const warmCpu = cpuPerPage(window);
  const coldCpu = cpuPerPage(coldWindow);
  const times = result.times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  const failed = result.errors + result.timeouts + result.non2xx;
  const lines = [
    `A visitor's pages rendered on the server (no cookie; gzip and brotli accepted, as a browser asks): ${paths.length} addresses in turn ` +
      `(the catalogue, ${CATEGORIES.length} category views, a sort, ${PORTFOLIOS} portfolios of listed providers), autocannon at ${CONNECTIONS} connections, ` +
      `${settings.warmup ?? 5} s warm-up then ${settings.duration ?? 15} s measured. Reused: the share of first_screen_pages_total{result="hit"} among hits and misses on /metrics in the measured window. ` +
      `Cold: ${coldIds.length} portfolios never asked before, each once, ${CONNECTIONS} at a time (every one a miss: rendered from the API). ` +
      `The app's CPU per page (process_cpu_seconds_total over the pages counted) does not depend on what else the machine runs, unlike pages/s and latencies.`,
    '',
    markdownTable({
      header: ['pass', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'hit / miss / skipped', 'reused', 'app CPU ms a page', 'pages/s a core at that CPU'],
      rows: [
        ['spread, warm', fmt(pagesPerSecond), fmt(percentile(times, 0.5)), fmt(p95), fmt(percentile(times, 0.99)), String(failed), `${window.hit} / ${window.miss} / ${window.skipped}`, `${fmt(rate, 1)} %`, fmt(warmCpu, 2), fmt(1000 / warmCpu)],
        ['cold (misses)', fmt(cold.rate), fmt(cold.p50), fmt(cold.p95), fmt(cold.p99), String(cold.failed), `${coldWindow.hit} / ${coldWindow.miss} / ${coldWindow.skipped}`, `${fmt(hitRate(coldWindow), 1)} %`, fmt(coldCpu, 2), fmt(1000 / coldCpu)],
      ],
    }),
    '',
    missing.length ? `Without a server-rendered first screen: ${missing.join(', ')}.` : `Every address answered 200 with its server-rendered first screen and state.`,
  ];
  const checks = [
    { ok: pagesPerSecond >= TARGETS.pagesPerSecond && failed === 0, text: `ssr: ${fmt(pagesPerSecond)} pages/s ≥ ${TARGETS.pagesPerSecond} at ${CONNECTIONS} connections (${failed} failed)` },
    { ok: p95 < TARGETS.p95Ms, text: `ssr: p95 ${fmt(p95)} ms < ${TARGETS.p95Ms} ms` },
    { ok: missing.length === 0, text: `ssr: every measured page carries its server-rendered first screen (${paths.length - missing.length} of ${paths.length})` },
  ];
  return { title: 'Server rendering', lines, checks };
}
