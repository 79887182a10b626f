import { useState } from 'react';
import type { ReactNode } from 'react';

/** The details of an expanded row: a description list, two columns on wide screens. */
export function DetailList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="admin-details" aria-label={label}>
      {children}
    </dl>
  );
}

/** One term and its value; `wide` spans the whole row (descriptions, notes, badges). */
export function DetailItem({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`admin-details__item${wide ? ' admin-details__item--wide' : ''}`}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a tab needs of its list query (an RTK Query result of a `{ items, total }` page). */
export interface AdminListQuery<Item> {
  data?: { items: Item[]; total: number };
  currentData?: { items: Item[]; total: number };
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Which row action dialog is open. The row stays set while its dialog closes, so the dialog's text
 * does not vanish mid-animation.
 */
export function useRowDialog<Kind extends string, Row>() {
  const [current, setCurrent] = useState<{ kind: Kind; row: Row } | null>(null);
  const [open, setOpen] = useState(false);
  return {
    open: (kind: Kind, row: Row) => {
      setCurrent({ kind, row });
      setOpen(true);
    },
    close: () => setOpen(false),
    /** The dialog's props: its row (null when another kind is current) and whether it is open. */
    props: (kind: Kind) => ({
      row: current?.kind === kind ? current.row : null,
      open: open && current?.kind === kind,
    }),
  };
}
