import { CheckOutlined, CloseOutlined, MessageOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useOffersForManagedRequestQuery, useOffersForRequestQuery } from '../../api';
import type { OfferDto, ServiceRequestDto } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { formatDate, truncate } from '../../shared/format';
import { LinkButton } from '../../shared/LinkButton';
import { RatingInline } from '../../shared/RatingSummary';
import { RetryAlert } from '../../shared/RetryAlert';
import { BookedNextSteps } from './BookedNextSteps';
import { CompareOffersDialog } from './CompareOffersDialog';
import { DeclineOfferDialog, useAcceptOffer } from './OfferAnswers';
import {
  AVAILABILITY_LABELS,
  conversationPath,
  formatOfferPrice,
  responseTimeText,
  responseWithin,
  unreadText,
  validityText,
} from '../../shared/offerFormat';
import { offerDepositText } from './offerDeposit';
import { OfferStatusTag } from './OfferStatusTag';
import { RequestReplies } from './RequestReplies';
import { todayIso } from './today';
import './offers.css';
import { href } from '../../shared/paths';

export const NO_OFFERS_TEXT = 'Zatím žádné nabídky. Dodavatelé vám odpoví tady; dáme vám vědět e-mailem.';

/** Characters of a long message shown before 'Zobrazit celou zprávu'. */
const MESSAGE_PREVIEW = 280;

/** The request as the panel needs it. */
export type OffersPanelRequest = Pick<ServiceRequestDto, 'id' | 'title' | 'status'>;

type HeadingLevel = 2 | 3 | 4 | 5;

function OfferMessage({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > MESSAGE_PREVIEW;
  return (
    <div className="offer-card__message">
      <p id={id} className="offer-card__message-text">
        {long && !expanded ? truncate(text, MESSAGE_PREVIEW) : text}
      </p>
      {long && (
        <Button
          type="link"
          className="offer-card__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Skrýt část zprávy' : 'Zobrazit celou zprávu'}
        </Button>
      )}
    </div>
  );
}

const AUTO_DECLINE_FALLBACK = 'Děkujeme za nabídku. Pár si tentokrát vybral jiného dodavatele.';

/** What the couple reads on an answered offer. */
function answerNote(offer: OfferDto): string | null {
  if (offer.status === 'accepted') {
    return offer.answeredAt ? `Nabídku jste přijali ${formatDate(offer.answeredAt)}.` : 'Nabídku jste přijali.';
  }
  if (offer.status !== 'declined') return null;
  if (offer.declinedAutomatically) return `Odmítnuta automaticky: ${offer.declineReason ?? AUTO_DECLINE_FALLBACK}`;
  return offer.declineReason ? `Odmítli jste: ${offer.declineReason}` : 'Tuto nabídku jste odmítli.';
}

interface OfferItemProps {
  offer: OfferDto;
  headingLevel: HeadingLevel;
  answerable: boolean;
  onAccept: (offer: OfferDto) => void;
  onDecline: (offer: OfferDto) => void;
  renderThread?: (offer: OfferDto) => ReactNode;
}

/** One offer as its couple sees it. */
function OfferItem({ offer, headingLevel, answerable, onAccept, onDecline, renderThread }: OfferItemProps) {
  const [threadOpen, setThreadOpen] = useState(false);
  const threadId = useId();
  const Heading = `h${headingLevel}` as const;
  const { provider } = offer;
  const chosen = offer.status === 'accepted';
  const note = answerNote(offer);
  const headingId = `offer-${offer.id}-title`;

  return (
    <article
      className={['offer-card', chosen ? 'offer-card--chosen' : '', offer.status === 'declined' ? 'offer-card--declined' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      data-offer-id={offer.id}
    >
      <header className="offer-card__head">
        <Avatar name={provider.companyName} imageUrl={provider.profileImageUrl} size={48} />
        <div className="offer-card__who">
          <Heading id={headingId} className="offer-card__name">
            <Link to={href.portfolio(provider.id)}>{provider.companyName}</Link>
          </Heading>
          <RatingInline rating={provider.averageRating} reviewCount={provider.reviewCount} />
          {provider.responseMinutesMedian !== null && (
            <span className="offer-card__signal">{responseTimeText(provider.responseMinutesMedian)}</span>
          )}
        </div>
        <div className="offer-card__badges">
          {offer.status !== 'sent' && <OfferStatusTag status={offer.status} label={chosen ? 'Vybraná nabídka' : undefined} />}
          {offer.unreadMessages > 0 && <span className="offer-unread">{unreadText(offer.unreadMessages)}</span>}
        </div>
      </header>

      <p className="offer-card__price">
        <span className="sr-only">Cena: </span>
        {formatOfferPrice(offer)}
      </p>
      {offer.depositAmount !== null && offer.depositAmount !== undefined && (
        <p className="offer-card__deposit">{offerDepositText(offer.depositAmount)}</p>
      )}
      <dl className="offer-facts">
        {offer.availableOnDate && (
          <div className="offer-fact">
            <dt>Termín svatby</dt>
            <dd className={`offer-availability offer-availability--${offer.availableOnDate}`}>
              {AVAILABILITY_LABELS[offer.availableOnDate]}
            </dd>
          </div>
        )}
        <div className="offer-fact">
          <dt>Odpověď</dt>
          <dd>{`${responseWithin(offer.responseMinutes)} od zveřejnění`}</dd>
        </div>
        <div className="offer-fact">
          <dt>Platnost</dt>
          <dd>{validityText(offer.validUntil, todayIso())}</dd>
        </div>
      </dl>
      {offer.includedItems.length > 0 && (
        <div className="offer-card__included">
          <p className="offer-card__label">Cena zahrnuje</p>
          <ul className="offer-card__items">
            {offer.includedItems.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <OfferMessage text={offer.message} />
      {note && <p className={`offer-card__note${chosen ? ' offer-card__note--chosen' : ''}`}>{note}</p>}

      <div className="offer-card__actions">
        {renderThread ? (
          <Button
            icon={<MessageOutlined aria-hidden="true" />}
            aria-expanded={threadOpen}
            aria-controls={threadId}
            onClick={() => setThreadOpen(!threadOpen)}
          >
            {threadOpen ? 'Skrýt zprávy' : 'Napsat zprávu'}
          </Button>
        ) : (
          <LinkButton to={conversationPath(offer.conversationId)} icon={<MessageOutlined aria-hidden="true" />}>
            Napsat zprávu
          </LinkButton>
        )}
        {answerable && (
          <>
            <Button type="primary" icon={<CheckOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onAccept(offer)}>
              Přijmout
            </Button>
            <Button icon={<CloseOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => onDecline(offer)}>
              Odmítnout
            </Button>
          </>
        )}
      </div>
      {renderThread && (
        <div id={threadId} className="offer-card__thread" hidden={!threadOpen}>
          {threadOpen && renderThread(offer)}
        </div>
      )}
    </article>
  );
}

export interface OffersPanelProps {
  request: OffersPanelRequest;
  offers: OfferDto[];
  /** The manage link's token: the answers carry it (a couple without an account). */
  token?: string;
  /** The offer's conversation inline (the manage page); without it 'Napsat zprávu' opens /zpravy. */
  renderThread?: (offer: OfferDto) => ReactNode;
  /** The panel's heading level; the providers' names are one level below. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The offers on a couple's request: each with the provider (picture, name to the portfolio, rating,
 * usual answer time), price, availability on the date, validity, what is included, the message,
 * unread messages, 'Napsat zprávu', and 'Přijmout' (asks first: the others are declined
 * automatically) / 'Odmítnout' (an optional reason) while the request is open. 'Porovnat nabídky'
 * from two offers, each with its 'Přijmout'. A booked request shows 'Co dál' (the chosen provider's
 * contacts, the agreed price, the next steps) and the chosen offer first, highlighted.
 */
export function OffersPanel({ request, offers, token, renderThread, headingLevel = 3 }: OffersPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `request-${request.id}-offers`;
  const [compareOpen, setCompareOpen] = useState(false);
  const [declining, setDeclining] = useState<OfferDto | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const confirmAccept = useAcceptOffer(token);
  const open = request.status === 'active';
  const openOffers = offers.filter((offer) => offer.status === 'sent');
  // The chosen one first; the rest keep the server's order (newest first).
  const ordered = [...offers].sort((a, b) => Number(b.status === 'accepted') - Number(a.status === 'accepted'));
  const chosen = offers.find((offer) => offer.status === 'accepted');
  const accept = (picked: OfferDto) => confirmAccept(picked, openOffers.filter((other) => other.id !== picked.id).length);

  return (
    <section className="offers-panel" aria-labelledby={headingId}>
      <div className="offers-panel__head">
        <Heading id={headingId} className="offers-panel__title">
          {offers.length > 0 ? `Nabídky (${offers.length})` : 'Nabídky'}
        </Heading>
        {offers.length >= 2 && (
          <Button icon={<TableOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setCompareOpen(true)}>
            Porovnat nabídky
          </Button>
        )}
      </div>
      {request.status === 'booked' && chosen && (
        <BookedNextSteps
          chosen={chosen}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5}
          inlineThread={renderThread !== undefined}
        />
      )}
      {offers.length === 0 ? (
        <p className="offers-panel__empty">{NO_OFFERS_TEXT}</p>
      ) : (
        <ul className="offers-panel__list">
          {ordered.map((offer) => (
            <li key={offer.id}>
              <OfferItem
                offer={offer}
                headingLevel={(headingLevel + 1) as HeadingLevel}
                answerable={open && offer.status === 'sent'}
                onAccept={accept}
                onDecline={(picked) => {
                  setDeclining(picked);
                  setDeclineOpen(true);
                }}
                renderThread={renderThread}
              />
            </li>
          ))}
        </ul>
      )}
      {request.status !== 'unconfirmed' && <RequestReplies requestId={request.id} token={token} />}
      <CompareOffersDialog
        open={compareOpen}
        onClose={() => setCompareOpen(false)}
        offers={ordered}
        canAccept={(offer) => open && offer.status === 'sent'}
        onAccept={(picked) => {
          setCompareOpen(false);
          accept(picked);
        }}
      />
      <DeclineOfferDialog offer={declining} open={declineOpen} onClose={() => setDeclineOpen(false)} token={token} />
    </section>
  );
}

function PanelLoading() {
  return (
    <div className="offers-panel" role="status" aria-live="polite">
      <span className="sr-only">Načítání nabídek…</span>
      <Skeleton active avatar title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}

/**
 * The offers of a signed-in couple's own request (the dashboard): asked for only once the request
 * has any (offerCount; new offers refresh the requests too); nothing for an unconfirmed request.
 */
export function RequestOffers({ request, headingLevel = 3 }: { request: ServiceRequestDto; headingLevel?: 2 | 3 | 4 }) {
  const relevant = request.status !== 'unconfirmed' && (request.offerCount > 0 || request.status === 'active');
  const query = useOffersForRequestQuery({ id: request.id }, { skip: !relevant || request.offerCount === 0 });
  if (!relevant) return null;
  if (request.offerCount === 0) return <OffersPanel request={request} offers={[]} headingLevel={headingLevel} />;
  if (query.isError && !query.data) {
    return (
      <div className="offers-panel">
        <RetryAlert small title="Nabídky se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <PanelLoading />;
  return <OffersPanel request={request} offers={query.data} headingLevel={headingLevel} />;
}

/** How often the manage page asks for new offers (it has no event stream). */
export const MANAGED_OFFERS_POLLING = 30_000;

export interface ManagedRequestOffersProps {
  token: string;
  request: OffersPanelRequest;
  renderThread?: (offer: OfferDto) => ReactNode;
}

/** The offers on the manage-link page: by the token, polled every 30 s; the answers carry the token. */
export function ManagedRequestOffers({ token, request, renderThread }: ManagedRequestOffersProps) {
  const query = useOffersForManagedRequestQuery({ token }, { pollingInterval: MANAGED_OFFERS_POLLING });
  if (query.isError && !query.data) {
    return (
      <div className="offers-panel">
        <RetryAlert small title="Nabídky se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <PanelLoading />;
  return <OffersPanel request={request} offers={query.data} token={token} renderThread={renderThread} headingLevel={2} />;
}
