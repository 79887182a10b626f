import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProviderOffersQuery } from '../../api';
import type { ServiceRequestDto } from '../../api';
import { OfferCount } from '../../shared/OfferCount';
import { PlainButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { subscriptionPromptPath, useIsSignedInProvider } from '../../shared/SubscriptionContactLink';
import { LazyOfferFormDialog as OfferFormDialog } from './LazyOfferFormDialog';
import { CAP_FULL_TEXT, capCountText, isCapFull } from './offerCap';
import { OwnOfferSummary } from './OwnOffer';
import { INVITED_SUBSCRIBE_TEXT, NOT_SUBSCRIBED_TEXT, useCanSendOffers } from './ProviderOfferActions';
import './offers.css';

// A module of its own (not ProviderOfferActions'): only the request's detail dialog shows it, and the provider's lists,
// which load the card actions with their first screen, do not take it along.

/**
 * The 'Nabídka' section of a request's detail for a signed-in provider: how many offers the request
 * has, the provider's own offer with its actions, or 'Poslat nabídku'; an unsubscribed provider reads
 * why not and gets the way to the plans. Nothing for other viewers and demo requests.
 */
export function ProviderOfferSection({ request }: { request: ServiceRequestDto }) {
  const isProvider = useIsSignedInProvider();
  if (!isProvider || request.isDemo) return null;
  return <ProviderOfferBody request={request} />;
}

function ProviderOfferBody({ request }: { request: ServiceRequestDto }) {
  const own = useProviderOffersQuery({ requestId: request.id });
  const { canSend, loading: subscriptionLoading } = useCanSendOffers();
  const [formOpen, setFormOpen] = useState(false);
  const headingId = `request-${request.id}-offer`;
  const offer = own.data?.items[0];
  const open = request.status === 'active';

  let body;
  if (own.isError && !own.data) {
    body = <RetryAlert small title="Vaši nabídku se nepodařilo načíst" error={own.error} onRetry={() => own.refetch()} />;
  } else if (!own.data || subscriptionLoading) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">Načítání nabídky…</span>
        <PlainSkeleton rows={2} />
      </div>
    );
  } else if (offer) {
    body = <OwnOfferSummary offer={offer} request={request} canSend={canSend} />;
  } else if (!open) {
    body = (
      <p className="offer-section__text">
        {request.status === 'booked'
          ? 'Pár si už vybral dodavatele. Na tuto poptávku už nabídky posílat nelze.'
          : 'Poptávka není aktivní. Nabídky na ni už posílat nelze.'}
      </p>
    );
  } else if (isCapFull(request)) {
    body = <p className="offer-section__text">{`${CAP_FULL_TEXT}. Další nabídky už poptávka nepřijímá.`}</p>;
  } else if (!canSend) {
    body = (
      <p className="offer-section__text">
        {`${NOT_SUBSCRIBED_TEXT} `}
        <Link to={subscriptionPromptPath(true)}>{request.invited ? INVITED_SUBSCRIBE_TEXT : 'Vybrat předplatné'}</Link>
      </p>
    );
  } else {
    body = (
      <>
        <p className="offer-section__text">
          Pošlete páru nabídku s cenou a tím, co zahrnuje. Pár ji uvidí hned a může vám odpovědět ve zprávách.
        </p>
        <PlainButton variant="primary" icon={<SendOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
          Poslat nabídku
        </PlainButton>
        <OfferFormDialog open={formOpen} onClose={() => setFormOpen(false)} request={request} />
      </>
    );
  }

  return (
    <section className="request-dialog__section offer-section" aria-labelledby={headingId}>
      <div className="offer-section__head">
        <h3 id={headingId} className="request-dialog__heading">
          Vaše nabídka
        </h3>
        <OfferCount count={request.offerCount} />
        <span className={`offer-cap${isCapFull(request) ? ' offer-cap--full' : ''}`}>{capCountText(request)}</span>
      </div>
      {body}
    </section>
  );
}
