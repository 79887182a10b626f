// The bare baseline of `make bench`: node:http and a pg Pool, no framework, answering the
// benchmarked operations with its own copy of the app's SQL and row mapping (baseline-sql.mjs), so
// that the ratio app / baseline is the cost of everything around the queries: Nest, Fastify,
// middleware, guards, validation, the app's own layering.
//
//   DATABASE_URL=… PORT=3201 APP_URL=http://127.0.0.1:3200 node bench/baseline-server.mjs
//
// Only the anonymous visitor's view and the default query of each list (page / pageSize taken
// from the query string): what the benchmark sends. No validation, sessions or rate limits.
// GET /api/locations answers from memory, as the app does: the cost of the stack without a query.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sql from './baseline-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pg driver the app uses (the backend workspace's dependency).
const pg = createRequire(path.join(root, 'backend', 'package.json'))('pg');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3201);

// The app's pool size (database/data-source-options.ts: extra.max).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, application_name: 'svatby-bench-baseline' });
const run = (text, values) => pool.query(text, values).then((result) => result.rows);

// Reference data, read once as the app's CatalogService does.
const [categoryRows, keywordRows, locationRows] = await Promise.all([
  run(sql.CATEGORY_ROWS_SQL),
  run(sql.KEYWORD_ROWS_SQL),
  run(sql.LOCATION_ROWS_SQL),
]);
const keywords = new Map();
for (const row of keywordRows) keywords.set(row.categoryId, [...(keywords.get(row.categoryId) ?? []), row.keyword]);
const vocabulary = { names: new Map(categoryRows.map((row) => [row.id, row.name])), keywords, places: sql.placeIndex(locationRows) };
const locationNames = new Map(locationRows.map((row) => [row.id, row.name]));
const locations = locationRows.map(({ id, name, type }) => ({ id, name, type }));

/** The listed counts, cached per catalogue version and until the next paid period ends (as the app). */
let counts = null;
const countsHold = (version, at) => counts && counts.version === version && (counts.validUntil === null || at < counts.validUntil);
async function listingCounts() {
  const [{ version, now }] = await run(sql.CATALOGUE_VERSION_SQL);
  if (!countsHold(version, now)) [counts] = await run(sql.LISTING_COUNTS_SQL);
  return counts;
}

const paging = (url) => {
  const page = url.searchParams.get('page');
  const pageSize = url.searchParams.get('pageSize');
  return [page ? Number(page) : undefined, pageSize ? Number(pageSize) : undefined];
};

async function requestList(url) {
  const query = sql.requestListQuery(...paging(url));
  const rows = await run(query.text, query.values);
  const total = rows.length > 0 ? rows[0].listTotal : (await run(query.totalText))[0].total;
  return { items: rows.map((row) => sql.toRequestDto(row, vocabulary.names)), total, page: query.page, pageSize: query.pageSize };
}

async function providerList(url) {
  const query = sql.providerListQuery(...paging(url));
  const rows = await run(query.text, query.values);
  const total = rows.length > 0 && countsHold(rows[0].catalogueVersion, rows[0].queriedAt) ? counts.total : (await listingCounts()).total;
  return { items: rows.map((row) => sql.toProviderDto(row, locationNames)), total, page: query.page, pageSize: query.pageSize };
}

async function provider(id) {
  const [row] = await run(sql.PROVIDER_BY_ID_SQL, [id]);
  return row ? sql.toProviderDto(row, locationNames) : null;
}

async function ratingStats(id) {
  const [row] = await run(sql.RATING_STATS_SQL, [id]);
  if (row.total === 0 && (await run(sql.PROVIDER_EXISTS_SQL, [id])).length === 0) return null;
  return sql.toRatingStatsDto(row);
}

async function categoryList() {
  const { perCategory } = await listingCounts();
  return categoryRows.map(({ id, name, description, group, icon, priceRange }) => ({
    id,
    name,
    description,
    group,
    icon,
    priceRange,
    providerCount: perCategory[id] ?? 0,
  }));
}

/** One outbox row per message, as the app stores them (the app also queues a delivery job per message). */
const enqueue = (client, template, email, name, subject, text, secret = false) =>
  client.query(sql.MAIL_INSERT_SQL, [template, email, name, subject, text, `<p>${text}</p>`, secret]);

async function submitRequest(body) {
  const values = sql.requestValues(body, vocabulary);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(sql.ADDRESS_LOCK_SQL, [body.contactEmail]);
    const {
      rows: [activity],
    } = await client.query(sql.ADDRESS_ACTIVITY_SQL, [values[12], values[0], values[1], values[2], values[6], values[7], values[10]]);
    if (activity.blocked || activity.unconfirmed >= 3 || activity.lastDay >= 10) throw new Error('limited');
    const {
      rows: [{ id }],
    } = await client.query(sql.INSERT_REQUEST_SQL, values);
    const token = randomBytes(32).toString('base64url');
    await client.query(sql.INSERT_TOKEN_SQL, [createHash('sha256').update(token).digest('hex'), id]);
    await enqueue(client, 'request-confirm-link', body.contactEmail, null, 'Potvrďte svou poptávku', `Poptávka: ${token}`, true);
    await client.query('COMMIT');
    return {
      id,
      status: 'unconfirmed',
      message: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
      emailInfo: `Na ${body.contactEmail} jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí 48 hodin).`,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function send(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const notFound = { statusCode: 404, message: 'Nenalezeno' };

async function handle(request, response) {
  const url = new URL(request.url, 'http://baseline');
  const { pathname } = url;
  if (request.method === 'GET') {
    if (pathname === '/api/health') return send(response, 200, { status: 'ok' });
    if (pathname === '/api/service-requests') return send(response, 200, await requestList(url));
    if (pathname === '/api/service-providers') return send(response, 200, await providerList(url));
    if (pathname === '/api/service-categories') return send(response, 200, await categoryList());
    if (pathname === '/api/locations') return send(response, 200, locations);
    const match = /^\/api\/providers\/(\d+)(\/rating-stats)?$/.exec(pathname);
    if (match) {
      const body = match[2] ? await ratingStats(Number(match[1])) : await provider(Number(match[1]));
      return body ? send(response, 200, body) : send(response, 404, notFound);
    }
  }
  if (request.method === 'POST' && pathname === '/api/service-requests') {
    return send(response, 201, await submitRequest(JSON.parse(await readBody(request))));
  }
  return send(response, 404, notFound);
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { statusCode: 500, message: String(error?.message ?? error) });
    else response.destroy();
  });
});
// Node's default keep-alive timeout (5 s); the load's connections stay open either way.
server.listen(port, '127.0.0.1', () => console.log(`baseline listening on http://127.0.0.1:${port}`));

const shutdown = () => {
  server.close();
  server.closeAllConnections?.();
  pool.end().finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
