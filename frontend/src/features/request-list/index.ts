/*
 * The request list module: the card, the detail dialog with its role-dependent contact block, the
 * status badge and labels, the sorts. /poptavky, /inquiries, both dashboards and the admin's
 * requests tab build their lists from these.
 */
export { REQUEST_RESULTS, RequestCard, RequestCardSkeleton, useCategoryLookup } from './RequestCard';
export type { CategoryLookup } from './RequestCard';
export { DEMO_REQUEST_CONTACT_TEXT } from './RequestContactBlock';
export { preloadRequestDetail, RequestDetailDialog } from './RequestDetailDialog';
export { RequestStatusBadge } from './RequestStatusBadge';
export { CLOSE_REASONS, STATUS_LABELS } from './requestStatus';
export type { ClosedStatus, RequestStatus } from './requestStatus';
export { DEFAULT_SORT, isRequestSort, SORT_OPTIONS } from './requestSort';
export type { RequestSort } from './requestSort';
