import type { ServiceRequestDto } from '../../api';

export type RequestStatus = ServiceRequestDto['status'];

/** Czech labels of the request statuses (seed 001, "Request statuses"). */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  active: 'Aktivní',
  fulfilled: 'Splněno',
  cancelled: 'Zrušeno',
  resolved: 'Vyřešeno',
  no_interest: 'Neaktuální',
};

export type ClosedStatus = Exclude<RequestStatus, 'active'>;

/** The reasons a couple can close a request with, in the dialog's order. */
export const CLOSE_REASONS: { value: ClosedStatus; label: string }[] = [
  { value: 'fulfilled', label: STATUS_LABELS.fulfilled },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
  { value: 'resolved', label: STATUS_LABELS.resolved },
  { value: 'no_interest', label: STATUS_LABELS.no_interest },
];
