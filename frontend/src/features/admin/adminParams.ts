import type {
  AdminAuditLogApiArg,
  AdminBookingsListApiArg,
  AdminListInvoicesApiArg,
  AdminMessageReportsApiArg,
  AdminProvidersApiArg,
  AdminRequestsApiArg,
  AdminReviewsApiArg,
  ConversationSide,
  MessageReportReason,
  MessageReportStatus,
} from '../../api';
import { readPage } from '../../shared/listParams';
import type { ListParamsConfig } from '../../shared/listParams';
import { STATUS_LABELS } from '../requests';
import type { RequestStatus } from '../requests';
import { BOOKING_STATUS_LABELS } from '../bookings';
import type { BookingStatusName } from '../bookings';

/**
 * URL state of the admin panel (/admin): the open tab and, per tab, the search, filters, sort and
 * page, so that a filtered table can be reloaded, shared and navigated with back / forward.
 * Both tables live in one query string, hence the distinct parameter names.
 */

/** Rows per page of both admin tables (the server allows at most 50). */
export const ADMIN_PAGE_SIZE = 20;

/** Debounce of the search boxes before they reach the URL (and the server). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** The tab parameter: absent for the requests tab (the default), else the tab's Czech name. */
export const TAB_PARAM = 'zalozka';
export type AdminTab = 'requests' | 'providers' | 'bookings' | 'invoices' | 'reviews' | 'messages' | 'audit';
const TAB_VALUES: Record<Exclude<AdminTab, 'requests'>, string> = {
  providers: 'dodavatele',
  bookings: 'rezervace',
  invoices: 'faktury',
  reviews: 'hodnoceni',
  messages: 'zpravy',
  audit: 'audit',
};

export function readTab(params: URLSearchParams): AdminTab {
  const value = params.get(TAB_PARAM);
  const found = (Object.keys(TAB_VALUES) as Array<keyof typeof TAB_VALUES>).find((tab) => TAB_VALUES[tab] === value);
  return found ?? 'requests';
}

/** The query string with `tab` open; the filters of every table are kept. */
export function withTab(current: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'requests') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, TAB_VALUES[tab]);
  return next;
}

/* ---------- Requests tab ---------- */

export const REQUEST_PARAMS = {
  search: 'hledat',
  status: 'stav',
  marked: 'oznacene',
  old: 'starsi',
  sort: 'razeni',
  page: 'strana',
} as const;

export type RequestParamName = (typeof REQUEST_PARAMS)[keyof typeof REQUEST_PARAMS];
export type AdminRequestSort = NonNullable<AdminRequestsApiArg['sort']>;

export const REQUEST_SORT_OPTIONS: { value: AdminRequestSort; label: string }[] = [
  { value: 'newest', label: 'Nejnovější' },
  { value: 'oldest', label: 'Nejstarší' },
  { value: 'wedding-date', label: 'Podle data svatby' },
  { value: 'couple-name', label: 'Podle jména páru' },
];

export const DEFAULT_REQUEST_SORT: AdminRequestSort = 'newest';

/** The status filter's options, with the labels the dashboard uses. */
export const REQUEST_STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as RequestStatus[]).map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export const REQUEST_LIST_PARAMS: ListParamsConfig = {
  pageParam: REQUEST_PARAMS.page,
  defaults: { [REQUEST_PARAMS.sort]: DEFAULT_REQUEST_SORT },
};

/** A boolean filter is '1' in the URL when on and absent when off. */
export const FLAG_ON = '1';

export interface AdminRequestFilters {
  search: string;
  status?: RequestStatus;
  /** 'Jen označené': only requests marked for deletion. */
  marked: boolean;
  /** 'Starší než měsíc': only requests older than one month. */
  olderThanMonth: boolean;
  sort: AdminRequestSort;
  page: number;
}

const isRequestStatus = (value: string | null): value is RequestStatus =>
  value !== null && Object.prototype.hasOwnProperty.call(STATUS_LABELS, value);
const isRequestSort = (value: string | null): value is AdminRequestSort =>
  REQUEST_SORT_OPTIONS.some((option) => option.value === value);

/** Reads the requests tab's filters; unknown or malformed values fall back to "no filter". */
export function readRequestFilters(params: URLSearchParams): AdminRequestFilters {
  const status = params.get(REQUEST_PARAMS.status);
  const sort = params.get(REQUEST_PARAMS.sort);
  return {
    search: (params.get(REQUEST_PARAMS.search) ?? '').trim(),
    status: isRequestStatus(status) ? status : undefined,
    marked: params.get(REQUEST_PARAMS.marked) === FLAG_ON,
    olderThanMonth: params.get(REQUEST_PARAMS.old) === FLAG_ON,
    sort: isRequestSort(sort) ? sort : DEFAULT_REQUEST_SORT,
    page: readPage(params, REQUEST_PARAMS.page),
  };
}

export function countRequestFilters(filters: AdminRequestFilters): number {
  return [filters.search, filters.status, filters.marked, filters.olderThanMonth].filter(Boolean).length;
}

/** The list call for these filters (a filter that is off is not sent). */
export function toRequestsArg(filters: AdminRequestFilters): AdminRequestsApiArg {
  return {
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    status: filters.status,
    marked: filters.marked || undefined,
    olderThanMonth: filters.olderThanMonth || undefined,
    sort: filters.sort,
  };
}

/* ---------- Providers tab ---------- */

export const PROVIDER_PARAMS = {
  search: 'hledat-dodavatele',
  subscription: 'predplatne',
  category: 'kategorie',
  sort: 'razeni-dodavatelu',
  page: 'strana-dodavatelu',
} as const;

export type ProviderParamName = (typeof PROVIDER_PARAMS)[keyof typeof PROVIDER_PARAMS];
export type AdminProviderSort = NonNullable<AdminProvidersApiArg['sort']>;
export type SubscriptionFilter = NonNullable<AdminProvidersApiArg['subscription']>;

export const PROVIDER_SORT_OPTIONS: { value: AdminProviderSort; label: string }[] = [
  { value: 'newest', label: 'Nejnovější' },
  { value: 'oldest', label: 'Nejstarší' },
  { value: 'company-name', label: 'Podle názvu firmy' },
];

export const DEFAULT_PROVIDER_SORT: AdminProviderSort = 'newest';

export const SUBSCRIPTION_FILTER_OPTIONS: { value: SubscriptionFilter; label: string }[] = [
  { value: 'active', label: 'Aktivní předplatné' },
  { value: 'none', label: 'Bez předplatného' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
];

export const PROVIDER_LIST_PARAMS: ListParamsConfig = {
  pageParam: PROVIDER_PARAMS.page,
  defaults: { [PROVIDER_PARAMS.sort]: DEFAULT_PROVIDER_SORT },
};

export interface AdminProviderFilters {
  search: string;
  subscription?: SubscriptionFilter;
  /** A category id. */
  category?: string;
  sort: AdminProviderSort;
  page: number;
}

const isSubscriptionFilter = (value: string | null): value is SubscriptionFilter =>
  SUBSCRIPTION_FILTER_OPTIONS.some((option) => option.value === value);
const isProviderSort = (value: string | null): value is AdminProviderSort =>
  PROVIDER_SORT_OPTIONS.some((option) => option.value === value);

export function readProviderFilters(params: URLSearchParams): AdminProviderFilters {
  const subscription = params.get(PROVIDER_PARAMS.subscription);
  const sort = params.get(PROVIDER_PARAMS.sort);
  return {
    search: (params.get(PROVIDER_PARAMS.search) ?? '').trim(),
    subscription: isSubscriptionFilter(subscription) ? subscription : undefined,
    category: params.get(PROVIDER_PARAMS.category)?.trim() || undefined,
    sort: isProviderSort(sort) ? sort : DEFAULT_PROVIDER_SORT,
    page: readPage(params, PROVIDER_PARAMS.page),
  };
}

export function countProviderFilters(filters: AdminProviderFilters): number {
  return [filters.search, filters.subscription, filters.category].filter(Boolean).length;
}

export function toProvidersArg(filters: AdminProviderFilters): AdminProvidersApiArg {
  return {
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    subscription: filters.subscription,
    category: filters.category,
    sort: filters.sort,
  };
}

/* ---------- Reviews tab ---------- */

export const REVIEW_PARAMS = {
  reported: 'nahlasene',
  status: 'stav-hodnoceni',
  provider: 'dodavatel',
  rating: 'hvezdy',
  page: 'strana-hodnoceni',
} as const;

export type ReviewParamName = (typeof REVIEW_PARAMS)[keyof typeof REVIEW_PARAMS];
export type AdminReviewStatus = NonNullable<AdminReviewsApiArg['status']>;

export const REVIEW_STATUS_LABELS: Record<AdminReviewStatus, string> = {
  pending: 'Čeká na potvrzení',
  confirmed: 'Zveřejněné',
  hidden: 'Skryté',
};

export const REVIEW_STATUS_OPTIONS = (Object.keys(REVIEW_STATUS_LABELS) as AdminReviewStatus[]).map((status) => ({
  value: status,
  label: REVIEW_STATUS_LABELS[status],
}));

export const REVIEW_RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} z 5` }));

export const REVIEW_LIST_PARAMS: ListParamsConfig = { pageParam: REVIEW_PARAMS.page, defaults: {} };

export interface AdminReviewFilters {
  /** 'Jen nahlášené': only reviews with open reports. */
  reported: boolean;
  status?: AdminReviewStatus;
  /** A provider id, as typed ('' for none; only digits reach the server). */
  provider: string;
  rating?: number;
  page: number;
}

const isReviewStatus = (value: string | null): value is AdminReviewStatus =>
  value !== null && Object.prototype.hasOwnProperty.call(REVIEW_STATUS_LABELS, value);

export function readReviewFilters(params: URLSearchParams): AdminReviewFilters {
  const status = params.get(REVIEW_PARAMS.status);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  return {
    reported: params.get(REVIEW_PARAMS.reported) === FLAG_ON,
    status: isReviewStatus(status) ? status : undefined,
    provider: (params.get(REVIEW_PARAMS.provider) ?? '').trim(),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    page: readPage(params, REVIEW_PARAMS.page),
  };
}

export function countReviewFilters(filters: AdminReviewFilters): number {
  return [filters.reported, filters.status, filters.provider, filters.rating].filter(Boolean).length;
}

export function toReviewsArg(filters: AdminReviewFilters): AdminReviewsApiArg {
  const providerId = /^\d{1,10}$/.test(filters.provider) ? Number(filters.provider) : undefined;
  return {
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
    reported: filters.reported || undefined,
    status: filters.status,
    providerId: providerId && providerId <= 2_147_483_647 ? providerId : undefined,
    rating: filters.rating,
  };
}

/* ---------- Messages tab ('Zprávy': reported messages) ---------- */

export const MESSAGE_REPORT_PARAMS = {
  status: 'stav-zprav',
  page: 'strana-zprav',
} as const;

export type MessageReportParamName = (typeof MESSAGE_REPORT_PARAMS)[keyof typeof MESSAGE_REPORT_PARAMS];

/** The open reports are the work queue: the default, absent from the URL. */
export const DEFAULT_MESSAGE_REPORT_STATUS: MessageReportStatus = 'open';

export const MESSAGE_REPORT_STATUS_LABELS: Record<MessageReportStatus, string> = {
  open: 'Otevřená nahlášení',
  resolved: 'Vyřízená nahlášení',
};

export const MESSAGE_REPORT_STATUS_OPTIONS = (Object.keys(MESSAGE_REPORT_STATUS_LABELS) as MessageReportStatus[]).map((status) => ({
  value: status,
  label: MESSAGE_REPORT_STATUS_LABELS[status],
}));

/** The reasons a side reports a message for (the conversation's 'Nahlásit' offers the same). */
export const MESSAGE_REPORT_REASON_LABELS: Record<MessageReportReason, string> = {
  spam: 'Spam',
  offensive: 'Urážlivé',
  scam: 'Podvod',
  other: 'Jiné',
};

/** Who reported (or wrote) a message: the couple or the provider of the conversation. */
export const CONVERSATION_SIDE_LABELS: Record<ConversationSide, string> = { couple: 'Pár', provider: 'Dodavatel' };

/** The conversation of a question asked from the portfolio (no request). */
export const QUESTION_THREAD_LABEL = 'Dotaz z portfolia';

export const MESSAGE_REPORT_LIST_PARAMS: ListParamsConfig = { pageParam: MESSAGE_REPORT_PARAMS.page, defaults: {} };

export interface MessageReportFilters {
  status: MessageReportStatus;
  page: number;
}

const isMessageReportStatus = (value: string | null): value is MessageReportStatus =>
  value !== null && Object.prototype.hasOwnProperty.call(MESSAGE_REPORT_STATUS_LABELS, value);

export function readMessageReportFilters(params: URLSearchParams): MessageReportFilters {
  const status = params.get(MESSAGE_REPORT_PARAMS.status);
  return {
    status: isMessageReportStatus(status) ? status : DEFAULT_MESSAGE_REPORT_STATUS,
    page: readPage(params, MESSAGE_REPORT_PARAMS.page),
  };
}

/** The resolved reports count as a filter (the open ones are the default view). */
export function countMessageReportFilters(filters: MessageReportFilters): number {
  return filters.status === DEFAULT_MESSAGE_REPORT_STATUS ? 0 : 1;
}

export function toMessageReportsArg(filters: MessageReportFilters): AdminMessageReportsApiArg {
  return { page: filters.page, pageSize: ADMIN_PAGE_SIZE, status: filters.status };
}

/** The tab label's count: the open reports, whatever the tab shows (one row is enough for the total). */
export const OPEN_MESSAGE_REPORTS_ARG: AdminMessageReportsApiArg = { page: 1, pageSize: 1, status: 'open' };

/* ---------- Table header sorting ---------- */

export type SortOrder = 'ascend' | 'descend' | null;

/**
 * The server sorts of a table mapped onto its column headers: `column` → the sort for each
 * direction. A column shows the direction whose sort is the current one.
 */
export type ColumnSorts<Sort extends string> = Record<string, Partial<Record<'ascend' | 'descend', Sort>>>;

/** The header arrow of `column` for the current sort. */
export function columnSortOrder<Sort extends string>(sorts: ColumnSorts<Sort>, column: string, current: Sort): SortOrder {
  const directions = sorts[column] ?? {};
  if (directions.ascend === current) return 'ascend';
  if (directions.descend === current) return 'descend';
  return null;
}

/** The sort chosen by clicking a header (no direction: back to the default sort). */
export function sortFromColumn<Sort extends string>(
  sorts: ColumnSorts<Sort>,
  column: string | undefined,
  order: SortOrder | undefined,
  fallback: Sort,
): Sort {
  if (!column || !order) return fallback;
  return sorts[column]?.[order] ?? fallback;
}

export const REQUEST_COLUMN_SORTS: ColumnSorts<AdminRequestSort> = {
  coupleName: { ascend: 'couple-name' },
  createdAt: { descend: 'newest', ascend: 'oldest' },
  weddingDate: { ascend: 'wedding-date' },
};

export const PROVIDER_COLUMN_SORTS: ColumnSorts<AdminProviderSort> = {
  companyName: { ascend: 'company-name' },
  createdAt: { descend: 'newest', ascend: 'oldest' },
};

/* ---------- Audit tab ---------- */

export const AUDIT_PARAMS = {
  action: 'akce',
  page: 'strana-auditu',
} as const;

export type AuditParamName = (typeof AUDIT_PARAMS)[keyof typeof AUDIT_PARAMS];
export type AuditAction = NonNullable<AdminAuditLogApiArg['action']>;

/** What each recorded action is called in the panel. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'request.notes': 'Poznámky k poptávce',
  'request.mark-deletion': 'Označení poptávky pro smazání',
  'request.delete': 'Smazání poptávky',
  'provider.delete': 'Smazání dodavatele',
  'provider.activate-subscription': 'Aktivace předplatného zdarma',
  'provider.deactivate-subscription': 'Deaktivace předplatného',
  'backup.download': 'Stažení zálohy databáze',
  'review.hide': 'Skrytí hodnocení',
  'review.restore': 'Obnovení hodnocení',
  'review.delete': 'Smazání hodnocení',
  'message-report.dismiss': 'Ponechání nahlášené zprávy',
  'message-report.block': 'Zablokování odesílatele zprávy',
  'user.messaging-block': 'Zablokování zpráv a nabídek účtu',
  'user.messaging-unblock': 'Odblokování zpráv a nabídek účtu',
  'request.messaging-block': 'Zablokování zpráv z poptávky bez účtu',
  'request.messaging-unblock': 'Odblokování zpráv z poptávky bez účtu',
  'booking.cancel': 'Zrušení rezervace',
  'payment.refund': 'Vrácení platby',
  'api-token.create': 'Vytvoření API tokenu',
  'api-token.revoke': 'Zneplatnění API tokenu',
};

export const AUDIT_ACTION_OPTIONS = (Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]).map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));

export const AUDIT_LIST_PARAMS: ListParamsConfig = { pageParam: AUDIT_PARAMS.page, defaults: {} };

export interface AuditFilters {
  action?: AuditAction;
  page: number;
}

const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && Object.prototype.hasOwnProperty.call(AUDIT_ACTION_LABELS, value);

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get(AUDIT_PARAMS.action);
  return { action: isAuditAction(action) ? action : undefined, page: readPage(params, AUDIT_PARAMS.page) };
}

export function toAuditArg(filters: AuditFilters): AdminAuditLogApiArg {
  return { page: filters.page, pageSize: ADMIN_PAGE_SIZE, action: filters.action };
}

/** The sort controls of the two sortable tables (AdminTable's `sort`, with the current value). */
export const REQUEST_TABLE_SORT = {
  param: REQUEST_PARAMS.sort,
  options: REQUEST_SORT_OPTIONS,
  columns: REQUEST_COLUMN_SORTS,
  fallback: DEFAULT_REQUEST_SORT,
};

export const PROVIDER_TABLE_SORT = {
  param: PROVIDER_PARAMS.sort,
  options: PROVIDER_SORT_OPTIONS,
  columns: PROVIDER_COLUMN_SORTS,
  fallback: DEFAULT_PROVIDER_SORT,
};

/* ---------- Bookings tab ('Rezervace', issue 44) ---------- */

export const BOOKING_PARAMS = {
  search: 'hledat-rezervace',
  status: 'stav-rezervace',
  sort: 'razeni-rezervaci',
  page: 'strana-rezervaci',
} as const;

export type BookingParamName = (typeof BOOKING_PARAMS)[keyof typeof BOOKING_PARAMS];
export type AdminBookingSort = NonNullable<AdminBookingsListApiArg['sort']>;

export const BOOKING_SORT_OPTIONS: { value: AdminBookingSort; label: string }[] = [
  { value: 'newest', label: 'Nejnovější' },
  { value: 'oldest', label: 'Nejstarší' },
  { value: 'event-date', label: 'Podle data svatby' },
  { value: 'provider', label: 'Podle dodavatele' },
  { value: 'couple', label: 'Podle jména páru' },
];

export const DEFAULT_BOOKING_SORT: AdminBookingSort = 'newest';

/** The status filter's options, with the labels both sides see. */
export const BOOKING_STATUS_OPTIONS = (Object.keys(BOOKING_STATUS_LABELS) as BookingStatusName[]).map((status) => ({
  value: status,
  label: BOOKING_STATUS_LABELS[status],
}));

export const BOOKING_LIST_PARAMS: ListParamsConfig = {
  pageParam: BOOKING_PARAMS.page,
  defaults: { [BOOKING_PARAMS.sort]: DEFAULT_BOOKING_SORT },
};

export interface AdminBookingFilters {
  /** A booking number, a company or a couple. */
  search: string;
  status?: BookingStatusName;
  sort: AdminBookingSort;
  page: number;
}

const isBookingStatus = (value: string | null): value is BookingStatusName =>
  value !== null && Object.prototype.hasOwnProperty.call(BOOKING_STATUS_LABELS, value);
const isBookingSort = (value: string | null): value is AdminBookingSort =>
  BOOKING_SORT_OPTIONS.some((option) => option.value === value);

export function readBookingFilters(params: URLSearchParams): AdminBookingFilters {
  const status = params.get(BOOKING_PARAMS.status);
  const sort = params.get(BOOKING_PARAMS.sort);
  return {
    search: (params.get(BOOKING_PARAMS.search) ?? '').trim(),
    status: isBookingStatus(status) ? status : undefined,
    sort: isBookingSort(sort) ? sort : DEFAULT_BOOKING_SORT,
    page: readPage(params, BOOKING_PARAMS.page),
  };
}

export function countBookingFilters(filters: AdminBookingFilters): number {
  return [filters.search, filters.status].filter(Boolean).length;
}

export function toBookingsArg(filters: AdminBookingFilters): AdminBookingsListApiArg {
  return {
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    status: filters.status,
    sort: filters.sort,
  };
}

export const BOOKING_COLUMN_SORTS: ColumnSorts<AdminBookingSort> = {
  createdAt: { descend: 'newest', ascend: 'oldest' },
  eventDate: { ascend: 'event-date' },
  provider: { ascend: 'provider' },
  couple: { ascend: 'couple' },
};

export const BOOKING_TABLE_SORT = {
  param: BOOKING_PARAMS.sort,
  options: BOOKING_SORT_OPTIONS,
  columns: BOOKING_COLUMN_SORTS,
  fallback: DEFAULT_BOOKING_SORT,
};

/* ---------- Invoices tab ('Faktury', issue 47) ---------- */

export const INVOICE_PARAMS = {
  search: 'hledat-faktury',
  page: 'strana-faktur',
} as const;

export type InvoiceParamName = (typeof INVOICE_PARAMS)[keyof typeof INVOICE_PARAMS];

export const INVOICE_LIST_PARAMS: ListParamsConfig = { pageParam: INVOICE_PARAMS.page, defaults: {} };

export interface AdminInvoiceFilters {
  /** An invoice number or a company (the buyer's name on the invoice). */
  search: string;
  page: number;
}

export function readInvoiceFilters(params: URLSearchParams): AdminInvoiceFilters {
  return { search: (params.get(INVOICE_PARAMS.search) ?? '').trim(), page: readPage(params, INVOICE_PARAMS.page) };
}

export function countInvoiceFilters(filters: AdminInvoiceFilters): number {
  return filters.search ? 1 : 0;
}

/** The list call, newest first (the server's order). */
export function toInvoicesArg(filters: AdminInvoiceFilters): AdminListInvoicesApiArg {
  return { page: filters.page, pageSize: ADMIN_PAGE_SIZE, q: filters.search || undefined };
}
