import { formatNumber } from '../../shared/format/number';
import './plainBarChart.css';

export interface PlainBar {
  key: string;
  /** Under the bar (a short date, the plan). */
  label: string;
  value: number;
  /** The bar's tooltip (the long label and the formatted value). */
  title: string;
  color?: string;
}

/** 0 and up to five round steps (1, 2 or 5 × 10ⁿ) covering `max`; whole numbers only. */
export function barTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Which labels of `count` bars to write under the axis: every n-th and the last (as recharts' preserveStartEnd). */
export function shownLabels(count: number, room = 5): Set<number> {
  const every = Math.max(1, Math.ceil(count / room));
  const shown = new Set<number>();
  for (let index = 0; index < count; index += every) shown.add(index);
  const last = count - 1;
  const before = last - (last % every);
  // The one before the last would touch it.
  if (last > 0 && before !== last && before !== 0 && last - before < every) shown.delete(before);
  if (last >= 0) shown.add(last);
  return shown;
}

/**
 * A small bar chart in HTML and CSS (the admin overview's; recharts weighed ~95 kB gzipped): a value axis with
 * round steps and grid lines, the bars with rounded tops and a tooltip each, the labels under them. Decorative:
 * the caller hides it from assistive technology and gives the figures as text.
 */
export function PlainBarChart({
  bars,
  height = 180,
  axisWidth = 40,
  formatTick = formatNumber,
}: {
  bars: readonly PlainBar[];
  height?: number;
  axisWidth?: number;
  formatTick?: (value: number) => string;
}) {
  const ticks = barTicks(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = ticks[ticks.length - 1];
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  const labels = shownLabels(bars.length);
  return (
    <div className="plain-bars" style={{ height, gridTemplateColumns: `${axisWidth}px minmax(0, 1fr)` }}>
      <div className="plain-bars__axis">
        {ticks.map((tick) => (
          <span key={tick} className="plain-bars__tick" style={{ bottom: percent(tick) }}>
            {formatTick(tick)}
          </span>
        ))}
      </div>
      <div className="plain-bars__plot">
        {ticks.map((tick) => (
          <span key={tick} className="plain-bars__grid" style={{ bottom: percent(tick) }} />
        ))}
        <div className="plain-bars__bars">
          {bars.map((bar) => (
            <div key={bar.key} className="plain-bars__slot" title={bar.title}>
              <span className="plain-bars__bar" style={{ height: percent(bar.value), background: bar.color }} />
            </div>
          ))}
        </div>
      </div>
      <span />
      <div className="plain-bars__labels">
        {bars.map((bar, index) => (
          <span key={bar.key} className="plain-bars__label">
            {labels.has(index) ? bar.label : ''}
          </span>
        ))}
      </div>
    </div>
  );
}
