import type { ReactNode } from 'react';
import './tag.css';

/** antd's Tag (default look) as a plain span: labels on cards and badges of public pages that render without antd. */
export function Tag({
  className,
  icon,
  children,
  'aria-busy': busy,
}: {
  className?: string;
  icon?: ReactNode;
  children?: ReactNode;
  /** A tag that stands for something still loading. */
  'aria-busy'?: boolean;
}) {
  return (
    <span className={className ? `ui-tag ${className}` : 'ui-tag'} aria-busy={busy}>
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </span>
  );
}
