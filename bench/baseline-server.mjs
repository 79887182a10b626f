// The bare baseline of `make bench`: node:http and a pg Pool, no framework, answering the
// benchmarked operations with its own copy of the app's SQL and row mapping (baseline-sql.mjs), so
// that the ratio app / baseline is the cost of everything around the queries: Nest, Fastify,
// middleware, guards, validation, the app's own layering.
//
//   DATABASE_URL=… PORT=3201 SESSION_SECRET=<the app's> node bench/baseline-server.mjs
//
// Only the anonymous visitor's view and the default query of each list (page / pageSize taken
// from the query string), a couple's submit and a signed-in side's message: what the benchmark
// sends. No validation; of the sessions, only the signed cookie's read (SESSION_SECRET, the app's);
// of the rate limits, only the submit's exact per-address counter, which costs the app a statement.
// GET /api/locations answers from memory, as the app does: the cost of the stack without a query.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
// The app's SESSION_SECRET: the baseline reads the sessions the app signs (the message post).
const sessionSecret = process.env.SESSION_SECRET;
const SESSION_COOKIE = 'svatby.sid';

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

/** The confirmation link's life (the app's CONFIRM_LINK_VALID_HOURS). */
const CONFIRM_LINK_VALID_MS = 48 * 3_600_000;

/** The client's address as the app takes it behind a trusted proxy (TRUST_PROXY=true): the first of X-Forwarded-For. */
const clientAddress = (request) => request.headers['x-forwarded-for']?.split(',')[0].trim() || request.socket.remoteAddress;

async function submitRequest(request, body) {
  const values = sql.requestValues(body, vocabulary);
  const key = sql.mailboxKey(body.contactEmail);
  const { limit, ttlMs } = sql.SUBMIT_LIMIT;
  const [hits] = await run(sql.RATE_LIMIT_HITS_SQL, [[sql.submitLimitKey(clientAddress(request))], [1], [ttlMs], [limit], [ttlMs]]);
  if (hits.blocked_for_ms > 0) return [429, { statusCode: 429, message: 'limited' }];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(sql.ADDRESS_LOCK_SQL, [key]);
    const {
      rows: [activity],
    } = await client.query(sql.ADDRESS_ACTIVITY_SQL, [key, values[0], values[1], values[2], values[6], values[7], values[10], null, 48, '{}']);
    if (activity.duplicate || activity.blocked || activity.unconfirmed >= 3 || activity.lastDay >= 10) throw new Error('limited');
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const expiresAt = new Date(Date.now() + CONFIRM_LINK_VALID_MS);
    const {
      rows: [{ id }],
    } = await client.query(sql.INSERT_REQUEST_SQL, [...values, 'unconfirmed', null, hash, 'confirm', expiresAt, '{}']);
    const text = `Poptávka: ${token}`;
    const {
      rows: [mail],
    } = await client.query(sql.MAIL_INSERT_SQL, [
      ['request-confirm-link'],
      [body.contactEmail],
      [null],
      ['Potvrďte svou poptávku'],
      [text],
      [`<p>${text}</p>`],
      [true],
    ]);
    await client.query(sql.JOB_INSERT_SQL, sql.jobValues('mail', { outboxId: mail.id }));
    await client.query('COMMIT');
    return [
      201,
      {
        id,
        status: 'unconfirmed',
        message: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
        emailInfo: `Na ${body.contactEmail} jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí 48 hodin).`,
      },
    ];
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The session id of express-session's cookie (`s:<id>.<HMAC-SHA256 of the id, base64 without
 * padding>`, cookie-signature), or null when it is missing or its signature is not the secret's.
 */
function sessionId(cookieHeader) {
  const pair = (cookieHeader ?? '').split(';').find((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(pair.indexOf('=') + 1).trim()) : '';
  if (!value.startsWith('s:') || !sessionSecret) return null;
  const dot = value.lastIndexOf('.');
  const id = value.slice(2, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', sessionSecret).update(id).digest('base64').replace(/=+$/, ''));
  return dot > 2 && signature.length === expected.length && timingSafeEqual(signature, expected) ? id : null;
}

/** A provider profile's account, remembered (as the app's ProvidersService.accountOf). */
const providerAccounts = new Map();
async function providerAccount(providerId) {
  if (!providerAccounts.has(providerId)) providerAccounts.set(providerId, (await run(sql.PROVIDER_ACCOUNT_SQL, [providerId]))[0]?.userId ?? null);
  return providerAccounts.get(providerId);
}

const conversationNotFound = { statusCode: 404, message: 'Konverzace nenalezena' };

/** POST /api/conversations/{id}/messages of a signed-in side (no manage-link token, no attachments: what the benchmark sends). */
async function postMessage(request, conversationId, body) {
  const sid = sessionId(request.headers.cookie);
  const [session] = sid ? await run(sql.SESSION_SQL, [sid, Math.ceil(Date.now() / 1000)]) : [];
  const userId = session?.sess?.passport?.user;
  if (userId === undefined) return [401, { statusCode: 401, message: 'Nepřihlášen' }];
  const [user] = await run(sql.SESSION_USER_SQL, [userId]);
  if (!user) return [401, { statusCode: 401, message: 'Nepřihlášen' }];
  const [profile] = await run(sql.VIEWER_PROFILE_SQL, [user.id]);
  const [conversation] = await run(sql.SENDER_CONVERSATION_SQL, [conversationId, user.id]);
  if (!conversation) return [404, conversationNotFound];
  const side = profile?.id === conversation.providerId ? 'provider' : conversation.coupleUserId === user.id ? 'couple' : null;
  if (side === null) return [404, conversationNotFound];
  if (conversation.senderBlocked) return [403, { statusCode: 403, message: 'blocked' }];
  const text = typeof body.body === 'string' ? body.body.trim() : '';
  if (text === '') return [400, { statusCode: 400, message: 'empty' }];
  const providerUser = side === 'provider' ? user.id : await providerAccount(conversation.providerId);
  const userIds = [conversation.coupleUserId, providerUser].filter((id) => Number.isInteger(id) && id > 0);
  const notice = JSON.stringify({ userIds, event: { type: 'message.created', conversationId } });
  const [row] = await run(sql.postMessageSql(side), [conversationId, side, user.id, text, [], [], [], [], sql.EVENTS_CHANNEL, [notice]]);
  return [
    201,
    {
      id: row.id,
      conversationId: row.conversationId,
      senderSide: row.senderSide,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      attachments: [],
      mine: true,
      reportedByMe: false,
    },
  ];
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
    return send(response, ...(await submitRequest(request, JSON.parse(await readBody(request)))));
  }
  const message = request.method === 'POST' && /^\/api\/conversations\/(\d+)\/messages$/.exec(pathname);
  if (message) return send(response, ...(await postMessage(request, Number(message[1]), JSON.parse(await readBody(request)))));
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
