import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';
import type { ReactNode } from 'react';
import './notice.css';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

const icons: Record<NoticeType, ReactNode> = {
  info: <InfoCircleFilled aria-hidden="true" />,
  success: <CheckCircleFilled aria-hidden="true" />,
  warning: <ExclamationCircleFilled aria-hidden="true" />,
  error: <CloseCircleFilled aria-hidden="true" />,
};

export interface NoticeProps {
  type?: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a 'Zkusit znovu' button, right of the text (below it on phones). */
  action?: ReactNode;
  /** 'alert' for errors the user must hear at once; 'status' for polite news; none for static hints. */
  role?: 'alert' | 'status';
  id?: string;
  className?: string;
}

/** antd's Alert (with its icon) as plain HTML and CSS, for pages that render without antd. */
export function Notice({ type = 'info', title, description, action, role, id, className }: NoticeProps) {
  const classes = ['ui-notice', `ui-notice--${type}`, description ? 'ui-notice--with-description' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div id={id} className={classes} role={role}>
      <span className="ui-notice__icon">{icons[type]}</span>
      <div className="ui-notice__content">
        <div className="ui-notice__title">{title}</div>
        {description && <div className="ui-notice__description">{description}</div>}
      </div>
      {action && <div className="ui-notice__action">{action}</div>}
    </div>
  );
}
