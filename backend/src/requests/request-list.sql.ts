/*
 * The public request list's SQL and the mapping of its rows, as pure functions that RequestsService
 * runs (unit-tested without a database). `make bench`'s baseline keeps its own copy of the default
 * page's statement (bench/baseline-sql.mjs), checked against the app's answers before each run.
 */
import type { BudgetBand } from '../common/text/budget-band';
import { foldText } from '../common/text/fold';
import { escapeLike, preparedName, SqlParams, type ReadRows, type SqlQuery } from '../database/sql-query';
import type { ServiceRequestDto } from './dto/service-request.dto';
import type { RequestSort } from './request-constants';

export const REQUEST_PAGE_SIZE_DEFAULT = 12;

const ORDER_BY: Record<RequestSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  'budget-high': 'r.budget_amount DESC NULLS LAST, r.created_at DESC, r.id DESC',
  'budget-low': 'r.budget_amount ASC NULLS LAST, r.created_at DESC, r.id DESC',
};

/** Columns of the list and detail queries; contact columns are added only for allowed viewers. */
export const REQUEST_PUBLIC_COLUMNS = `r.id, r.title, c.name AS category, r.primary_category_id AS "categoryId", r.description,
  r.created_at AS "createdAt", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.budget,
  r.budget_band AS "budgetBand", r.services, r.status`;
export const REQUEST_CONTACT_COLUMNS = `, r.couple_name AS "coupleName", r.contact_email AS "contactEmail",
  r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone"`;

/**
 * The number of active requests, kept by triggers (ActiveRequestCounts1763703000100): the list's
 * total when nothing filters it, without counting 100 000 rows.
 */
export const ACTIVE_REQUEST_TOTAL_SQL = `SELECT coalesce(sum(active), 0)::int AS total FROM derived.active_request_counts`;

export interface RequestRow extends Omit<ServiceRequestDto, 'createdAt' | 'canSeeContact' | 'contactInfo'> {
  createdAt: Date;
  /** The list's total, on every row of an unfiltered page (requestListQueries). */
  listTotal?: number;
  coupleName?: string;
  contactEmail?: string;
  phoneCountryCode?: string | null;
  contactPhone?: string | null;
}

/** What the list filters by, already validated (ListServiceRequestsQueryDto). */
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
 * any of them (the provider's "relevant only").
 */
export function requestListQueries(
  filters: RequestListFilters,
  options: { contacts: boolean; onlyCategories?: string[] },
): RequestListQueries {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? REQUEST_PAGE_SIZE_DEFAULT;
  const params = new SqlParams();

  const where = [`r.status = 'active'`];
  if (filters.search) where.push(`r.search_text LIKE ${params.add(`%${escapeLike(foldText(filters.search))}%`)}`);
  const categories = [...new Set([filters.category, ...(filters.categories ?? [])].filter((id): id is string => Boolean(id)))];
  if (categories.length === 1) where.push(`r.matched_categories @> ARRAY[${params.add(categories[0])}]::varchar[]`);
  if (categories.length > 1) where.push(`r.matched_categories && ${params.add(categories)}::varchar[]`);
  if (filters.location && !foldText(filters.location).startsWith('cela')) {
    where.push(`r.location_folded LIKE ${params.add(`%${escapeLike(foldText(filters.location))}%`)}`);
  }
  if (filters.budget) where.push(`r.budget_band = ${params.add(filters.budget)}`);
  if (options.onlyCategories) where.push(`r.matched_categories && ${params.add(options.onlyCategories)}::varchar[]`);
  const whereSql = where.join(' AND ');
  // Without filters the total is the counter: read in the same statement (an uncorrelated
  // subquery, computed once with the first row). A filtered count costs as much as the page
  // itself: it runs in parallel on another connection instead.
  const totalInRows = where.length === 1;
  const total: SqlQuery = totalInRows
    ? { text: ACTIVE_REQUEST_TOTAL_SQL, values: [] }
    : { text: `SELECT count(*)::int AS total FROM service_requests r WHERE ${whereSql}`, values: [...params.values] };
  const rowsText = `SELECT ${REQUEST_PUBLIC_COLUMNS}${options.contacts ? REQUEST_CONTACT_COLUMNS : ''}${
    totalInRows
      ? `,
        (${ACTIVE_REQUEST_TOTAL_SQL}) AS "listTotal"`
      : ''
  }
      FROM service_requests r JOIN service_categories c ON c.id = r.primary_category_id
      WHERE ${whereSql}
      ORDER BY ${ORDER_BY[filters.sort ?? 'newest']}
      LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`;
  const rows: SqlQuery = totalInRows ? { text: rowsText, values: params.values, name: preparedName(rowsText) } : { text: rowsText, values: params.values };
  return { page, pageSize, rows, total, totalInRows };
}

/** Runs the page's statement(s). */
export async function runRequestList(queries: RequestListQueries, run: ReadRows): Promise<{ rows: RequestRow[]; total: number }> {
  const count = async () => (await run<{ total: number }>(queries.total))[0].total;
  if (!queries.totalInRows) {
    const [rows, total] = await Promise.all([run<RequestRow>(queries.rows), count()]);
    return { rows, total };
  }
  const rows = await run<RequestRow>(queries.rows);
  return { rows, total: rows.length > 0 ? rows[0].listTotal! : await count() };
}

/** A row of the list or detail query as the API answers it. */
export function toServiceRequestDto(row: RequestRow, canSee: boolean): ServiceRequestDto {
  const { coupleName, contactEmail, phoneCountryCode, contactPhone, createdAt, listTotal, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    canSeeContact: canSee,
    ...(canSee
      ? {
          contactInfo: {
            name: coupleName!,
            email: contactEmail!,
            phone: contactPhone ? `${phoneCountryCode ?? ''} ${contactPhone}`.trim() : null,
          },
        }
      : {}),
  };
}
