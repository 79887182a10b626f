import * as fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { hasSessionCookie } from '../auth/auth.api';
import { pathOf, sendEncoded, sendText, type NodeMiddleware } from '../common/http/node-http';
import { MetricsRegistry } from '../common/metrics/metrics-registry';
import { PageRateLimit } from '../common/throttling/page-rate-limit';
import { ProvidersService } from '../providers/providers.api';
import type { FirstScreenRenderer } from './first-screen';
import { nextPragueMidnight, PageCache, pageKey, preferredEncoding, type KeptPage } from './first-screen-cache';
import { NOINDEX, PORTFOLIO_PATH } from './page-head';
import { renderPageHtml } from './page-html';
import { PageHeadService } from './page-head.service';
import { SITEMAP_PARTS_PREFIX, SITEMAP_PATH, SitemapService } from './sitemap.service';

/** Crawlers fetch these often; an hour old is fresh enough, and a listed provider appears within it. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** Pages that are a provider's only: they wait for the provider check before drawing anything. */
const PROVIDER_PAGES = new Set(['/inquiries']);

/**
 * The provider's pages beyond it: the provider check and what each first screen draws with (the URLs as the app's
 * fetch asks them, parameters in the generated client's order, or the browser would not take the preload). The
 * dashboard is either account's: both ask the provider check first (DashboardPage).
 */
const PROVIDER_PAGE_PRELOADS: Record<string, readonly string[]> = {
  '/dashboard': ['/api/provider/profile'],
  // The client section's first page with its default filters (frontend inquiryFilters toListArg); filters in the address ask
  // for another, and this one goes unused.
  '/inquiries': ['/api/service-requests?page=1&pageSize=12&sort=newest&filtered=true'],
  '/subscription-management': ['/api/provider/profile', '/api/subscription/info', '/api/subscription/plans'],
  // The inbox's first page (frontend conversationModel INBOX_PAGE_SIZE).
  '/zpravy': ['/api/conversations?page=1&pageSize=20'],
};

/** The session's call, preloaded on every signed-in page (the frontend's signedInHint looks for it). */
const SESSION_PRELOAD = '/api/auth/user';

/** A booking's page, /rezervace/{id}: the booking is all it draws. */
const BOOKING_PAGE = /^\/rezervace\/(\d{1,10})$/;

/** The couple's wedding plan: its head and the tasks tab, the page's whole first screen (see the frontend's firstScreenData). */
const PLAN_PAGE = '/muj-plan';
const PLAN_PRELOADS = ['/api/plan', '/api/plan/tasks'];

/** The couple's shortlist: the list and the categories its groups are named by (the frontend's firstScreenData waits for both). */
const SHORTLIST_PAGE = '/vybrani';
const SHORTLIST_PRELOADS = ['/api/shortlist', '/api/service-categories'];

/**
 * The admin panel's first screen, asked at once when the admin check passes: the requests and providers lists with
 * their default filters (their counts label the tabs; an address with filters asks for others, and these go unused),
 * the open message reports' count, the overview and the categories. The same URLs as the frontend's adminParams.ts
 * (toRequestsArg, toProvidersArg, OPEN_MESSAGE_REPORTS_ARG), or the app would ask again.
 */
const ADMIN_PAGE = '/admin';
const ADMIN_PRELOADS = [
  '/api/isAdmin',
  '/api/admin/service-requests?page=1&pageSize=20&sort=newest',
  '/api/admin/providers?page=1&pageSize=20&sort=newest',
  '/api/admin/message-reports?page=1&pageSize=1&status=open',
  '/api/admin/overview',
  '/api/service-categories',
];

const HTML = 'text/html; charset=utf-8';

/** The pages kept for reuse (first-screen-cache.ts): the catalogue with its category views, and the portfolios. */
const CACHED_PAGES = new Set(['/dodavatele', PORTFOLIO_PATH]);

/** A page as served: its status, HTML and whether it is indexed, carries a first screen, or is refused (429). */
interface ServedPage {
  status: number;
  html: string;
  noindex: boolean;
  firstScreen: boolean;
  retryAfterSeconds?: number;
  /** A kept page's HTML, compressed once. */
  encoded?: KeptPage['encoded'];
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The calls a signed-in visit asks first and renders nothing without: the session on every page
 * (the layout waits for it), on /admin the admin check and the panel's first screen, on a provider's
 * page the provider check (GET /api/provider/profile) and the calls its first screen draws with, on a
 * booking's page the booking, on /muj-plan the plan and its tasks, on /vybrani the shortlist. Preloaded
 * with the HTML when the request carries the session cookie, they are answered while the scripts load
 * instead of after them. Not for visitors: their 401 is not taken from a preload (asked twice).
 */
export function sessionPreloads(path: string, cookieHeader: string | undefined): string[] {
  if (!hasSessionCookie(cookieHeader)) return [];
  return [
    SESSION_PRELOAD,
    ...(path === ADMIN_PAGE ? ADMIN_PRELOADS : []),
    ...(PROVIDER_PAGES.has(path) ? ['/api/provider/profile'] : []),
    ...(PROVIDER_PAGE_PRELOADS[path] ?? []),
    ...bookingPreloads(path),
    ...(path === PLAN_PAGE ? PLAN_PRELOADS : []),
    ...(path === SHORTLIST_PAGE ? SHORTLIST_PRELOADS : []),
  ];
}

/** The booking of /rezervace/{id} (a couple's manage link adds ?token= to the app's call: that preload goes unused). */
function bookingPreloads(path: string): string[] {
  const id = BOOKING_PAGE.exec(path)?.[1];
  return id ? [`/api/bookings/${id}`] : [];
}

/**
 * What the server answers outside /api for search engines and link previews: every page's HTML with
 * its own head (and crawler content), /robots.txt and the sitemap. Node handlers, mounted by
 * app.setup.ts before the session middleware (none of them needs a session).
 */
@Injectable()
export class SeoHttpService {
  private readonly logger = new Logger(SeoHttpService.name);
  /** Visitors' rendered pages kept for reuse, this instance's own. */
  private readonly cache = new PageCache();
  /** Renders under way, by version and key. */
  private readonly rendering = new Map<string, Promise<ServedPage>>();
  private readonly firstScreens: Counter<'result'>;

  constructor(
    private readonly pages: PageHeadService,
    private readonly sitemap: SitemapService,
    private readonly providers: ProvidersService,
    private readonly rateLimit: PageRateLimit,
    metrics: MetricsRegistry,
  ) {
    this.firstScreens = metrics.counter({
      name: 'first_screen_pages_total',
      help: 'Pages the server renders for visitors: hit (a kept page reused), miss (rendered), skipped (not kept: a session, a page not kept)',
      labelNames: ['result'],
    });
  }

  /** GET/HEAD /robots.txt, /sitemap.xml and /sitemaps/*.xml; anything else goes on. */
  filesHandler(): NodeMiddleware {
    return (request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const path = pathOf(request);
      if (path === '/robots.txt') {
        response.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
        return sendText(request, response, 200, 'text/plain; charset=utf-8', this.sitemap.robots());
      }
      const xml =
        path === SITEMAP_PATH
          ? this.sitemap.index()
          : path.startsWith(SITEMAP_PARTS_PREFIX)
            ? this.sitemap.part(path.slice(SITEMAP_PARTS_PREFIX.length))
            : undefined;
      if (!xml) return next();
      xml.then((body) => {
        if (body === null) return next();
        response.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
        response.setHeader('X-Robots-Tag', 'noindex');
        sendText(request, response, 200, 'application/xml; charset=utf-8', body);
      }, next);
    };
  }

  /**
   * A page of the app: index.html (read once) with the page's head, its status (404 unknown, 410
   * deleted provider) and X-Robots-Tag on pages that are not indexed and, for a page the server renders
   * for the one asking (`firstScreen`, where the frontend's server build is there: a visitor's catalogue,
   * portfolio or figures, a session's own pages, an admin's panel, a booking's page for its sides), the page rendered: one hit of the client's
   * rate limit (429 over it), a visitor's reused while what it shows is unchanged (renderedPage).
   * When the head cannot be built (the database is down) the plain index.html still starts the app,
   * which shows its own errors.
   */
  pageHandler(indexFile: string, firstScreen: FirstScreenRenderer | null = null): NodeMiddleware {
    const template = fs.readFileSync(indexFile, 'utf8');
    return (request, response) => {
      const path = pathOf(request);
      const url = request.originalUrl ?? request.url ?? path;
      response.setHeader('Cache-Control', 'no-cache');
      // A signed-in visitor's HTML carries the session's preloads (sessionPreloads) and their own page, a visitor's the public one.
      response.setHeader('Vary', 'Cookie');
      const rendered = firstScreen?.renders(path, request);
      if (!rendered && firstScreen?.rendersPath(path)) this.firstScreens.inc({ result: 'skipped' });
      const served = firstScreen && rendered ? this.renderedPage(template, url, path, request, firstScreen) : this.page(template, url, path, request, null);
      served.then(
        (page) => {
          if (page.noindex) response.setHeader('X-Robots-Tag', 'noindex');
          // It carries the API's answers (providers' contacts, a session's own data), which the API sends no-store.
          if (page.firstScreen) response.setHeader('Cache-Control', 'no-store');
          if (page.retryAfterSeconds !== undefined) response.setHeader('Retry-After', page.retryAfterSeconds);
          const encoding = page.encoded ? preferredEncoding(headerText(request.headers['accept-encoding'])) : null;
          if (!page.encoded || !encoding) return sendText(request, response, page.status, HTML, page.html);
          // Compressed when it was kept: the compression middleware leaves an encoded answer as it is.
          sendEncoded(request, response, page.status, HTML, encoding, page.encoded[encoding]);
        },
        (error: unknown) => {
          this.logger.warn(`The head of ${path} could not be built: ${error instanceof Error ? error.message : String(error)}`);
          sendText(request, response, 200, HTML, template);
        },
      );
    };
  }

  /**
   * A page that the server renders: one hit of the client's rate limit whether it is rendered or reused (the
   * render's own API calls are not counted), then, for a visitor's catalogue and portfolios, the page kept from an
   * earlier visit while the public pages' version it was rendered at holds and time has not changed it
   * (first-screen-cache.ts), else rendered from the address's normalised form and kept. A session's page (the
   * provider's dashboard) is rendered for that session each time, never kept: its cookie never reaches a kept
   * page (FirstScreenRenderer renders the kept pages for visitors only).
   */
  private async renderedPage(template: string, url: string, path: string, request: IncomingMessage, firstScreen: FirstScreenRenderer): Promise<ServedPage> {
    const limit = await this.rateLimit.hit(request, path);
    if (limit.blocked) return { status: 429, html: template, noindex: true, firstScreen: false, retryAfterSeconds: limit.retryAfterSeconds };
    if (!CACHED_PAGES.has(path) || hasSessionCookie(request.headers.cookie)) {
      this.firstScreens.inc({ result: 'skipped' });
      return this.page(template, url, path, request, firstScreen);
    }
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const key = pageKey(path, search);
    // Read before the render: a change committed meanwhile makes the page newer than its version, never older.
    const version = await this.providers.publicPagesVersion();
    const kept = this.cache.get(key, version);
    if (kept) {
      this.firstScreens.inc({ result: 'hit' });
      return { ...kept, firstScreen: true };
    }
    this.firstScreens.inc({ result: 'miss' });
    // Visitors asking the same page at once share one render (it is nobody's own: no session).
    const renderKey = `${version} ${key}`;
    let rendering = this.rendering.get(renderKey);
    if (!rendering) {
      rendering = this.renderAndKeep(template, key, path, request, firstScreen, version).finally(() => this.rendering.delete(renderKey));
      this.rendering.set(renderKey, rendering);
    }
    return rendering;
  }

  /** The page at `key` rendered and, with its first screen, kept at `version` until time changes it. */
  private async renderAndKeep(
    template: string,
    key: string,
    path: string,
    request: IncomingMessage,
    firstScreen: FirstScreenRenderer,
    version: string,
  ): Promise<ServedPage> {
    const { validUntil } = await this.providers.listedCounts();
    const page = await this.page(template, key, path, request, firstScreen);
    if (page.status === 200 && page.firstScreen) {
      const expiresAt = Math.min(validUntil?.getTime() ?? Infinity, nextPragueMidnight(new Date()));
      this.cache.set(key, { status: page.status, html: page.html, noindex: page.noindex }, version, expiresAt);
    }
    return page;
  }

  /** The page at `url` rendered: its head and content, and its first screen where `firstScreen` renders it. */
  private async page(template: string, url: string, path: string, request: IncomingMessage, firstScreen: FirstScreenRenderer | null): Promise<ServedPage> {
    const [{ head, content }, screen] = await Promise.all([this.pages.renderPage(url), firstScreen?.render(url, path, request) ?? null]);
    // Not a missing page's: the app shows its own 404 there.
    const rendered = head.status === 200 ? screen : null;
    // A rendered page's answers are in its state, so the app asks none of them at first: a preload of one would then be
    // given to the first fetch of its URL later on, a refetch after a live event, with the answer of the page's load.
    // Only the session's stays (what the first screen takes as the sign of a session: boot.js, firstScreenData).
    const preloads = sessionPreloads(path, request.headers.cookie).filter((preload) => !rendered || preload === SESSION_PRELOAD);
    return {
      status: head.status,
      html: renderPageHtml(template, { head, content, preloads, firstScreen: rendered }),
      noindex: head.robots === NOINDEX,
      firstScreen: rendered !== null,
    };
  }
}
