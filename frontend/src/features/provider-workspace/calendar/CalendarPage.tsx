import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Input, Segmented, Select } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { useEffect, useMemo, useState } from 'react';
import { BackLink } from '../../../shared/BackLink';
import { countOf, formatDate, plural } from '../../../shared/format';
import { MONTH_FORMS } from '../../../shared/glossary';
import { errorMessage } from '../../../shared/errors';
import { AvailabilityCalendar, AvailabilityLegend } from '../../../shared/availability/AvailabilityCalendar';
import {
  AVAILABILITY_MONTHS_AHEAD,
  availabilityWindow,
  firstViewRange,
  mergeEntries,
  MESSAGES,
  MODE_LABELS,
  nextSelection,
  NO_STATUS_LABEL,
  planSave,
  rangeToLoad,
  STATUS_LABELS,
  STATUSES,
} from '../../../shared/availability/availabilityModel';
import type { AvailabilityWindow, SelectionMode } from '../../../shared/availability/availabilityModel';
import { ProviderGate } from '../ProviderGate';
import { useAvailabilityCurrentQuery, useAvailabilitySetBulkMutation, useAvailabilitySetMutation } from '../../../api';
import type { AvailabilityDayDto } from '../../../api';
import type { AvailabilityStatus } from '../../../shared/availability/availabilityModel';
import { RetryAlert } from '../../../shared/RetryAlert';
import '../workspace.css';
import './calendar.css';
import { paths } from '../../../shared/paths';

export const NOTES_MAX = 500;

const statusOptions = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const modeOptions = (Object.keys(MODE_LABELS) as SelectionMode[]).map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));
const dayWord = (count: number) => plural(count, ['den', 'dny', 'dnů']);

/**
 * /calendar (protected): the provider's availability (seed 001, "Availability calendar"), today to
 * 24 months ahead: the first screen loads the spec's 90 days, the month arrows and picker go beyond
 * and load only the shown month. Days are picked one at a time or in bulk (across months too), then
 * saved with a status and optional notes.
 */
export default function CalendarPage() {
  return (
    <ProviderGate title={MESSAGES.title} back={{ to: paths.dashboard, label: 'Zpět na dashboard' }}>
      {() => <AvailabilityEditor />}
    </ProviderGate>
  );
}

function AvailabilityEditor() {
  // The window is fixed for the life of the page (a page open over midnight keeps its window).
  const [range] = useState<AvailabilityWindow>(() => availabilityWindow());
  const [firstView] = useState<AvailabilityWindow>(() => firstViewRange());
  const [month, setMonth] = useState(() => range.start.startOf('month'));
  const { notification } = App.useApp();
  const { startDate, endDate } = rangeToLoad(month, range, firstView);
  const query = useAvailabilityCurrentQuery({ startDate, endDate });
  // The days loaded so far, kept across months: the selection can hold days of other months.
  const [known, setKnown] = useState<ReadonlyMap<string, AvailabilityDayDto>>(() => new Map());
  const loaded = query.currentData;
  useEffect(() => {
    if (loaded) setKnown((current) => mergeEntries(current, { startDate, endDate }, loaded));
  }, [loaded, startDate, endDate]);
  const [setOne, setOneState] = useAvailabilitySetMutation();
  const [setMany, setManyState] = useAvailabilitySetBulkMutation();
  const [mode, setMode] = useState<SelectionMode>('single');
  const [selected, setSelected] = useState<string[]>([]);
  const [status, setStatus] = useState<AvailabilityStatus>('available');
  const [notes, setNotes] = useState('');
  const entries = useMemo(() => (loaded ? mergeEntries(known, { startDate, endDate }, loaded) : known), [known, loaded, startDate, endDate]);
  const remember = (days: readonly AvailabilityDayDto[]) =>
    setKnown((current) => days.reduce((next, day) => next.set(day.date, day), new Map(current)));
  const saving = setOneState.isLoading || setManyState.isLoading;

  const changeMode = (next: SelectionMode) => {
    setMode(next);
    setSelected([]);
  };

  const save = async () => {
    const plan = planSave(selected, status, notes);
    if (plan.kind === 'none') {
      notification.error({ title: MESSAGES.error, description: MESSAGES.nothingSelected });
      return;
    }
    try {
      if (plan.kind === 'single') {
        remember([await setOne({ setAvailabilityDto: plan.body }).unwrap()]);
        notification.success({ title: MESSAGES.success, description: MESSAGES.singleSaved });
      } else {
        remember(await setMany({ setAvailabilityBulkDto: plan.body }).unwrap());
        notification.success({ title: MESSAGES.success, description: MESSAGES.bulkSaved(plan.body.dates.length) });
      }
      setSelected([]);
      setNotes('');
    } catch (error) {
      notification.error({
        title: MESSAGES.error,
        description: errorMessage(error, plan.kind === 'single' ? MESSAGES.singleFailed : MESSAGES.bulkFailed),
      });
    }
  };

  return (
    <div className="page workspace-page">
      <BackLink to={paths.dashboard}>Zpět na dashboard</BackLink>
      <header>
        <h1 className="workspace-page__title">{MESSAGES.title}</h1>
        <p className="workspace-page__lead">
          {`Nastavte, kdy máte volno a kdy jste obsazeni, až ${countOf(AVAILABILITY_MONTHS_AHEAD, MONTH_FORMS)} dopředu (do ${formatDate(range.endDate)}). ` +
            'Další měsíce otevřete šipkami nebo výběrem měsíce. Den, který nenastavíte, uvidí páry jako „Neuvedeno“.'}
        </p>
      </header>

      {query.isError && (
        <RetryAlert
          title="Dostupnost se nepodařilo načíst"
          error={query.error}
          fallback="Zkuste to prosím znovu."
          small
          onRetry={() => query.refetch()}
        />
      )}

      <div className="workspace-layout">
        <Card className="workspace-card calendar-card">
          <Segmented<SelectionMode>
            className="calendar-mode"
            aria-label="Režim výběru dnů"
            options={modeOptions}
            value={mode}
            onChange={changeMode}
          />
          <p className="workspace-page__lead">
            {mode === 'single'
              ? 'Klepnutím vyberete jeden den.'
              : 'Klepnutím přidáte den do výběru nebo jej z výběru odeberete.'}
          </p>
          <AvailabilityCalendar
            label="Kalendář dostupnosti"
            range={range}
            entries={entries}
            month={month}
            onMonthChange={setMonth}
            // Days are only offered once their saved status is known: a day shown as unset too early could be picked by mistake.
            loading={!loaded && !query.isError}
            selected={selected}
            onDayClick={(date) => setSelected((current) => nextSelection(current, date, mode))}
          />
          <AvailabilityLegend />
        </Card>

        <Card className="workspace-card calendar-card" role="region" aria-labelledby="calendar-settings-title">
          <h2 id="calendar-settings-title" className="workspace-card__title">
            Nastavení dostupnosti
          </h2>
          <div className="calendar-selection" aria-live="polite">
            <div className="calendar-selection__head">
              <span>{selected.length === 0 ? 'Vybrané dny' : `Vybráno: ${selected.length} ${dayWord(selected.length)}`}</span>
              {selected.length > 0 && (
                <Button size="small" type="link" onClick={() => setSelected([])}>
                  Zrušit výběr
                </Button>
              )}
            </div>
            {selected.length === 0 ? (
              <p className="calendar-selection__empty">Zatím nemáte vybraný žádný den.</p>
            ) : (
              <ul className="calendar-selection__list" aria-label="Vybrané dny">
                {selected.map((date) => {
                  const current = entries.get(date)?.status;
                  return (
                    <li key={date} className="calendar-selection__item">
                      {`${formatDate(date)} – ${current ? STATUS_LABELS[current] : NO_STATUS_LABEL}`}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>

          <div className="calendar-field">
            <label htmlFor="availability-status" className="calendar-field__label">
              Stav dostupnosti
            </label>
            <Select<AvailabilityStatus>
              id="availability-status"
              options={statusOptions}
              value={status}
              onChange={setStatus}
              disabled={saving}
            />
          </div>

          <div className="calendar-field">
            <label htmlFor="availability-notes" className="calendar-field__label">
              Poznámka (nepovinné)
            </label>
            <Input.TextArea
              id="availability-notes"
              rows={3}
              maxLength={NOTES_MAX}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="např. svatba v Brně, rezervace do pátku"
              disabled={saving}
            />
          </div>

          <Button
            type="primary"
            size="large"
            className="calendar-save"
            icon={<SaveOutlined aria-hidden="true" />}
            loading={saving}
            onClick={() => void save()}
          >
            Uložit dostupnost
          </Button>
        </Card>
      </div>
    </div>
  );
}
