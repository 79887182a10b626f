import type { PublicProviderDto } from '../providers/providers.api';
import type { RatingStatsDto, ReviewDto } from '../reviews/reviews.api';
import type { JsonLd } from './page-head';

/** Reviews a portfolio's LocalBusiness carries (schema.org allows any; search engines read a few). */
export const STRUCTURED_REVIEWS = 5;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** A path of the site ('/dodavatele?kategorie=photography'). */
  path: string;
}

/** schema.org BreadcrumbList: the trail from the home page to the page, as absolute URLs under `origin`. */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

export interface LocalBusinessInput {
  provider: PublicProviderDto;
  url: string;
  image: string;
  /** The service areas' names ('Celá ČR' for the whole country). */
  areaNames: readonly string[];
  stats: RatingStatsDto;
  /** Confirmed reviews, newest first (at most STRUCTURED_REVIEWS are used). */
  reviews: readonly ReviewDto[];
}

/**
 * schema.org LocalBusiness of a portfolio page, with aggregateRating and Reviews only when the
 * provider has confirmed reviews (Google ignores, or flags, a rating without any).
 */
export function localBusiness({ provider, url, image, areaNames, stats, reviews }: LocalBusinessInput): JsonLd {
  const sameAs = [provider.website, provider.instagramUrl, provider.facebookUrl, provider.tiktokUrl, provider.linkedinUrl].filter(
    (link): link is string => !!link,
  );
  const business: JsonLd = {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: provider.businessName,
    url,
    image,
    ...(provider.description ? { description: provider.description } : {}),
    areaServed: areaNames.map((name) => (name === 'Celá ČR' ? { '@type': 'Country', name: 'Česko' } : { '@type': 'Place', name })),
    ...(provider.priceFrom !== null || provider.priceTo !== null ? { priceRange: provider.priceRange } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  if (stats.totalReviews > 0) {
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: stats.averageRating,
      reviewCount: stats.totalReviews,
      bestRating: 5,
      worstRating: 1,
    };
    business.review = reviews.slice(0, STRUCTURED_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.reviewerName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.reviewText,
      reviewRating: { '@type': 'Rating', ratingValue: review.overallRating, bestRating: 5, worstRating: 1 },
    }));
  }
  return business;
}

/** schema.org FAQPage from the FAQ's questions and plain-text answers. */
export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** schema.org WebSite of the home page. */
export function webSite(url: string, name: string): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebSite', name, url };
}
