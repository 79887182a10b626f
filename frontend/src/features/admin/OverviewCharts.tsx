import type { ReactNode } from 'react';
import { useAdminOverviewQuery } from '../../api';
import { formatCompactCzk, formatNumber } from '../../shared/format';
import { overviewView } from './overviewModel';
import { PlainBarChart } from './PlainBarChart';
import { OverviewSkeleton } from './OverviewSkeleton';
import { RetryAlert } from '../../shared/RetryAlert';

/**
 * The admin overview: totals, the offer figures (share of requests with an offer, median first
 * response) and four small charts (new requests and sent offers per week, active subscriptions by
 * plan, revenue per month in Kč), drawn in HTML and CSS (PlainBarChart: recharts alone weighed ~95 kB gzipped).
 * Each chart is hidden from assistive technology and paired with a caption, a summary and a
 * visually hidden table of the same figures.
 */

const CHART_HEIGHT = 180;
const PLAN_COLORS: Record<string, string> = { basic: '#c2627f', premium: '#7a1c40' };

interface ChartFigureProps {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  /** Column headers of the text alternative. */
  headers: [string, string];
  rows: { key: string; label: string; value: string }[];
}

function ChartFigure({ id, title, summary, chart, headers, rows }: ChartFigureProps) {
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className="admin-chart__caption">
        <h3 id={`${id}-title`} className="admin-chart__title">
          {title}
        </h3>
        <p id={`${id}-summary`} className="admin-chart__summary">
          {summary}
        </p>
      </figcaption>
      <div className="admin-chart__plot" aria-hidden="true">
        {chart}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}


export default function OverviewCharts() {
  const overview = useAdminOverviewQuery();

  if (overview.isError && !overview.data) {
    return (
      <RetryAlert
        type="warning"
        title="Přehled se nepodařilo načíst"
        error={overview.error}
        fallback="Zkuste to prosím znovu."
        onRetry={() => overview.refetch()}
      />
    );
  }
  if (!overview.data) return <OverviewSkeleton />;

  const data = overview.data;
  const view = overviewView(data);

  return (
    <>
      <dl className="admin-totals">
        {view.totals.map((total) => (
          <div key={total.label} className="admin-totals__item">
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
            {total.note && <dd className="admin-totals__sub">{total.note}</dd>}
          </div>
        ))}
        <div className="admin-totals__item">
          <dt>Poptávky s nabídkou</dt>
          <dd>{view.figures.requestsWithOffer}</dd>
        </div>
        <div className="admin-totals__item">
          <dt>Medián první odpovědi</dt>
          <dd>{view.figures.medianFirstResponse}</dd>
        </div>
      </dl>
      <p className="admin-totals__note">Podíl poptávek s nabídkou a medián první odpovědi za poptávky potvrzené v posledních 90 dnech.</p>
      <dl className="admin-totals admin-totals--matching" aria-label="Párování poptávek">
        <div className="admin-totals__item">
          <dt>Poptávky se 2 nabídkami do 48 h</dt>
          <dd>{view.matching.twoOffersIn48h}</dd>
          {view.matching.twoOffersNote && <dd className="admin-totals__sub">{view.matching.twoOffersNote}</dd>}
        </div>
        <div className="admin-totals__item">
          <dt>Medián do první nabídky</dt>
          <dd>{view.matching.medianToFirstOffer}</dd>
        </div>
      </dl>
      <p className="admin-totals__note">{view.matching.note}</p>
      <div className="admin-charts">
        <ChartFigure
          id="admin-chart-requests"
          title="Nové poptávky za týden"
          summary={view.summaries.weeks}
          headers={['Týden', 'Nové poptávky']}
          rows={view.weeks.map((item) => ({ key: item.week, label: item.longLabel, value: formatNumber(item.count) }))}
          chart={
            <PlainBarChart
              height={CHART_HEIGHT}
              bars={view.weeks.map((item) => ({
                key: item.week,
                label: item.label,
                value: item.count,
                title: `${item.longLabel}: ${formatNumber(item.count)}`,
                color: '#9d2452',
              }))}
            />
          }
        />
        <ChartFigure
          id="admin-chart-offers"
          title="Odeslané nabídky za týden"
          summary={view.summaries.offerWeeks}
          headers={['Týden', 'Odeslané nabídky']}
          rows={view.offerWeeks.map((item) => ({ key: item.week, label: item.longLabel, value: formatNumber(item.count) }))}
          chart={
            <PlainBarChart
              height={CHART_HEIGHT}
              bars={view.offerWeeks.map((item) => ({
                key: item.week,
                label: item.label,
                value: item.count,
                title: `${item.longLabel}: ${formatNumber(item.count)}`,
                color: '#b35c00',
              }))}
            />
          }
        />
        <ChartFigure
          id="admin-chart-plans"
          title="Aktivní předplatné podle plánu"
          summary={view.summaries.plans}
          headers={['Plán', 'Aktivní předplatné']}
          rows={view.plans.map((item) => ({ key: item.planType, label: item.label, value: formatNumber(item.count) }))}
          chart={
            <PlainBarChart
              height={CHART_HEIGHT}
              bars={view.plans.map((item) => ({
                key: item.planType,
                label: item.label,
                value: item.count,
                title: `${item.label}: ${formatNumber(item.count)}`,
                color: PLAN_COLORS[item.planType] ?? '#9d2452',
              }))}
            />
          }
        />
        <ChartFigure
          id="admin-chart-revenue"
          title="Tržby za měsíc"
          summary={view.summaries.months}
          headers={['Měsíc', 'Tržby']}
          rows={view.months.map((item) => ({ key: item.month, label: item.longLabel, value: item.formatted }))}
          chart={
            <PlainBarChart
              height={CHART_HEIGHT}
              axisWidth={56}
              formatTick={formatCompactCzk}
              bars={view.months.map((item) => ({
                key: item.month,
                label: item.label,
                value: item.amount,
                title: `${item.longLabel}: ${item.formatted}`,
                color: '#2f7d32',
              }))}
            />
          }
        />
      </div>
    </>
  );
}
