import type { ServiceRequestDto } from '../../api';
import { CoupleBookings } from '../bookings';
import { RequestOffers } from '../offers';

/**
 * Below each of the couple's requests: its bookings (state, deposit, document) right above the offers panel's
 * 'Co dál', which points to them, then its offers. Both use antd: loaded after the requests are drawn.
 */
export default function RequestFollowUp({ request }: { request: ServiceRequestDto }) {
  return (
    <>
      <CoupleBookings requestId={request.id} headingLevel={3} />
      <RequestOffers request={request} headingLevel={4} />
    </>
  );
}
