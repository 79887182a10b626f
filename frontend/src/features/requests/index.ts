/*
 * The requests' public surface. The request list's parts (list/): the card, the detail dialog with its
 * role-dependent contact block, the status badge and labels, the sorts, from which /inquiries, both
 * dashboards and the admin's requests tab build their lists (/poptavky and the request's link page,
 * link/, are this feature's own). And the home page's request form section (form/), which the home
 * page composes.
 */
export { REQUEST_RESULTS, RequestCard, RequestCardSkeleton, useCategoryLookup } from './list/RequestCard';
export type { CategoryLookup } from './list/RequestCard';
export { RequestDetailDialog } from './list/RequestDetailDialog';
export { RequestStatusBadge } from './list/RequestStatusBadge';
export { DEMO_REQUEST_LABEL } from './list/DemoRequestBadge';
export { CLOSE_REASONS, STATUS_LABELS } from './list/requestStatus';
export type { ClosedStatus, RequestStatus } from './list/requestStatus';
export { DEFAULT_SORT, isRequestSort, SORT_OPTIONS } from './list/requestSort';
export type { RequestSort } from './list/requestSort';
export { RequestSection } from './form/RequestSection';
export { sentRequestsTo } from './form/sentRequests';
export type { SentRequest } from './form/sentRequests';
