/**
 * The public surface of `requests/`. Couples' requests: what other modules may use.
 * Other modules import from this file (and `requests.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { requestBudget } from './budget';
export { RequestLinkTokenDto } from './dto/request-link.dto';
export { REQUEST_STATUSES } from './entities/service-request.entity';
export type { RequestStatus } from './entities/service-request.entity';
export { REQUEST_NOT_FOUND, REQUEST_OFFER_CAP } from './request-constants';
export { REQUEST_LIFECYCLE_MESSAGES, REQUEST_RATE_LIMITS } from './request-lifecycle';
export type { RequestListed, RequestListedReason, RequestOpened, RequestsAttached } from './request-events';
export type { InvitationRequestContext, OfferRequestContext, RequestRecord } from './requests.repository';
export { RequestsService } from './requests.service';
export { RequestAdministration } from './request-administration.service';
