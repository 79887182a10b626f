import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { OfferDto } from '../../api';
import { formatNumber, formatRating } from '../../shared/format';
import { AVAILABILITY_LABELS, formatOfferPrice, responseWithin, validityText } from '../../shared/offerFormat';
import { OfferStatusTag } from './OfferStatusTag';
import { todayIso } from './today';
import './offers.css';

interface Row {
  label: string;
  value: (offer: OfferDto) => ReactNode;
}

const ROWS: Row[] = [
  { label: 'Cena', value: (offer) => <strong>{formatOfferPrice(offer)}</strong> },
  {
    label: 'Hodnocení',
    value: ({ provider }) =>
      provider.averageRating !== null && provider.reviewCount > 0 ? `${formatRating(provider.averageRating)} z 5` : 'Bez hodnocení',
  },
  { label: 'Počet hodnocení', value: ({ provider }) => formatNumber(provider.reviewCount) },
  { label: 'Termín svatby', value: (offer) => (offer.availableOnDate ? AVAILABILITY_LABELS[offer.availableOnDate] : 'Neuvedeno') },
  { label: 'Odpověď na poptávku', value: (offer) => responseWithin(offer.responseMinutes) },
  {
    label: 'Obvykle odpovídá',
    value: ({ provider }) => (provider.responseMinutesMedian !== null ? responseWithin(provider.responseMinutesMedian) : 'Neuvedeno'),
  },
  { label: 'Platnost nabídky', value: (offer) => validityText(offer.validUntil, todayIso()) },
  {
    label: 'Cena zahrnuje',
    value: (offer) =>
      offer.includedItems.length > 0 ? (
        <ul className="offer-compare__items">
          {offer.includedItems.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        'Neuvedeno'
      ),
  },
];

export interface CompareOffersDialogProps {
  open: boolean;
  onClose: () => void;
  offers: OfferDto[];
}

/**
 * 'Porovnat nabídky': the offers side by side, one column each (price, rating, reviews, availability
 * on the date, answer times, validity, what is included). The table scrolls sideways on a phone; its
 * row and column headers keep every cell named for screen readers.
 */
export function CompareOffersDialog({ open, onClose, offers }: CompareOffersDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 960 }}
      className="offer-compare-dialog"
      title={<h2 className="request-dialog__title">Porovnání nabídek</h2>}
    >
      <div className="offer-compare" role="region" aria-label="Tabulka nabídek" tabIndex={0}>
        <table className="offer-compare__table">
          <caption className="sr-only">Nabídky dodavatelů vedle sebe</caption>
          <thead>
            <tr>
              <td className="offer-compare__corner" />
              {offers.map((offer) => (
                <th key={offer.id} scope="col" className="offer-compare__provider">
                  <span>{offer.provider.companyName}</span>
                  {offer.status !== 'sent' && (
                    <OfferStatusTag status={offer.status} label={offer.status === 'accepted' ? 'Vybraná nabídka' : undefined} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {offers.map((offer) => (
                  <td key={offer.id} className={offer.status === 'accepted' ? 'offer-compare__cell--chosen' : undefined}>
                    {row.value(offer)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
