import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import InstagramOutlined from '@ant-design/icons/es/icons/InstagramOutlined';
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import type { ReactNode } from 'react';
import { displayUrl, externalHref } from '../../../shared/contactLinks';
import { formatDate } from '../../../shared/format';
import type { PortfolioItemDto } from '../../../api';
import { Tag } from '../../../shared/ui/Tag';
import { PORTFOLIO_MESSAGES } from './portfolioItemModel';
import './portfolioItems.css';

export interface PortfolioItemCardProps {
  item: PortfolioItemDto;
  /** Category id → name. */
  categoryNames: ReadonlyMap<string, string>;
  /** The owner's buttons (edit, delete). */
  actions?: ReactNode;
}

/** The alt text of the n-th image: the title, then 'title (2/3)' for the others. */
export function imageAlt(title: string, index: number, count: number): string {
  return index === 0 ? title : `${title} (${index + 1}/${count})`;
}

/**
 * One portfolio project: thumbnails, title, 'Doporučené' badge, category, date, description and
 * the Instagram / web links; `actions` (edit, delete) for the owner.
 */
export function PortfolioItemCard({ item, categoryNames, actions }: PortfolioItemCardProps) {
  const instagram = externalHref(item.instagramUrl);
  const website = externalHref(item.websiteUrl);
  const meta = [item.category ? (categoryNames.get(item.category) ?? item.category) : null, item.date ? formatDate(item.date) : null].filter(
    (part): part is string => Boolean(part),
  );

  return (
    <article className={`pf-item${item.featured ? ' pf-item--featured' : ''}`} aria-labelledby={`pf-item-${item.id}`}>
      {item.images.length > 0 && (
        <ul className="pf-item__images" aria-label="Obrázky projektu">
          {item.images.map((url, index) => (
            <li key={url} className="pf-item__image">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt={imageAlt(item.title, index, item.images.length)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="pf-item__body">
        <div className="pf-item__head">
          <h3 className="pf-item__title" id={`pf-item-${item.id}`}>
            {item.title}
          </h3>
          {item.featured && (
            <Tag className="pf-item__badge" icon={<StarFilled aria-hidden="true" />}>
              {PORTFOLIO_MESSAGES.featuredBadge}
            </Tag>
          )}
        </div>
        {meta.length > 0 && <p className="pf-item__meta">{meta.join(' · ')}</p>}
        <p className="pf-item__description">{item.description}</p>
        {(instagram || website) && (
          <ul className="pf-item__links" aria-label="Odkazy projektu">
            {instagram && (
              <li>
                <a href={instagram} target="_blank" rel="noopener noreferrer" className="pf-item__link">
                  <InstagramOutlined aria-hidden="true" />
                  <span>Instagram</span>
                </a>
              </li>
            )}
            {website && (
              <li>
                <a href={website} target="_blank" rel="noopener noreferrer" className="pf-item__link">
                  <GlobalOutlined aria-hidden="true" />
                  <span>{displayUrl(website)}</span>
                </a>
              </li>
            )}
          </ul>
        )}
        {actions && <div className="pf-item__actions">{actions}</div>}
      </div>
    </article>
  );
}
