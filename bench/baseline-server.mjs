// The bare baseline of `make bench`: node:http and a pg Pool, no framework, answering the five
// benchmarked operations with the app's own SQL and row mapping (imported from backend/dist, the
// same modules the services use), so the ratio app / baseline is the cost of everything around
// the queries: Nest, Express, middleware, guards, validation.
//
//   DATABASE_URL=… PORT=3201 APP_URL=http://127.0.0.1:3200 node bench/baseline-server.mjs
//
// Only the anonymous visitor's view and the default query of each list (page / pageSize taken
// from the query string): what the benchmark sends. No validation, sessions or rate limits.
// GET /api/locations answers from memory, as the app does: the cost of the stack without a query.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'backend', 'package.json'));
// `make bench` passes its frozen copy of backend/dist.
const distDir = process.env.BENCH_BACKEND_DIST ?? path.join(root, 'backend', 'dist');
const dist = (module) => require(path.join(distDir, module));

const pg = require('pg');
const { requestListQueries, runRequestList, toServiceRequestDto } = dist('requests/request-list.sql.js');
const { insertRequestQuery, notifyPremiumProvidersQuery } = dist('requests/request-submit.sql.js');
const { confirmationMail, matchingRequestMail } = dist('requests/request-mails.js');
const { buildRequestFields } = dist('requests/request-fields.js');
const { providerListWhere, providerPageQueries, runProviderPage, providerByIdQuery, toPublicProviderDto } =
  dist('providers/provider-list.sql.js');
const { ListingCountsCache } = dist('providers/listing-counts.js');
const { ratingStatsQuery, toRatingStatsDto } = dist('reviews/rating-stats.sql.js');
const { CATEGORY_ROWS_SQL, KEYWORD_ROWS_SQL, LOCATION_ROWS_SQL, categoriesWithCounts } = dist('catalog/catalog.sql.js');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3201);
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

// The app's pool size (database/data-source-options.ts: extra.max).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, application_name: 'svatby-bench-baseline' });
// A text, or the app's SqlQuery ({ text, values, name? }: named ones are prepared per connection, as in the app).
const run = (query) => pool.query(query).then((result) => result.rows);
const listingCounts = new ListingCountsCache(run);

// Reference data, read once like CatalogService does.
const [categoryRows, keywordRows, locationRows] = await Promise.all([
  run(CATEGORY_ROWS_SQL),
  run(KEYWORD_ROWS_SQL),
  run(LOCATION_ROWS_SQL),
]);
const categories = categoryRows.map(({ id, name, description, group, icon, priceRange }) => ({
  id,
  name,
  description,
  group,
  icon,
  priceRange,
}));
const keywords = new Map();
for (const row of keywordRows) keywords.set(row.categoryId, [...(keywords.get(row.categoryId) ?? []), row.keyword]);
const vocabulary = { names: new Map(categoryRows.map((row) => [row.id, row.name])), keywords };
const locationNames = new Map(locationRows.map((row) => [row.id, row.name]));
const locations = locationRows.map(({ id, name, type }) => ({ id, name, type }));

const paging = (url) => {
  const page = url.searchParams.get('page');
  const pageSize = url.searchParams.get('pageSize');
  return { ...(page ? { page: Number(page) } : {}), ...(pageSize ? { pageSize: Number(pageSize) } : {}) };
};

async function requestList(url) {
  const queries = requestListQueries(paging(url), { contacts: false });
  const { rows, total } = await runRequestList(queries, run);
  return { items: rows.map((row) => toServiceRequestDto(row, false)), total, page: queries.page, pageSize: queries.pageSize };
}

async function providerList(url) {
  const queries = providerPageQueries(providerListWhere({}), 'newest', paging(url));
  const { rows, total } = await runProviderPage(queries, run, listingCounts);
  return { items: rows.map((row) => toPublicProviderDto(row, locationNames)), total, page: queries.page, pageSize: queries.pageSize };
}

async function provider(id) {
  const query = providerByIdQuery(id);
  const [row] = await run(query);
  return row ? toPublicProviderDto(row, locationNames) : null;
}

async function ratingStats(id) {
  const query = ratingStatsQuery(id);
  const [row] = await run(query);
  return row ? toRatingStatsDto(row) : null;
}

async function categoryList() {
  return categoriesWithCounts(categories, (await listingCounts.get()).perCategory);
}

// The columns MailService.enqueue stores (one INSERT per message, as the app does; the app also
// queues a delivery job per message, which the bare baseline leaves out).
const MAIL_INSERT = `INSERT INTO mail_outbox (template, to_email, to_name, subject, text_body, html_body, status, attempts)
  VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0) RETURNING id, created_at`;
const enqueue = (client, to, mail) => client.query(MAIL_INSERT, [mail.template, to.email, to.name ?? null, mail.subject, mail.text, mail.html]);

async function submitRequest(body) {
  const weddingDate = body.noDateSelected || !body.weddingDate ? null : body.weddingDate;
  const fields = buildRequestFields({ ...body, weddingDate }, vocabulary);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const insert = insertRequestQuery(fields, null);
    const {
      rows: [{ id }],
    } = await client.query(insert.text, insert.values);
    const request = { ...fields, id };
    await enqueue(client, { email: request.contactEmail, name: request.coupleName }, confirmationMail(request, vocabulary, appUrl));
    const notify = notifyPremiumProvidersQuery(id);
    const { rows: providers } = await client.query(notify.text, notify.values);
    for (const provider of providers) {
      await enqueue(
        client,
        { email: provider.email, name: provider.companyName },
        matchingRequestMail(provider.companyName, request, vocabulary, appUrl),
      );
    }
    await client.query('COMMIT');
    return {
      id,
      message: 'Brzy vás budeme kontaktovat s nabídkami od profesionálů.',
      emailInfo: `Potvrzení jsme poslali na ${request.contactEmail}.`,
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
// Node's default keep-alive timeout (5 s), like Express's.
server.listen(port, '127.0.0.1', () => console.log(`baseline listening on http://127.0.0.1:${port}`));

const shutdown = () => {
  server.close();
  server.closeAllConnections?.();
  pool.end().finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
