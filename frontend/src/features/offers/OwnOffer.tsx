import { EditOutlined, MessageOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useOffersWithdrawMutation } from '../../api';
import type { OfferDto, RequestStatus } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { LinkButton } from '../../shared/LinkButton';
import { LazyOfferFormDialog as OfferFormDialog } from './LazyOfferFormDialog';
import type { OfferRequestInfo } from './OfferFormDialog';
import { AVAILABILITY_LABELS, conversationPath, formatOfferPrice, unreadText, validityText } from './offerFormat';
import { OfferStatusTag } from './OfferStatusTag';
import { todayIso } from './today';
import './offers.css';

/** The request an own offer belongs to, as far as its actions need it. */
export interface OwnOfferRequest extends OfferRequestInfo {
  status: RequestStatus;
}

/** 'Stáhnout nabídku' asks first; the couple then no longer sees the offer. */
export function useWithdrawOffer() {
  const { modal, notification } = App.useApp();
  const [withdraw] = useOffersWithdrawMutation();
  return (offer: Pick<OfferDto, 'id'>) =>
    modal.confirm({
      title: 'Stáhnout nabídku?',
      content: 'Pár nabídku přestane vidět. Dokud je poptávka aktivní, můžete ji později poslat znovu.',
      okText: 'Stáhnout nabídku',
      cancelText: 'Zrušit',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await withdraw({ id: offer.id }).unwrap();
          notification.success({ title: 'Nabídka byla stažena' });
        } catch (error) {
          notification.error({ title: 'Nabídku se nepodařilo stáhnout', description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });
}

/** Why the offer was declined, as its provider reads it (the automatic decline is the polite text itself). */
export function declineText(offer: Pick<OfferDto, 'declineReason' | 'declinedAutomatically'>): string {
  if (offer.declinedAutomatically) return offer.declineReason ?? 'Pár si tentokrát vybral jiného dodavatele.';
  return offer.declineReason ? `Důvod: ${offer.declineReason}` : 'Pár důvod neuvedl.';
}

export interface OwnOfferSummaryProps {
  offer: OfferDto;
  request: OwnOfferRequest;
  /** The provider may send offers now (an active subscription): 'Poslat znovu' for a withdrawn one. */
  canSend: boolean;
}

/**
 * The provider's own offer on a request: its state, price, dates and what it can do with it:
 * 'Upravit nabídku' / 'Stáhnout nabídku' while the couple has not answered, the couple's answer
 * (accepted; declined with the reason or the automatic polite text), 'Poslat znovu' once withdrawn;
 * and the conversation with the couple.
 */
export function OwnOfferSummary({ offer, request, canSend }: OwnOfferSummaryProps) {
  const [formOpen, setFormOpen] = useState(false);
  const confirmWithdraw = useWithdrawOffer();
  const today = todayIso();
  const resendable = offer.status === 'withdrawn' && canSend && request.status === 'active';

  return (
    <div className={`own-offer own-offer--${offer.status}`}>
      <p className="own-offer__state">
        <OfferStatusTag status={offer.status} />
        <span className="own-offer__price">{formatOfferPrice(offer)}</span>
      </p>
      <dl className="offer-facts">
        <div className="offer-fact">
          <dt>Odesláno</dt>
          <dd>{formatDate(offer.createdAt)}</dd>
        </div>
        <div className="offer-fact">
          <dt>Platnost</dt>
          <dd>{validityText(offer.validUntil, today)}</dd>
        </div>
        {offer.availableOnDate && (
          <div className="offer-fact">
            <dt>Termín svatby</dt>
            <dd>{AVAILABILITY_LABELS[offer.availableOnDate]}</dd>
          </div>
        )}
      </dl>
      {offer.status === 'accepted' && (
        <p className="own-offer__note own-offer__note--accepted">Pár vaši nabídku přijal. Domluvte se na podrobnostech ve zprávách.</p>
      )}
      {offer.status === 'declined' && <p className="own-offer__note">{declineText(offer)}</p>}
      {offer.status === 'withdrawn' && (
        <p className="own-offer__note">
          {request.status === 'active'
            ? 'Nabídku jste stáhli. Pár ji nevidí.'
            : 'Nabídku jste stáhli. Poptávka už nové nabídky nepřijímá.'}
        </p>
      )}
      <div className="own-offer__actions">
        {offer.status === 'sent' && (
          <>
            <Button icon={<EditOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
              Upravit nabídku
            </Button>
            <Button danger icon={<RollbackOutlined aria-hidden="true" />} onClick={() => confirmWithdraw(offer)}>
              Stáhnout nabídku
            </Button>
          </>
        )}
        {resendable && (
          <Button type="primary" icon={<SendOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
            Poslat znovu
          </Button>
        )}
        <LinkButton to={conversationPath(offer.conversationId)} icon={<MessageOutlined aria-hidden="true" />}>
          {offer.unreadMessages > 0 ? `Zprávy (${unreadText(offer.unreadMessages)})` : 'Zprávy s párem'}
        </LinkButton>
      </div>
      <OfferFormDialog open={formOpen} onClose={() => setFormOpen(false)} request={request} offer={offer} />
    </div>
  );
}
