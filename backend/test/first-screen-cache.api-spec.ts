/**
 * Issue 49, target 3: a visitor's server-rendered pages are reused while what they show is unchanged. A
 * second visit is a hit and the same page; a change to anything the page shows (the listing, the profile, a
 * review or its reply, a portfolio item, the calendar) makes the next visit a miss that shows it; a session
 * never gets a kept page; the visitor's rate limit counts one hit per page, kept or rendered.
 */
import { parse } from 'node-html-parser';
import request from 'supertest';
import { MetricsRegistry } from '../src/common/metrics/metrics-registry';
import { ACCOUNT_PASSWORD, signedInAdmin } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createIsolatedTestApp('first_screen_cache', { TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await t?.close();
});

type Result = 'hit' | 'miss' | 'skipped';

/** first_screen_pages_total by result, as /metrics shows it. */
async function counts(app: TestApp = t): Promise<Record<Result, number>> {
  const text = await app.app.get(MetricsRegistry).scrape();
  const read = (result: Result) => Number(new RegExp(`^first_screen_pages_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: read('hit'), miss: read('miss'), skipped: read('skipped') };
}

/** The page's HTML and what the visit counted. */
async function visit(path: string, headers: Record<string, string> = {}): Promise<{ html: string; status: number; counted: Record<Result, number> }> {
  const before = await counts();
  const response = await request(t.server).get(path).set(headers);
  const after = await counts();
  return {
    html: response.text,
    status: response.status,
    counted: { hit: after.hit - before.hit, miss: after.miss - before.miss, skipped: after.skipped - before.skipped },
  };
}

const HIT = { hit: 1, miss: 0, skipped: 0 };
const MISS = { hit: 0, miss: 1, skipped: 0 };
const serverPage = (html: string) => parse(html).querySelector('.boot__server-page');
const texts = (html: string, selector: string) => serverPage(html)?.querySelectorAll(`${selector} li`).map((item) => item.text) ?? [];

async function listedProvider(companyName: string): Promise<number> {
  const id = await insertProvider(t.dataSource, { companyName, categories: ['music'] });
  await activateSubscription(t.dataSource, id, 'basic');
  return id;
}

describe('a portfolio kept for visitors', () => {
  let providerId: number;
  let path: string;

  beforeAll(async () => {
    providerId = await listedProvider('Kapela Ozvěna');
    path = `/portfolio?provider=${providerId}`;
    await t.dataSource.query(`INSERT INTO portfolio_items (provider_id, title, description) VALUES ($1, 'Svatba na zámku', 'Hráli jsme.')`, [providerId]);
  });

  it('is rendered once, then reused as the same page; tracking parameters and their order do not matter', async () => {
    const first = await visit(path);
    expect(first.counted).toEqual(MISS);
    expect(serverPage(first.html)?.querySelector('h1')?.text).toBe('Kapela Ozvěna');
    const second = await visit(path);
    expect(second.counted).toEqual(HIT);
    expect(second.html).toBe(first.html);
    expect((await visit(`${path}&utm_source=newsletter`)).counted).toEqual(HIT);
    // Compressed once when kept: the same page for a browser that takes gzip.
    const compressed = await request(t.server).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.text).toBe(first.html);
  });

  it('shows each change the page shows at the next visit', async () => {
    const changes: Array<{ change: () => Promise<unknown>; shows: (html: string) => void }> = [
      {
        change: () => t.dataSource.query(`UPDATE provider_profiles SET company_name = 'Kapela Ozvěna Brno' WHERE id = $1`, [providerId]),
        shows: (html) => expect(serverPage(html)?.querySelector('h1')?.text).toBe('Kapela Ozvěna Brno'),
      },
      {
        change: () => t.dataSource.query(`INSERT INTO portfolio_items (provider_id, title, description) VALUES ($1, 'Zahradní slavnost', 'Hráli jsme.')`, [providerId]),
        shows: (html) => expect(texts(html, '.stand-in-items')).toContain('Zahradní slavnost'),
      },
      {
        change: () =>
          t.dataSource.query(
            `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, review_text, status, confirmed_at)
             VALUES ($1, 'par.ozvena@gmail.com', 'Pár', 5, 'Roztančili celý sál', 'confirmed', now())`,
            [providerId],
          ),
        shows: (html) => expect(texts(html, '.stand-in-reviews')).toEqual(['Roztančili celý sál']),
      },
      {
        change: () => t.dataSource.query(`UPDATE reviews SET reply_text = 'Děkujeme!', reply_created_at = now(), reply_updated_at = now() WHERE provider_id = $1`, [providerId]),
        shows: (html) => expect(texts(html, '.stand-in-reviews')).toEqual(['Roztančili celý sál | Děkujeme!']),
      },
    ];
    for (const { change, shows } of changes) {
      await visit(path);
      expect((await visit(path)).counted).toEqual(HIT);
      await change();
      const next = await visit(path);
      expect(next.counted).toEqual(MISS);
      shows(next.html);
    }
  });

  it('is never given to a session, nor kept from one', async () => {
    const { email } = await signedInAdmin(t);
    const login = await request(t.server).post('/api/auth/login').send({ email, password: ACCOUNT_PASSWORD }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith('svatby.sid='))!.split(';')[0];
    await visit(path);
    const signedIn = await visit(path, { Cookie: cookie });
    expect(signedIn.counted).toEqual({ hit: 0, miss: 0, skipped: 1 });
    expect(serverPage(signedIn.html)).toBeNull();
  });
});

describe('the catalogue kept for visitors', () => {
  it("is outdated by a change to a provider's calendar (the wedding-day marks)", async () => {
    const providerId = await listedProvider('Kapela Kalendář');
    const version = async () => ((await t.dataSource.query(`SELECT pages_version::text AS v FROM derived.catalogue_version`)) as Array<{ v: string }>)[0].v;
    const before = await version();
    await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, current_date + 30, 'busy')`, [providerId]);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
  });

  it('shows a listing change at the next visit', async () => {
    await visit('/dodavatele');
    expect((await visit('/dodavatele')).counted).toEqual(HIT);
    await listedProvider('Kapela Nováček');
    const next = await visit('/dodavatele');
    expect(next.counted).toEqual(MISS);
    expect(texts(next.html, '.stand-in-page')).toContain('Kapela Nováček');
  });
});

describe("the visitor's rate limit on kept pages", () => {
  it('counts one hit per page, rendered or reused: the 429 comes at the page after the limit', async () => {
    const limited = await createIsolatedTestApp('first_screen_limit', { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const providerId = await insertProvider(limited.dataSource, { companyName: 'Kapela Limit' });
      const get = (address: string) => request(limited.server).get(`/portfolio?provider=${providerId}`).set('X-Forwarded-For', address);
      const before = await counts(limited);
      // A miss (four API calls in the render, none counted), then two hits: three pages, three hits.
      for (let page = 1; page <= 3; page += 1) expect(serverPage((await get('10.80.0.1').expect(200)).text)).not.toBeNull();
      const after = await counts(limited);
      expect([after.miss - before.miss, after.hit - before.hit]).toEqual([1, 2]);
      const refused = await get('10.80.0.1').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(serverPage(refused.text)).toBeNull();
      // Another visitor is not touched by the first one's pages.
      expect(serverPage((await get('10.80.0.2').expect(200)).text)).not.toBeNull();
    } finally {
      await limited.close();
    }
  }, 120_000);
});
