import { Skeleton } from 'antd';
import { FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { formatDate } from '../../shared/format';
import { AvailabilityCalendar, AvailabilityLegend } from '../../shared/availability/AvailabilityCalendar';
import { availabilityWindow, byDate, longDayName, STATUS_LABELS } from '../../shared/availability/availabilityModel';
import { useAvailabilityPublicQuery, usePortfolioPublicListQuery } from '../../api';
import { PortfolioItemCard } from './PortfolioItemCard';
import './portfolioItems.css';

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
    content = <Skeleton active paragraph={{ rows: 3 }} />;
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

/** 'Dostupnost na 90 dní': the read-only calendar and a list of the busy / on-request days. */
export function PublicAvailability({ providerId }: { providerId: number }) {
  const [range] = useState(() => availabilityWindow());
  const query = useAvailabilityPublicQuery({ id: providerId });
  const entries = useMemo(() => byDate(query.data), [query.data]);
  const taken = useMemo(
    () => (query.data ?? []).filter((day) => day.status !== 'available').sort((a, b) => a.date.localeCompare(b.date)),
    [query.data],
  );

  return (
    <section className="portfolio-section" aria-labelledby="availability-title">
      <h2 id="availability-title" className="portfolio-section__title">
        Dostupnost na 90 dní
      </h2>
      {query.isError ? (
        <p className="portfolio-muted">Dostupnost se nepodařilo načíst.</p>
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div className="avail-public">
          <div className="portfolio-card">
            <AvailabilityCalendar label="Kalendář dostupnosti dodavatele" range={range} entries={entries} readOnly />
          </div>
          <div className="avail-public__side">
            <AvailabilityLegend />
            <h3 className="portfolio-subtitle">Obsazené termíny a termíny na dotaz</h3>
            {taken.length === 0 ? (
              <p className="portfolio-muted">Dodavatel nemá v příštích 90 dnech žádné obsazené termíny.</p>
            ) : (
              <ul className="avail-public__list">
                {taken.map((day) => (
                  <li key={day.date} className="avail-public__item">
                    <span className={`avail-legend__swatch avail-day__bar--${day.status}`} aria-hidden="true" />
                    <time dateTime={day.date} title={longDayName(day.date)}>
                      {formatDate(day.date)}
                    </time>
                    <span>{`– ${STATUS_LABELS[day.status]}`}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
