import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useAdminOverviewQuery } from '../../api';
import { formatCompactCzk, formatNumber } from '../../shared/format';
import { overviewView } from './overviewModel';
import { OverviewSkeleton } from './OverviewSkeleton';
import { RetryAlert } from '../../shared/RetryAlert';

/**
 * The admin overview: totals, the offer figures (share of requests with an offer, median first
 * response) and four small charts (new requests and sent offers per week, active subscriptions by
 * plan, revenue per month in Kč). Its own chunk (recharts is large), loaded only on /admin.
 * Each chart is hidden from assistive technology and paired with a caption, a summary and a
 * visually hidden table of the same figures.
 */

const CHART_HEIGHT = 180;
const PLAN_COLORS: Record<string, string> = { basic: '#c2627f', premium: '#7a1c40' };
const AXIS_TICK = { fontSize: 12, fill: '#595959' };

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

const chartStyle = { width: '100%', height: CHART_HEIGHT };
const margin = { top: 8, right: 8, bottom: 0, left: -8 };

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
        <div className="admin-totals__item">
          <dt>Poptávek celkem</dt>
          <dd>{formatNumber(data.totalRequests)}</dd>
        </div>
        <div className="admin-totals__item">
          <dt>Dodavatelů celkem</dt>
          <dd>{formatNumber(data.totalProviders)}</dd>
        </div>
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
      <div className="admin-charts">
        <ChartFigure
          id="admin-chart-requests"
          title="Nové poptávky za týden"
          summary={view.summaries.weeks}
          headers={['Týden', 'Nové poptávky']}
          rows={view.weeks.map((item) => ({ key: item.week, label: item.longLabel, value: formatNumber(item.count) }))}
          chart={
            <BarChart responsive style={chartStyle} data={view.weeks} margin={margin} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#f0e1e6" />
              <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
              <Tooltip
                formatter={(value) => [formatNumber(Number(value)), 'Nové poptávky']}
                labelFormatter={(_, payload) => payload?.[0]?.payload?.longLabel ?? ''}
              />
              <Bar dataKey="count" fill="#9d2452" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          }
        />
        <ChartFigure
          id="admin-chart-offers"
          title="Odeslané nabídky za týden"
          summary={view.summaries.offerWeeks}
          headers={['Týden', 'Odeslané nabídky']}
          rows={view.offerWeeks.map((item) => ({ key: item.week, label: item.longLabel, value: formatNumber(item.count) }))}
          chart={
            <BarChart responsive style={chartStyle} data={view.offerWeeks} margin={margin} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#f0e1e6" />
              <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
              <Tooltip
                formatter={(value) => [formatNumber(Number(value)), 'Odeslané nabídky']}
                labelFormatter={(_, payload) => payload?.[0]?.payload?.longLabel ?? ''}
              />
              <Bar dataKey="count" fill="#b35c00" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          }
        />
        <ChartFigure
          id="admin-chart-plans"
          title="Aktivní předplatné podle plánu"
          summary={view.summaries.plans}
          headers={['Plán', 'Aktivní předplatné']}
          rows={view.plans.map((item) => ({ key: item.planType, label: item.label, value: formatNumber(item.count) }))}
          chart={
            <BarChart responsive style={chartStyle} data={view.plans} margin={margin} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#f0e1e6" />
              <XAxis dataKey="label" tick={AXIS_TICK} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
              <Tooltip formatter={(value) => [formatNumber(Number(value)), 'Aktivní předplatné']} />
              <Bar dataKey="count" radius={[4, 4, 0, 0]} isAnimationActive={false}>
                {view.plans.map((item) => (
                  <Cell key={item.planType} fill={PLAN_COLORS[item.planType] ?? '#9d2452'} />
                ))}
              </Bar>
            </BarChart>
          }
        />
        <ChartFigure
          id="admin-chart-revenue"
          title="Tržby za měsíc"
          summary={view.summaries.months}
          headers={['Měsíc', 'Tržby']}
          rows={view.months.map((item) => ({ key: item.month, label: item.longLabel, value: item.formatted }))}
          chart={
            <BarChart responsive style={chartStyle} data={view.months} margin={margin} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#f0e1e6" />
              <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
              <YAxis tick={AXIS_TICK} width={56} tickFormatter={(value: number) => formatCompactCzk(value)} />
              <Tooltip
                formatter={(_, __, item) => [item?.payload?.formatted ?? '', 'Tržby']}
                labelFormatter={(_, payload) => payload?.[0]?.payload?.longLabel ?? ''}
              />
              <Bar dataKey="amount" fill="#2f7d32" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          }
        />
      </div>
    </>
  );
}
