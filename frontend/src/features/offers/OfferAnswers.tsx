import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useOffersAcceptMutation, useOffersDeclineMutation } from '../../api';
import type { OfferDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { OFFER_LIMITS } from './offerForm';
import './offers.css';

/** The accept confirmation's text: what happens to the request and to the other offers. */
export function acceptConfirmText(otherOpen: number): string {
  const request = 'Poptávka se označí jako Vybráno a přestane přijímat nové nabídky. Dodavateli dáme vědět.';
  if (otherOpen === 0) return request;
  const others =
    otherOpen === 1
      ? 'Druhou nabídku automaticky odmítneme se zdvořilým poděkováním.'
      : `Ostatní nabídky (${otherOpen}) automaticky odmítneme se zdvořilým poděkováním.`;
  return `${request} ${others}`;
}

/**
 * 'Přijmout': asks first (the others are declined automatically), then books the request. `token`:
 * the manage link's, when the couple is not signed in.
 */
export function useAcceptOffer(token?: string) {
  const { modal, notification } = App.useApp();
  const [accept] = useOffersAcceptMutation();
  return (offer: OfferDto, otherOpen: number) =>
    modal.confirm({
      title: `Přijmout nabídku dodavatele ${offer.provider.companyName}?`,
      content: acceptConfirmText(otherOpen),
      okText: 'Přijmout nabídku',
      cancelText: 'Zrušit',
      onOk: async () => {
        try {
          await accept({ id: offer.id, offerAnswerDto: token ? { token } : {} }).unwrap();
          notification.success({
            title: 'Nabídka je přijatá',
            description: `${offer.provider.companyName} se to dozví hned. Domluvte se na podrobnostech ve zprávách.`,
          });
        } catch (error) {
          notification.error({ title: 'Nabídku se nepodařilo přijmout', description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });
}

export interface DeclineOfferDialogProps {
  /** The offer being declined; null keeps the dialog closed. */
  offer: OfferDto | null;
  open: boolean;
  onClose: () => void;
  token?: string;
}

/** 'Odmítnout': an optional reason (the provider reads it in Svatby, never in an e-mail), then the decline. */
export function DeclineOfferDialog({ offer, open, onClose, token }: DeclineOfferDialogProps) {
  const { notification } = App.useApp();
  const [reason, setReason] = useState('');
  const [decline, { isLoading }] = useOffersDeclineMutation();

  const confirm = async () => {
    if (!offer) return;
    const text = reason.trim();
    try {
      await decline({ id: offer.id, declineOfferDto: { ...(token ? { token } : {}), ...(text ? { reason: text } : {}) } }).unwrap();
      notification.success({ title: 'Nabídka byla odmítnuta' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nabídku se nepodařilo odmítnout', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Modal
      open={open && offer !== null}
      onCancel={isLoading ? undefined : onClose}
      afterClose={() => setReason('')}
      destroyOnHidden
      title={<h2 className="request-dialog__title">Odmítnout nabídku</h2>}
      footer={
        <div className="offer-dialog__footer">
          <Button onClick={onClose} disabled={isLoading}>
            Zrušit
          </Button>
          <Button danger type="primary" onClick={() => void confirm()} loading={isLoading}>
            Odmítnout nabídku
          </Button>
        </div>
      }
    >
      {offer && (
        <p>{`Nabídku od ${offer.provider.companyName} odmítneme a dodavatel to uvidí. Můžete mu napsat proč; není to povinné.`}</p>
      )}
      <label htmlFor="decline-offer-reason" className="offer-decline__label">
        Důvod (nepovinné)
      </label>
      <Input.TextArea
        id="decline-offer-reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={4}
        showCount
        maxLength={OFFER_LIMITS.declineReasonMax}
        placeholder="Např. Vybrali jsme si jiný styl."
      />
    </Modal>
  );
}
