import { useMemo, useState } from 'react';
import { useAvailabilityPublicQuery } from '../../api';
import { AvailabilityCalendar, AvailabilityLegend } from '../../shared/availability/AvailabilityCalendar';
import { availabilityWindow, byDate, longDayName, STATUS_LABELS } from '../../shared/availability/availabilityModel';
import { formatDate } from '../../shared/format';
import { PlainSkeleton } from '../../shared/PlainSkeleton';

/**
 * The body of 'Dostupnost na 90 dní': the read-only calendar and a list of the busy / on-request days. A chunk
 * of its own (the calendar, its model), loaded when the section nears the viewport (PublicAvailability).
 */
export default function AvailabilityBody({ providerId }: { providerId: number }) {
  const [range] = useState(() => availabilityWindow());
  const query = useAvailabilityPublicQuery({ id: providerId });
  const entries = useMemo(() => byDate(query.data), [query.data]);
  const taken = useMemo(
    () => (query.data ?? []).filter((day) => day.status !== 'available').sort((a, b) => a.date.localeCompare(b.date)),
    [query.data],
  );

  if (query.isError) return <p className="portfolio-muted">Dostupnost se nepodařilo načíst.</p>;
  if (query.isLoading) return <PlainSkeleton rows={4} />;
  return (
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
  );
}
