import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import RollbackOutlined from '@ant-design/icons/es/icons/RollbackOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { useState } from 'react';
import { useOffersWithdrawMutation } from '../../api';
import type { OfferDto, RequestStatus } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { confirm } from '../../shared/ui/confirm';
import { notify } from '../../shared/ui/notify';
import { LazyOfferFormDialog as OfferFormDialog } from './LazyOfferFormDialog';
import type { OfferRequestInfo } from './OfferFormDialog';
import { AVAILABILITY_LABELS, conversationPath, formatOfferPrice, unreadText, validityText } from '../../shared/offerFormat';
import { offerDepositText } from './offerDeposit';
import { OfferStatusTag } from './OfferStatusTag';
import { todayIso } from './today';
import './offers.css';

/** The request an own offer belongs to, as far as its actions need it. */
export interface OwnOfferRequest extends OfferRequestInfo {
  status: RequestStatus;
}

/**
 * 'Stáhnout nabídku' asks first; the couple then no longer sees the offer. antd's dialog and toasts load
 * on first use: the provider's dashboard renders without antd.
 */
export function useWithdrawOffer() {
  const [withdraw] = useOffersWithdrawMutation();
  return (offer: Pick<OfferDto, 'id'>) =>
    confirm({
      title: 'Stáhnout nabídku?',
      content: 'Pár nabídku přestane vidět. Dokud je poptávka aktivní, můžete ji později poslat znovu.',
      okText: 'Stáhnout nabídku',
      danger: true,
      onOk: async () => {
        try {
          await withdraw({ id: offer.id }).unwrap();
          await notify('success', { title: 'Nabídka byla stažena' });
        } catch (error) {
          await notify('error', { title: 'Nabídku se nepodařilo stáhnout', description: errorMessage(error, 'Zkuste to prosím znovu.') });
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
        {offer.depositAmount !== null && offer.depositAmount !== undefined && (
          <span className="own-offer__deposit">{offerDepositText(offer.depositAmount)}</span>
        )}
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
            <PlainButton icon={<EditOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
              Upravit nabídku
            </PlainButton>
            <PlainButton danger icon={<RollbackOutlined aria-hidden="true" />} onClick={() => void confirmWithdraw(offer)}>
              Stáhnout nabídku
            </PlainButton>
          </>
        )}
        {resendable && (
          <PlainButton variant="primary" icon={<SendOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
            Poslat znovu
          </PlainButton>
        )}
        <PlainLinkButton to={conversationPath(offer.conversationId)} icon={<MessageOutlined aria-hidden="true" />}>
          {offer.unreadMessages > 0 ? `Zprávy (${unreadText(offer.unreadMessages)})` : 'Zprávy s párem'}
        </PlainLinkButton>
      </div>
      <OfferFormDialog open={formOpen} onClose={() => setFormOpen(false)} request={request} offer={offer} />
    </div>
  );
}
