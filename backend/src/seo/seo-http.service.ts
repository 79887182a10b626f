import * as fs from 'node:fs';
import { Injectable, Logger } from '@nestjs/common';
import { hasSessionCookie } from '../auth/auth.api';
import { pathOf, sendText, type NodeMiddleware } from '../common/http/node-http';
import type { FirstScreenRenderer } from './first-screen';
import { NOINDEX } from './page-head';
import { renderPageHtml } from './page-html';
import { PageHeadService } from './page-head.service';
import { SITEMAP_PARTS_PREFIX, SITEMAP_PATH, SitemapService } from './sitemap.service';

/** Crawlers fetch these often; an hour old is fresh enough, and a listed provider appears within it. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** Pages that are a provider's only: they wait for the provider check before drawing anything. */
const PROVIDER_PAGES = new Set(['/inquiries']);

/** The couple's wedding plan: its head and the tasks tab, the page's whole first screen (see the frontend's firstScreenData). */
const PLAN_PAGE = '/muj-plan';
const PLAN_PRELOADS = ['/api/plan', '/api/plan/tasks'];

/**
 * The calls a signed-in visit asks first and renders nothing without: the session on every page
 * (the layout waits for it), on /admin the admin check (the panel waits for it), on a provider's
 * page the provider check (GET /api/provider/profile), on /muj-plan the plan and its tasks. Preloaded
 * with the HTML when the request carries the session cookie, they are answered while the scripts load
 * instead of after them. Not for visitors: their 401 is not taken from a preload (asked twice).
 */
export function sessionPreloads(path: string, cookieHeader: string | undefined): string[] {
  if (!hasSessionCookie(cookieHeader)) return [];
  return [
    '/api/auth/user',
    ...(path === '/admin' ? ['/api/isAdmin'] : []),
    ...(PROVIDER_PAGES.has(path) ? ['/api/provider/profile'] : []),
    ...(path === PLAN_PAGE ? PLAN_PRELOADS : []),
  ];
}

/**
 * What the server answers outside /api for search engines and link previews: every page's HTML with
 * its own head (and crawler content), /robots.txt and the sitemap. Node handlers, mounted by
 * app.setup.ts before the session middleware (none of them needs a session).
 */
@Injectable()
export class SeoHttpService {
  private readonly logger = new Logger(SeoHttpService.name);

  constructor(
    private readonly pages: PageHeadService,
    private readonly sitemap: SitemapService,
  ) {}

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
   * deleted provider) and X-Robots-Tag on pages that are not indexed and, for a visitor of a public
   * list, the page rendered by the server (`firstScreen`, where the frontend's server build is there).
   * When the head cannot be built (the database is down) the plain index.html still starts the app,
   * which shows its own errors.
   */
  pageHandler(indexFile: string, firstScreen: FirstScreenRenderer | null = null): NodeMiddleware {
    const template = fs.readFileSync(indexFile, 'utf8');
    return (request, response) => {
      const path = pathOf(request);
      const url = request.originalUrl ?? request.url ?? path;
      response.setHeader('Cache-Control', 'no-cache');
      // A signed-in visitor's HTML carries the session's preloads (sessionPreloads), a visitor's the page.
      response.setHeader('Vary', 'Cookie');
      const preloads = sessionPreloads(path, request.headers.cookie);
      const html = 'text/html; charset=utf-8';
      Promise.all([this.pages.renderPage(url), firstScreen?.render(url, path, request) ?? null]).then(
        ([{ head, content }, page]) => {
          if (head.robots === NOINDEX) response.setHeader('X-Robots-Tag', 'noindex');
          // Not a missing page's: the app shows its own 404 there.
          const rendered = head.status === 200 ? page : null;
          // It carries the API's answers (providers' contacts among them), which the API sends no-store.
          if (rendered) response.setHeader('Cache-Control', 'no-store');
          sendText(request, response, head.status, html, renderPageHtml(template, { head, content, preloads, firstScreen: rendered }));
        },
        (error: unknown) => {
          this.logger.warn(`The head of ${path} could not be built: ${error instanceof Error ? error.message : String(error)}`);
          sendText(request, response, 200, html, template);
        },
      );
    };
  }
}
