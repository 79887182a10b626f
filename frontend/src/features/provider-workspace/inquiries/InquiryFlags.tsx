import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import type { ServiceRequestDto } from '../../../api';
import { Tag } from '../../../shared/ui/Tag';
import { CAP_FULL_TEXT, capCountText, isCapFull } from '../../offers';
import './inquiryFlags.css';

export const INVITED_TEXT = 'Pozvánka od páru';

/** The invitation's flag, prominent at the card's top (issue 45). */
export function InvitationTag() {
  return (
    <Tag className="inquiry-invited" icon={<MailOutlined aria-hidden="true" />}>
      {INVITED_TEXT}
    </Tag>
  );
}

/**
 * The matching lines of a request card on the provider's lists (issue 45): 'Pozvánka od páru' when the couple
 * invited this provider, and how far the cap on offers is ('3 z 8 nabídek'; a full request says so: no
 * more offers, unless the provider is invited). Nothing for demo requests.
 */
export function InquiryFlags({ request }: { request: ServiceRequestDto }) {
  if (request.isDemo) return null;
  const full = isCapFull(request);
  return (
    <p className="inquiry-flags">
      {request.invited && <InvitationTag />}
      <span className={`offer-cap${full ? ' offer-cap--full' : ''}`}>{capCountText(request)}</span>
      {full && <span className="inquiry-flags__full">{CAP_FULL_TEXT}</span>}
      {request.invited && request.cappedOfferCount >= request.offerCap && (
        <span className="inquiry-flags__note">Jako pozvaný dodavatel máte místo pro nabídku vždy.</span>
      )}
    </p>
  );
}

/** Invited requests first, the rest in the server's order (the server sorts so too; a page keeps it). */
export function invitedFirst<Item extends Pick<ServiceRequestDto, 'invited'>>(items: readonly Item[]): Item[] {
  return [...items.filter((item) => item.invited), ...items.filter((item) => !item.invited)];
}
