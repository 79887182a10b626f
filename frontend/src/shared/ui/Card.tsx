import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head's title (the pages pass their own heading element). */
  title?: ReactNode;
  /** What the head shows at its end (a status badge). */
  extra?: ReactNode;
}

/**
 * A bordered panel with an optional head, in antd Card's look, without antd: antd's Card brings its Tabs, and
 * with them Dropdown and Menu (~20 kB gzipped), to every page that shows a card.
 */
export function Card({ title, extra, className, children, ...rest }: CardProps) {
  return (
    <div className={className ? `ui-card ${className}` : 'ui-card'} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div className="ui-card__head">
          <div className="ui-card__title">{title}</div>
          {extra !== undefined && <div className="ui-card__extra">{extra}</div>}
        </div>
      )}
      <div className="ui-card__body">{children}</div>
    </div>
  );
}
