import type { ReactNode } from 'react';
import './planFigures.css';

export interface PlanFiguresProps {
  /** Each figure: its label and its value, in reading order. */
  items: ReadonlyArray<readonly [string, ReactNode]>;
  /** Two a row on phones; from 768 px three (the budget's totals) or six (the guests' counts). */
  wide: 3 | 6;
  className?: string;
}

/** A row of labelled figures in cards: the budget's totals, the guest list's counts. */
export function PlanFigures({ items, wide, className }: PlanFiguresProps) {
  return (
    <dl className={['plan-figures', `plan-figures--${wide}`, className].filter(Boolean).join(' ')}>
      {items.map(([label, value]) => (
        <div key={label} className="plan-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
