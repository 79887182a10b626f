import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { foldText } from '../common/text/fold';
import { czechCollateClause } from '../database/czech-collation';
import { WHOLE_COUNTRY } from '../common/text/location-display';
import { poolOf } from '../database/pg-pool';
import { publicReads, type PublicReads } from '../database/read-replica';
import {
  escapeLike,
  preparedQuery,
  queryPrepared,
  readRows,
  selectPage,
  SqlParams,
  type ReadRows,
  type SqlQuery,
} from '../database/sql-query';
import { PROVIDER_PAGE_SIZE_DEFAULT, ProviderSort } from './provider-constants';
import type { ViewerProvider } from '../auth/auth.api';
import type { CatalogueDateAvailability } from './dto/public-provider.dto';

// ------------------------------------------------------------------ the public catalogue

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
  // The Offers module's signal (kept on the row by its hourly job): fastest first, without one last.
  response: 'p.response_minutes_median ASC NULLS LAST, p.listing_tier, p.created_at DESC, p.id DESC',
};

/** Portfolio images a card shows (the /services/{type} cards' three tiles). */
export const PREVIEW_IMAGES_MAX = 3;

/**
 * The public columns of a profile plus its review figures (kept on the row by a trigger on
 * reviews), its number of portfolio items and the first images of its portfolio in their public
 * order (the cards' pictures: the Portfolio module's portfolio_preview, aliased pv), and whether its
 * active subscription is a premium one.
 */
export const PUBLIC_PROVIDER_COLUMNS = `p.id, p.company_name AS "companyName", p.description, p.categories,
    p.service_areas AS "serviceAreas", p.phone_prefix AS "phonePrefix", p.phone, p.email, p.website,
    p.instagram_url AS "instagramUrl", p.facebook_url AS "facebookUrl", p.tiktok_url AS "tiktokUrl",
    p.linkedin_url AS "linkedinUrl", p.years_experience AS "yearsExperience", p.price_from AS "priceFrom",
    p.price_to AS "priceTo", p.is_demo AS "isDemo", p.created_at AS "createdAt",
    round(p.rating_average, 1)::float8 AS rating, p.review_count AS "reviewCount", p.booking_review_count AS "bookingReviewCount",
    pv.project_count AS "projectCount", p.profile_image_url AS "profileImageUrl", pv.preview_images AS "previewImages",
    coalesce(p.listing_until > now() AND p.listing_plan = 'premium', false) AS premium,
    p.response_minutes_median AS "responseMinutesMedian", p.response_share::float8 AS "responseShare"`;
/** The profiles with their portfolio previews (pv). */
const PUBLIC_PROVIDER_FROM = `FROM provider_profiles p CROSS JOIN LATERAL portfolio_preview(p.id, ${PREVIEW_IMAGES_MAX}) pv`;
export const PUBLIC_PROVIDER_SELECT = `SELECT ${PUBLIC_PROVIDER_COLUMNS}
  ${PUBLIC_PROVIDER_FROM}`;

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
  bookingReviewCount: number;
  projectCount: number;
  profileImageUrl: string | null;
  previewImages: string[];
  premium: boolean;
  responseMinutesMedian: number | null;
  responseShare: number | null;
  /** With the wedding-day filter only: the provider's calendar that day ('unknown' when never set; never 'busy': those are left out). */
  dateAvailability?: CatalogueDateAvailability;
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
  /** Extra columns of the page's rows, using the same parameters (the wedding day's availability). */
  columns?: string[];
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
  // The Availability module's reads of the day: the providers busy that day are left out (providers_busy_on, inlined
  // into one anti-join); free, on request and unknown ('Termín neuveden', never shown as free) stay, each marked
  // (provider_day_status, an index probe per row of the page).
  const columns: string[] = [];
  if (filters.weddingDay) {
    const day = `${params.add(filters.weddingDay)}::date`;
    conditions.push(`NOT EXISTS (SELECT 1 FROM providers_busy_on(${day}) busy WHERE busy.provider_id = p.id)`);
    columns.push(`provider_day_status(p.id, ${day}) AS "dateAvailability"`);
  }
  return { conditions, values: params.values, columns };
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
  const extra = where.columns?.length ? `,\n    ${where.columns.join(',\n    ')}` : '';
  const rowsText = `SELECT ${PUBLIC_PROVIDER_COLUMNS}${extra}${version}
  ${PUBLIC_PROVIDER_FROM}
      WHERE ${whereSql}
      ORDER BY ${ORDER_BY[sort]}
      LIMIT $${n + 1} OFFSET $${n + 2}`;
  const rowsValues = [...where.values, pageSize, (page - 1) * pageSize];
  return {
    page,
    pageSize,
    rows: listedOnly ? preparedQuery(rowsText, rowsValues) : { text: rowsText, values: rowsValues },
    // A filtered count costs as much as the page itself: it runs in parallel on another connection.
    total: listedOnly
      ? null
      : { text: `SELECT count(*)::int AS total FROM provider_profiles p WHERE ${whereSql}`, values: [...where.values] },
  };
}

export interface ListingCounts {
  /** The catalogue version they were computed at. */
  version: string;
  /** The next moment time changes who is listed (a paid period ends); null: none ahead. */
  validUntil: Date | null;
  /** Listed providers. */
  total: number;
  /** Category id → listed providers having it (categories without any are absent). */
  perCategory: Readonly<Record<string, number>>;
}

const CATALOGUE_VERSION_SQL = `SELECT version::text AS version, now() AS now FROM derived.catalogue_version`;
/** What the public pages show (PublicPagesVersion1763709500100), bumped with any change to it. */
const PUBLIC_PAGES_VERSION_SQL = `SELECT pages_version::text AS version FROM derived.catalogue_version`;

/**
 * Everything in one statement, so that the version and the counts come from one snapshot. The counts
 * kept by triggers (ListingCounts1763709500400), per category (NULL: the total), less the providers
 * whose paid period has ended by now (provider_is_listed's time test); validUntil the next period end.
 * A few dozen rows, whatever the size of the catalogue.
 */
export const LISTING_COUNTS_SQL = `WITH listed AS (
    SELECT category, sum(providers)::int AS providers
      FROM (SELECT category, providers FROM derived.listing_counts
            UNION ALL
            SELECT category, -providers FROM derived.listing_ends WHERE listed_until <= now()) changes
     GROUP BY category)
  SELECT (${CATALOGUE_VERSION_ONLY_SQL}) AS version,
    (SELECT min(listed_until) FROM derived.listing_ends WHERE listed_until > now()) AS "validUntil",
    coalesce((SELECT providers FROM listed WHERE category IS NULL), 0) AS total,
    (SELECT coalesce(json_object_agg(category, providers), '{}'::json)
       FROM listed WHERE category IS NOT NULL AND providers > 0) AS "perCategory"`;

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

/**
 * Any provider's public data by id, listed or not (a free provider's portfolio is reachable by id). Named: one
 * fixed text whose plan is the primary key's for any id, so PostgreSQL parses and plans its subqueries once
 * per pooled connection instead of for every portfolio page (the API's most-read header).
 */
export function providerByIdQuery(id: number): SqlQuery {
  return preparedQuery(`${PUBLIC_PROVIDER_SELECT} WHERE p.id = $1`, [id]);
}

// ------------------------------------------------------------------ the operators' records


/** A provider as the operators see it: the profile, contacts and the active subscription's plan. */
export interface ProviderRecord {
  id: number;
  companyName: string;
  categories: string[];
  subscriptionActive: boolean;
  subscriptionPlanType: 'basic' | 'premium' | null;
  subscriptionEndsAt: Date | null;
  subscriptionSource: 'stripe' | 'offline' | 'admin' | null;
  email: string;
  phonePrefix: string;
  phone: string | null;
  yearsExperience: number | null;
  createdAt: Date;
  description: string;
  serviceAreas: string[];
  priceFrom: number | null;
  priceTo: number | null;
  isDemo: boolean;
}

export interface ProviderRecordFilter {
  search?: string;
  /** 'active' any plan, 'none' without an active subscription, or one plan. */
  subscription?: 'active' | 'none' | 'basic' | 'premium';
  category?: string;
  sort: 'newest' | 'oldest' | 'company-name';
  page: number;
  pageSize: number;
}

/** The public figures' count (insights, issue 47): listed providers of a category serving an area. */
export interface ActiveProvidersCount {
  categoryId: string;
  /** 'cela-cr' for the whole country, else a region. */
  regionId: string;
  providers: number;
}

/** A provider's response figures (the Offers module's report), as the catalogue sorts and shows them. */
export interface ResponseSignals {
  id: number;
  /** Median minutes from a request's confirmation to this provider's offer; null without offers. */
  median: number | null;
  /** The share of the requests in its reach that it answered; null when none was in reach. */
  share: number | null;
}

/** A provider as an offer shows it to the couple, plus whom to tell (its account) and mail (the profile's e-mail). */
export interface OfferParty {
  id: number;
  userId: number;
  companyName: string;
  email: string;
  profileImageUrl: string | null;
  averageRating: number | null;
  reviewCount: number;
  responseMinutesMedian: number | null;
  responseShare: number | null;
  /** The public phone as a booking document shows it ('+420 777 123 456'); null without one. */
  phone: string | null;
}

/** What identifies a provider being deleted, read under its row lock. */
export interface ProviderIdentity {
  userId: number;
  companyName: string;
  /** The profile's public contact e-mail (its mails are forgotten with the account). */
  email: string;
  isDemo: boolean;
  profileImageUrl: string | null;
}

/** The alias of the provider's active subscription (at most one row, THE active rule). */
const SUBSCRIPTION = 's';
/** The Subscriptions module's published read of it (ActiveSubscriptionFunction1763704000500). */
const ACTIVE_SUBSCRIPTION_JOIN = `LEFT JOIN LATERAL active_subscription(p.id) ${SUBSCRIPTION} ON true`;

/** The signed-in user's provider profile and active plan (ViewerService). */
const VIEWER_PROFILE_SQL = `SELECT p.id, p.user_id AS "userId", p.is_demo AS "isDemo", p.categories, p.service_areas AS "serviceAreas",
    ${SUBSCRIPTION}.plan_type AS "activePlan",
    p.company_name AS "companyName", p.profile_image_url AS "profileImageUrl"
  FROM provider_profiles p
  ${ACTIVE_SUBSCRIPTION_JOIN}
  WHERE p.user_id = $1`;

/** E-mail and phone for the search; the expression of provider_profiles_contact_trgm_idx. */
const CONTACT_TEXT = `fold_text(p.email || ' ' || coalesce(p.phone, ''))`;

const RECORD_SELECT = `SELECT p.id, p.company_name AS "companyName", p.categories,
    ${SUBSCRIPTION}.id IS NOT NULL AS "subscriptionActive", ${SUBSCRIPTION}.plan_type AS "subscriptionPlanType",
    ${SUBSCRIPTION}.current_period_end AS "subscriptionEndsAt", ${SUBSCRIPTION}.source AS "subscriptionSource",
    p.email, p.phone_prefix AS "phonePrefix", p.phone, p.years_experience AS "yearsExperience", p.created_at AS "createdAt",
    p.description, p.service_areas AS "serviceAreas", p.price_from AS "priceFrom", p.price_to AS "priceTo", p.is_demo AS "isDemo"
  FROM provider_profiles p
  ${ACTIVE_SUBSCRIPTION_JOIN}`;

/**
 * The Providers module's table (provider_profiles): the only place that reads or writes it with SQL.
 * The public catalogue (hot list: hand-written, its unfiltered page a named statement) and the
 * public profile; the lookups other modules ask through ProvidersService; for the operators (the
 * admin panel asks through this) every provider, listed or not, filtered, sorted and paged in SQL;
 * the row locks of a change made elsewhere and of a delete; the overview's count.
 */
@Injectable()
export class ProvidersRepository {
  /** The public lists' reads, straight from the pool (named statements). */
  readonly readRows: ReadRows;
  /** The catalogue's and the portfolio header's reads: a visitor's on the read replica when there is one (read-replica.ts). */
  private readonly publicReads: PublicReads;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.readRows = readRows(poolOf(dataSource));
    this.publicReads = publicReads(dataSource);
  }

  /** The catalogue version and the database's time, one primary-key read. */
  async catalogueVersion(): Promise<{ version: string; now: Date }> {
    const [row] = await this.readRows<{ version: string; now: Date }>(CATALOGUE_VERSION_SQL);
    return row;
  }

  /**
   * The public pages' version, one primary-key read: on the replica when there is one, as a visitor's
   * catalogue rows (a page rendered from the primary is then never older than the version it is kept at).
   */
  async publicPagesVersion(): Promise<string> {
    const [row] = await this.publicReads.rows(true)<{ version: string }>(PUBLIC_PAGES_VERSION_SQL);
    return row.version;
  }

  /** The listed counts (total, per category, until when they hold), from one snapshot. */
  async computeListingCounts(): Promise<ListingCounts> {
    const [row] = await this.readRows<ListingCounts>(LISTING_COUNTS_SQL);
    return { ...row, validUntil: row.validUntil ?? null };
  }

  /** A page of the public catalogue and its total (providerPageQueries; the listed count from `listed`). */
  catalogPage(
    queries: ProviderPageQueries,
    listed: ListedCountSource,
    visitor = false,
  ): Promise<{ rows: PublicProviderRow[]; total: number }> {
    return runProviderPage(queries, this.publicReads.rows(visitor), listed);
  }

  /** Any provider's public row by id, listed or not; null when missing. A visitor's (`visitor`) may come from the replica. */
  async publicRow(id: number, visitor = false): Promise<PublicProviderRow | null> {
    const [row] = await this.publicReads.rows(visitor)<PublicProviderRow>(providerByIdQuery(id));
    return row ?? null;
  }

  /** Listed providers' public rows by id (a couple's shortlist); unknown or unlisted ids are left out. */
  async listedPublicRows(ids: number[]): Promise<PublicProviderRow[]> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(`${PUBLIC_PROVIDER_SELECT} WHERE p.id = ANY($1::int[]) AND ${listedCondition('p')}`, [
      ids,
    ])) as PublicProviderRow[];
  }

  /** The provider when it is listed (listedCondition), with its account; null otherwise. */
  async listedBasic(id: number): Promise<{ id: number; userId: number; isDemo: boolean; companyName: string } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT p.id, p.user_id AS "userId", p.is_demo AS "isDemo", p.company_name AS "companyName"
         FROM provider_profiles p WHERE p.id = $1 AND ${listedCondition('p')}`,
      [id],
    )) as Array<{ id: number; userId: number; isDemo: boolean; companyName: string }>;
    return row ?? null;
  }

  /** Whether the provider exists and is a demo one; null for an unknown id. */
  async basic(id: number): Promise<{ id: number; isDemo: boolean; companyName: string } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, is_demo AS "isDemo", company_name AS "companyName" FROM provider_profiles WHERE id = $1`,
      [id],
    )) as Array<{ id: number; isDemo: boolean; companyName: string }>;
    return row ?? null;
  }

  /** The company names of the given providers (the admin's review list); missing ids are left out. */
  async companyNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, company_name AS "companyName" FROM provider_profiles WHERE id = ANY($1::int[])`, [
      ids,
    ])) as Array<{ id: number; companyName: string }>;
    return new Map(rows.map((row) => [row.id, row.companyName]));
  }

  /** Demo providers' ids by their e-mail. */
  async demoIdsByEmail(): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(`SELECT id, email FROM provider_profiles WHERE is_demo`)) as Array<{ id: number; email: string }>;
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** Locks the profile for an update in the caller's transaction; its current image URL, or undefined when missing. */
  // ---- the demo and test providers' seeding ----

  async hasProfile(manager: EntityManager, where: { userId: number } | { id: number }): Promise<boolean> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['user_id', where.userId];
    return ((await manager.query(`SELECT 1 FROM provider_profiles WHERE ${column} = $1`, [value])) as unknown[]).length > 0;
  }

  /** Back-dates a seeded profile's registration. */
  async setRegisteredAt(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.query(`UPDATE provider_profiles SET created_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
  }

  /** Moves the id sequence past the highest id, never backwards: ids of deleted providers are not handed out again. */
  async advanceIdSequence(manager: EntityManager): Promise<void> {
    const [{ sequence }] = (await manager.query(`SELECT pg_get_serial_sequence('provider_profiles', 'id') AS sequence`)) as Array<{
      sequence: string;
    }>;
    await manager.query(
      `SELECT setval($1, GREATEST((SELECT max(id) FROM provider_profiles), (SELECT last_value FROM ${sequence})))`,
      [sequence],
    );
  }

  async lockForUpdate(manager: EntityManager, id: number): Promise<{ profileImageUrl: string | null } | undefined> {
    const [locked] = (await manager.query(`SELECT profile_image_url AS "profileImageUrl" FROM provider_profiles WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as Array<{ profileImageUrl: string | null }>;
    return locked;
  }

  async recordPage(filter: ProviderRecordFilter): Promise<{ rows: ProviderRecord[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.search) {
      const pattern = params.add(`%${escapeLike(foldText(filter.search))}%`);
      where.push(`(p.search_text LIKE ${pattern} OR ${CONTACT_TEXT} LIKE ${pattern})`);
    }
    switch (filter.subscription) {
      case 'active':
        where.push(`${SUBSCRIPTION}.id IS NOT NULL`);
        break;
      case 'none':
        where.push(`${SUBSCRIPTION}.id IS NULL`);
        break;
      case 'basic':
      case 'premium':
        where.push(`${SUBSCRIPTION}.plan_type = ${params.add(filter.subscription)}`);
        break;
      default:
        break;
    }
    if (filter.category) where.push(`p.categories @> ARRAY[${params.add(filter.category)}]::varchar[]`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const collate = await czechCollateClause(this.dataSource);
    const orderBy = {
      newest: 'p.created_at DESC, p.id DESC',
      oldest: 'p.created_at ASC, p.id ASC',
      'company-name': `p.company_name${collate} ASC, p.id ASC`,
    }[filter.sort];
    return selectPage<ProviderRecord>(this.dataSource, {
      select: RECORD_SELECT,
      countFrom: `FROM provider_profiles p ${ACTIVE_SUBSCRIPTION_JOIN}`,
      where: whereSql,
      orderBy,
      params,
      page: filter.page,
      pageSize: filter.pageSize,
    });
  }

  async record(id: number): Promise<ProviderRecord | null> {
    const [row] = (await this.dataSource.query(`${RECORD_SELECT} WHERE p.id = $1`, [id])) as ProviderRecord[];
    return row ?? null;
  }

  /** Share-locks the provider row until the transaction ends (it cannot be deleted meanwhile); false when missing. */
  async lockAgainstDelete(manager: EntityManager, id: number): Promise<boolean> {
    const found = (await manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1 FOR KEY SHARE`, [id])) as unknown[];
    return found.length > 0;
  }

  /** Locks the provider row for its delete; what identifies it, or null when missing. */
  async lockForDelete(manager: EntityManager, id: number): Promise<ProviderIdentity | null> {
    const [provider] = (await manager.query(
      `SELECT user_id AS "userId", company_name AS "companyName", email, is_demo AS "isDemo", profile_image_url AS "profileImageUrl"
         FROM provider_profiles
        WHERE id = $1
          FOR UPDATE`,
      [id],
    )) as ProviderIdentity[];
    return provider ?? null;
  }

  /** Deletes the profile; the foreign keys' ON DELETE CASCADE remove the rows of the other modules. */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM provider_profiles WHERE id = $1`, [id]);
  }

  /**
   * The user's provider profile with its categories and active plan (one query per HTTP request:
   * the Auth module's ViewerService asks it, see ViewerProfileSource), or null when the user is not a provider.
   */
  async viewerProfile(userId: number): Promise<ViewerProvider | null> {
    // Every signed-in request that asks who is viewing: prepared once per connection.
    const [row] = await this.readRows<ViewerProvider>(preparedQuery(VIEWER_PROFILE_SQL, [userId]));
    return row ?? null;
  }

  /**
   * The premium perk's recipients (DESIGN.md section 5): providers with an active premium
   * subscription whose categories overlap `categories`, never demo providers. listing_plan (kept by
   * a trigger) only narrows the candidates cheaply; the subscription rule decides.
   */
  premiumRecipients(manager: EntityManager, categories: string[]): Promise<Array<{ id: number; email: string; companyName: string }>> {
    return manager.query(
      `SELECT p.id, p.email, p.company_name AS "companyName"
         FROM provider_profiles p
        WHERE p.categories && $1::varchar[] AND NOT p.is_demo AND p.listing_plan = 'premium'
          AND EXISTS (SELECT 1 FROM active_subscription(p.id) s WHERE s.plan_type = 'premium')
        ORDER BY p.id`,
      [categories],
    ) as Promise<Array<{ id: number; email: string; companyName: string }>>;
  }

  /** The accounts of the providers of these categories with an active subscription and its plan (push notices, issue 47); demo ones apart. */
  pushRecipients(manager: EntityManager, categories: string[]): Promise<Array<{ userId: number; plan: 'basic' | 'premium' }>> {
    return manager.query(
      `SELECT p.user_id AS "userId", s.plan_type AS plan
         FROM provider_profiles p CROSS JOIN LATERAL active_subscription(p.id) s
        WHERE p.categories && $1::varchar[] AND NOT p.is_demo AND p.user_id IS NOT NULL
        ORDER BY p.id`,
      [categories],
    ) as Promise<Array<{ userId: number; plan: 'basic' | 'premium' }>>;
  }

  /**
   * The providers (demo ones apart) of any of these categories whose service areas include one of
   * `areas` (null: every area): whom a listed request reaches (insights, issue 47; catalog locationReach is symmetric).
   */
  async reachedProviders(categories: string[], areas: string[] | null): Promise<number[]> {
    if (categories.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT p.id FROM provider_profiles p
        WHERE p.categories && $1::varchar[] AND NOT p.is_demo AND ($2::varchar[] IS NULL OR p.service_areas && $2::varchar[])
        ORDER BY p.id`,
      [categories, areas],
    )) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /**
   * The provider's primary category (its first) and service areas, and every other provider (demo
   * ones apart) with that primary category and their areas: the results' comparison group (insights, issue 47).
   */
  async primaryCategoryPeers(
    providerId: number,
  ): Promise<{ categoryId: string | null; serviceAreas: string[]; peers: Array<{ id: number; serviceAreas: string[] }> } | null> {
    const [own] = (await this.dataSource.query(
      `SELECT p.categories[1] AS "categoryId", p.service_areas AS "serviceAreas" FROM provider_profiles p WHERE p.id = $1`,
      [providerId],
    )) as Array<{ categoryId: string | null; serviceAreas: string[] }>;
    if (!own) return null;
    if (!own.categoryId) return { ...own, peers: [] };
    const peers = (await this.dataSource.query(
      `SELECT p.id, p.service_areas AS "serviceAreas" FROM provider_profiles p
        WHERE p.categories[1] = $1 AND p.id <> $2 AND NOT p.is_demo ORDER BY p.id`,
      [own.categoryId, providerId],
    )) as Array<{ id: number; serviceAreas: string[] }>;
    return { ...own, peers };
  }

  /** The providers as an offer shows them, with their account and contact e-mail (OfferParty); missing ids are left out. */
  async offerParties(ids: number[]): Promise<Map<number, OfferParty>> {
    if (ids.length === 0) return new Map();
    const rows = (await queryPrepared(
      this.dataSource.manager,
      `SELECT p.id, p.user_id AS "userId", p.company_name AS "companyName", p.email, p.profile_image_url AS "profileImageUrl",
              round(p.rating_average, 1)::float8 AS "averageRating", p.review_count AS "reviewCount",
              p.response_minutes_median AS "responseMinutesMedian", p.response_share::float8 AS "responseShare",
              CASE WHEN p.phone IS NULL OR p.phone = '' THEN NULL ELSE concat_ws(' ', NULLIF(p.phone_prefix, ''), p.phone) END AS phone
         FROM provider_profiles p WHERE p.id = ANY($1::int[])`,
      [ids],
    )) as OfferParty[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Where the provider's e-mails go: the profile's contact e-mail and company name; null when missing. */
  async mailRecipient(manager: EntityManager, id: number): Promise<{ email: string; name: string } | null> {
    const [row] = (await manager.query(`SELECT email, company_name AS name FROM provider_profiles WHERE id = $1`, [id])) as Array<{
      email: string;
      name: string;
    }>;
    return row ?? null;
  }

  async exists(manager: EntityManager, id: number): Promise<boolean> {
    return ((await manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1`, [id])) as unknown[]).length > 0;
  }

  /** When the profile with this id was deleted, or null when it never was (or lives again). */
  async removedAt(id: number): Promise<Date | null> {
    const [row] = (await this.dataSource.query(`SELECT removed_at AS "removedAt" FROM removed_providers WHERE id = $1`, [id])) as Array<{
      removedAt: Date;
    }>;
    return row?.removedAt ?? null;
  }

  /** Listed providers' ids and last changes in id order, a slice of them (the sitemap's parts). */
  async listedSlice(offset: number, limit: number): Promise<Array<{ id: number; updatedAt: Date }>> {
    return (await this.dataSource.query(
      `SELECT p.id, p.updated_at AS "updatedAt"
         FROM provider_profiles p
        WHERE ${listedCondition()}
        ORDER BY p.id
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as Array<{ id: number; updatedAt: Date }>;
  }

  /**
   * Stores response signals on the profiles (only those that changed); with `clearOthers` (the
   * hourly recomputation of every provider) the profiles left out lose theirs. How many changed.
   */
  async storeResponseSignals(signals: ResponseSignals[], clearOthers: boolean): Promise<number> {
    const [row] = (await this.dataSource.query(
      `WITH figures AS (
         SELECT * FROM unnest($1::int[], $2::int[], $3::real[]) AS f (id, median, share)
       ), changed AS (
         UPDATE provider_profiles p SET response_minutes_median = f.median, response_share = f.share
           FROM figures f
          WHERE p.id = f.id AND (p.response_minutes_median, p.response_share) IS DISTINCT FROM (f.median, f.share)
         RETURNING p.id
       ), cleared AS (
         UPDATE provider_profiles p SET response_minutes_median = NULL, response_share = NULL
          WHERE $4 AND (p.response_minutes_median IS NOT NULL OR p.response_share IS NOT NULL)
            AND NOT EXISTS (SELECT 1 FROM figures f WHERE f.id = p.id)
         RETURNING p.id
       )
       SELECT (SELECT count(*) FROM changed)::int + (SELECT count(*) FROM cleared)::int AS changed`,
      [signals.map((s) => s.id), signals.map((s) => s.median), signals.map((s) => s.share), clearOthers],
    )) as Array<{ changed: number }>;
    return row.changed;
  }

  /**
   * Listed providers (demo ones apart) per category they offer and area: 'cela-cr' counts every one, a
   * region those serving the whole country or a place of it (`places`: pairs place → region).
   */
  async activeByCategoryAndRegion(places: ReadonlyArray<{ placeId: string; regionId: string }>): Promise<ActiveProvidersCount[]> {
    return (await this.dataSource.query(
      `WITH places AS (SELECT * FROM unnest($1::varchar[], $2::varchar[]) AS x(place_id, region_id)),
       listed AS (
         SELECT p.id, c.category, p.service_areas FROM provider_profiles p CROSS JOIN LATERAL unnest(p.categories) AS c(category)
          WHERE ${listedCondition('p')} AND NOT p.is_demo
       )
       SELECT l.category AS "categoryId", $3::varchar AS "regionId", count(DISTINCT l.id)::int AS providers FROM listed l GROUP BY l.category
       UNION ALL
       SELECT l.category, g.region_id, count(DISTINCT l.id)::int
         FROM listed l JOIN (SELECT DISTINCT region_id FROM places) g
           ON l.service_areas && ARRAY[$3::varchar]
           OR EXISTS (SELECT 1 FROM places x WHERE x.region_id = g.region_id AND x.place_id = ANY (l.service_areas))
        GROUP BY l.category, g.region_id`,
      [places.map((place) => place.placeId), places.map((place) => place.regionId), WHOLE_COUNTRY],
    )) as ActiveProvidersCount[];
  }

  /** Every provider profile, listed or not, and how many of them are demo providers (always listed). */
  async countAll(): Promise<{ total: number; demo: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_demo)::int AS demo FROM provider_profiles`,
    )) as Array<{ total: number; demo: number }>;
    return row;
  }
}
