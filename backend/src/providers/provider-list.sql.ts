/*
 * The public catalogue's SQL (list, providers by type, one provider) and the mapping of its rows,
 * as pure functions that ProvidersService runs.
 */
import { notBusyOnCondition } from '../availability/availability.sql';
import { foldText } from '../common/text/fold';
import { escapeLike, preparedName, SqlParams, type ReadRows, type SqlQuery } from '../database/sql-query';
import { locationDisplay, WHOLE_COUNTRY } from '../common/text/location-display';
import { priceRangeText } from '../common/text/price-range';
import type { PublicProviderDto } from './dto/public-provider.dto';
import { PROVIDER_PAGE_SIZE_DEFAULT, ProviderSort } from './provider-constants';

/** The catalogue version (ProviderListingFigures1763703000000), bumped when who is listed changes. */
export const CATALOGUE_VERSION_ONLY_SQL = `SELECT version::text FROM derived.catalogue_version`;

/**
 * Who appears in the public catalogue (DESIGN.md section 5): the demo providers plus providers with
 * an active subscription. The rule is the SQL function provider_is_listed
 * (ActiveSubscriptionRule1763704000200) on listing_until, the end of the provider's active
 * subscription's period, kept by a trigger on provider_subscriptions that reads subscription_is_active;
 * the period end is compared with the time at query time. Every listed-only query (catalogue,
 * providers by type, the listed counts) goes through here.
 */
export function listedCondition(alias = 'p'): string {
  return `provider_is_listed(${alias}.is_demo, ${alias}.listing_until)`;
}

/**
 * The catalogue's orders, each read from an index of provider_profiles (ProviderListingFigures):
 * the default ('newest') puts premium subscribers first, then basic ones, then the demo providers
 * (the listed ones without a subscription), newest within each tier; the other sorts ignore the
 * plan. Providers without reviews come last in both rating sorts; ties fall back to the newest.
 *
 * listing_tier is the plan of the subscription with status 'active'. For every listed provider
 * but one kind it is the plan of the active subscription: a demo provider whose subscription's
 * period has ended keeps the plan's tier until the daily expiry job marks it expired.
 */
const ORDER_BY: Record<ProviderSort, string> = {
  newest: 'p.listing_tier, p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  'rating-high': 'p.rating_average DESC NULLS LAST, p.review_count DESC, p.created_at DESC, p.id DESC',
  'rating-low': 'p.rating_average ASC NULLS LAST, p.review_count DESC, p.created_at DESC, p.id DESC',
};

/**
 * The public columns of a profile plus its review figures (kept on the row by a trigger on
 * reviews), its number of portfolio items (counted on the leading column of portfolio_items'
 * (provider_id, featured, event_date, id) index: only the page's rows are counted) and whether its
 * active subscription is a premium one, the profile image and the first images of the portfolio in
 * its public order (the cards' pictures).
 */
/** Portfolio images a card shows (the /services/{type} cards' three tiles). */
export const PREVIEW_IMAGES_MAX = 3;

export const PUBLIC_PROVIDER_COLUMNS = `p.id, p.company_name AS "companyName", p.description, p.categories,
    p.service_areas AS "serviceAreas", p.phone_prefix AS "phonePrefix", p.phone, p.email, p.website,
    p.instagram_url AS "instagramUrl", p.facebook_url AS "facebookUrl", p.tiktok_url AS "tiktokUrl",
    p.linkedin_url AS "linkedinUrl", p.years_experience AS "yearsExperience", p.price_from AS "priceFrom",
    p.price_to AS "priceTo", p.is_demo AS "isDemo", p.created_at AS "createdAt",
    round(p.rating_average, 1)::float8 AS rating, p.review_count AS "reviewCount",
    (SELECT count(*)::int FROM portfolio_items pi WHERE pi.provider_id = p.id) AS "projectCount",
    p.profile_image_url AS "profileImageUrl",
    ARRAY(SELECT u.image FROM portfolio_items pi CROSS JOIN LATERAL unnest(pi.images) WITH ORDINALITY AS u(image, n)
          WHERE pi.provider_id = p.id
          ORDER BY pi.featured DESC, pi.event_date DESC NULLS LAST, pi.id DESC, u.n
          LIMIT ${PREVIEW_IMAGES_MAX}) AS "previewImages",
    coalesce(p.listing_until > now() AND p.listing_plan = 'premium', false) AS premium`;
export const PUBLIC_PROVIDER_SELECT = `SELECT ${PUBLIC_PROVIDER_COLUMNS}
  FROM provider_profiles p`;

export interface PublicProviderRow {
  id: number;
  companyName: string;
  description: string;
  categories: string[];
  serviceAreas: string[];
  phonePrefix: string;
  phone: string | null;
  email: string;
  website: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  tiktokUrl: string | null;
  linkedinUrl: string | null;
  yearsExperience: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  isDemo: boolean;
  createdAt: Date;
  rating: number | null;
  reviewCount: number;
  projectCount: number;
  profileImageUrl: string | null;
  previewImages: string[];
  premium: boolean;
  /** On every row of a page of the unfiltered list (providerPageQueries): the catalogue version and time, to check the listed count's cache. */
  catalogueVersion?: string;
  queriedAt?: Date;
}

/** What the catalogue filters by, already validated (ListProvidersQueryDto); weddingDay is YYYY-MM-DD. */
export interface ProviderListFilters {
  search?: string;
  category?: string;
  area?: string;
  priceMin?: number;
  priceMax?: number;
  weddingDay?: string;
  /** Listed providers having this category (the /services/{serviceType} page). */
  serviceType?: string;
}

/** Conditions and their parameters, numbered from $1. */
export interface ProviderWhere {
  conditions: string[];
  values: unknown[];
}

export function providerListWhere(filters: ProviderListFilters): ProviderWhere {
  const params = new SqlParams();
  const conditions = [listedCondition('p')];
  if (filters.search) conditions.push(`p.search_text LIKE ${params.add(`%${escapeLike(foldText(filters.search))}%`)}`);
  // The category or its synonyms, in either direction (matched on write, see buildProviderFields).
  if (filters.category) conditions.push(`p.matched_categories @> ARRAY[${params.add(filters.category)}]::varchar[]`);
  if (filters.serviceType) conditions.push(`p.categories @> ARRAY[${params.add(filters.serviceType)}]::varchar[]`);
  if (filters.area && filters.area !== WHOLE_COUNTRY) {
    conditions.push(`p.service_areas && ${params.add([filters.area, WHOLE_COUNTRY])}::varchar[]`);
  }
  if (filters.priceMin !== undefined) conditions.push(`p.price_to >= ${params.add(filters.priceMin)}`);
  if (filters.priceMax !== undefined) conditions.push(`p.price_from <= ${params.add(filters.priceMax)}`);
  if (filters.weddingDay) conditions.push(notBusyOnCondition('p', params.add(filters.weddingDay)));
  return { conditions, values: params.values };
}

export interface ProviderPageQueries {
  page: number;
  pageSize: number;
  /**
   * The page's rows. When nothing but the listed rule filters, each row also carries the catalogue
   * version and the time (catalogueVersion, queriedAt) that say whether the cached listed count
   * (listing-counts.ts) is the total: one round trip.
   */
  rows: SqlQuery;
  /** The filtered list's total, run beside the rows; null: the listed count. */
  total: SqlQuery | null;
}

/** A page of public provider rows and the statement of their total. */
export function providerPageQueries(
  where: ProviderWhere,
  sort: ProviderSort,
  paging: { page?: number; pageSize?: number },
): ProviderPageQueries {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? PROVIDER_PAGE_SIZE_DEFAULT;
  const whereSql = where.conditions.join(' AND ');
  const n = where.values.length;
  const listedOnly = where.conditions.length === 1;
  // An uncorrelated subquery: computed once, with the first row.
  const version = listedOnly ? `,\n    (${CATALOGUE_VERSION_ONLY_SQL}) AS "catalogueVersion", now() AS "queriedAt"` : '';
  const rowsText = `SELECT ${PUBLIC_PROVIDER_COLUMNS}${version}
  FROM provider_profiles p
      WHERE ${whereSql}
      ORDER BY ${ORDER_BY[sort]}
      LIMIT $${n + 1} OFFSET $${n + 2}`;
  const rowsValues = [...where.values, pageSize, (page - 1) * pageSize];
  return {
    page,
    pageSize,
    rows: listedOnly ? { text: rowsText, values: rowsValues, name: preparedName(rowsText) } : { text: rowsText, values: rowsValues },
    // A filtered count costs as much as the page itself: it runs in parallel on another connection.
    total: listedOnly
      ? null
      : { text: `SELECT count(*)::int AS total FROM provider_profiles p WHERE ${whereSql}`, values: [...where.values] },
  };
}

/** The listed count's cache, as runProviderPage uses it. */
export interface ListedCountSource {
  /** The cached count when it is current at this version and time, else null. */
  cachedTotal(version: string, at: Date): number | null;
  total(): Promise<number>;
}

/** Runs the page's statement(s). */
export async function runProviderPage(
  queries: ProviderPageQueries,
  run: ReadRows,
  listed: ListedCountSource,
): Promise<{ rows: PublicProviderRow[]; total: number }> {
  const { total } = queries;
  if (total) {
    const [rows, [{ total: count }]] = await Promise.all([run<PublicProviderRow>(queries.rows), run<{ total: number }>(total)]);
    return { rows, total: count };
  }
  const rows = await run<PublicProviderRow>(queries.rows);
  const cached = rows.length > 0 ? listed.cachedTotal(rows[0].catalogueVersion!, rows[0].queriedAt!) : null;
  return { rows, total: cached ?? (await listed.total()) };
}

/** Any provider's public data by id, listed or not (a free provider's portfolio is reachable by id). */
export function providerByIdQuery(id: number): SqlQuery {
  return { text: `${PUBLIC_PROVIDER_SELECT} WHERE p.id = $1`, values: [id] };
}

export function toPublicProviderDto(row: PublicProviderRow, locationNames: ReadonlyMap<string, string>): PublicProviderDto {
  return {
    id: row.id,
    businessName: row.companyName,
    description: row.description,
    services: row.categories,
    location: locationDisplay(row.serviceAreas, locationNames),
    serviceAreas: row.serviceAreas,
    contact: {
      name: row.companyName,
      phone: row.phone ? `${row.phonePrefix} ${row.phone}` : null,
      email: row.email,
    },
    website: row.website,
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    tiktokUrl: row.tiktokUrl,
    linkedinUrl: row.linkedinUrl,
    yearsExperience: row.yearsExperience,
    priceFrom: row.priceFrom,
    priceTo: row.priceTo,
    priceRange: priceRangeText(row.priceFrom, row.priceTo),
    rating: row.rating,
    reviewCount: row.reviewCount,
    projectCount: row.projectCount,
    profileImageUrl: row.profileImageUrl,
    previewImages: row.previewImages,
    isDemo: row.isDemo,
    premium: row.premium,
    createdAt: row.createdAt.toISOString(),
  };
}
