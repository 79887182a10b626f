import { Clock, ImageIcon, MapPin, Wallet } from 'lucide-react';
import type { PublicProviderDto } from '../../api';
import { Avatar } from '../../shared/Avatar';
import { formatRating } from '../../shared/format/number';
import { responseTimeText } from '../../shared/format/response';
import { truncate } from '../../shared/format/text';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Stars } from '../../shared/ui/Stars';
import { Tag } from '../../shared/ui/Tag';
import { areasText, priceText } from './serviceTypes';
import { ShortlistHeart } from '../shortlist';
import { href } from '../../shared/paths';

export interface ServiceProviderCardProps {
  provider: PublicProviderDto;
  /** Position in the whole list, from 1 ('Poskytovatel #n'). */
  position: number;
  /** 'Více informací': scrolls to the registration call to action at the bottom of the page. */
  onMoreInfo: () => void;
}

const DESCRIPTION_LIMIT = 220;
/** The skeleton's lines for the name, rating, description and facts of a card. */
const SKELETON_TEXT_LINES = 9;

/** The real average (DESIGN.md section 5), or 'Bez hodnocení' without reviews. */
function ProviderRating({ rating, reviewCount }: Pick<PublicProviderDto, 'rating' | 'reviewCount'>) {
  if (rating === null || rating === undefined) {
    return <p className="st-card__rating st-card__rating--none">Bez hodnocení</p>;
  }
  const average = formatRating(rating);
  return (
    <div className="st-card__rating">
      <span aria-hidden="true" className="st-card__stars">
        <Stars value={rating} />
      </span>
      <span className="sr-only">{`Hodnocení ${average} z 5`}</span>
      <span className="st-card__average" aria-hidden="true">
        {average}
      </span>
      <span className="st-card__reviews">{`(${reviewCount} hodnocení)`}</span>
    </div>
  );
}

/** Up to three real portfolio images (in the portfolio's order); placeholder tiles only without any. */
function PortfolioPreview({ provider }: { provider: PublicProviderDto }) {
  if (provider.previewImages.length === 0) {
    return (
      <div className="st-card__portfolio" aria-hidden="true">
        {[0, 1, 2].map((tile) => (
          <span key={tile} className="st-card__tile">
            <ImageIcon size={22} focusable="false" />
          </span>
        ))}
      </div>
    );
  }
  return (
    <ul className="st-card__portfolio" aria-label={`Ukázky z portfolia: ${provider.businessName}`}>
      {provider.previewImages.map((image, index) => (
        <li key={image} className="st-card__tile">
          <img src={image} alt={`Ukázka ${index + 1} z portfolia`} loading="lazy" className="st-card__image" />
        </li>
      ))}
      {/* Fewer than three pictures: the row stays whole with placeholder tiles. */}
      {Array.from({ length: Math.max(0, 3 - provider.previewImages.length) }, (_, tile) => (
        <li key={`tile-${tile}`} className="st-card__tile" aria-hidden="true">
          <ImageIcon size={22} focusable="false" />
        </li>
      ))}
    </ul>
  );
}

/** One provider of /services/{serviceType}: 'Poskytovatel #n', the business name and the offer. */
export function ServiceProviderCard({ provider, position, onMoreInfo }: ServiceProviderCardProps) {
  const labelId = `st-provider-${provider.id}`;
  const nameId = `st-provider-${provider.id}-name`;
  return (
    <article className="st-card" aria-labelledby={`${labelId} ${nameId}`}>
      <header className="st-card__head">
        <Avatar name={provider.businessName} imageUrl={provider.profileImageUrl} size={44} />
        <div className="st-card__titles">
          <h2 id={labelId} className="st-card__label">{`Poskytovatel #${position}`}</h2>
          <p id={nameId} className="st-card__name">
            {provider.businessName}
          </p>
          {provider.isDemo && <Tag className="st-card__demo">Ukázkový profil</Tag>}
        </div>
        <ShortlistHeart providerId={provider.id} providerName={provider.businessName} />
      </header>

      <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
      {typeof provider.responseMinutesMedian === 'number' && (
        <p className="st-card__response">
          <Clock size={14} aria-hidden="true" focusable="false" />
          <span>{responseTimeText(provider.responseMinutesMedian)}</span>
        </p>
      )}

      <p className="st-card__description">{truncate(provider.description, DESCRIPTION_LIMIT)}</p>

      <dl className="st-card__facts">
        <div className="st-card__fact">
          <dt>
            <MapPin size={16} aria-hidden="true" focusable="false" />
            <span>Oblast působení</span>
          </dt>
          <dd>{areasText(provider)}</dd>
        </div>
        <div className="st-card__fact">
          <dt>
            <Wallet size={16} aria-hidden="true" focusable="false" />
            <span>Cena</span>
          </dt>
          <dd>{priceText(provider)}</dd>
        </div>
      </dl>

      <PortfolioPreview provider={provider} />

      <div className="st-card__actions">
        <PlainButton onClick={onMoreInfo} aria-describedby={nameId}>
          Více informací
        </PlainButton>
        <PlainLinkButton variant="primary" to={href.portfolio(provider.id)} aria-describedby={nameId}>
          Zobrazit portfolio
        </PlainLinkButton>
      </div>
    </article>
  );
}

/**
 * A card while the list loads, as tall as a real one (its text as lines, the portfolio tiles and the two
 * buttons in the card's own layout), so that the cards take its place without moving what follows.
 */
export function ServiceProviderCardSkeleton() {
  return (
    <div className="st-card st-card--skeleton" aria-hidden="true">
      <PlainSkeleton avatar rows={SKELETON_TEXT_LINES} />
      <div className="st-card__portfolio">
        {[0, 1, 2].map((tile) => (
          <span key={tile} className="st-card__tile" />
        ))}
      </div>
      <div className="st-card__actions">
        <span className="st-card__button-skeleton" />
        <span className="st-card__button-skeleton" />
      </div>
    </div>
  );
}
