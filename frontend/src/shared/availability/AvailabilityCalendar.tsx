import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import {
  dayLabel,
  inWindow,
  longDayName,
  monthCells,
  monthTitle,
  STATUS_LABELS,
  STATUSES,
  WEEKDAYS,
} from './availabilityModel';
import type { AvailabilityWindow } from './availabilityModel';
import type { AvailabilityDayDto } from '../../api';
import { PlainButton } from '../PlainButton';
import './availabilityCalendar.css';

export interface AvailabilityCalendarProps {
  range: AvailabilityWindow;
  /** Date → entry (days without one have no colour bar). */
  entries: ReadonlyMap<string, AvailabilityDayDto>;
  /** Selected dates (highlighted, aria-pressed); ignored when read-only. */
  selected?: readonly string[];
  onDayClick?: (date: string) => void;
  /** Public view: days are not buttons, nothing can be selected. */
  readOnly?: boolean;
  /** Accessible name of the calendar (e.g. 'Kalendář dostupnosti'). */
  label: string;
}

/**
 * A month calendar limited to the availability window (today..today+90): days outside it are
 * disabled and the month navigation stops at the window's first and last month. Each day shows a
 * colour bar by status; in the editable mode each day is a toggle button named like
 * 'sobota 12. září 2026, Obsazeno'. A plain grid (not antd Calendar) so that it fits 375 px, and no antd at all: the public portfolio shows it.
 */
export function AvailabilityCalendar({ range, entries, selected = [], onDayClick, readOnly = false, label }: AvailabilityCalendarProps) {
  const first = range.start.startOf('month');
  const last = range.end.startOf('month');
  const [month, setMonth] = useState(first);
  const titleId = useId();
  const cells = useMemo(() => monthCells(month), [month]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const todayDate = range.startDate;
  const atFirst = !month.isAfter(first, 'month');
  const atLast = !month.isBefore(last, 'month');

  return (
    <section className={`avail-cal${readOnly ? ' avail-cal--readonly' : ''}`} aria-label={label}>
      <div className="avail-cal__nav">
        <PlainButton
          variant="text"
          icon={<LeftOutlined aria-hidden="true" />}
          aria-label="Předchozí měsíc"
          disabled={atFirst}
          onClick={() => setMonth((current) => current.subtract(1, 'month'))}
        />
        <div className="avail-cal__title" id={titleId} aria-live="polite">
          {monthTitle(month)}
        </div>
        <PlainButton
          variant="text"
          icon={<RightOutlined aria-hidden="true" />}
          aria-label="Následující měsíc"
          disabled={atLast}
          onClick={() => setMonth((current) => current.add(1, 'month'))}
        />
      </div>
      <div className="avail-cal__weekdays" aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday.short} className="avail-cal__weekday">
            {weekday.short}
          </span>
        ))}
      </div>
      <ul className="avail-cal__grid" aria-labelledby={titleId}>
        {cells.map((date, index) => {
          if (date === null) return <li key={`blank-${index}`} className="avail-cal__blank" aria-hidden="true" />;
          const outside = !inWindow(date, range);
          const entry = outside ? undefined : entries.get(date);
          const status = entry?.status;
          const isSelected = !readOnly && !outside && selectedSet.has(date);
          const classes = [
            'avail-day',
            status ? `avail-day--${status}` : '',
            outside ? 'avail-day--outside' : '',
            isSelected ? 'avail-day--selected' : '',
            date === todayDate ? 'avail-day--today' : '',
          ]
            .filter(Boolean)
            .join(' ');
          const content = (
            <>
              <span className="avail-day__number" aria-hidden="true">
                {dayjs(date).date()}
              </span>
              <span className={`avail-day__bar${status ? ` avail-day__bar--${status}` : ''}`} aria-hidden="true" />
            </>
          );
          const name = outside ? `${longDayName(date)}, mimo rozsah` : dayLabel(date, status);
          return (
            <li key={date} className="avail-cal__cell">
              {readOnly ? (
                <div className={classes}>
                  {content}
                  <span className="sr-only">{name}</span>
                </div>
              ) : (
                <button
                  type="button"
                  className={classes}
                  disabled={outside}
                  aria-pressed={isSelected}
                  aria-label={name}
                  title={!outside && entry?.notes ? `Poznámka: ${entry.notes}` : undefined}
                  onClick={() => onDayClick?.(date)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The colours of the statuses. */
export function AvailabilityLegend() {
  return (
    <ul className="avail-legend" aria-label="Legenda">
      {STATUSES.map((status) => (
        <li key={status} className="avail-legend__item">
          <span className={`avail-legend__swatch avail-day__bar--${status}`} aria-hidden="true" />
          <span>{STATUS_LABELS[status]}</span>
        </li>
      ))}
      <li className="avail-legend__item">
        <span className="avail-legend__swatch avail-legend__swatch--none" aria-hidden="true" />
        <span>Nenastaveno</span>
      </li>
    </ul>
  );
}
