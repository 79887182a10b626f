import { lazy, Suspense, useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useProviderResultsQuery } from '../../../api';
import type { ProviderResultsDto, ResultsFiguresDto } from '../../../api';
import { CardSkeleton } from '../../../shared/CardSkeleton';
import { endSentence, formatDate } from '../../../shared/format';
import { ListError } from '../../../shared/ListStates';
import { chartRows, costText, countText, czkText, FUNNEL_STEPS, minutesText, monthLabel } from './resultsFormat';

const ResultsChart = lazy(() => import('./ResultsChart'));

/** The picker's value for the whole period. */
const LAST_12 = 'last12';

/**
 * "Výsledky": the provider's funnel for the last 12 months or one month, the median response time,
 * what a result cost, and the median of its category and region when enough providers have results.
 * Its own chunk (with recharts): the dashboard loads it when the section comes near the screen.
 */
export default function ResultsPanel() {
  const pickerId = useId();
  const [choice, setChoice] = useState(LAST_12);
  const year = useProviderResultsQuery({ months: 12 });
  const month = useProviderResultsQuery(choice === LAST_12 ? skipToken : { month: choice });
  const shown = choice === LAST_12 ? year : month;

  if (year.isError && !year.data) return <ListError title="Výsledky se nepodařilo načíst" error={year.error} onRetry={() => year.refetch()} />;
  if (!year.data) return <ResultsSkeleton />;
  const months = [...year.data.months].reverse();

  return (
    <div className="results-panel">
      <div className="results-panel__picker">
        <label htmlFor={pickerId}>Období</label>
        <select id={pickerId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={LAST_12}>Posledních 12 měsíců</option>
          {months.map((item) => (
            <option key={item.month} value={item.month}>
              {monthLabel(item.month)}
            </option>
          ))}
        </select>
      </div>
      {shown.isError && !shown.data ? (
        <ListError title="Výsledky se nepodařilo načíst" error={shown.error} onRetry={() => shown.refetch()} />
      ) : !shown.data || shown.isFetching ? (
        <ResultsSkeleton />
      ) : (
        <Figures results={shown.data} figures={choice === LAST_12 ? shown.data.total : shown.data.months[0]} />
      )}
    </div>
  );
}

function Figures({ results, figures }: { results: ProviderResultsDto; figures: ResultsFiguresDto }) {
  const comparison = results.comparison;
  const medians = comparison?.medians ?? null;
  const rows = chartRows(figures, medians);
  const since = results.trackingSince.requestsMatched;
  return (
    <>
      <table className="results-table">
        <caption className="sr-only">Trychtýř poptávek a nabídek</caption>
        <thead>
          <tr>
            <th scope="col">Ukazatel</th>
            <th scope="col">Vy</th>
            {medians && <th scope="col">Medián oboru a kraje</th>}
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEPS.map((step) => (
            <tr key={step.key}>
              <th scope="row">{step.label}</th>
              <td>{countText(figures[step.key])}</td>
              {medians && <td>{countText(medians[step.key])}</td>}
            </tr>
          ))}
          <tr>
            <th scope="row">Medián doby odpovědi</th>
            <td>{minutesText(figures.medianResponseMinutes)}</td>
            {medians && <td>{minutesText(medians.medianResponseMinutes)}</td>}
          </tr>
          <tr>
            <th scope="row">Zaplaceno za předplatné</th>
            <td>{czkText(figures.paidCzk)}</td>
            {medians && <td>{czkText(medians.paidCzk)}</td>}
          </tr>
          <tr>
            <th scope="row">Cena za přijatou nabídku</th>
            <td>{costText(figures.costPerAcceptedOffer, figures.offersAccepted)}</td>
            {medians && <td>{costText(medians.costPerAcceptedOffer, medians.offersAccepted)}</td>}
          </tr>
          <tr>
            <th scope="row">Cena za potvrzenou rezervaci</th>
            <td>{costText(figures.costPerConfirmedBooking, figures.bookingsConfirmed)}</td>
            {medians && <td>{costText(medians.costPerConfirmedBooking, medians.bookingsConfirmed)}</td>}
          </tr>
        </tbody>
      </table>
      {rows.length > 0 && (
        <Suspense fallback={<CardSkeleton className="results-chart__placeholder" lines={['full', 'full', 'medium']} />}>
          <ResultsChart rows={rows} withMedian={Boolean(medians)} />
        </Suspense>
      )}
      <p className="results-panel__note">
        {comparison
          ? endSentence(`Srovnání: medián ${comparison.providers} dalších dodavatelů v oboru ${comparison.categoryName} a v kraji ${comparison.regionName}`)
          : results.comparisonNote}
      </p>
      {since && (
        <p className="results-panel__note">
          {`Poptávky a nabídky sledujeme od ${formatDate(since)}; co bylo dřív, uvádíme jako „neznámé“.`}
        </p>
      )}
    </>
  );
}

function ResultsSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        Načítání výsledků…
      </p>
      <CardSkeleton className="results-skeleton" lines={['full', 'full', 'full', 'medium']} />
    </div>
  );
}
