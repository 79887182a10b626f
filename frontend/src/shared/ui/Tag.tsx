import type { ReactNode } from 'react';
import './tag.css';

/** antd's Tag (default look) as a plain span: labels on cards and badges of public pages that render without antd. */
export function Tag({ className, icon, children }: { className?: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <span className={className ? `ui-tag ${className}` : 'ui-tag'}>
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </span>
  );
}
