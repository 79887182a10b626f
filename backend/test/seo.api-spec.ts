/**
 * Issue 20, found on the web: every page's HTML carries its own head (title, description, canonical,
 * Open Graph / Twitter tags, JSON-LD), portfolio and category pages their content for clients that run
 * no scripts, private pages noindex, and /robots.txt and the sitemap come from the database. The HTML
 * is parsed as a crawler would (an HTML parser, no scripts run), the sitemap as XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HTMLElement, parse } from 'node-html-parser';
import request from 'supertest';
import { ACCOUNT_PASSWORD, signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { activateSubscription } from './support/subscription-fixtures';
import { insertProvider } from './support/provider-fixtures';
import { insertBooking } from './support/booking-rows';
import { createIsolatedTestApp } from './support/isolated-app';
import { TEST_FIRST_SCREEN } from './support/test-app';
import type { TestApp } from './support/test-app';

const APP_URL = 'https://svatby.example';
/** Small parts, so that the split into several is seen with a handful of providers. */
const PART_SIZE = 2;

let t: TestApp;

beforeAll(async () => {
  // Behind a proxy: the signed-in visit signs in over "https" (X-Forwarded-Proto), as the Secure cookie needs.
  t = await createIsolatedTestApp('seo', { APP_URL, SITEMAP_PART_SIZE: String(PART_SIZE), TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await t?.close();
});

interface ParsedPage {
  status: number;
  headers: Record<string, string>;
  document: HTMLElement;
  title: string;
  meta(name: string): string | null;
  canonical: string | null;
  jsonLd: Array<Record<string, any>>;
  /** The content served for clients without scripts, as text. */
  content: string | null;
}

async function page(path: string): Promise<ParsedPage> {
  const response = await request(t.server).get(path);
  const document = parse(response.text);
  const meta = (name: string) =>
    (document.querySelector(`meta[name="${name}"]`) ?? document.querySelector(`meta[property="${name}"]`))?.getAttribute('content') ?? null;
  return {
    status: response.status,
    headers: response.headers as Record<string, string>,
    document,
    title: document.querySelector('title')?.text ?? '',
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText)),
    content: document.querySelector('.page-content')?.text ?? null,
  };
}

/**
 * An admin's session cookie ('svatby.sid=…'), signed in from `address`. APP_URL is https here, so the
 * cookie is Secure: set behind an https proxy, and sent by hand.
 */
async function adminSessionCookie(address: string): Promise<string> {
  const { email } = await signedInAdmin(t);
  return sessionCookieOf(email, address);
}

/** The session cookie of the account `email` (its password set by the sign-in helpers), signed in from `address`. */
async function sessionCookieOf(email: string, address: string): Promise<string> {
  const login = await request(t.server)
    .post('/api/auth/login')
    .set({ 'X-Forwarded-For': address, 'X-Forwarded-Proto': 'https' })
    .send({ email, password: ACCOUNT_PASSWORD })
    .expect(200);
  return ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith('svatby.sid='))!.split(';')[0];
}

const ofType = (parsed: ParsedPage, type: string) => parsed.jsonLd.find((data) => data['@type'] === type);

async function insertNamedReview(providerId: number, rating: number, name: string, text: string, daysAgo: number): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, review_text, status, created_at, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, 'confirmed', now() - make_interval(days => $6), now() - make_interval(days => $6))`,
    [providerId, `hodnotitel.${providerId}.${daysAgo}@gmail.com`, name, rating, text, daysAgo],
  );
}

describe('the head of public pages', () => {
  it('the home page: its title, description, canonical, social preview and WebSite', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('Svatby – svatební služby na jednom místě');
    expect(home.meta('description')).toMatch(/^Svatby – zadejte ZDARMA poptávku/);
    expect(home.canonical).toBe(`${APP_URL}/`);
    expect(home.meta('robots')).toBe('index, follow');
    expect(home.meta('og:title')).toBe(home.title);
    expect(home.meta('og:url')).toBe(`${APP_URL}/`);
    expect(home.meta('og:image')).toBe(`${APP_URL}/og-image.png`);
    expect(home.meta('twitter:card')).toBe('summary_large_image');
    expect(ofType(home, 'WebSite')).toEqual(expect.objectContaining({ '@context': 'https://schema.org', url: `${APP_URL}/` }));
    expect(home.headers['x-robots-tag']).toBeUndefined();
    // One title and one description: the template's defaults were replaced, not added to.
    expect(home.document.querySelectorAll('title')).toHaveLength(1);
    expect(home.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('static pages: FAQ (with FAQPage from the FAQ the API serves), contact and the legal pages', async () => {
    const expected: Array<[string, string]> = [
      ['/faq', 'Často kladené otázky – Svatby'],
      ['/kontakt', 'Kontakt – Svatby'],
      ['/podminky-pouziti', 'Podmínky použití – Svatby'],
      ['/ochrana-soukromi', 'Ochrana osobních údajů – Svatby'],
    ];
    for (const [path, title] of expected) {
      const parsed = await page(path);
      expect({ path, status: parsed.status, title: parsed.title, canonical: parsed.canonical }).toEqual({
        path,
        status: 200,
        title,
        canonical: `${APP_URL}${path}`,
      });
      expect(parsed.meta('description')!.length).toBeGreaterThan(40);
    }
    const faq = ofType(await page('/faq'), 'FAQPage')!;
    const api = (await request(t.server).get('/api/faq').expect(200)).body as { groups: Array<{ items: Array<{ question: string }> }> };
    const questions = api.groups.flatMap((group) => group.items.map((item) => item.question));
    expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions);
    for (const entry of faq.mainEntity) {
      expect(entry['@type']).toBe('Question');
      expect(entry.acceptedAnswer['@type']).toBe('Answer');
      expect(entry.acceptedAnswer.text).not.toMatch(/[[\]<>]/);
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    // The price answer carries the plans' prices.
    const prices = faq.mainEntity.find((entry: { name: string }) => entry.name === 'Kolik stojí předplatné?');
    expect(prices.acceptedAnswer.text).toMatch(/\d\sKč/);
  });
});

describe('a portfolio page', () => {
  let providerId: number;

  beforeAll(async () => {
    providerId = await insertProvider(t.dataSource, {
      companyName: 'Foto <Novák> & syn',
      description: 'Fotografujeme svatby v Praze i na Moravě, s citem pro detail. Galerie do tří týdnů.',
      categories: ['photography', 'video'],
      serviceAreas: ['praha', 'brno'],
      priceFrom: 15_000,
      priceTo: 45_000,
      instagramUrl: 'https://instagram.com/fotonovak',
      website: 'https://fotonovak.cz',
    });
    await activateSubscription(t.dataSource, providerId, 'basic');
    await t.dataSource.query(`UPDATE provider_profiles SET profile_image_url = '/uploads/profile/novak.webp' WHERE id = $1`, [providerId]);
    for (let index = 0; index < 7; index += 1) {
      await insertNamedReview(providerId, index === 0 ? 4 : 5, `Pár ${index}`, `Skvělé fotky </script><b>${index}</b>`, 20 - index);
    }
    // Pending (unconfirmed) reviews count nowhere.
    await t.dataSource.query(
      `INSERT INTO reviews (provider_id, email, overall_rating, review_text, status) VALUES ($1, 'cekajici@gmail.com', 1, 'Nepotvrzené', 'pending')`,
      [providerId],
    );
  });

  it('names the provider, escapes what it typed, and previews its profile image', async () => {
    const portfolio = await page(`/portfolio?provider=${providerId}`);
    expect(portfolio.status).toBe(200);
    expect(portfolio.title).toBe('Foto <Novák> & syn – Fotografie, Praha a Brno – Svatby');
    expect(portfolio.meta('description')).toMatch(/^Fotografujeme svatby v Praze/);
    expect(portfolio.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(portfolio.canonical).toBe(`${APP_URL}/portfolio?provider=${providerId}`);
    expect(portfolio.meta('og:image')).toBe(`${APP_URL}/uploads/profile/novak.webp`);
    expect(portfolio.meta('twitter:image')).toBe(`${APP_URL}/uploads/profile/novak.webp`);
    // Nothing the provider or a reviewer typed became markup: no injected element, one script per JSON-LD.
    expect(portfolio.document.querySelectorAll('novak')).toHaveLength(0);
    expect(portfolio.document.querySelectorAll('b')).toHaveLength(0);
    expect(portfolio.document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
  });

  it('carries LocalBusiness with the rating the rating-stats endpoint gives and the 5 newest reviews, and a BreadcrumbList', async () => {
    const portfolio = await page(`/portfolio?provider=${providerId}`);
    const stats = (await request(t.server).get(`/api/providers/${providerId}/rating-stats`).expect(200)).body as {
      totalReviews: number;
      averageRating: number;
    };
    expect(stats.totalReviews).toBe(7);
    const business = ofType(portfolio, 'LocalBusiness')!;
    expect(business).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        name: 'Foto <Novák> & syn',
        url: `${APP_URL}/portfolio?provider=${providerId}`,
        image: `${APP_URL}/uploads/profile/novak.webp`,
        priceRange: expect.stringMatching(/15\s000\sKč.*45\s000\sKč/),
        sameAs: ['https://fotonovak.cz', 'https://instagram.com/fotonovak'],
        areaServed: [
          { '@type': 'Place', name: 'Praha' },
          { '@type': 'Place', name: 'Brno' },
        ],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: stats.averageRating, reviewCount: stats.totalReviews, bestRating: 5, worstRating: 1 },
      }),
    );
    expect(business.review).toHaveLength(5);
    expect(business.review.map((review: { author: { name: string } }) => review.author.name)).toEqual(['Pár 6', 'Pár 5', 'Pár 4', 'Pár 3', 'Pár 2']);
    expect(business.review[0]).toEqual(
      expect.objectContaining({
        '@type': 'Review',
        reviewBody: 'Skvělé fotky </script><b>6</b>',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    const crumbs = ofType(portfolio, 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { position: number; name: string; item: string }) => [item.position, item.name, item.item])).toEqual([
      [1, 'Svatby', `${APP_URL}/`],
      [2, 'Svatební fotografové', `${APP_URL}/dodavatele?kategorie=photography`],
      [3, 'Foto <Novák> & syn', `${APP_URL}/portfolio?provider=${providerId}`],
    ]);
  });

  it('serves its content for clients that run no scripts: name, services, areas, price, description, latest reviews', async () => {
    const portfolio = await page(`/portfolio?provider=${providerId}`);
    const content = portfolio.content!.replace(/\u00a0/g, ' ');
    for (const text of ['Foto <Novák> & syn', 'Fotografie, Video a kameraman', 'Praha a Brno', '15 000', 'Galerie do tří týdnů', 'Pár 6', 'Skvělé fotky </script><b>6</b>']) {
      expect(content).toContain(text);
    }
    expect(content).not.toContain('Nepotvrzené');
    // Inside #root, which the app replaces; boot.js hides it before the first paint (styles.css).
    expect(portfolio.document.querySelector('#root > .page-content')).not.toBeNull();
  });

  it('leaves aggregateRating and reviews out for a provider without confirmed reviews', async () => {
    const id = await insertProvider(t.dataSource, { companyName: 'Květiny Jana', categories: ['flowers'], serviceAreas: ['cela-cr'] });
    const portfolio = await page(`/portfolio?provider=${id}`);
    const business = ofType(portfolio, 'LocalBusiness')!;
    expect(business.aggregateRating).toBeUndefined();
    expect(business.review).toBeUndefined();
    expect(business.areaServed).toEqual([{ '@type': 'Country', name: 'Česko' }]);
    expect(portfolio.meta('og:image')).toBe(`${APP_URL}/og-image.png`);
  });

  it('answers 404 for an unknown provider and 410 for a deleted one, with the app and noindex', async () => {
    const id = await insertProvider(t.dataSource, { companyName: 'Brzy pryč' });
    expect((await page(`/portfolio?provider=${id}`)).status).toBe(200);
    await t.dataSource.query(`DELETE FROM users WHERE id = (SELECT user_id FROM provider_profiles WHERE id = $1)`, [id]);

    for (const [path, status] of [
      [`/portfolio?provider=${id}`, 410],
      ['/portfolio?provider=999999', 404],
      ['/portfolio?provider=abc', 404],
    ] as const) {
      const gone = await page(path);
      expect({ path, status: gone.status, title: gone.title, robots: gone.meta('robots'), header: gone.headers['x-robots-tag'] }).toEqual({
        path,
        status,
        title: 'Portfolio nenalezeno – Svatby',
        robots: 'noindex, nofollow',
        header: 'noindex',
      });
      // The app's page: it renders its not-found card.
      expect(gone.document.querySelector('#root')).not.toBeNull();
    }
  });
});

describe('category pages', () => {
  let listedId: number;

  beforeAll(async () => {
    listedId = await insertProvider(t.dataSource, { companyName: 'Kapela Vltava', categories: ['music'], serviceAreas: ['praha'] });
    await activateSubscription(t.dataSource, listedId, 'premium');
    // Not listed (no subscription, not a demo): not on category pages.
    await insertProvider(t.dataSource, { companyName: 'Kapela Bez Předplatného', categories: ['music'] });
  });

  it('/dodavatele?kategorie=…: the providers’ plural in the title, canonical without other filters, breadcrumbs and content', async () => {
    const category = await page('/dodavatele?kategorie=music&oblast=praha&strana=1');
    expect(category.status).toBe(200);
    expect(category.title).toBe('Svatební kapely a hudebníci – Svatby');
    expect(category.canonical).toBe(`${APP_URL}/dodavatele?kategorie=music`);
    expect(category.meta('description')).toMatch(/^Svatební kapely a hudebníci na Svatby/);
    expect(ofType(category, 'BreadcrumbList')!.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Svatby',
      'Dodavatelé',
      'Svatební kapely a hudebníci',
    ]);
    expect(category.content).toContain('Kapela Vltava');
    expect(category.content).not.toContain('Kapela Bez Předplatného');
    expect(category.document.querySelector(`.page-content a[href="/portfolio?provider=${listedId}"]`)).not.toBeNull();
  });

  it('/services/{type} has its own title and canonical; an unknown type or category falls back or 404s', async () => {
    const services = await page('/services/music');
    expect(services.status).toBe(200);
    expect(services.title).toBe('Živá hudba – poskytovatelé – Svatby');
    expect(services.canonical).toBe(`${APP_URL}/services/music`);
    expect(services.content).toContain('Kapela Vltava');

    expect((await page('/services/neznamy')).status).toBe(404);
    const unknownCategory = await page('/dodavatele?kategorie=neznama');
    expect(unknownCategory.title).toBe('Dodavatelé svatebních služeb – Svatby');
    expect(unknownCategory.canonical).toBe(`${APP_URL}/dodavatele`);
  });
});

describe('private pages', () => {
  it('account, admin, manage-link, confirmation pages and request details: noindex in the header and the page', async () => {
    const privatePages = [
      '/dashboard',
      '/admin',
      '/zpravy',
      '/inquiries',
      '/profile-settings',
      '/calendar',
      '/subscription-management',
      '/poptavka/sprava?token=abc',
      '/poptavka/potvrdit?token=abc',
      '/hodnoceni/potvrdit?token=abc',
      '/overeni-emailu?token=abc',
      '/reset-password?token=abc',
      '/login',
      '/portfolio',
      '/poptavky?requestId=12',
      '/rezervace/5',
      '/rezervace/5?token=abc',
    ];
    for (const path of privatePages) {
      const parsed = await page(path);
      expect({ path, status: parsed.status, robots: parsed.meta('robots'), header: parsed.headers['x-robots-tag'], canonical: parsed.canonical }).toEqual({
        path,
        status: 200,
        robots: 'noindex, nofollow',
        header: 'noindex',
        canonical: null,
      });
    }
    expect((await page('/poptavky?requestId=12')).title).toBe('Poptávka – Svatby');
    expect((await page('/login?mode=register')).title).toBe('Registrace – Svatby');
    expect((await page('/admin')).title).toBe('Administrace – Svatby');
    expect((await page('/rezervace/5')).title).toBe('Rezervace – Svatby');
  });

  it('an unknown page answers 404 with the app and noindex', async () => {
    const unknown = await page('/neexistuje/nic');
    expect(unknown.status).toBe(404);
    // A booking's page only by a numeric id.
    expect((await page('/rezervace/abc')).status).toBe(404);
    expect(unknown.title).toBe('Stránka nenalezena – Svatby');
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('a signed-in visit', () => {
  const preloads = (html: string) =>
    parse(html)
      .querySelectorAll('link[rel="preload"][as="fetch"]')
      .map((link) => ({ href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }));

  it("preloads the session with the page (and on /admin the admin check), which the app's first render waits for", async () => {
    const cookie = await adminSessionCookie('10.78.0.1');
    const get = (path: string) => request(t.server).get(path).set('Cookie', cookie).expect(200);
    // A tab the server does not render (its first is, with its answers in the page: see the admin's first screen below).
    const admin = await get('/admin?zalozka=dodavatele');
    expect(preloads(admin.text)).toEqual(
      expect.arrayContaining([
        { href: '/api/auth/user', crossorigin: 'use-credentials' },
        { href: '/api/isAdmin', crossorigin: 'use-credentials' },
      ]),
    );
    // Above boot.js, which takes the session's preload for a signed-in visit and leaves the visitor's banner out of
    // the first screen (frontend/public/boot.js).
    expect(admin.text.indexOf('<script src="/boot.js">')).toBeGreaterThan(admin.text.indexOf('href="/api/auth/user"'));
    expect(admin.text.indexOf('href="/api/auth/user"')).toBeGreaterThan(0);
    const dashboard = await get('/dashboard');
    expect(preloads(dashboard.text).map((link) => link.href)).toContain('/api/auth/user');
    expect(preloads(dashboard.text).map((link) => link.href)).not.toContain('/api/isAdmin');
    // A provider's page waits for the provider check: it comes with the HTML too (only there).
    const inquiries = await get('/inquiries');
    expect(preloads(inquiries.text)).toEqual(
      expect.arrayContaining([
        { href: '/api/auth/user', crossorigin: 'use-credentials' },
        { href: '/api/provider/profile', crossorigin: 'use-credentials' },
      ]),
    );
    // The dashboard is either account's: both ask the provider check first. A couple's page does not.
    expect(preloads(dashboard.text).map((link) => link.href)).toContain('/api/provider/profile');
    expect(preloads((await get('/vybrani')).text).map((link) => link.href)).not.toContain('/api/provider/profile');
    // What the preloads name answers the session as the app then asks for it.
    expect((await get('/api/auth/user')).body.isAdmin).toBe(true);
    expect((await get('/api/isAdmin')).body).toEqual({ isAdmin: true });
  });

  it("leaves a visitor's HTML without them (a visitor's 401 would be asked twice) and says the HTML varies by cookie", async () => {
    const visitor = await request(t.server).get('/admin').expect(200);
    const hrefs = preloads(visitor.text).map((link) => link.href);
    expect(hrefs).not.toContain('/api/auth/user');
    expect(hrefs).not.toContain('/api/isAdmin');
    const inquiries = await request(t.server).get('/inquiries').expect(200);
    expect(preloads(inquiries.text).map((link) => link.href)).not.toContain('/api/provider/profile');
    expect(visitor.headers.vary).toMatch(/\bCookie\b/);
  });
});

describe('GET /api/page-head (the head manager of the app)', () => {
  it('answers the same head the served HTML carries', async () => {
    const head = (await request(t.server).get('/api/page-head').query({ path: '/dodavatele?kategorie=music' }).expect(200)).body;
    const served = await page('/dodavatele?kategorie=music');
    expect(head).toEqual(
      expect.objectContaining({
        status: 200,
        title: served.title,
        description: served.meta('description'),
        canonical: served.canonical,
        image: served.meta('og:image'),
        robots: 'index, follow',
      }),
    );
    expect(head.jsonLd).toEqual(served.jsonLd);
    expect((await request(t.server).get('/api/page-head').query({ path: '/portfolio?provider=999999' }).expect(200)).body.status).toBe(404);
  });

  it('refuses a path that is not one of the site', async () => {
    const response = await request(t.server).get('/api/page-head').query({ path: 'https://jinde.cz/' }).expect(400);
    expect(response.body.message).toBeDefined();
    await request(t.server).get('/api/page-head').query({ path: '//jinde.cz/' }).expect(400);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows public pages, keeps crawlers out of the API, accounts, admin and request details, and names the sitemap', async () => {
    const response = await request(t.server).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/dashboard', '/zpravy', '/inquiries', '/poptavka/sprava', '/poptavky?requestId=', '/rezervace/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/dodavatele', '/portfolio', '/faq', '/poptavky', '/services/']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  const xmlParser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'sitemap' || name === 'url' });

  /** Well-formed XML, parsed. */
  function xml(text: string): Record<string, any> {
    expect(XMLValidator.validate(text)).toBe(true);
    return xmlParser.parse(text) as Record<string, any>;
  }

  it('is an index of parts of at most the part size, with absolute URLs and W3C lastmod, covering every listed provider', async () => {
    for (const name of ['Dort Marie', 'Dort Eva', 'Dort Alena']) {
      await activateSubscription(t.dataSource, await insertProvider(t.dataSource, { companyName: name, categories: ['cake'] }), 'basic');
    }
    const listedIds = (
      (await t.dataSource.query(
        `SELECT id FROM provider_profiles p WHERE provider_is_listed(p.is_demo, p.listing_until) ORDER BY id`,
      )) as Array<{ id: number }>
    ).map((row) => row.id);
    expect(listedIds.length).toBeGreaterThanOrEqual(5);

    const indexResponse = await request(t.server).get('/sitemap.xml').expect(200);
    expect(indexResponse.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = xml(indexResponse.text).sitemapindex;
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const parts = (index.sitemap as Array<{ loc: string }>).map((entry) => entry.loc);
    expect(parts[0]).toBe(`${APP_URL}/sitemaps/pages.xml`);
    expect(parts).toHaveLength(1 + Math.ceil(listedIds.length / PART_SIZE));

    const urls: Array<{ loc: string; lastmod?: string }> = [];
    for (const part of parts) {
      expect(part.startsWith(`${APP_URL}/sitemaps/`)).toBe(true);
      const set = xml((await request(t.server).get(part.slice(APP_URL.length)).expect(200)).text).urlset;
      expect(set['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const entries = set.url as Array<{ loc: string; lastmod?: string }>;
      if (part.endsWith('/pages.xml')) {
        expect(entries.map((entry) => entry.loc)).toEqual(
          expect.arrayContaining([`${APP_URL}/`, `${APP_URL}/faq`, `${APP_URL}/dodavatele`, `${APP_URL}/services/music`, `${APP_URL}/dodavatele?kategorie=music`]),
        );
        // Request details and private pages stay out.
        expect(entries.some((entry) => /requestId|dashboard|admin|poptavka\//.test(entry.loc))).toBe(false);
      } else {
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.length).toBeLessThanOrEqual(PART_SIZE);
        for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      }
      urls.push(...entries);
    }
    for (const entry of urls) expect(new URL(entry.loc).origin).toBe(APP_URL);
    const portfolioIds = urls.filter((entry) => entry.loc.includes('/portfolio?provider=')).map((entry) => Number(new URL(entry.loc).searchParams.get('provider')));
    expect(portfolioIds).toEqual(listedIds);
    expect(new Set(urls.map((entry) => entry.loc)).size).toBe(urls.length);

    await request(t.server).get(`/sitemaps/providers-${parts.length + 5}.xml`).expect(404);
    await request(t.server).get('/sitemaps/neco.xml').expect(404);
  });
});

/**
 * A signed-in provider's dashboard, rendered on the server for that session (its head is the page's largest text):
 * the page's calls are asked with the request's own session cookie, so each provider gets their own page, and nothing
 * rendered for a session is kept or reaches another.
 */
describe("a provider's first screen of /dashboard", () => {
  const dashboardHead = (html: string) => parse(html).querySelector('.boot__server-page .stand-in-dashboard')?.text ?? null;
  const spinner = (html: string) => parse(html).querySelector('.page-spinner.boot__page');

  it("is rendered with the provider's own session, kept by no cache", async () => {
    const first = await signedInProvider(t, { companyName: 'Fotoateliér <Světlo>', categories: ['photography'] });
    const second = await signedInProvider(t, { companyName: 'Kapela Druhá', categories: ['music'] });
    const firstCookie = await sessionCookieOf(first.email, '10.78.1.1');
    const secondCookie = await sessionCookieOf(second.email, '10.78.1.2');

    const mine = await request(t.server).get('/dashboard').set('Cookie', firstCookie).expect(200);
    expect(dashboardHead(mine.text)).toBe('Fotoateliér <Světlo>');
    expect(parse(mine.text).querySelector('.boot__server-page')?.innerHTML).toContain('Fotoateliér &lt;Světlo&gt;');
    expect(spinner(mine.text)).toBeNull();
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.vary).toMatch(/\bCookie\b/);
    // The session's preload stays (boot.js and firstScreenData take it as the sign of a session); the page's own calls,
    // answered in its state, are not preloaded: a later refetch of one (after a live event) would get the preload.
    expect(mine.text).toContain('href="/api/auth/user"');
    expect(mine.text).not.toContain('href="/api/provider/profile"');

    // Asked right after, with another provider's session: that provider's page, nothing of the first one's.
    const theirs = await request(t.server).get('/dashboard').set('Cookie', secondCookie).expect(200);
    expect(dashboardHead(theirs.text)).toBe('Kapela Druhá');
    expect(theirs.text).not.toContain('Světlo');
  });

  it("is the app's alone for a visitor, a couple, a session that has ended, and on a visitor's page", async () => {
    const couple = await signedInCouple(t);
    const coupleCookie = await sessionCookieOf(couple.email, '10.78.1.3');
    const provider = await signedInProvider(t, { companyName: 'Květiny Třetí', categories: ['flowers'] });
    const providerCookie = await sessionCookieOf(provider.email, '10.78.1.4');
    const ended = await sessionCookieOf(provider.email, '10.78.1.5');
    await request(t.server).post('/api/logout').set('Cookie', ended).set('X-Forwarded-Proto', 'https').set('Origin', APP_URL).expect(200);
    const plain = [
      await request(t.server).get('/dashboard').expect(200),
      await request(t.server).get('/dashboard').set('Cookie', coupleCookie).expect(200),
      await request(t.server).get('/dashboard').set('Cookie', ended).expect(200),
      // A visitor's page is never rendered for a session, and a session's never for a visitor.
      await request(t.server).get('/dodavatele').set('Cookie', providerCookie).expect(200),
    ];
    for (const response of plain) {
      expect(parse(response.text).querySelector('.boot__server-page')).toBeNull();
      expect(parse(response.text).querySelector('#server-state')).toBeNull();
      expect(spinner(response.text)).not.toBeNull();
    }
  });
});

/**
 * The admin panel's first tab, rendered on the server for an admin's session only (the frontend's render asks the admin
 * check first): anyone else gets the app's page, which redirects a non-admin, as before.
 */
describe("an admin's first screen of /admin", () => {
  const adminHead = (html: string) => parse(html).querySelector('.boot__server-page .stand-in-admin')?.text ?? null;
  const spinner = (html: string) => parse(html).querySelector('.page-spinner.boot__page');

  it("is rendered with the admin's session, kept by no cache, its answers in the page instead of preloads", async () => {
    const cookie = await adminSessionCookie('10.78.2.1');
    const [{ total }] = (await t.dataSource.query(`SELECT count(*)::int AS total FROM service_requests`)) as Array<{ total: number }>;
    const admin = await request(t.server).get('/admin').set('Cookie', cookie).expect(200);
    expect(adminHead(admin.text)).toBe(`Poptávky (${total})`);
    expect(parse(admin.text).querySelector('#server-state')).not.toBeNull();
    expect(spinner(admin.text)).toBeNull();
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers.vary).toMatch(/\bCookie\b/);
    expect(admin.text).toContain('href="/api/auth/user"');
    expect(admin.text).not.toContain('href="/api/isAdmin"');
    expect(admin.text).not.toContain('href="/api/admin/service-requests');
  });

  it("is the app's alone for a visitor, a couple, a provider, a session that has ended, and on another tab", async () => {
    const couple = await signedInCouple(t);
    const provider = await signedInProvider(t, { companyName: 'Foto Admin Ne', categories: ['photography'] });
    const admin = await signedInAdmin(t);
    const ended = await sessionCookieOf(admin.email, '10.78.2.5');
    await request(t.server).post('/api/logout').set('Cookie', ended).set('X-Forwarded-Proto', 'https').set('Origin', APP_URL).expect(200);
    const plain = [
      await request(t.server).get('/admin').expect(200),
      await request(t.server).get('/admin').set('Cookie', await sessionCookieOf(couple.email, '10.78.2.2')).expect(200),
      await request(t.server).get('/admin').set('Cookie', await sessionCookieOf(provider.email, '10.78.2.3')).expect(200),
      await request(t.server).get('/admin').set('Cookie', ended).expect(200),
      await request(t.server).get('/admin?zalozka=dodavatele').set('Cookie', await sessionCookieOf(admin.email, '10.78.2.4')).expect(200),
    ];
    for (const response of plain) {
      expect(parse(response.text).querySelector('.boot__server-page')).toBeNull();
      expect(parse(response.text).querySelector('#server-state')).toBeNull();
      expect(spinner(response.text)).not.toBeNull();
      expect(response.headers.vary).toMatch(/\bCookie\b/);
    }
    // A non-admin's session keeps the admin page's preloads (the app asks the check, then redirects).
    expect(plain[1].text).toContain('href="/api/isAdmin"');
  });
});

/**
 * A booking's page, /rezervace/{id}, rendered on the server for either side's session (the couple's account or the
 * provider's): the booking is asked with the request's own session, so the API decides, as for the app's call.
 */
describe("a booking's first screen", () => {
  const bookingHead = (html: string) => parse(html).querySelector('.boot__server-page .stand-in-booking')?.text ?? null;
  const spinner = (html: string) => parse(html).querySelector('.page-spinner.boot__page');

  it('is rendered for the couple and for the provider of the booking, kept by no cache', async () => {
    const provider = await signedInProvider(t, { companyName: 'Foto <Rezervace>', categories: ['photography'] });
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, 'seo', provider, { coupleUserId: couple.userId });
    for (const [email, address] of [
      [couple.email, '10.78.3.1'],
      [provider.email, '10.78.3.2'],
    ]) {
      const response = await request(t.server).get(`/rezervace/${row.bookingId}`).set('Cookie', await sessionCookieOf(email, address)).expect(200);
      expect(bookingHead(response.text)).toBe(`${row.number} Foto <Rezervace>`);
      expect(parse(response.text).querySelector('.boot__server-page')?.innerHTML).toContain('Foto &lt;Rezervace&gt;');
      expect(spinner(response.text)).toBeNull();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toMatch(/\bCookie\b/);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.text).toContain('href="/api/auth/user"');
      expect(response.text).not.toContain(`href="/api/bookings/${row.bookingId}"`);
    }
  });

  it("is the app's alone for a visitor, another couple, another provider, and a booking that is not there", async () => {
    const provider = await signedInProvider(t, { companyName: 'Foto Cizí', categories: ['photography'] });
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, 'seo', provider, { coupleUserId: couple.userId });
    const otherCouple = await signedInCouple(t);
    const otherProvider = await signedInProvider(t, { companyName: 'Kapela Cizí', categories: ['music'] });
    const coupleCookie = await sessionCookieOf(couple.email, '10.78.3.5');
    const plain = [
      await request(t.server).get(`/rezervace/${row.bookingId}`).expect(200),
      await request(t.server).get(`/rezervace/${row.bookingId}`).set('Cookie', await sessionCookieOf(otherCouple.email, '10.78.3.3')).expect(200),
      await request(t.server).get(`/rezervace/${row.bookingId}`).set('Cookie', await sessionCookieOf(otherProvider.email, '10.78.3.4')).expect(200),
      await request(t.server).get('/rezervace/2147483000').set('Cookie', coupleCookie).expect(200),
    ];
    for (const response of plain) {
      expect(parse(response.text).querySelector('.boot__server-page')).toBeNull();
      expect(parse(response.text).querySelector('#server-state')).toBeNull();
      expect(response.text).not.toContain(row.number);
      expect(spinner(response.text)).not.toBeNull();
    }
    // A stranger's session keeps the booking's preload (the app asks it and shows its 404).
    expect(plain[1].text).toContain(`href="/api/bookings/${row.bookingId}"`);
  });
});

/**
 * The public lists' first screen, rendered on the server for visitors (FirstScreenRenderer) by the
 * frontend's server build, here its stand-in (TEST_FIRST_SCREEN): the HTML holds the page in place of
 * the first screen's spinner, its stylesheets, and the state it was rendered from.
 */
describe("a visitor's first screen of /dodavatele", () => {
  const serverPage = (html: string) => parse(html).querySelector('.boot__server-page');
  const spinner = (html: string) => parse(html).querySelector('.page-spinner.boot__page');

  it('is rendered from the API the app serves, with its stylesheets and the state, escaped', async () => {
    const companies = ['Ateliér První', 'Kapela <Druhá>', 'Květiny Třetí'];
    for (const companyName of companies) {
      await activateSubscription(t.dataSource, await insertProvider(t.dataSource, { companyName, categories: ['music'] }), 'basic');
    }
    const response = await request(t.server).get('/dodavatele').expect(200);
    const listed = await request(t.server).get('/api/service-providers?page=1&pageSize=3').expect(200);
    const names = (listed.body.items as Array<{ businessName: string }>).map((item) => item.businessName);
    // Premium first, then the newest: two of the three just listed at least.
    expect(names).toHaveLength(3);
    expect(names).toContain('Kapela <Druhá>');

    const page = serverPage(response.text);
    expect(page?.querySelectorAll('.stand-in-page li').map((item) => item.text)).toEqual(names);
    // Escaped by the page's own render; nothing typed reaches the markup as a tag.
    expect(page?.innerHTML).toContain('Kapela &lt;Druhá&gt;');
    expect(spinner(response.text)).toBeNull();

    const document = parse(response.text);
    const state = document.querySelector('script#server-state');
    expect(state?.getAttribute('type')).toBe('application/json');
    // A stranger's '</script>' neither ends the element nor is lost.
    expect(document.querySelectorAll('script#server-state')).toHaveLength(1);
    expect(JSON.parse(state!.rawText)).toEqual({ api: { list: listed.body, note: TEST_FIRST_SCREEN.stateNote } });
    // The page's chunk's stylesheet and that of the chunk it imports, inline in the head.
    expect(document.querySelector('head style[data-server-page]')?.rawText).toBe(TEST_FIRST_SCREEN.styles.join('\n'));
    // The API's answers inside (providers' contacts): kept by no cache, as the API's own.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("is the app's alone for a signed-in visitor, on other pages, and when the render fails", async () => {
    const cookie = await adminSessionCookie('10.78.0.2');
    const plain = [
      await request(t.server).get('/dodavatele').set('Cookie', cookie).expect(200),
      await request(t.server).get('/faq').expect(200),
      await request(t.server).get('/dodavatele?selhat=1').expect(200),
    ];
    for (const response of plain) {
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(serverPage(response.text)).toBeNull();
      expect(spinner(response.text)).not.toBeNull();
      expect(parse(response.text).querySelector('#server-state')).toBeNull();
      expect(parse(response.text).querySelector('style[data-server-page]')).toBeNull();
    }
  });

  it("counts one hit per page against the visitor's address, not the server's", async () => {
    const limited = await createIsolatedTestApp('seo_limit', { APP_URL, TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const visit = (address: string) => request(limited.server).get('/dodavatele').set('X-Forwarded-For', address);
      // The fourth page of one address finds its limit spent: refused, without the render.
      for (let visitNumber = 1; visitNumber <= 3; visitNumber += 1) expect(serverPage((await visit('10.79.0.1').expect(200)).text)).not.toBeNull();
      expect(serverPage((await visit('10.79.0.1').expect(429)).text)).toBeNull();
      // The render's own API calls were not counted: the visitor's API allowance is whole.
      await request(limited.server).get('/api/service-providers?page=1&pageSize=3').set('X-Forwarded-For', '10.79.0.1').expect(200);
      // Another visitor is not touched by the first one's pages.
      expect(serverPage((await visit('10.79.0.2').expect(200)).text)).not.toBeNull();
    } finally {
      await limited.close();
    }
  });
});
