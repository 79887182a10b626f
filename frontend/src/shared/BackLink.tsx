import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './backLink.css';

/** A text link back to the parent page ('Zpět na dodavatele'), above a page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftOutlined aria-hidden="true" />
      <span>{children}</span>
    </Link>
  );
}
