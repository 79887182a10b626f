import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogService, type CategoryInfo } from '../catalog/catalog.api';
import { PROVIDER_SERVICE_TYPES, ProvidersService, type PublicProviderDto } from '../providers/providers.api';
import { ReviewsService } from '../reviews/reviews.api';
import { FiguresService } from '../insights/insights.api';
import { WHOLE_COUNTRY } from '../common/text/location-display';
import { AppConfig } from '../config/app-config';
import { categoryContent, portfolioContent } from './crawler-content';
import { FaqService } from './faq';
import {
  DEFAULT_IMAGE_PATH,
  HOME_DESCRIPTION,
  INDEX,
  NOINDEX,
  NOT_FOUND_TITLE,
  PORTFOLIO_NOT_FOUND_TITLE,
  PORTFOLIO_PATH,
  SERVICE_TYPE_PREFIX,
  BOOKING_PAGE_TITLE,
  BOOKING_PREFIX,
  RSVP_PAGE_TITLE,
  RSVP_PREFIX,
  SITE_NAME,
  STATIC_PAGES,
  pageTitle,
} from './page-head';
import type { JsonLd, PageHead } from './page-head';
import { STRUCTURED_REVIEWS, breadcrumbList, dataset, faqPage, localBusiness, webSite } from './structured-data';
import type { Crumb } from './structured-data';

/** The public figures' page (issue 47) and what its Dataset measures. */
const FIGURES_PATH = '/v-cislech';
const FIGURES_VARIABLES = [
  'Počet aktivních dodavatelů',
  'Medián doby do první nabídky (minuty)',
  'Podíl poptávek s alespoň dvěma nabídkami do 48 hodin',
  'Medián přijaté ceny (Kč)',
  'Dolní a horní kvartil přijaté ceny (Kč)',
];

/** A page's head and, for the portfolio and category pages, its content for clients that run no scripts. */
export interface RenderedPage {
  head: PageHead;
  /** HTML (escaped) for the served page's main area; null where the app alone shows the page. */
  content: string | null;
}

/** Descriptions are cut to what search results show. */
const DESCRIPTION_MAX = 160;
/** Providers a category page lists in its served HTML (the catalogue's first page). */
const CATEGORY_CONTENT_PROVIDERS = 12;
const PROVIDER_ID = /^[1-9]\d{0,9}$/;

/** Whitespace collapsed, cut at a word before `max` characters with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The path without a trailing slash ('/' stays). */
function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The head of every page (title, description, canonical, social preview, indexing, structured data)
 * from the same services the API answers from; the one home of page titles (the client's head
 * manager asks GET /api/page-head while navigating).
 */
@Injectable()
export class PageHeadService {
  constructor(
    private readonly config: AppConfig,
    private readonly providers: ProvidersService,
    private readonly reviews: ReviewsService,
    private readonly catalog: CatalogService,
    private readonly faq: FaqService,
    private readonly figures: FiguresService,
  ) {}

  /** The head of the page at `url` (a path with its query, e.g. '/portfolio?provider=5'). */
  async headFor(url: string): Promise<PageHead> {
    return (await this.render(url, false)).head;
  }

  /** The head and the served content of the page at `url`. */
  renderPage(url: string): Promise<RenderedPage> {
    return this.render(url, true);
  }

  /** Absolute URL of a path on this site. */
  absolute(path: string): string {
    return `${this.config.appUrl}${path}`;
  }

  private async render(url: string, withContent: boolean): Promise<RenderedPage> {
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://page.invalid');
    } catch {
      return { head: this.notFound(), content: null };
    }
    const path = normalizePath(parsed.pathname);
    const query = parsed.searchParams;

    if (path === PORTFOLIO_PATH) return this.portfolio(query.get('provider'), withContent);
    if (path.startsWith(SERVICE_TYPE_PREFIX)) return this.serviceType(path.slice(SERVICE_TYPE_PREFIX.length), withContent);
    if (path.startsWith(BOOKING_PREFIX) && /^\d{1,10}$/.test(path.slice(BOOKING_PREFIX.length))) {
      return { head: this.noindexHead(BOOKING_PAGE_TITLE), content: null };
    }
    if (path.startsWith(RSVP_PREFIX) && /^[\w-]{16,128}$/.test(path.slice(RSVP_PREFIX.length))) {
      return { head: this.noindexHead(RSVP_PAGE_TITLE), content: null };
    }
    const page = STATIC_PAGES[path];
    if (!page) return { head: this.notFound(), content: null };

    if (path === '/dodavatele') {
      const categoryId = query.get('kategorie');
      if (categoryId) {
        const category = (await this.catalog.listCategories()).find((item) => item.id === categoryId);
        if (category) return this.category(category, `/dodavatele?kategorie=${encodeURIComponent(category.id)}`, category.providersTitle, withContent);
      }
    }
    // A request's detail holds a couple's plans: never indexed.
    if (path === '/poptavky' && query.has('requestId')) return { head: this.noindexHead('Poptávka'), content: null };
    if (path === '/login' && query.get('mode') === 'register') return { head: this.noindexHead('Registrace'), content: null };
    if (!page.indexed) return { head: this.noindexHead(page.title), content: null };

    const jsonLd: JsonLd[] = [];
    if (path === '/') jsonLd.push(webSite(this.absolute('/'), SITE_NAME));
    if (path === '/faq') jsonLd.push(faqPage(await this.faq.questionsAndAnswers()));
    if (path === FIGURES_PATH) {
      jsonLd.push(
        dataset({
          name: 'Svatby v číslech',
          description: page.description ?? HOME_DESCRIPTION,
          url: this.absolute(path),
          origin: this.config.appUrl,
          siteName: SITE_NAME,
          dateModified: await this.figures.refreshedAt(),
          variables: FIGURES_VARIABLES,
        }),
      );
    }
    return {
      head: this.head({ title: pageTitle(page.title), description: page.description ?? HOME_DESCRIPTION, path, jsonLd }),
      content: null,
    };
  }

  private async portfolio(providerParam: string | null, withContent: boolean): Promise<RenderedPage> {
    // Without a provider, /portfolio is a provider's own portfolio editor.
    if (providerParam === null) return { head: this.noindexHead('Moje portfolio'), content: null };
    if (!PROVIDER_ID.test(providerParam)) return { head: this.notFound(PORTFOLIO_NOT_FOUND_TITLE), content: null };
    const id = Number(providerParam);
    let provider: PublicProviderDto;
    try {
      provider = await this.providers.findPublic(id);
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      const removed = await this.providers.removedAt(id);
      return { head: this.notFound(PORTFOLIO_NOT_FOUND_TITLE, removed ? 410 : 404), content: null };
    }
    const [stats, reviews, categoryNames, locationNames, categories] = await Promise.all([
      this.reviews.ratingStats(id),
      this.reviews.newest(id, STRUCTURED_REVIEWS, provider.businessName),
      this.catalog.categoryNameMap(),
      this.catalog.locationNameMap(),
      this.catalog.listCategories(),
    ]);
    const path = `${PORTFOLIO_PATH}?provider=${id}`;
    const url = this.absolute(path);
    const imagePath = provider.profileImageUrl ?? provider.previewImages[0] ?? DEFAULT_IMAGE_PATH;
    const image = this.absolute(imagePath);
    const services = provider.services.map((serviceId) => categoryNames.get(serviceId) ?? serviceId);
    const areaNames = provider.serviceAreas.includes(WHOLE_COUNTRY)
      ? ['Celá ČR']
      : provider.serviceAreas.map((areaId) => locationNames.get(areaId) ?? areaId);
    const located = provider.location !== 'Neuvedeno' ? `, ${provider.location}` : '';
    const title = pageTitle(`${provider.businessName}${services[0] ? ` – ${services[0]}` : ''}${located}`);
    const summary = `${services.join(', ')}${located}. ${provider.priceRange}.`;
    const description = shorten(provider.description ? `${provider.description} ${summary}` : `${provider.businessName}: ${summary}`);

    const mainCategory = categories.find((category) => category.id === provider.services[0]);
    const crumbs: Crumb[] = [
      { name: SITE_NAME, path: '/' },
      mainCategory ? { name: mainCategory.providersTitle, path: `/dodavatele?kategorie=${mainCategory.id}` } : { name: 'Dodavatelé', path: '/dodavatele' },
      { name: provider.businessName, path },
    ];

    const head = this.head({
      title,
      description,
      path,
      image,
      jsonLd: [localBusiness({ provider, url, image, areaNames, stats, reviews }), breadcrumbList(crumbs, this.config.appUrl)],
    });
    return { head, content: withContent ? portfolioContent({ provider, services, stats, reviews, crumbs }) : null };
  }

  private async serviceType(serviceType: string, withContent: boolean): Promise<RenderedPage> {
    if (!(PROVIDER_SERVICE_TYPES as readonly string[]).includes(serviceType)) return { head: this.notFound(), content: null };
    const category = (await this.catalog.listCategories()).find((item) => item.id === serviceType);
    if (!category) return { head: this.notFound(), content: null };
    return this.category(category, `${SERVICE_TYPE_PREFIX}${serviceType}`, `${category.name} – poskytovatelé`, withContent);
  }

  /** A category's page: /dodavatele?kategorie={id} (the catalogue filtered) or /services/{type}. */
  private async category(category: CategoryInfo, path: string, titleText: string, withContent: boolean): Promise<RenderedPage> {
    const crumbs: Crumb[] = [
      { name: SITE_NAME, path: '/' },
      { name: 'Dodavatelé', path: '/dodavatele' },
      { name: category.providersTitle, path },
    ];
    const description = shorten(
      `${category.providersTitle} na Svatby: ${category.description} Porovnejte portfolia, ceny a hodnocení párů a zadejte poptávku zdarma.`,
    );
    const head = this.head({ title: pageTitle(titleText), description, path, jsonLd: [breadcrumbList(crumbs, this.config.appUrl)] });
    if (!withContent) return { head, content: null };
    const page = await this.providers.list({ category: category.id, page: 1, pageSize: CATEGORY_CONTENT_PROVIDERS });
    return {
      head,
      content: categoryContent({ category, providers: page.items, total: page.total, crumbs }),
    };
  }

  private head({ title, description, path, image, jsonLd }: { title: string; description: string; path: string; image?: string; jsonLd: JsonLd[] }): PageHead {
    return {
      status: 200,
      title,
      description,
      canonical: this.absolute(path),
      image: image ?? this.absolute(DEFAULT_IMAGE_PATH),
      robots: INDEX,
      jsonLd,
    };
  }

  private noindexHead(title: string, status: PageHead['status'] = 200): PageHead {
    return {
      status,
      title: pageTitle(title),
      description: HOME_DESCRIPTION,
      canonical: null,
      image: this.absolute(DEFAULT_IMAGE_PATH),
      robots: NOINDEX,
      jsonLd: [],
    };
  }

  private notFound(title = NOT_FOUND_TITLE, status: 404 | 410 = 404): PageHead {
    return this.noindexHead(title, status);
  }

}
