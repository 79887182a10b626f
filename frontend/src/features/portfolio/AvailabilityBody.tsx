import { useEffect, useMemo, useState } from 'react';
import { useAvailabilityPublicQuery } from '../../api';
import type { AvailabilityDayDto } from '../../api';
import { AvailabilityCalendar, AvailabilityLegend } from '../../shared/availability/AvailabilityCalendar';
import {
  availabilityWindow,
  firstViewRange,
  longDayName,
  mergeEntries,
  monthRange,
  NO_STATUS_LABEL,
  rangeToLoad,
  STATUS_LABELS,
} from '../../shared/availability/availabilityModel';
import { formatDate } from '../../shared/format';
import { PlainSkeleton } from '../../shared/PlainSkeleton';

/**
 * The body of 'Dostupnost termínů': the read-only calendar over today to 24 months ahead (the first
 * screen loads the spec's 90 days, the arrows and month picker load only the shown month) and a list
 * of the shown month's busy / on-request days. A day the provider never set reads 'Neuvedeno', never
 * free. A chunk of its own (the calendar, its model), loaded when the section nears the viewport
 * (PublicAvailability).
 */
export default function AvailabilityBody({ providerId }: { providerId: number }) {
  const [range] = useState(() => availabilityWindow());
  const [firstView] = useState(() => firstViewRange());
  const [month, setMonth] = useState(() => range.start.startOf('month'));
  const { startDate, endDate } = rangeToLoad(month, range, firstView);
  const query = useAvailabilityPublicQuery({ id: providerId, startDate, endDate });
  const loaded = query.currentData;
  const [known, setKnown] = useState<ReadonlyMap<string, AvailabilityDayDto>>(() => new Map());
  useEffect(() => {
    if (loaded) setKnown((current) => mergeEntries(current, { startDate, endDate }, loaded));
  }, [loaded, startDate, endDate]);
  const entries = useMemo(() => (loaded ? mergeEntries(known, { startDate, endDate }, loaded) : known), [known, loaded, startDate, endDate]);
  const shown = monthRange(month, range);
  const shownStart = shown?.startDate ?? '';
  const shownEnd = shown?.endDate ?? '';
  const taken = useMemo(
    () =>
      [...entries.values()]
        .filter((day) => day.status !== 'available' && day.date >= shownStart && day.date <= shownEnd)
        .sort((a, b) => a.date.localeCompare(b.date)),
    [entries, shownStart, shownEnd],
  );

  if (query.isError) return <p className="portfolio-muted">Dostupnost se nepodařilo načíst.</p>;
  if (query.isLoading) return <PlainSkeleton rows={4} />;
  return (
    <div className="avail-public">
      <div className="portfolio-card">
        <AvailabilityCalendar
          label="Kalendář dostupnosti dodavatele"
          range={range}
          entries={entries}
          month={month}
          onMonthChange={setMonth}
          loading={!loaded}
          readOnly
        />
      </div>
      <div className="avail-public__side">
        <AvailabilityLegend />
        <p className="portfolio-muted">{`${NO_STATUS_LABEL}: dodavatel tento den v kalendáři nevyplnil. Na volný termín se ho zeptejte.`}</p>
        <h3 className="portfolio-subtitle">Obsazené termíny a termíny na dotaz v zobrazeném měsíci</h3>
        {!loaded ? (
          <PlainSkeleton rows={2} />
        ) : taken.length === 0 ? (
          <p className="portfolio-muted">V zobrazeném měsíci nemá dodavatel žádné obsazené termíny ani termíny na dotaz.</p>
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
