import { CheckOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { OfferDto } from '../../api';
import { formatNumber, formatRating } from '../../shared/format';
import { AVAILABILITY_LABELS, formatOfferPrice, responseWithin, validityText } from '../../shared/offerFormat';
import { OfferStatusTag } from './OfferStatusTag';
import { todayIso } from './today';
import { useMediaQuery } from '../../shared/useMediaQuery';
import './offers.css';

/** Below this width the offers are stacked as cards: a table of two or more columns does not fit a phone. */
export const COMPARE_AS_CARDS = '(max-width: 767.98px)';

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
  /** Whether the couple can still accept the offer (open request, offer not answered). */
  canAccept?: (offer: OfferDto) => boolean;
  /** 'Přijmout' of an offer: the panel closes this dialog and asks for the confirmation. */
  onAccept?: (offer: OfferDto) => void;
}

function AcceptButton({ offer, onAccept }: { offer: OfferDto; onAccept: (offer: OfferDto) => void }) {
  return (
    <Button
      type="primary"
      icon={<CheckOutlined aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-label={`Přijmout nabídku: ${offer.provider.companyName}`}
      onClick={() => onAccept(offer)}
    >
      Přijmout
    </Button>
  );
}

/** On a phone: one card per offer, every value under its label, the card's own 'Přijmout' at its foot. */
function OfferCompareCards({ offers, canAccept, onAccept }: Omit<CompareOffersDialogProps, 'open' | 'onClose'>) {
  return (
    <ul className="offer-compare-cards" aria-label="Nabídky pod sebou">
      {offers.map((offer) => (
        <li key={offer.id}>
          <article
            className={`offer-compare-card${offer.status === 'accepted' ? ' offer-compare-card--chosen' : ''}`}
            aria-labelledby={`compare-${offer.id}-name`}
          >
            <header className="offer-compare-card__head">
              <h3 id={`compare-${offer.id}-name`} className="offer-compare-card__name">
                {offer.provider.companyName}
              </h3>
              {offer.status !== 'sent' && (
                <OfferStatusTag status={offer.status} label={offer.status === 'accepted' ? 'Vybraná nabídka' : undefined} />
              )}
            </header>
            <dl className="offer-compare-card__facts">
              {ROWS.map((row) => (
                <div key={row.label} className="offer-compare-card__fact">
                  <dt>{row.label}</dt>
                  <dd>{row.value(offer)}</dd>
                </div>
              ))}
            </dl>
            {onAccept && canAccept?.(offer) && (
              <div className="offer-compare-card__actions">
                <AcceptButton offer={offer} onAccept={onAccept} />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Porovnat nabídky': the offers side by side, one column each (price, rating, reviews, availability
 * on the date, answer times, validity, what is included), each with its 'Přijmout' while it can be
 * accepted. On a phone (COMPARE_AS_CARDS) the offers are stacked as cards instead: a table there
 * showed one column and lost its row labels when swiped (issue 51, item 7). The table's row and
 * column headers keep every cell named for screen readers.
 */
export function CompareOffersDialog({ open, onClose, offers, canAccept, onAccept }: CompareOffersDialogProps) {
  const asCards = useMediaQuery(COMPARE_AS_CARDS);
  const acceptable = onAccept && canAccept ? offers.some(canAccept) : false;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 960 }}
      className="offer-compare-dialog"
      title={<h2 className="request-dialog__title">Porovnání nabídek</h2>}
    >
      {asCards ? (
        <OfferCompareCards offers={offers} canAccept={canAccept} onAccept={onAccept} />
      ) : (
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
              {acceptable && onAccept && (
                <tr>
                  <th scope="row">Výběr</th>
                  {offers.map((offer) => (
                    <td key={offer.id}>{canAccept?.(offer) && <AcceptButton offer={offer} onAccept={onAccept} />}</td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
