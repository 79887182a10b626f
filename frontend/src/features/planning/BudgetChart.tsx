import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactCzk, formatKc } from '../../shared/format/money';
import type { ChartRow } from './budgetModel';

/**
 * Planned vs actual by line as horizontal bars (names read on a phone). Its own chunk: BudgetTab loads it lazily,
 * recharts alone weighs ~95 kB gzipped.
 */
export default function BudgetChart({ rows }: { rows: ChartRow[] }) {
  const height = Math.max(160, rows.length * 48 + 60);
  return (
    <div className="budget-chart__frame" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(value: number) => formatCompactCzk(value)} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => formatKc(Number(value))} />
          <Legend />
          <Bar dataKey="planned" name="Plán" fill="#e7b4c6" radius={[0, 3, 3, 0]} />
          <Bar dataKey="actual" name="Skutečnost" fill="#9d2452" radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
