import { Tag } from '../../shared/ui/Tag';
import type { OfferStatus } from '../../api';
import { OFFER_STATUS_LABELS } from '../../shared/offerFormat';
import './offers.css';

/**
 * An offer's state in colours that pass AA contrast; screen readers hear 'Stav nabídky: …'.
 * `label` overrides the text (the couple's 'Vybraná nabídka').
 */
export function OfferStatusTag({ status, label }: { status: OfferStatus; label?: string }) {
  return (
    <Tag className={`offer-status offer-status--${status}`}>
      <span className="sr-only">Stav nabídky: </span>
      {label ?? OFFER_STATUS_LABELS[status]}
    </Tag>
  );
}
