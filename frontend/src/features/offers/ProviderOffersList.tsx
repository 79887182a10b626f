import { CalendarHeart, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useProviderOffersQuery } from '../../api';
import type { OfferStatus, ProviderOfferDto } from '../../api';
import { formatNumber, formatWeddingDate } from '../../shared/format';
import { PlainLinkButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { ListEmpty, ListError, ListPagination } from '../../shared/ListStates';
import { OFFER_STATUS_LABELS } from '../../shared/offerFormat';
import { OwnOfferSummary } from './OwnOffer';
import { useCanSendOffers } from './ProviderOfferActions';
import { NativeSelect } from '../../shared/ui/NativeSelect';
import './offers.css';
import { paths } from '../../shared/paths';

/** Own offers per page of 'Moje nabídky'. */
export const MY_OFFERS_PAGE_SIZE = 10;

const STATUS_OPTIONS: { value: OfferStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'Všechny nabídky' },
  { value: 'sent', label: OFFER_STATUS_LABELS.sent },
  { value: 'accepted', label: 'Přijaté' },
  { value: 'declined', label: 'Odmítnuté' },
  { value: 'withdrawn', label: 'Stažené' },
];

function MyOffer({ offer, canSend }: { offer: ProviderOfferDto; canSend: boolean }) {
  const { request } = offer;
  return (
    <article className="my-offer" aria-labelledby={`my-offer-${offer.id}`}>
      <h3 id={`my-offer-${offer.id}`} className="my-offer__title">
        {request.title}
      </h3>
      <p className="my-offer__request">
        <span className="my-offer__fact">
          <CalendarHeart size={14} aria-hidden="true" focusable="false" />
          <span className="sr-only">Datum svatby: </span>
          {formatWeddingDate(request.weddingDate)}
        </span>
        <span className="my-offer__fact">
          <MapPin size={14} aria-hidden="true" focusable="false" />
          <span className="sr-only">Místo: </span>
          {request.location}
        </span>
      </p>
      <OwnOfferSummary offer={offer} request={request} canSend={canSend} />
    </article>
  );
}

/**
 * 'Moje nabídky' on the provider's dashboard: the own offers, newest first, filtered by state and
 * paged; each with its request, price, state (and the couple's answer), the conversation, and
 * edit / withdraw / send again.
 */
export function ProviderOffersList() {
  const [status, setStatus] = useState<OfferStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useProviderOffersQuery({ status: status === 'all' ? undefined : status, page, pageSize: MY_OFFERS_PAGE_SIZE });
  const { canSend } = useCanSendOffers();
  const items = list.data?.items ?? [];
  const total = list.data?.total;

  return (
    <section className="dashboard-card my-offers" aria-labelledby="my-offers-title">
      <div className="dashboard-card__head">
        <h2 id="my-offers-title" className="dashboard-card__title">
          Moje nabídky
        </h2>
        {total !== undefined && total > 0 && <span className="list-count-pill">{formatNumber(total)}</span>}
      </div>
      <div className="my-offers__filter">
        <label htmlFor="my-offers-status" className="my-offers__label">
          Stav nabídky
        </label>
        <NativeSelect
          id="my-offers-status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value ?? 'all');
            setPage(1);
          }}
          className="my-offers__select"
        />
      </div>
      {list.isError && !list.data ? (
        <ListError title="Nabídky se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Načítání nabídek…</span>
          <PlainSkeleton rows={4} />
        </div>
      ) : items.length === 0 ? (
        <ListEmpty title={status === 'all' ? 'Zatím jste neposlali žádnou nabídku' : 'Žádné nabídky v tomto stavu'} headingLevel={3}>
          {status === 'all' && (
            <>
              <p>Nabídku pošlete párům přímo z poptávky: cenu, co zahrnuje, a zprávu. Pár ji uvidí hned.</p>
              <PlainLinkButton to={paths.inquiries} variant="primary">
                Najít poptávky
              </PlainLinkButton>
            </>
          )}
        </ListEmpty>
      ) : (
        <>
          <ul className="my-offers__list" aria-busy={list.isFetching || undefined}>
            {items.map((offer) => (
              <li key={offer.id}>
                <MyOffer offer={offer} canSend={canSend} />
              </li>
            ))}
          </ul>
          <ListPagination
            label="Stránkování nabídek"
            current={page}
            total={list.data.total}
            pageSize={MY_OFFERS_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
