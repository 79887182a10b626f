import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { mailboxKey } from '../common/mailbox/mailbox-key';
import { foldText } from '../common/text/fold';
import { czechCollateClause } from '../database/czech-collation';
import { poolOf } from '../database/pg-pool';
import { publicReads, type PublicReads } from '../database/read-replica';
import { escapeLike, preparedQuery, queryPrepared, readRows, selectPage, SqlParams, type ReadRows, type SqlQuery } from '../database/sql-query';
import type { BudgetBand } from './budget';
import { OWNER_REQUEST_STATUSES, type OwnerRequestStatus, type RequestStatus } from './entities/service-request.entity';
import type { RequestSort } from './request-constants';
import type { RequestFields } from './request-fields';
import type { SubmittedRequest } from './request-mails';

export const REQUEST_PAGE_SIZE_DEFAULT = 12;

const ORDER_BY: Record<RequestSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  'budget-high': 'r.budget_amount DESC NULLS LAST, r.created_at DESC, r.id DESC',
  'budget-low': 'r.budget_amount ASC NULLS LAST, r.created_at DESC, r.id DESC',
};

/** Columns of the public list and detail; contact columns are added only for allowed viewers. */
const PUBLIC_COLUMNS = `r.id, r.title, r.primary_category_id AS "categoryId", r.description,
  r.created_at AS "createdAt", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.budget,
  r.budget_band AS "budgetBand", r.services, r.status, r.is_demo AS "isDemo", r.offer_count AS "offerCount",
  r.capped_offer_count AS "cappedOfferCount", r.details`;
const CONTACT_COLUMNS = `, r.couple_name AS "coupleName", r.contact_email AS "contactEmail",
  r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone"`;

/**
 * The number of active requests, demo ones included, kept by triggers (ActiveRequestCounts1763703000100):
 * the list's total when nothing filters it, without counting 100 000 rows, and the top bar's count
 * (issue 43: the two must never contradict each other). Issue 51: one definition of "the requests"
 * for every place that shows the figure (top bar, /poptavky, the admin overview): demo requests
 * are counted everywhere and labelled "Ukázka" wherever listed.
 */
const ACTIVE_REQUEST_TOTAL_SQL = `SELECT coalesce(sum(active), 0)::int AS total FROM derived.active_request_counts`;
/** The same count with how many of them are demo requests (the triggers' `demo` column): the admin overview's "z toho ukázkové". */
const ACTIVE_REQUEST_COUNTS_SQL = `SELECT coalesce(sum(active), 0)::int AS total, coalesce(sum(demo), 0)::int AS demo FROM derived.active_request_counts`;

/** The couple's name on a request whose account was deleted (the column is NOT NULL). */
export const ERASED_COUPLE_NAME = 'Smazaný účet';

/** A request as the data export of its account lists it (RequestsRepository.exportOf). */
export interface RequestExportRecord {
  id: number;
  title: string;
  categoryId: string;
  services: string[];
  description: string;
  weddingDate: string | null;
  location: string;
  budget: string;
  status: RequestStatus;
  /** The answers to the categories' questions, by question key. */
  details: Record<string, unknown>;
  coupleName: string;
  contactEmail: string;
  phoneCountryCode: string | null;
  contactPhone: string | null;
  linkedToAccount: boolean;
  adminNotes: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  expiresAt: Date | null;
  updatedAt: Date;
}

/** A request as the public list, the detail and the owner's dashboard read it (contacts only when asked for). */
export interface RequestRow {
  id: number;
  title: string;
  categoryId: string;
  description: string;
  createdAt: Date;
  weddingDate: string | null;
  location: string;
  budget: string;
  budgetBand: BudgetBand;
  services: string[];
  status: RequestStatus;
  isDemo: boolean;
  /** Offers on it, withdrawn ones apart (kept by a trigger on offers, CreateOffers1763704001700). */
  offerCount: number;
  /** Offers (not withdrawn) from providers not invited to it: what the cap counts (kept by the Offers module, CappedOfferCount1763707000220). */
  cappedOfferCount: number;
  /** The answers to the categories' questions as stored (typed by key; {} for none): shown as rows (catalog requestDetailRows). */
  details: Record<string, unknown>;
  /** The list's total, on every row of an unfiltered page (requestListQueries). */
  listTotal?: number;
  /** The viewing provider is invited to it (Matching's request_invitations); only read for a provider. */
  invited?: boolean;
  coupleName?: string;
  contactEmail?: string;
  phoneCountryCode?: string | null;
  contactPhone?: string | null;
}

/** A request as the Offers module's rules and mails need it (RequestsService.offerContext). */
export interface OfferRequestContext {
  id: number;
  status: RequestStatus;
  /** The couple's account; null for a request sent without one (the manage link is the couple's key). */
  userId: number | null;
  coupleName: string;
  contactEmail: string;
  title: string;
  weddingDate: string | null;
  location: string;
  confirmedAt: Date | null;
  isDemo: boolean;
  /** The couple's phone as a booking document shows it ('+420 777 123 456'); null without one. */
  contactPhone: string | null;
  /** The primary category (an accepted offer's line in the couple's plan). */
  categoryId: string;
}

const OFFER_CONTEXT_SELECT = `SELECT r.id, r.status, r.user_id AS "userId", r.couple_name AS "coupleName", r.contact_email AS "contactEmail",
    r.title, to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.confirmed_at AS "confirmedAt", r.is_demo AS "isDemo",
    r.primary_category_id AS "categoryId",
    CASE WHEN r.contact_phone IS NULL OR r.contact_phone = '' THEN NULL
         ELSE concat_ws(' ', NULLIF(r.phone_country_code, ''), r.contact_phone) END AS "contactPhone"
  FROM service_requests r`;

/** A request as the Matching module's invitations need it (RequestsService.invitationContext). */
export interface InvitationRequestContext {
  id: number;
  status: RequestStatus;
  userId: number | null;
  isDemo: boolean;
  coupleName: string;
  contactEmail: string;
  weddingDate: string | null;
  /** The primary category (the invitation's mail names it). */
  categoryId: string;
  matchedCategories: string[];
  /** The catalogue location, or null for a place outside it. */
  locationId: string | null;
  confirmedAt: Date | null;
  offerCount: number;
}

/** What the list filters by, already validated (ListServiceRequestsQueryDto); location is a place name. */
export interface RequestListFilters {
  search?: string;
  category?: string;
  /** Any of these categories (with `category`: any of all of them). */
  categories?: string[];
  location?: string;
  budget?: BudgetBand;
  sort?: RequestSort;
  page?: number;
  pageSize?: number;
}

export interface RequestListQueries {
  page: number;
  pageSize: number;
  /** The page's rows; without filters each row also carries the list's total (listTotal): one round trip. */
  rows: SqlQuery;
  /** The total: run beside the rows for a filtered list, alone for a page past the end. */
  total: SqlQuery;
  /** Whether the rows carry the total (the unfiltered list, whose total is a cheap counter read). */
  totalInRows: boolean;
}

/**
 * The page's rows and its total: active requests, filtered, sorted and paginated in SQL. `contacts`
 * adds the couple's contact columns (allowed viewers); `onlyCategories` keeps the requests matching
 * any of them and `onlyPlaces` those whose place is one of these locations (together the provider's
 * "relevant only": its categories and areas). The unfiltered page is a named (prepared) statement:
 * measured worth 12 points of the baseline's throughput (issue 22's closing note).
 */
export function requestListQueries(
  filters: RequestListFilters,
  options: { contacts: boolean; onlyCategories?: string[]; onlyPlaces?: string[]; provider?: { id: number; relevantOnly: boolean } },
): RequestListQueries {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? REQUEST_PAGE_SIZE_DEFAULT;
  const params = new SqlParams();
  // The provider's id is $1 of the filtered list (its conditions); the public list reads it in its rows only (added below).
  const provider = options.provider?.relevantOnly ? { ...options.provider, param: params.add(options.provider.id) } : undefined;

  const where = [`r.status = 'active'`];
  if (filters.search) where.push(`r.search_text LIKE ${params.add(`%${escapeLike(foldText(filters.search))}%`)}`);
  const categories = [...new Set([filters.category, ...(filters.categories ?? [])].filter((id): id is string => Boolean(id)))];
  if (categories.length === 1) where.push(`r.matched_categories @> ARRAY[${params.add(categories[0])}]::varchar[]`);
  if (categories.length > 1) where.push(`r.matched_categories && ${params.add(categories)}::varchar[]`);
  if (filters.location && !foldText(filters.location).startsWith('cela')) {
    where.push(`r.location_folded LIKE ${params.add(`%${escapeLike(foldText(filters.location))}%`)}`);
  }
  if (filters.budget) where.push(`r.budget_band = ${params.add(filters.budget)}`);
  const relevant: string[] = [];
  const categoriesParam = options.onlyCategories ? params.add(options.onlyCategories) : undefined;
  if (categoriesParam) relevant.push(`r.matched_categories && ${categoriesParam}::varchar[]`);
  // The provider's reach (catalog locationReach).
  const placesParam = options.onlyPlaces ? params.add(options.onlyPlaces) : undefined;
  if (placesParam) relevant.push(`r.location_id = ANY (${placesParam}::varchar[])`);
  // Issue 45: the provider's list = (its categories and areas, or invited to it) and not answered 'unavailable' / 'not_fit':
  // read as two halves below; the other lists filter by the relevance alone.
  if (!provider) where.push(...relevant);
  const whereSql = where.join(' AND ');
  // Without filters the total is the counter: read in the same statement (an uncorrelated
  // subquery, computed once with the first row). A filtered count costs as much as the page
  // itself: it runs in parallel on another connection instead. The provider's list reads its
  // total with its rows too (the count of the ids it collects anyway, below).
  const unfiltered = !provider && where.length === 1;
  const totalInRows = unfiltered || Boolean(provider);
  // The filters' values (the total's), before the page's own.
  const filterValues = [...params.values];
  // The public list read by a provider: whether it is invited to each row of the page.
  const invitedSql = !provider && options.provider ? invitedCondition(params.add(options.provider.id)) : undefined;
  const order = ORDER_BY[filters.sort ?? 'newest'];
  let rowsText: string;
  let total: SqlQuery;
  if (provider) {
    // The provider's list, invited requests first (issue 45; the bench's case: a provider matching 1 000 of 100 000):
    // its ids and sort keys are collected once (`listed`, MATERIALIZED): the invited half by primary key, the matching half
    // from derived.request_reach alone (one index range per place and category, sort keys included: an index-only scan of
    // the matches, no heap page read per request; a request matching two of its categories is there twice, hence the
    // GROUP BY) with the invited and answered ids as hashed subplans. The page is a top-N sort of those ids, its columns
    // read by primary key for the page's rows only, and the total is their count in the same statement. (The places' index
    // of active requests instead tested the categories of every request in the places: 7 600 to keep 950. Walking the
    // newest-first index read ~100 requests per match at 1 % selectivity, 5 200 buffers, and a separate count 970 more.)
    // The list's own filters (search, budget…) join the requests. Without places (a whole-country provider) the matching
    // half is the categories' bitmap: every match is read for the total anyway.
    const invitedIds = invitedIdsSql(provider.param);
    const declinedIds = declinedIdsSql(provider.param);
    // The kept reach needs both: places without categories (any category) read the requests themselves, as before.
    const matchingHalf = placesParam && categoriesParam
      ? `SELECT x.request_id AS id, x.created_at, x.budget_amount, false AS invited FROM derived.request_reach x${
          where.length > 1 ? ' JOIN service_requests r ON r.id = x.request_id' : ''
        }
         WHERE ${[
           ...(where.length > 1 ? where : []),
           `x.location_id = ANY (${placesParam}::varchar[])`,
           `x.category_id = ANY (${categoriesParam}::varchar[])`,
           `x.request_id NOT IN (${invitedIds})`,
           `x.request_id NOT IN (${declinedIds})`,
         ].join(' AND ')}
         GROUP BY x.request_id, x.created_at, x.budget_amount`
      : `SELECT r.id, r.created_at, r.budget_amount, false AS invited FROM service_requests r
         WHERE ${[...where, ...relevant, `r.id NOT IN (${invitedIds})`, `r.id NOT IN (${declinedIds})`].join(' AND ')}`;
    const listed = `WITH listed AS MATERIALIZED (
        SELECT r.id, r.created_at, r.budget_amount, true AS invited FROM service_requests r
         WHERE ${[...where, invitedCondition(provider.param), `r.id NOT IN (${declinedIds})`].join(' AND ')}
        UNION ALL
        ${matchingHalf}
      )`;
    total = { text: `${listed} SELECT count(*)::int AS total FROM listed`, values: filterValues };
    rowsText = `${listed}, page AS (
        SELECT r.id, r.invited FROM listed r
         ORDER BY r.invited DESC, ${order}
         LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}
      )
      SELECT ${PUBLIC_COLUMNS}${options.contacts ? CONTACT_COLUMNS : ''}, p.invited, (SELECT count(*)::int FROM listed) AS "listTotal"
        FROM page p JOIN service_requests r ON r.id = p.id
       ORDER BY p.invited DESC, ${order}`;
  } else {
    total = unfiltered
      ? { text: ACTIVE_REQUEST_TOTAL_SQL, values: [] }
      : { text: `SELECT count(*)::int AS total FROM service_requests r WHERE ${whereSql}`, values: filterValues };
    rowsText = `SELECT ${PUBLIC_COLUMNS}${options.contacts ? CONTACT_COLUMNS : ''}${invitedSql ? `, ${invitedSql} AS invited` : ''}${
      unfiltered
        ? `,
        (${ACTIVE_REQUEST_TOTAL_SQL}) AS "listTotal"`
        : ''
    }
      FROM service_requests r
      WHERE ${whereSql}
      ORDER BY ${order}
      LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`;
  }
  // Named: the unfiltered page, and a provider's list without the list's own filters (its page and dashboard), whose text
  // PostgreSQL then parses once per connection (0.5 ms of its 3.3 ms). The provider's places and categories still get a
  // plan of their own each time: for them PostgreSQL keeps choosing custom plans over the generic one (its estimate of
  // 8 000 matches costs more), and both take the same index. A search or a budget stays unnamed: a plan made for one
  // search value can be wrong for another.
  const named = unfiltered || (Boolean(provider) && where.length === 1);
  const rows: SqlQuery = named ? preparedQuery(rowsText, params.values) : { text: rowsText, values: params.values };
  return { page, pageSize, rows, total, totalInRows };
}

/*
 * Published reads of other modules' tables (contract-45): Matching's request_invitations and Offers'
 * request_replies, each read once per statement by the provider's id (request_invitations_provider_idx,
 * request_replies_provider_idx): the invited ids as an uncorrelated ARRAY subquery (probes of the
 * primary key), and as the hashed subplans of NOT IN (one hash probe per request; request_id is
 * NOT NULL, so NOT IN means NOT EXISTS) beside the invited and answered ids.
 */
const invitedCondition = (providerParam: string): string =>
  `r.id = ANY (ARRAY(SELECT i.request_id FROM request_invitations i WHERE i.provider_id = ${providerParam}))`;
/** The ids of the requests the provider is invited to (request_invitations_provider_idx): a hashed subplan of NOT IN. */
const invitedIdsSql = (providerParam: string): string => `SELECT i.request_id FROM request_invitations i WHERE i.provider_id = ${providerParam}`;
/** The ids of the requests the provider answered it cannot or will not take (request_replies_provider_idx). */
const declinedIdsSql = (providerParam: string): string =>
  `SELECT rr.request_id FROM request_replies rr WHERE rr.provider_id = ${providerParam} AND rr.kind IN ('unavailable', 'not_fit')`;

/** A request as the operators see it: every column, contacts and admin fields included. */
export interface RequestRecord {
  id: number;
  coupleName: string;
  title: string;
  status: RequestStatus;
  createdAt: Date;
  weddingDate: string | null;
  location: string;
  contactEmail: string;
  phoneCountryCode: string | null;
  contactPhone: string | null;
  budget: string;
  description: string;
  services: string[];
  adminNotes: string | null;
  markedForDeletionAt: Date | null;
  deletionReason: string | null;
  olderThanMonth: boolean;
  /** A demo request (seeded, labelled "Ukázka" wherever listed). */
  isDemo: boolean;
}

export interface RequestRecordFilter {
  search?: string;
  status?: RequestRecord['status'];
  marked?: boolean;
  olderThanMonth?: boolean;
  sort: 'newest' | 'oldest' | 'wedding-date' | 'couple-name';
  page: number;
  pageSize: number;
}

export type RequestTokenPurpose = 'confirm' | 'manage';

export interface NewRequestToken {
  requestId: number;
  purpose: RequestTokenPurpose;
  /** SHA-256 of the token, hex. */
  hash: string;
  expiresAt: Date;
}

/** One contact e-mail's recent requests (RequestsRepository.addressActivity). */
export interface AddressActivity {
  /** A "not me" block of the mailbox is running. */
  blocked: boolean;
  /** The submitter holds the pass of the mailbox's owner (given to the browser that opened "not me"). */
  owner: boolean;
  /** Unconfirmed requests to the mailbox since its owner last proved it. */
  unconfirmed: number;
  lastDay: number;
  duplicate: { id: number; status: RequestStatus } | null;
}

/** The stored request as the e-mails and the premium notices need it. */
const SUBMITTED_SELECT = `SELECT r.id, r.couple_name AS "coupleName", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate",
    r.services, r.primary_category_id AS "primaryCategoryId", r.matched_categories AS "matchedCategories", r.title,
    r.description, r.budget, r.budget_band AS "budgetBand", r.budget_amount AS "budgetAmount", r.location,
    r.location_id AS "locationId", r.contact_email AS "contactEmail", r.phone_country_code AS "phoneCountryCode",
    r.contact_phone AS "contactPhone", r.status, r.is_demo AS "isDemo", r.details`;

/** The couple's wishes and what derives from them, in the column order of the insert and of updateEditable. */
const wishValues = (fields: RequestFields): unknown[] => [
  fields.weddingDate,
  fields.services,
  fields.primaryCategoryId,
  fields.matchedCategories,
  fields.title,
  fields.description,
  fields.budget,
  fields.budgetBand,
  fields.budgetAmount,
];

/** The contact fields the search reads besides service_requests.search_text; the expression of service_requests_contact_trgm_idx. */
const CONTACT_TEXT = `fold_text(r.couple_name || ' ' || r.contact_email || ' ' || coalesce(r.contact_phone, ''))`;

const RECORD_SELECT = `SELECT r.id, r.couple_name AS "coupleName", r.title, r.status, r.created_at AS "createdAt",
    to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.contact_email AS "contactEmail",
    r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone", r.budget, r.description, r.services,
    r.admin_notes AS "adminNotes", r.marked_for_deletion_at AS "markedForDeletionAt", r.deletion_reason AS "deletionReason",
    r.created_at < now() - interval '1 month' AS "olderThanMonth", r.is_demo AS "isDemo"
  FROM service_requests r`;

/**
 * The Requests module's tables (service_requests, request_provider_notifications): the only place
 * that reads or writes them. The public list, detail and owner's requests; the submission's insert
 * and premium notices; and for the operators (the admin panel asks through this, never with SQL of
 * its own) every request in any status, filtered, sorted and paged in SQL; notes, deletion marks and
 * deletes, each in the caller's transaction so that its audit row commits with it; the overview's counts.
 */
@Injectable()
export class RequestsRepository {
  /** The public lists' reads, straight from the pool (named statements). */
  private readonly readRows: ReadRows;
  /** The public list's reads: a visitor's on the read replica when there is one (read-replica.ts). */
  private readonly publicReads: PublicReads;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.readRows = readRows(poolOf(dataSource));
    this.publicReads = publicReads(dataSource);
  }

  /** A page of active requests and the list's total (requestListQueries); a visitor's (`visitor`) may come from the replica. */
  async activePage(queries: RequestListQueries, visitor = false): Promise<{ rows: RequestRow[]; total: number }> {
    const run = this.publicReads.rows(visitor);
    const count = async () => (await run<{ total: number }>(queries.total))[0].total;
    if (!queries.totalInRows) {
      const [rows, total] = await Promise.all([run<RequestRow>(queries.rows), count()]);
      return { rows, total };
    }
    const rows = await run<RequestRow>(queries.rows);
    return { rows, total: rows.length > 0 ? rows[0].listTotal! : await count() };
  }

  /** The number of active requests, demo ones included (kept by triggers): the unfiltered list's total. */
  async activeTotal(): Promise<number> {
    return (await this.readRows<{ total: number }>(ACTIVE_REQUEST_TOTAL_SQL))[0].total;
  }

  /** The same count and how many of them are demo requests. */
  async activeCounts(): Promise<{ total: number; demo: number }> {
    return (await this.readRows<{ total: number; demo: number }>(ACTIVE_REQUEST_COUNTS_SQL))[0];
  }

  /** An active request, with the contact columns when `contacts`; null when missing or closed. */
  async findActive(id: number, contacts: boolean, providerId?: number): Promise<RequestRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${PUBLIC_COLUMNS}${contacts ? CONTACT_COLUMNS : ''}${providerId ? `, ${invitedCondition('$2')} AS invited` : ''}
         FROM service_requests r WHERE r.id = $1 AND r.status = 'active'`,
      providerId ? [id, providerId] : [id],
    )) as RequestRow[];
    return row ?? null;
  }

  /** The account's own requests in every status, newest first, with their contact columns. */
  ownedBy(userId: number): Promise<RequestRow[]> {
    return this.dataSource.query(
      `SELECT ${PUBLIC_COLUMNS}${CONTACT_COLUMNS}
         FROM service_requests r
        WHERE r.user_id = $1
        ORDER BY r.created_at DESC, r.id DESC`,
      [userId],
    ) as Promise<RequestRow[]>;
  }

  /** Who owns the request: { userId } (null for a request sent without an account), or null when there is no such request. */
  async owner(id: number): Promise<{ userId: number | null; status: RequestStatus } | null> {
    const [row] = (await this.dataSource.query(`SELECT user_id AS "userId", status FROM service_requests WHERE id = $1`, [
      id,
    ])) as Array<{ userId: number | null; status: RequestStatus }>;
    return row ?? null;
  }

  /**
   * Sets the status of the owner's request (one the owner may change: an owner status, or a booked
   * one closed); the updated row with contacts, or null.
   */
  async updateOwnedStatus(id: number, userId: number, status: RequestStatus): Promise<RequestRow | null> {
    // A WITH … SELECT answers rows like a SELECT (a bare UPDATE would answer [rows, count]).
    const [row] = (await this.dataSource.query(
      `WITH updated AS (
         UPDATE service_requests SET status = $2, updated_at = now()
          WHERE id = $1 AND user_id = $3 AND (status = ANY($4::varchar[]) OR (status = 'booked' AND $2::varchar <> 'active'))
          RETURNING *
       )
       SELECT ${PUBLIC_COLUMNS}${CONTACT_COLUMNS} FROM updated r`,
      [id, status, userId, OWNER_REQUEST_STATUSES],
    )) as RequestRow[];
    return row ?? null;
  }

  /**
   * Stores a new request (RequestFields, the owner's account) in the caller's transaction; its id.
   * With `token`, also its link token (purpose, hash, expiry) in the same statement (a submit's
   * confirmation link: one round trip less in the submit's transaction).
   */
  async insert(
    manager: EntityManager,
    fields: RequestFields,
    userId: number | null,
    token: Omit<NewRequestToken, 'requestId'> | null = null,
  ): Promise<number> {
    const [{ id }] = await queryPrepared<{ id: number }>(
      manager,
      `WITH r AS (
         INSERT INTO service_requests
           (couple_name, wedding_date, services, primary_category_id, matched_categories, title, description, budget,
            budget_band, budget_amount, location, location_id, contact_email, phone_country_code, contact_phone, status, user_id,
            confirmed_at, expires_at, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 CASE WHEN $16::varchar = 'active' THEN now() END,
                 CASE WHEN $16::varchar = 'active' THEN request_expires_at($2::date, now()) END, $21::jsonb)
         RETURNING id
       ), token AS (
         INSERT INTO request_tokens (token_hash, request_id, purpose, expires_at)
         SELECT $18::char(64), r.id, $19::varchar, $20::timestamptz FROM r WHERE $18::char(64) IS NOT NULL
       )
       SELECT id FROM r`,
      [
        fields.coupleName,
        ...wishValues(fields),
        fields.location,
        fields.locationId,
        fields.contactEmail,
        fields.phoneCountryCode,
        fields.contactPhone,
        fields.status,
        userId,
        token?.hash ?? null,
        token?.purpose ?? null,
        token?.expiresAt ?? null,
        JSON.stringify(fields.details),
      ],
    );
    return id;
  }

  // ---- offers (CreateOffers1763704001700: 'booked', offer_count) ----

  /** The request as the offers' rules need it, locked for the change when `lock` (in the caller's transaction); null when missing. */
  async offerContext(id: number, manager: EntityManager = this.dataSource.manager, lock = false): Promise<OfferRequestContext | null> {
    // NO KEY UPDATE: offers and conversations referencing the request (KEY SHARE) are not blocked by it.
    const [row] = (await queryPrepared(manager, `${OFFER_CONTEXT_SELECT} WHERE r.id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [
      id,
    ])) as OfferRequestContext[];
    return row ?? null;
  }

  /** The request as invitations need it (its row locked FOR NO KEY UPDATE when `lock`, like offerContext); null when missing. */
  async invitationContext(manager: EntityManager, id: number, lock: boolean): Promise<InvitationRequestContext | null> {
    const [row] = (await manager.query(
      `SELECT r.id, r.status, r.user_id AS "userId", r.is_demo AS "isDemo", r.couple_name AS "coupleName",
              r.contact_email AS "contactEmail", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate",
              r.primary_category_id AS "categoryId", r.matched_categories AS "matchedCategories", r.location_id AS "locationId",
              r.confirmed_at AS "confirmedAt", r.offer_count AS "offerCount"
         FROM service_requests r WHERE r.id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
      [id],
    )) as InvitationRequestContext[];
    return row ?? null;
  }

  /** The wedding date of the account's newest active request with a date (the shortlist's "free on your date"); null without one. */
  async newestActiveWeddingDate(userId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT to_char(wedding_date, 'YYYY-MM-DD') AS day FROM service_requests
        WHERE user_id = $1 AND status = 'active' AND wedding_date IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    )) as Array<{ day: string }>;
    return row?.day ?? null;
  }

  /** The account's newest request (any status): what a new wedding plan starts with (issue 46), or null. */
  async newestPlanPrefill(userId: number): Promise<{ coupleName: string; weddingDate: string | null; locationId: string | null } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT couple_name AS "coupleName", to_char(wedding_date, 'YYYY-MM-DD') AS "weddingDate", location_id AS "locationId"
         FROM service_requests WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    )) as Array<{ coupleName: string; weddingDate: string | null; locationId: string | null }>;
    return row ?? null;
  }

  /** The ids of the account's own requests, any status (service_requests_user_newest_idx). */
  async idsOwnedBy(userId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT id FROM service_requests WHERE user_id = $1`, [userId])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The requests' offer contexts by id (the provider's offer list); missing ids are left out. */
  async offerContexts(ids: number[]): Promise<Map<number, OfferRequestContext>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`${OFFER_CONTEXT_SELECT} WHERE r.id = ANY($1::int[])`, [ids])) as OfferRequestContext[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The Offers module's recount of the capped offers (CappedOfferCount1763707000220), in the caller's transaction. */
  async setCappedOfferCount(manager: EntityManager, id: number, count: number): Promise<void> {
    await manager.query(`UPDATE service_requests SET capped_offer_count = $2 WHERE id = $1 AND capped_offer_count <> $2`, [id, count]);
  }

  /** An active request becomes 'booked' (an offer accepted), in the caller's transaction; false when it is not active. */
  async book(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE service_requests SET status = 'booked', updated_at = now() WHERE id = $1 AND status = 'active'`,
      [id],
    )) as [unknown[], number];
    return count > 0;
  }

  /** A booked request open again (its booking was declined or expired), in the caller's transaction; false when it is not booked. */
  async reopenBooked(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE service_requests SET status = 'active', updated_at = now() WHERE id = $1 AND status = 'booked'`,
      [id],
    )) as [unknown[], number];
    return count > 0;
  }


  // ---- the double opt-in (RequestConfirmation1763704000800) ----

  /** Stores a link's token hash for the request, in the caller's transaction. */
  async insertToken(manager: EntityManager, token: NewRequestToken): Promise<void> {
    await queryPrepared(manager, `INSERT INTO request_tokens (token_hash, request_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`, [
      token.hash,
      token.requestId,
      token.purpose,
      token.expiresAt,
    ]);
  }

  /**
   * Uses the token once: its request's id, 'spent' when it exists but was used or has expired, or
   * null when there is no such token for this purpose. The token's row stays locked until the
   * caller's transaction ends, so two uses of one link take turns.
   */
  async useToken(manager: EntityManager, hash: string, purpose: RequestTokenPurpose): Promise<{ requestId: number } | 'spent' | null> {
    const [token] = (await manager.query(
      `SELECT request_id AS "requestId", used_at IS NULL AND expires_at > now() AS usable
         FROM request_tokens WHERE token_hash = $1 AND purpose = $2 FOR UPDATE`,
      [hash, purpose],
    )) as Array<{ requestId: number; usable: boolean }>;
    if (!token) return null;
    if (!token.usable) return 'spent';
    await manager.query(`UPDATE request_tokens SET used_at = now() WHERE token_hash = $1`, [hash]);
    return { requestId: token.requestId };
  }

  /** The request a manage token opens: its id, or 'spent' when the link has expired; null for an unknown token. */
  async manageTokenRequest(hash: string): Promise<{ requestId: number } | 'spent' | null> {
    const [token] = (await this.dataSource.query(
      `SELECT request_id AS "requestId", expires_at > now() AS usable FROM request_tokens WHERE token_hash = $1 AND purpose = 'manage'`,
      [hash],
    )) as Array<{ requestId: number; usable: boolean }>;
    if (!token) return null;
    return token.usable ? { requestId: token.requestId } : 'spent';
  }

  /** Any request with its contact columns (the couple's own view); null when it is gone. */
  async ownView(id: number, manager: EntityManager = this.dataSource.manager): Promise<RequestRow | null> {
    const [row] = (await manager.query(`SELECT ${PUBLIC_COLUMNS}${CONTACT_COLUMNS} FROM service_requests r WHERE r.id = $1`, [
      id,
    ])) as RequestRow[];
    return row ?? null;
  }

  /** Locks the request for a change by its couple; its fields, or null when it is gone. */
  async lockSubmitted(manager: EntityManager, id: number): Promise<SubmittedRequest | null> {
    const [row] = (await manager.query(`${SUBMITTED_SELECT} FROM service_requests r WHERE r.id = $1 FOR UPDATE`, [id])) as SubmittedRequest[];
    return row ?? null;
  }

  /** Replaces what the couple may edit (and what derives from it: title, categories, budget band). */
  async updateEditable(manager: EntityManager, id: number, fields: RequestFields): Promise<void> {
    await manager.query(
      `UPDATE service_requests SET wedding_date = $2, services = $3, primary_category_id = $4, matched_categories = $5, title = $6,
              description = $7, budget = $8, budget_band = $9, budget_amount = $10, details = $11::jsonb, updated_at = now(),
              -- A new date is a new term (a dateless request keeps its 180 days from confirmation).
              expires_at = request_expires_at($2::date, confirmed_at),
              expiry_reminded_at = CASE WHEN wedding_date IS DISTINCT FROM $2::date THEN NULL ELSE expiry_reminded_at END
        WHERE id = $1`,
      [
        id,
        ...wishValues(fields),
        JSON.stringify(fields.details),
      ],
    );
  }

  /** Closes or reopens; a dateless request reopened gets a new term of 180 days. */
  async setStatus(manager: EntityManager, id: number, status: OwnerRequestStatus): Promise<void> {
    await manager.query(
      `UPDATE service_requests SET status = $2::varchar, updated_at = now(),
              expires_at = CASE WHEN $2::varchar = 'active' AND wedding_date IS NULL
                                THEN request_expires_at(NULL, now()) ELSE expires_at END,
              expiry_reminded_at = CASE WHEN $2::varchar = 'active' AND wedding_date IS NULL
                                        THEN NULL ELSE expiry_reminded_at END
        WHERE id = $1`,
      [id, status],
    );
  }

  // ---- the end of a listed request (RequestExpiry1763704001100) ----

  /** A new term of 180 days for a dateless request, active or expired (which is listed again); false when it has a date or is closed. */
  async extend(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE service_requests
          SET status = 'active', expires_at = request_expires_at(NULL, now()), expiry_reminded_at = NULL, updated_at = now()
        WHERE id = $1 AND wedding_date IS NULL AND status IN ('active', 'expired')`,
      [id],
    )) as [unknown[], number];
    return count > 0;
  }

  /** Ends the listed requests whose term is over; how many. */
  async expireDue(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE service_requests SET status = 'expired', updated_at = now() WHERE status = 'active' AND expires_at <= now()`,
    )) as [unknown[], number];
    return count;
  }

  /**
   * The listed requests ending within `days` that have not been asked "still searching?" this
   * term, marked as asked in the caller's transaction (rows another run holds are skipped).
   */
  async takeDueReminders(manager: EntityManager, days: number): Promise<SubmittedRequest[]> {
    return (await manager.query(
      `WITH due AS (
         SELECT id FROM service_requests
          WHERE status = 'active' AND NOT is_demo AND expiry_reminded_at IS NULL
            AND expires_at > now() AND expires_at <= now() + make_interval(days => $1)
          ORDER BY expires_at
          FOR UPDATE SKIP LOCKED
       ), marked AS (
         UPDATE service_requests r SET expiry_reminded_at = now() FROM due WHERE r.id = due.id RETURNING r.*
       )
       ${SUBMITTED_SELECT}, r.expires_at AS "expiresAt" FROM marked r`,
      [days],
    )) as SubmittedRequest[];
  }

  /** Gives the account the confirmed requests sent without one to its (verified) address; their ids. */
  async attachToAccount(manager: EntityManager, userId: number, email: string): Promise<number[]> {
    const [rows] = (await manager.query(
      `UPDATE service_requests SET user_id = $1 WHERE contact_email = $2 AND user_id IS NULL AND status <> 'unconfirmed' RETURNING id`,
      [userId, email],
    )) as [Array<{ id: number }>, number];
    return rows.map((row) => row.id);
  }

  /** Lists an unconfirmed request; its fields for the mails, or null when it is not unconfirmed (any more). */
  async confirm(manager: EntityManager, id: number): Promise<SubmittedRequest | null> {
    const [row] = (await manager.query(
      `WITH confirmed AS (
         UPDATE service_requests
            SET status = 'active', confirmed_at = now(), expires_at = request_expires_at(wedding_date, now()), updated_at = now()
          WHERE id = $1 AND status = 'unconfirmed' RETURNING *
       )
       ${SUBMITTED_SELECT} FROM confirmed r`,
      [id],
    )) as SubmittedRequest[];
    return row ?? null;
  }

  /** The request's fields for the mails, in any status; null when it is gone. */
  async submitted(id: number, manager: EntityManager = this.dataSource.manager): Promise<SubmittedRequest | null> {
    const [row] = (await manager.query(`${SUBMITTED_SELECT} FROM service_requests r WHERE r.id = $1`, [id])) as SubmittedRequest[];
    return row ?? null;
  }

  /** Deletes the request when it is still unconfirmed; its contact e-mail, or null when nothing was deleted. */
  async deleteUnconfirmed(manager: EntityManager, id: number): Promise<{ contactEmail: string } | null> {
    const [deleted] = (await manager.query(
      `DELETE FROM service_requests WHERE id = $1 AND status = 'unconfirmed' RETURNING contact_email AS "contactEmail"`,
      [id],
    )) as [Array<{ contactEmail: string }>, number];
    return deleted[0] ?? null;
  }

  /** Deletes the unconfirmed requests created before `hoursAgo` hours (their links have expired); how many. */
  async deleteStaleUnconfirmed(hoursAgo: number): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM service_requests WHERE status = 'unconfirmed' AND created_at < now() - make_interval(hours => $1)`,
      [hoursAgo],
    )) as [unknown[], number];
    return count;
  }

  /**
   * The mailbox's owner opened "not me" (which proves the mailbox): anonymous requests to it are
   * blocked until `until` (a longer block stands), the unconfirmed ones made so far stop counting, and
   * `ownerPassHash` is the hash of the pass that lets the owner's own submissions through.
   */
  async recordOwnerRefusal(manager: EntityManager, key: string, until: Date, ownerPassHash: string): Promise<void> {
    await manager.query(
      `INSERT INTO request_email_blocks (email, blocked_until, owner_proven_at, owner_pass_hash) VALUES ($1, $2, now(), $3)
       ON CONFLICT (email) DO UPDATE
         SET blocked_until = GREATEST(request_email_blocks.blocked_until, EXCLUDED.blocked_until),
             owner_proven_at = EXCLUDED.owner_proven_at, owner_pass_hash = EXCLUDED.owner_pass_hash`,
      [key, until, ownerPassHash],
    );
  }

  /**
   * What the per-mailbox rules need of one contact e-mail, read in one statement after taking the
   * mailbox's lock (every spelling of one mailbox has one key: common/mailbox): whether it is
   * blocked and whether the submitter holds its owner's pass, its unconfirmed requests since the
   * owner last proved it (within `unconfirmedHours`, their link's life), its requests of the last 24
   * hours, and an identical live request of the last 24 hours (the same couple, date, services,
   * description, budget and place).
   */
  async lockAddressActivity(
    manager: EntityManager,
    fields: RequestFields,
    key: string,
    ownerPassHash: string | null,
    unconfirmedHours: number,
  ): Promise<AddressActivity> {
    // Until the caller's transaction ends, another submission to the mailbox waits here and then counts this one.
    await queryPrepared(manager, `SELECT pg_advisory_xact_lock(hashtext('svatby:request-mailbox'), hashtext($1))`, [key]);
    const [row] = await queryPrepared<AddressActivity>(
      manager,
      `WITH block AS (SELECT blocked_until, owner_proven_at, owner_pass_hash FROM request_email_blocks WHERE email = $1)
       SELECT coalesce((SELECT blocked_until > now() FROM block), false) AS blocked,
              coalesce((SELECT owner_pass_hash = $8 FROM block), false) AS owner,
              count(*) FILTER (
                WHERE status = 'unconfirmed' AND created_at > coalesce((SELECT owner_proven_at FROM block), '-infinity'::timestamptz)
              )::int AS unconfirmed,
              count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS "lastDay",
              (SELECT json_build_object('id', d.id, 'status', d.status)
                 FROM service_requests d
                WHERE d.contact_email_key = $1 AND d.created_at > now() - interval '1 day'
                  AND d.status IN ('unconfirmed', 'active')
                  AND d.couple_name = $2 AND d.wedding_date IS NOT DISTINCT FROM $3::date AND d.services = $4::varchar[]
                  AND d.description = $5 AND d.budget = $6 AND d.location = $7 AND d.details = $10::jsonb
                ORDER BY d.created_at DESC LIMIT 1) AS duplicate
         FROM service_requests
        WHERE contact_email_key = $1 AND created_at > now() - make_interval(hours => GREATEST($9::int, 24))`,
      [
        key,
        fields.coupleName,
        fields.weddingDate,
        fields.services,
        fields.description,
        fields.budget,
        fields.location,
        ownerPassHash,
        unconfirmedHours,
        JSON.stringify(fields.details),
      ],
    );
    return row;
  }

  /**
   * Records that the request was sent to these providers, once per request and provider; answers
   * the ids not recorded before (those to notify now).
   */
  async recordNotifications(manager: EntityManager, requestId: number, providerIds: number[]): Promise<Set<number>> {
    if (providerIds.length === 0) return new Set();
    const rows = (await manager.query(
      `INSERT INTO request_provider_notifications (request_id, provider_id)
       SELECT $1, unnest($2::int[])
       ON CONFLICT DO NOTHING
       RETURNING provider_id AS "providerId"`,
      [requestId, providerIds],
    )) as Array<{ providerId: number }>;
    return new Set(rows.map((row) => row.providerId));
  }

  async recordPage(filter: RequestRecordFilter): Promise<{ rows: RequestRecord[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.search) {
      const pattern = params.add(`%${escapeLike(foldText(filter.search))}%`);
      where.push(`(r.search_text LIKE ${pattern} OR ${CONTACT_TEXT} LIKE ${pattern})`);
    }
    if (filter.status) where.push(`r.status = ${params.add(filter.status)}`);
    if (filter.marked !== undefined) where.push(`r.marked_for_deletion_at IS ${filter.marked ? 'NOT NULL' : 'NULL'}`);
    if (filter.olderThanMonth !== undefined) {
      where.push(filter.olderThanMonth ? `r.created_at < now() - interval '1 month'` : `r.created_at >= now() - interval '1 month'`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return selectPage<RequestRecord>(this.dataSource, {
      select: RECORD_SELECT,
      countFrom: 'FROM service_requests r',
      where: whereSql,
      orderBy: await this.order(filter.sort),
      params,
      page: filter.page,
      pageSize: filter.pageSize,
    });
  }

  async record(id: number, manager: EntityManager = this.dataSource.manager): Promise<RequestRecord | null> {
    const [row] = (await manager.query(`${RECORD_SELECT} WHERE r.id = $1`, [id])) as RequestRecord[];
    return row ?? null;
  }

  /** Replaces the admin notes (null clears them); the previous notes, or null when there is no such request. */
  async setAdminNotes(manager: EntityManager, id: number, notes: string | null): Promise<{ previousNotes: string | null } | null> {
    const [before] = (await manager.query(`SELECT admin_notes AS notes FROM service_requests WHERE id = $1 FOR UPDATE`, [id])) as Array<{
      notes: string | null;
    }>;
    if (!before) return null;
    await manager.query(`UPDATE service_requests SET admin_notes = $2 WHERE id = $1`, [id, notes]);
    return { previousNotes: before.notes };
  }

  /** Marks the request for deletion (keeping the first mark's time) with `reason`; what it was before, or null when missing. */
  async markForDeletion(
    manager: EntityManager,
    id: number,
    reason: string,
  ): Promise<{ wasMarked: boolean; previousReason: string | null } | null> {
    const [before] = (await manager.query(
      `SELECT deletion_reason AS reason, marked_for_deletion_at IS NOT NULL AS marked FROM service_requests WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Array<{ reason: string | null; marked: boolean }>;
    if (!before) return null;
    await manager.query(
      `UPDATE service_requests SET marked_for_deletion_at = coalesce(marked_for_deletion_at, now()), deletion_reason = $2 WHERE id = $1`,
      [id, reason],
    );
    return { wasMarked: before.marked, previousReason: before.reason };
  }

  /**
   * Deletes the request with its notification rows (ON DELETE CASCADE); what identifies it (not the
   * couple's contact details), or null when there was none.
   */
  async delete(
    manager: EntityManager,
    id: number,
  ): Promise<{ title: string; status: string; marked: boolean; reason: string | null } | null> {
    const [deleted] = (await manager.query(
      `DELETE FROM service_requests WHERE id = $1
       RETURNING title, status, marked_for_deletion_at IS NOT NULL AS marked, deletion_reason AS reason`,
      [id],
    )) as [Array<{ title: string; status: string; marked: boolean; reason: string | null }>, number];
    return deleted[0] ?? null;
  }

  /** Requests created in each of the last `weeks` weeks (Monday first) in `timeZone`, oldest first, empty weeks included. */
  weeklyCounts(weeks: number, timeZone: string): Promise<Array<{ week: string; count: number }>> {
    return this.dataSource.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 week',
                                date_trunc('week', now() AT TIME ZONE $1), interval '1 week') AS week
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(r.id)::int AS count
         FROM weeks w
         LEFT JOIN service_requests r
           ON r.created_at >= (w.week AT TIME ZONE $1)
          AND r.created_at < ((w.week + interval '1 week') AT TIME ZONE $1)
        GROUP BY w.week
        ORDER BY w.week`,
      [timeZone, weeks],
    ) as Promise<Array<{ week: string; count: number }>>;
  }

  // ---- the account's data (export, erasure) ----

  /**
   * The requests of the account (user_id) and, when `email` is given (a proven address), those sent
   * without an account to it: every stored column a person could ask about, oldest first.
   */
  exportOf(userId: number, email: string | null): Promise<RequestExportRecord[]> {
    return this.dataSource.query(
      `SELECT r.id, r.title, r.primary_category_id AS "categoryId", r.services, r.description,
              to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.budget, r.status, r.details,
              r.couple_name AS "coupleName", r.contact_email AS "contactEmail", r.phone_country_code AS "phoneCountryCode",
              r.contact_phone AS "contactPhone", r.user_id IS NOT NULL AS "linkedToAccount", r.admin_notes AS "adminNotes",
              r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt", r.expires_at AS "expiresAt", r.updated_at AS "updatedAt"
         FROM service_requests r
        WHERE r.user_id = $1 OR ($2::varchar IS NOT NULL AND r.contact_email = $2::varchar)
        ORDER BY r.created_at, r.id`,
      [userId, email],
    ) as Promise<RequestExportRecord[]>;
  }

  /**
   * Erases the couple from their requests in the caller's transaction (the account's, and with
   * `email` those sent to that proven address): unconfirmed ones (never public) are deleted, listed
   * ones closed as 'cancelled', and every one keeps its wishes but loses its name, e-mail and phone
   * (the columns are NOT NULL: the name becomes ERASED_COUPLE_NAME, the e-mail ''), the operators'
   * notes (they may name the couple), its owner and its links (confirm / manage tokens). A "this was
   * not me" block of the address goes too: it names the address, and the double opt-in still guards
   * it. The ids of the requests concerned (deleted or erased).
   */
  async eraseContactsOf(manager: EntityManager, userId: number, email: string | null): Promise<number[]> {
    const where = `(user_id = $1 OR ($2::varchar IS NOT NULL AND contact_email = $2::varchar))`;
    const [deleted] = (await manager.query(`DELETE FROM service_requests WHERE ${where} AND status = 'unconfirmed' RETURNING id`, [
      userId,
      email,
    ])) as [Array<{ id: number }>, number];
    const [closed] = (await manager.query(
      `UPDATE service_requests
          SET status = CASE WHEN status = 'active' THEN 'cancelled' ELSE status END,
              couple_name = $3, contact_email = '', phone_country_code = NULL, contact_phone = NULL, admin_notes = NULL,
              user_id = NULL, updated_at = now()
        WHERE ${where}
        RETURNING id`,
      [userId, email, ERASED_COUPLE_NAME],
    )) as [Array<{ id: number }>, number];
    const ids = closed.map((row) => row.id);
    if (ids.length > 0) await manager.query(`DELETE FROM request_tokens WHERE request_id = ANY($1::int[])`, [ids]);
    if (email) await manager.query(`DELETE FROM request_email_blocks WHERE email = $1`, [mailboxKey(email)]);
    return [...deleted.map((row) => row.id), ...ids];
  }

  /** Every request in any status (the admin's requests table unfiltered) and how many of them are demo requests. */
  async countAll(): Promise<{ total: number; demo: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_demo)::int AS demo FROM service_requests`,
    )) as Array<{ total: number; demo: number }>;
    return row;
  }

  private async order(sort: RequestRecordFilter['sort']): Promise<string> {
    switch (sort) {
      case 'oldest':
        return 'r.created_at ASC, r.id ASC';
      case 'wedding-date':
        return 'r.wedding_date ASC NULLS LAST, r.created_at DESC, r.id DESC';
      case 'couple-name':
        return `r.couple_name${await czechCollateClause(this.dataSource)} ASC, r.id ASC`;
      default:
        return 'r.created_at DESC, r.id DESC';
    }
  }
}
