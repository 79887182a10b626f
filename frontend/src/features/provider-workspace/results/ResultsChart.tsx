import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../shared/format';
import type { chartRows } from './resultsFormat';

/** The funnel as horizontal bars (labels read on a phone), with the group's median beside when there is one. */
export default function ResultsChart({ rows, withMedian }: { rows: ReturnType<typeof chartRows>; withMedian: boolean }) {
  const height = Math.max(180, rows.length * (withMedian ? 56 : 40) + 60);
  return (
    <div className="results-chart" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} />
          <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => formatNumber(Number(value))} />
          <Legend />
          <Bar dataKey="value" name="Vy" fill="#9d2452" radius={[0, 3, 3, 0]} />
          {withMedian && <Bar dataKey="median" name="Medián oboru a kraje" fill="#e7b4c6" radius={[0, 3, 3, 0]} />}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
