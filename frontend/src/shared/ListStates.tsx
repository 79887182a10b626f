import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';
import { PageNumbers } from './ui/PageNumbers';
import './listStates.css';

// A list's states (error, empty, page numbers), apart from ListPage's header, filters and toolbar: a page that shows a
// list without them (the dashboards, the subscription) does not load the filters' code.

/** The list could not be loaded: the server's message and 'Zkusit znovu'. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <RetryAlert title={title} error={error} onRetry={onRetry} />
  );
}

/** An empty list: icon, heading (h2, or `headingLevel` inside a titled section), text and actions. */
export function ListEmpty({
  title,
  headingLevel = 2,
  children,
}: {
  title: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="list-empty">
      <InboxOutlined className="list-empty__icon" aria-hidden="true" />
      <Heading className="list-empty__title">{title}</Heading>
      {children}
    </div>
  );
}

export interface ListPaginationProps {
  /** Accessible name of the navigation, e.g. 'Stránkování poptávek'. */
  label: string;
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Page numbers under the list; nothing when everything fits on one page. */
export function ListPagination({ label, current, total, pageSize, onChange }: ListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <nav className="list-pagination" aria-label={label}>
      <PageNumbers current={current} total={total} pageSize={pageSize} onChange={onChange} />
    </nav>
  );
}
