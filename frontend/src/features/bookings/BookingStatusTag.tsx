import { Tag } from '../../shared/ui/Tag';
import { BOOKING_STATUS_LABELS } from './bookingLabels';
import type { BookingStatusName } from './bookingLabels';
import './bookingStatus.css';

/** A booking's state in colours that pass AA contrast; screen readers hear 'Stav rezervace: …'. */
export function BookingStatusTag({ status }: { status: BookingStatusName }) {
  return (
    <Tag className={`booking-status booking-status--${status}`}>
      <span className="sr-only">Stav rezervace: </span>
      {BOOKING_STATUS_LABELS[status]}
    </Tag>
  );
}
