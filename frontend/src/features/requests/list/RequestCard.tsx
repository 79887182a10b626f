import { CalendarHeart, Clock, MapPin, Wallet, type LucideIcon } from 'lucide-react';
import { memo, useContext } from 'react';
import type { ReactNode } from 'react';
import { useAccountProviderQuery } from '../../../api';
import type { ServiceRequestDto } from '../../../api';
import { CardSkeleton } from '../../../shared/CardSkeleton';
import { useCategoryLookup } from '../../../shared/categoryLookup';
import type { CategoryLookup } from '../../../shared/categoryLookup';
import { CategoryIcon } from '../../../shared/CategoryIcon';
import { formatDate, formatWeddingDate, truncate } from '../../../shared/format';
import { ServiceTags } from '../../../shared/ServiceTags';
import { SessionContext } from '../../../shared/useSession';
import { OfferCount } from '../../../shared/OfferCount';
import { DemoRequestBadge } from './DemoRequestBadge';
import { RequestAnswers } from './RequestAnswers';
import '../../../shared/requests.css';
import '../../../shared/skeleton.css';
import './requestCard.css';

export { useCategoryLookup };
export type { CategoryLookup };

/** 'Přidáno 12. 9. 2026'. */
export function formatAdded(createdAt: string): string {
  return `Přidáno ${formatDate(createdAt)}`;
}

export interface RequestCardProps {
  request: ServiceRequestDto;
  /** Opens the detail; without it the title is plain text. */
  onOpen?: (request: ServiceRequestDto) => void;
  /** Characters of the description shown (spec: 150 in the public list, 100 on the dashboard). */
  descriptionLimit?: number;
  /** Service tags before '+N dalších' (spec: 3 in the public list, 2 on the dashboard). */
  maxTags?: number;
  /** Heading level of the title (fits the page's outline). */
  headingLevel?: 2 | 3 | 4;
  /** Extra buttons under the card (e.g. the dashboard's 'Kontakt na zákazníka'); they stay clickable. */
  actions?: ReactNode;
  /** Extra lines under the facts (e.g. the client section's contact name); links in them stay clickable. */
  details?: ReactNode;
  /** Category names and icons; read from the category list when omitted. */
  categories?: CategoryLookup;
  /** Shows how many offers the request has ('3 nabídky'); by default to signed-in providers only. */
  showOfferCount?: boolean;
  /** Answers of the form's step 2 shown before 'a N dalších v detailu'. */
  maxAnswers?: number;
  className?: string;
}

/**
 * True for a signed-in provider (the own-profile call is cached and shared). Reads the session without
 * requiring it: a card rendered outside the app's session is nobody's.
 */
function useViewerIsProvider(): boolean {
  const session = useContext(SessionContext);
  const profile = useAccountProviderQuery(undefined, { skip: !session?.isAuthenticated });
  return Boolean(session?.isAuthenticated && profile.data);
}

/** One fact of the card (place, date, budget): its icon, named for screen readers, and the value. */
function RequestFact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="request-fact">
      <dt>
        <Icon size={16} aria-hidden="true" focusable="false" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One couple's request as a card. The title is a button (its accessible name is the title) whose
 * hit area covers the whole card, so a click anywhere on the card opens the detail. Memoized: opening a
 * detail changes the page's URL, and the list's cards need not render again inside that click.
 */
export const RequestCard = memo(function RequestCard({
  request,
  onOpen,
  descriptionLimit = 150,
  maxTags = 3,
  headingLevel = 3,
  actions,
  details,
  categories,
  showOfferCount,
  maxAnswers = 4,
  className,
}: RequestCardProps) {
  const fallback = useCategoryLookup();
  const isProvider = useViewerIsProvider();
  const offerCount = (showOfferCount ?? isProvider) && !request.isDemo;
  const lookup = categories ?? fallback;
  const Heading = `h${headingLevel}` as const;
  const icon = lookup.icons.get(request.categoryId) ?? 'sparkles';

  return (
    <article
      className={['request-card', onOpen ? 'request-card--interactive' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <div className="request-card__head">
        <Heading className="request-card__title">
          {onOpen ? (
            <button type="button" className="request-card__open" aria-haspopup="dialog" onClick={() => onOpen(request)}>
              {request.title}
            </button>
          ) : (
            request.title
          )}
        </Heading>
        <p className="request-card__category">
          <CategoryIcon name={icon} size={16} />
          <span>{request.category}</span>
          {request.isDemo && <DemoRequestBadge />}
        </p>
      </div>
      {request.description && (
        <p className="request-card__description">{truncate(request.description, descriptionLimit)}</p>
      )}
      {request.services.length > 0 && <ServiceTags ids={request.services} names={lookup.names} max={maxTags} />}
      <dl className="request-card__facts">
        <RequestFact icon={MapPin} term="Místo">
          {request.location}
        </RequestFact>
        <RequestFact icon={CalendarHeart} term="Datum svatby">
          {formatWeddingDate(request.weddingDate)}
        </RequestFact>
        <RequestFact icon={Wallet} term="Rozpočet">
          {request.budget}
        </RequestFact>
      </dl>
      {/* The answers of the form's step 2, compactly (all of them in the detail); none for older requests. */}
      <RequestAnswers details={request.details ?? []} max={maxAnswers} className="request-card__answers" />
      {details && <div className="request-card__details">{details}</div>}
      <div className="request-card__footer">
        <span className="request-card__meta">
          <span className="request-card__added">
            <Clock size={14} aria-hidden="true" focusable="false" />
            {formatAdded(request.createdAt)}
          </span>
          {offerCount && <OfferCount count={request.offerCount} />}
        </span>
        {actions && <div className="request-card__actions">{actions}</div>}
      </div>
    </article>
  );
});

/** A placeholder of the card's shape, shown while a page of requests loads. */
export function RequestCardSkeleton() {
  return <CardSkeleton className="request-card" lines={['short', 'title', 'full', 'full', 'medium', 'tags', 'medium', 'short']} />;
}

/** The parts of ListResults every list of requests shares (/poptavky, /inquiries). */
export const REQUEST_RESULTS = {
  texts: { loadError: 'Poptávky se nepodařilo načíst', loading: 'Načítání poptávek…', pagination: 'Stránkování poptávek' },
  skeleton: () => <RequestCardSkeleton />,
  itemKind: 'request',
};
