import { Injectable } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { CatalogService } from '../catalog/catalog.api';
import { PROVIDER_SERVICE_TYPES, ProvidersService } from '../providers/providers.api';
import { AppConfig } from '../config/app-config';
import { BOOKING_PREFIX, PORTFOLIO_PATH, RSVP_PREFIX, SERVICE_TYPE_PREFIX, STATIC_PAGES } from './page-head';

/** The sitemaps protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';
/** The parts: /sitemaps/pages.xml, /sitemaps/providers-1.xml, … */
export const SITEMAP_PARTS_PREFIX = '/sitemaps/';
const PROVIDERS_PART = /^providers-([1-9]\d{0,5})\.xml$/;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** W3C datetime in UTC, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * /robots.txt and the sitemap from the database: an index (/sitemap.xml) naming the parts, one of
 * the home, static and category pages and as many of listed providers' portfolios as the limit asks.
 */
@Injectable()
export class SitemapService {
  constructor(
    private readonly config: AppConfig,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
  ) {}

  private get partSize(): number {
    return Math.min(this.config.sitemapPartSize, SITEMAP_MAX_URLS);
  }

  private absolute(path: string): string {
    return `${this.config.appUrl}${path}`;
  }

  /** robots.txt: public pages allowed; the API, account, admin, link and confirmation pages, bookings and request details not. */
  robots(): string {
    const private_ = Object.entries(STATIC_PAGES)
      .filter(([, page]) => !page.indexed)
      .map(([path]) => path);
    const disallowed = ['/api/', '/docs', ...private_, BOOKING_PREFIX, RSVP_PREFIX, '/poptavky?requestId='];
    return [
      'User-agent: *',
      'Allow: /',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.absolute(SITEMAP_PATH)}`,
      '',
    ].join('\n');
  }

  /** The sitemap index: the pages part and one part per `partSize` listed providers. */
  async index(): Promise<string> {
    const listed = await this.providers.countListed();
    const parts = ['pages.xml', ...Array.from({ length: Math.ceil(listed / this.partSize) }, (_, index) => `providers-${index + 1}.xml`)];
    const entries = parts.map((part) => `<sitemap><loc>${escapeHtml(this.absolute(`${SITEMAP_PARTS_PREFIX}${part}`))}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  /** A part by its file name; null for an unknown or empty one. */
  async part(name: string): Promise<string | null> {
    if (name === 'pages.xml') return this.urlSet(await this.pageUrls());
    const match = PROVIDERS_PART.exec(name);
    if (!match) return null;
    const rows = await this.providers.listedSlice((Number(match[1]) - 1) * this.partSize, this.partSize);
    if (rows.length === 0) return null;
    return this.urlSet(rows.map((row) => ({ path: `${PORTFOLIO_PATH}?provider=${row.id}`, lastmod: row.updatedAt })));
  }

  /** Home, the indexed static pages, the service type pages and each category with listed providers. */
  private async pageUrls(): Promise<SitemapUrl[]> {
    const [categories, counts] = await Promise.all([this.catalog.listCategories(), this.providers.countListedByCategory()]);
    const staticPaths = Object.entries(STATIC_PAGES)
      .filter(([, page]) => page.indexed)
      .map(([path]) => ({ path }));
    const serviceTypes = PROVIDER_SERVICE_TYPES.map((type) => ({ path: `${SERVICE_TYPE_PREFIX}${type}` }));
    const categoryPages = categories
      .filter((category) => (counts.get(category.id) ?? 0) > 0)
      .map((category) => ({ path: `/dodavatele?kategorie=${encodeURIComponent(category.id)}` }));
    return [...staticPaths, ...serviceTypes, ...categoryPages];
  }

  private urlSet(urls: readonly SitemapUrl[]): string {
    const entries = urls.map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeHtml(this.absolute(path))}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
  }
}
