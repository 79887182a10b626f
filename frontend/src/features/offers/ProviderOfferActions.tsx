import CrownOutlined from '@ant-design/icons/es/icons/CrownOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { useMemo, useState } from 'react';
import { useProviderOffersQuery, useSubscriptionInfoQuery } from '../../api';
import type { OfferDto, RequestReplyDto, ServiceRequestDto } from '../../api';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { href } from '../../shared/paths';
import { subscriptionPromptPath } from '../../shared/SubscriptionContactLink';
import { LazyOfferFormDialog as OfferFormDialog } from './LazyOfferFormDialog';
import { OfferStatusTag } from './OfferStatusTag';
import { isCapFull } from './offerCap';
import { OneTapReplies } from './OneTapReplies';
import './offers.css';
import './offerCardAction.css';
import './oneTapReplies.css';

export const NOT_SUBSCRIBED_TEXT = 'Nabídky mohou posílat jen dodavatelé s aktivním předplatným.';

/** The way to subscribe of an unsubscribed provider the couple invited (issue 45). */
export const INVITED_SUBSCRIBE_TEXT = 'Předplaťte si Svatby a odpovězte na pozvánku';

/**
 * Whether the signed-in provider may send offers: an active subscription (the server decides in the
 * end and says why not, e.g. a messaging block). When the subscription cannot be read the button
 * stays, so that the server's answer explains.
 */
export function useCanSendOffers(skip = false) {
  const query = useSubscriptionInfoQuery(undefined, { skip });
  return { loading: !skip && !query.data && !query.isError, canSend: query.data ? query.data.isActive : query.isError };
}

// The count lives in its own module (the public request cards load it without antd).

/** The provider's offers of the first page, by request: one call for a whole list of cards (the dashboard's server render asks it too). */
export const OWN_OFFERS_LOOKUP_ARG = { page: 1, pageSize: 50 } as const;

/**
 * The provider's own offer on `requestId`: read from the first 50 own offers (shared by every card
 * of a list), asked for alone only when the provider has more offers than that and this one is not
 * among them.
 */
function useOwnOffer(requestId: number, skip: boolean): { offer: OfferDto | undefined; loading: boolean } {
  const list = useProviderOffersQuery(OWN_OFFERS_LOOKUP_ARG, { skip });
  const byRequest = useMemo(() => new Map((list.data?.items ?? []).map((offer) => [offer.requestId, offer])), [list.data]);
  const complete = list.data ? list.data.total <= list.data.items.length : false;
  const fromList = byRequest.get(requestId);
  const single = useProviderOffersQuery({ requestId }, { skip: skip || !list.data || complete || fromList !== undefined });
  return {
    offer: fromList ?? single.data?.items[0],
    loading: !skip && (list.isLoading || single.isLoading),
  };
}

/**
 * The offer part of a request card on the provider's lists (/inquiries, the dashboard), their main
 * actions: 'Poslat nabídku' for a subscribed provider on an active request; once sent, its state (a
 * tag on its own line), 'Napsat zprávu' (the offer's thread in /zpravy) and 'Upravit nabídku' (or
 * 'Poslat znovu' after withdrawing). Nothing for demo requests; an unsubscribed provider has the
 * card's subscription link already. Issue 45: no 'Poslat nabídku' on a full request (unless invited), an
 * invited provider without a plan gets the way to subscribe, and every open request without an own offer
 * gets the one-tap answers (OneTapReplies).
 */
export function OfferCardAction({
  request,
  onLeave,
}: {
  request: ServiceRequestDto;
  /** After a one-tap 'Nemám volný termín' / 'Nehodí se mi' (the list hides the card, see useReplyUndo). */
  onLeave?: (reply: RequestReplyDto) => void;
}) {
  const skip = request.isDemo;
  const { offer, loading } = useOwnOffer(request.id, skip);
  const { canSend } = useCanSendOffers(skip);
  const [formOpen, setFormOpen] = useState(false);
  if (skip || loading) return null;
  const open = request.status === 'active';
  const active = Boolean(offer && offer.status !== 'withdrawn');
  // A full request (8 offers from providers not invited) takes no more; an invited provider always has a slot.
  const full = isCapFull(request);
  let action = null;
  if (offer && active) {
    // The offer's state as a label on its own line (a tag, not one more button), then the thread with the couple.
    action = (
      <>
        <p className="offer-card-status">
          <span className="offer-card-status__label" aria-hidden="true">
            Vaše nabídka:
          </span>
          <OfferStatusTag status={offer.status} />
        </p>
        <PlainLinkButton
          variant="primary"
          icon={<MessageOutlined aria-hidden="true" />}
          to={href.conversation(offer.conversationId)}
        >
          Napsat zprávu
        </PlainLinkButton>
        {offer.status === 'sent' && (
          <PlainButton aria-haspopup="dialog" onClick={() => setFormOpen(true)} aria-label={`Upravit nabídku: ${request.title}`}>
            Upravit nabídku
          </PlainButton>
        )}
      </>
    );
  } else if (open && canSend && !full) {
    action = (
      <PlainButton
        variant="primary"
        icon={<SendOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setFormOpen(true)}
        aria-label={`${offer ? 'Poslat nabídku znovu' : 'Poslat nabídku'}: ${request.title}`}
      >
        {offer ? 'Poslat znovu' : 'Poslat nabídku'}
      </PlainButton>
    );
  } else if (open && !canSend && request.invited) {
    action = (
      <PlainLinkButton variant="primary" icon={<CrownOutlined aria-hidden="true" />} to={subscriptionPromptPath(true)}>
        {INVITED_SUBSCRIBE_TEXT}
      </PlainLinkButton>
    );
  }
  // The one-tap answers, on every open request the provider has not made an offer on.
  const replies = open && !active ? <OneTapReplies request={request} canAsk={canSend} onLeave={onLeave} /> : null;
  if (!action && !replies) return null;
  return (
    <>
      {action}
      {replies}
      <OfferFormDialog open={formOpen} onClose={() => setFormOpen(false)} request={request} offer={offer} />
    </>
  );
}
