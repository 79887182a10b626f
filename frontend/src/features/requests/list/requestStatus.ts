import type { ServiceRequestDto, UpdateRequestStatusDto } from '../../../api';

export type RequestStatus = ServiceRequestDto['status'];

/** Czech labels of the request statuses (seed 001, "Request statuses"). */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  unconfirmed: 'Čeká na potvrzení',
  active: 'Aktivní',
  fulfilled: 'Splněno',
  cancelled: 'Zrušeno',
  resolved: 'Vyřešeno',
  no_interest: 'Neaktuální',
  // The couple accepted an offer (issue 19): closed to new offers, still closable by the couple.
  booked: 'Vybráno',
  expired: 'Vypršela',
};

/** The reasons the couple can close a request with (the API's owner statuses but 'active'). */
export type ClosedStatus = Exclude<UpdateRequestStatusDto['status'], 'active'>;

/** The reasons a couple can close a request with, in the dialog's order. */
export const CLOSE_REASONS: { value: ClosedStatus; label: string }[] = [
  { value: 'fulfilled', label: STATUS_LABELS.fulfilled },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
  { value: 'resolved', label: STATUS_LABELS.resolved },
  { value: 'no_interest', label: STATUS_LABELS.no_interest },
];
