import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import InstagramOutlined from '@ant-design/icons/es/icons/InstagramOutlined';
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { displayUrl, externalHref } from '../../../shared/contactLinks';
import { formatDate } from '../../../shared/format';
import type { PortfolioItemDto } from '../../../api';
import { Tag } from '../../../shared/ui/Tag';
import { PORTFOLIO_MESSAGES } from './portfolioItemModel';
import { imageGridLayout } from './imageGrid';
import { useOpenedOnce } from '../../../shared/useOpenedOnce';
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

/** The swipeable viewer (yet-another-react-lightbox): its code loads when a picture is first tapped. */
const PhotoLightbox = lazy(() => import('./PhotoLightbox'));

/** 'Zobrazit fotografii 2 z 3: Svatba na zámku' (the thumbnail's button). */
export function openImageLabel(title: string, index: number, count: number): string {
  return count === 1 ? `Zobrazit fotografii: ${title}` : `Zobrazit fotografii ${index + 1} z ${count}: ${title}`;
}

/**
 * The project's pictures in a grid without holes (see imageGridLayout); a tap opens them in the
 * viewer at that picture (swipe, arrow keys, Esc), not the raw file in a new tab.
 */
function ProjectImages({ title, images }: { title: string; images: string[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  const mounted = useOpenedOnce(openAt !== null);
  const layout = imageGridLayout(images.length);
  const open = (at: number) => {
    setIndex(at);
    setOpenAt(at);
  };
  return (
    <>
      <ul className={`pf-item__images pf-item__images--cols-${layout.columns}`} aria-label="Obrázky projektu">
        {images.map((url, at) => (
          <li key={url} className={`pf-item__image${layout.wide.has(at) ? ' pf-item__image--wide' : ''}`}>
            <button
              type="button"
              className="pf-item__image-button"
              aria-haspopup="dialog"
              aria-label={openImageLabel(title, at, images.length)}
              onClick={() => open(at)}
            >
              <img src={url} alt={imageAlt(title, at, images.length)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {mounted && (
        <Suspense fallback={null}>
          <PhotoLightbox
            open={openAt !== null}
            index={index}
            onIndex={setIndex}
            onClose={() => setOpenAt(null)}
            slides={images.map((url, at) => ({ src: url, alt: imageAlt(title, at, images.length) }))}
          />
        </Suspense>
      )}
    </>
  );
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
      {item.images.length > 0 && <ProjectImages title={item.title} images={item.images} />}
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
