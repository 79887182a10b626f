import type { ReactNode } from 'react';
import './tag.css';

/** The antd preset colours the app's plain tags use (tag.css has antd's v6 values for each). */
export type TagColor = 'blue' | 'green' | 'red';

/** antd's Tag (default look, or a preset colour) as a plain span: labels on cards and badges of pages that render without antd. */
export function Tag({
  className,
  color,
  icon,
  children,
  'aria-busy': busy,
}: {
  className?: string;
  color?: TagColor;
  icon?: ReactNode;
  children?: ReactNode;
  /** A tag that stands for something still loading. */
  'aria-busy'?: boolean;
}) {
  return (
    <span className={['ui-tag', color && `ui-tag--${color}`, className].filter(Boolean).join(' ')} aria-busy={busy}>
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </span>
  );
}
