import { FolderOpen } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { usePortfolioPublicListQuery } from '../../api';
import { PortfolioItemCard } from '../provider-workspace';
import { useNearViewport } from '../../shared/useNearViewport';
import { PORTFOLIO_LAZY_SECTION } from '../../shared/portfolioLazySection';

/** The calendar and its data load when the section nears the viewport. */
const AvailabilityBody = lazy(() => import('./AvailabilityBody'));

/** 'Portfolio': the provider's projects as cards (featured first), or the empty state. */
export function PublicProjects({ providerId, projectCount }: { providerId: number; projectCount: number }) {
  const query = usePortfolioPublicListQuery({ id: providerId });
  const { names } = useCategoryLookup();
  const items = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => Number(b.featured) - Number(a.featured)),
    [query.data],
  );

  let content;
  if (query.isLoading && projectCount > 0) {
    content = <PlainSkeleton rows={3} />;
  } else if (items.length > 0) {
    content = (
      <ul className="pf-items">
        {items.map((item) => (
          <li key={item.id}>
            <PortfolioItemCard item={item} categoryNames={names} />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError && projectCount > 0) {
    content = <p className="portfolio-muted">{`Projekty: ${projectCount}. Seznam se nepodařilo načíst.`}</p>;
  } else {
    content = (
      <div className="portfolio-empty">
        <FolderOpen size={32} aria-hidden="true" focusable="false" className="portfolio-empty__icon" />
        <p className="portfolio-empty__title">Dodavatel zatím nepřidal žádné projekty.</p>
      </div>
    );
  }

  return (
    <section className="portfolio-section" aria-labelledby="projects-title">
      <h2 id="projects-title" className="portfolio-section__title">
        Portfolio
      </h2>
      {content}
    </section>
  );
}

/** 'Dostupnost termínů': the read-only calendar (today to 24 months ahead) and a list of the busy / on-request days. */
export function PublicAvailability({ providerId }: { providerId: number }) {
  const [ref, near] = useNearViewport<HTMLElement>(false, PORTFOLIO_LAZY_SECTION);
  // Still until the visitor comes near, shimmering while the calendar loads.
  return (
    <section ref={ref} className="portfolio-section" aria-labelledby="availability-title">
      <h2 id="availability-title" className="portfolio-section__title">
        Dostupnost termínů
      </h2>
      {near ? (
        <Suspense fallback={<PlainSkeleton rows={4} />}>
          <AvailabilityBody providerId={providerId} />
        </Suspense>
      ) : (
        <PlainSkeleton rows={4} active={false} />
      )}
    </section>
  );
}
