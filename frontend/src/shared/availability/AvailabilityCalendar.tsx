import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import {
  dayLabel,
  inWindow,
  longDayName,
  monthCells,
  monthTitle,
  NO_STATUS_LABEL,
  STATUS_LABELS,
  STATUSES,
  WEEKDAYS,
  windowMonths,
} from './availabilityModel';
import type { AvailabilityWindow } from './availabilityModel';
import type { AvailabilityDayDto } from '../../api';
import { PlainButton } from '../PlainButton';
import { PlainSkeleton } from '../PlainSkeleton';
import './availabilityCalendar.css';

export interface AvailabilityCalendarProps {
  /** The window: today..today+24 months. Days outside it are disabled, the navigation stops at its months. */
  range: AvailabilityWindow;
  /** Date → entry (days without one are unknown: 'Neuvedeno'). */
  entries: ReadonlyMap<string, AvailabilityDayDto>;
  /** The month shown (its first day); with onMonthChange the parent loads the visible days. */
  month?: Dayjs;
  onMonthChange?: (month: Dayjs) => void;
  /** The shown month's days are loading: no days are offered until their status is known. */
  loading?: boolean;
  /** Selected dates (highlighted, aria-pressed); ignored when read-only. */
  selected?: readonly string[];
  onDayClick?: (date: string) => void;
  /** Public view: days are not buttons, nothing can be selected. */
  readOnly?: boolean;
  /** Accessible name of the calendar (e.g. 'Kalendář dostupnosti'). */
  label: string;
}

const monthValue = (month: Dayjs) => month.format('YYYY-MM');

/**
 * A month calendar over the availability window (today..today+24 months): days outside it are
 * disabled; the arrows and the month picker move between the window's first and last month. Each
 * day shows a colour bar by status, an unset day a dashed one ('Neuvedeno'); in the editable mode each
 * day is a toggle button named like 'sobota 12. září 2026, Obsazeno'. A plain grid (not antd
 * Calendar) so that it fits 375 px, and no antd at all: the public portfolio shows it.
 */
export function AvailabilityCalendar({
  range,
  entries,
  month: shownMonth,
  onMonthChange,
  loading = false,
  selected = [],
  onDayClick,
  readOnly = false,
  label,
}: AvailabilityCalendarProps) {
  const first = range.start.startOf('month');
  const last = range.end.startOf('month');
  const [ownMonth, setOwnMonth] = useState(first);
  const month = shownMonth ?? ownMonth;
  const goTo = (next: Dayjs) => {
    const clamped = next.isBefore(first, 'month') ? first : next.isAfter(last, 'month') ? last : next.startOf('month');
    setOwnMonth(clamped);
    onMonthChange?.(clamped);
  };
  const titleId = useId();
  const pickerId = useId();
  const months = useMemo(() => windowMonths(range), [range]);
  const cells = useMemo(() => monthCells(month), [month]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const todayDate = range.startDate;
  const atFirst = !month.isAfter(first, 'month');
  const atLast = !month.isBefore(last, 'month');

  return (
    <section className={`avail-cal${readOnly ? ' avail-cal--readonly' : ''}`} aria-label={label} aria-busy={loading || undefined}>
      <div className="avail-cal__nav">
        <PlainButton
          variant="text"
          icon={<LeftOutlined aria-hidden="true" />}
          aria-label="Předchozí měsíc"
          disabled={atFirst}
          onClick={() => goTo(month.subtract(1, 'month'))}
        />
        <div className="avail-cal__title" id={titleId} aria-live="polite">
          {monthTitle(month)}
        </div>
        <PlainButton
          variant="text"
          icon={<RightOutlined aria-hidden="true" />}
          aria-label="Následující měsíc"
          disabled={atLast}
          onClick={() => goTo(month.add(1, 'month'))}
        />
      </div>
      <div className="avail-cal__jump">
        <label htmlFor={pickerId}>Přejít na měsíc</label>
        <select
          id={pickerId}
          className="avail-cal__picker"
          value={monthValue(month)}
          onChange={(event) => goTo(dayjs(`${event.target.value}-01`))}
        >
          {months.map((option) => (
            <option key={monthValue(option)} value={monthValue(option)}>
              {monthTitle(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="avail-cal__weekdays" aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday.short} className="avail-cal__weekday">
            {weekday.short}
          </span>
        ))}
      </div>
      {loading ? (
        <div className="avail-cal__loading">
          <span className="sr-only">Načítám dostupnost…</span>
          <PlainSkeleton rows={4} />
        </div>
      ) : (
        <ul className="avail-cal__grid" aria-labelledby={titleId}>
          {cells.map((date, index) => {
            if (date === null) return <li key={`blank-${index}`} className="avail-cal__blank" aria-hidden="true" />;
            const outside = !inWindow(date, range);
            const entry = outside ? undefined : entries.get(date);
            const status = entry?.status;
            const isSelected = !readOnly && !outside && selectedSet.has(date);
            const classes = [
              'avail-day',
              status ? `avail-day--${status}` : outside ? '' : 'avail-day--unknown',
              outside ? 'avail-day--outside' : '',
              isSelected ? 'avail-day--selected' : '',
              date === todayDate ? 'avail-day--today' : '',
            ]
              .filter(Boolean)
              .join(' ');
            const bar = status ?? (outside ? '' : 'unknown');
            const content = (
              <>
                <span className="avail-day__number" aria-hidden="true">
                  {dayjs(date).date()}
                </span>
                <span className={`avail-day__bar${bar ? ` avail-day__bar--${bar}` : ''}`} aria-hidden="true" />
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
      )}
    </section>
  );
}

/** The colours of the statuses, and the unset day: 'Neuvedeno'. */
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
        <span>{NO_STATUS_LABEL}</span>
      </li>
    </ul>
  );
}
