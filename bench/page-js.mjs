// Each page's JS by the bench's rule, without Lighthouse: the same-origin scripts Chromium loads for the page (mobile
// viewport as Lighthouse's mobile preset, the session cookie of the bench's accounts on every request), summed as the
// app serves them with Accept-Encoding: gzip. Load-independent (bytes, not timings) and about 1.5 minutes for all pages.
// Not part of run.mjs: run it against an app already up on the bench's database (accounts and reviews in place):
//   node bench/page-js.mjs http://127.0.0.1:3400 [out.json]     PAGES=/dashboard@couple,/faq  DATABASE_URL=postgres://…/svatby_x
// Prints a line per page (kB gzipped, scripts); out.json holds every page's scripts with their sizes.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const { chromium } = require('playwright-core');
const pg = require('pg');

const APP = process.argv[2] ?? 'http://127.0.0.1:3000';
const OUT = process.argv[3];
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/svatby_bench';
// The accounts of bench/run.mjs (ACCOUNTS), which made them.
const ACCOUNTS = {
  admin: { email: 'bench.admin@example.cz', password: 'Bench-admin-heslo-2026' },
  provider: { email: 'bench.dodavatel@example.cz', password: 'Bench-dodavatel-heslo-2026' },
  couple: { email: 'bench.par@example.cz', password: 'Bench-par-heslo-2026' },
};
const chromiumConfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'chromium.json'), 'utf8'));

const request = (url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    if (body) sent.write(body);
    sent.end();
  });

async function logIn({ email, password }, address) {
  const response = await request(`${APP}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const cookie = [response.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`POST /api/auth/login as ${email} answered ${response.status}: ${response.body}`);
  return cookie;
}

/** The portfolio the bench measures: the provider with the most reviews. */
async function busiestProvider() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT provider_id AS id FROM reviews GROUP BY provider_id ORDER BY count(*) DESC, provider_id LIMIT 1');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

const cookies = {};
for (const [index, [as, account]] of Object.entries(ACCOUNTS).entries()) cookies[as] = await logIn(account, `10.250.9.${10 + index}`);
// As run.mjs's ensureShortlist: the couple's shortlist holds the catalogue's first providers.
const held = JSON.parse((await request(`${APP}/api/shortlist`, { headers: { cookie: cookies.couple } })).body);
if (held.items.length === 0) {
  const list = JSON.parse((await request(`${APP}/api/service-providers?page=1&pageSize=4`)).body);
  for (const { id } of list.items)
    await request(`${APP}/api/shortlist/${id}`, { method: 'PUT', headers: { cookie: cookies.couple, 'content-type': 'application/json' }, body: '{}' });
}

const publicPages = ['/', '/poptavky', '/dodavatele', '/dodavatele?kategorie=photography', '/services/photography', `/portfolio?provider=${await busiestProvider()}`, '/faq', '/v-cislech'];
const signedIn = [
  ['/dashboard', 'provider'], ['/inquiries', 'provider'], ['/zpravy', 'provider'], ['/subscription-management', 'provider'],
  ['/admin', 'admin'], ['/muj-plan', 'couple'], ['/dashboard', 'couple'], ['/vybrani', 'couple'],
];
const wanted = process.env.PAGES?.split(',').map((page) => page.trim());
const pages = [...publicPages.map((page) => ({ page })), ...signedIn.map(([page, as]) => ({ page, as }))].filter(
  ({ page, as }) => !wanted || wanted.includes(page) || wanted.includes(`${page}@${as}`),
);

const browser = await chromium.launch({ executablePath: chromiumConfig.executablePath, args: chromiumConfig.args, headless: true });
const served = new Map();
const results = [];
try {
  for (const { page, as } of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (as) await context.setExtraHTTPHeaders({ cookie: cookies[as] });
    const tab = await context.newPage();
    const scripts = new Set();
    tab.on('request', (sent) => {
      if (sent.resourceType() === 'script' && sent.url().startsWith(APP)) scripts.add(sent.url());
    });
    await tab.goto(`${APP}${page}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // Parts that load once the page has settled (idle callbacks, near-viewport sections) count too, as in Lighthouse.
    let seen;
    do {
      seen = scripts.size;
      await tab.waitForTimeout(2500);
    } while (scripts.size !== seen);
    const landed = new URL(tab.url()).pathname;
    const rows = [];
    for (const url of scripts) {
      if (!served.has(url)) served.set(url, (await request(url, { headers: { 'accept-encoding': 'gzip' } })).body.length);
      rows.push({ file: new URL(url).pathname.replace('/assets/', ''), gzip: served.get(url) });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const kb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1000;
    results.push({ page, as: as ?? 'public', landed, kb, scripts: rows });
    const elsewhere = landed !== new URL(`${APP}${page}`).pathname ? `  (landed on ${landed})` : '';
    console.log(`${(as ?? 'public').padEnd(8)} ${page.padEnd(36)} ${kb.toFixed(1).padStart(6)} kB  ${rows.length} scripts${elsewhere}`);
    await context.close();
  }
} finally {
  await browser.close();
}
if (OUT) fs.writeFileSync(OUT, JSON.stringify(results, null, 1));
