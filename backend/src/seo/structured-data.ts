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

export interface DatasetInput {
  name: string;
  description: string;
  url: string;
  /** The site's origin and name: the creator. */
  origin: string;
  siteName: string;
  /** When the figures were last computed; left out when never. */
  dateModified: Date | null;
  /** What is measured, one name each. */
  variables: readonly string[];
}

/** schema.org Dataset of the public figures (/v-cislech, issue 47): free, openly licensed, the whole country. */
export function dataset({ name, description, url, origin, siteName, dateModified, variables }: DatasetInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Dataset',
    name,
    description,
    url,
    inLanguage: 'cs',
    creator: { '@type': 'Organization', name: siteName, url: origin },
    ...(dateModified ? { dateModified: dateModified.toISOString() } : {}),
    isAccessibleForFree: true,
    license: 'https://creativecommons.org/licenses/by/4.0/',
    spatialCoverage: { '@type': 'Place', name: 'Česká republika' },
    variableMeasured: variables.map((variable) => ({ '@type': 'PropertyValue', name: variable })),
    distribution: [{ '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: `${origin}/api/market-figures` }],
  };
}
