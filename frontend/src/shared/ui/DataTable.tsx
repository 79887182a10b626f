import { Fragment, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { PageNumbers } from './PageNumbers';
import './dataTable.css';

export type SortOrder = 'ascend' | 'descend';

/** One column: its header, how a row's cell renders, and whether the header sorts. */
export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  /** The cell (antd's signature: the first argument is unused, the kit has no dataIndex). */
  render: (value: undefined, row: Row, index: number) => ReactNode;
  width?: number;
  /** The header sorts (on the server: `onSort` tells the new order). */
  sorter?: boolean;
  sortOrder?: SortOrder | null;
  /** The orders a header click goes through, then none (antd's default: ascending, descending). */
  sortDirections?: SortOrder[];
  /** Pinned to the right edge while the table scrolls sideways. */
  fixed?: 'right';
}

export type DataColumns<Row> = DataColumn<Row>[];

export interface DataTableProps<Row extends { id: number }> {
  className?: string;
  columns: DataColumns<Row>;
  rows: readonly Row[];
  /** Dims the rows and shows a spinner (the next page or sort is on its way). */
  loading?: boolean;
  rowClassName?: (row: Row) => string;
  /** The table's width before it scrolls sideways (its columns' widths). */
  scrollX?: number;
  /** A row's details, shown under it by its 'Rozbalit řádek' button. */
  expandedRow?: (row: Row) => ReactNode;
  /** What the table shows without rows. */
  empty: ReactNode;
  onSort?: (columnKey: string, order: SortOrder | undefined) => void;
  /** Pages on the server; no page numbers when everything fits on one. */
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/** The order after a header click: the next of the column's directions, none after the last. */
export function nextSortOrder(current: SortOrder | null | undefined, directions: readonly SortOrder[] = ['ascend', 'descend']): SortOrder | undefined {
  return directions[current ? directions.indexOf(current) + 1 : 0];
}

/**
 * A data table in antd Table's look without antd (its Table brings pagination with a Select, filter dropdowns
 * and menus, ~100 kB gzipped): semantic <table> markup, headers that sort on click or Enter, expandable rows,
 * a loading overlay, an empty row, sideways scrolling with a pinned actions column, and page numbers.
 */
export function DataTable<Row extends { id: number }>({
  className,
  columns,
  rows,
  loading = false,
  rowClassName,
  scrollX,
  expandedRow,
  empty,
  onSort,
  pagination,
}: DataTableProps<Row>) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columnCount = columns.length + (expandedRow ? 1 : 0);
  const sortBy = (column: DataColumn<Row>) => onSort?.(column.key, nextSortOrder(column.sortOrder, column.sortDirections));
  const onHeaderKey = (event: KeyboardEvent, column: DataColumn<Row>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    sortBy(column);
  };
  const pageFrom = pagination ? (pagination.current - 1) * pagination.pageSize + 1 : 0;
  const pageTo = pagination ? Math.min(pagination.total, pagination.current * pagination.pageSize) : 0;

  return (
    <div className={['ui-table', loading ? 'ui-table--loading' : '', className].filter(Boolean).join(' ')}>
      <div className="ui-table__scroll">
        <table style={scrollX ? { minWidth: scrollX } : undefined}>
          <colgroup>
            {expandedRow && <col style={{ width: 48 }} />}
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {expandedRow && (
                <th scope="col" className="ui-table__expand-cell">
                  <span className="sr-only">Detail</span>
                </th>
              )}
              {columns.map((column) =>
                column.sorter ? (
                  <th
                    key={column.key}
                    scope="col"
                    className={['ui-table__sorter', column.fixed ? 'ui-table__fixed' : ''].filter(Boolean).join(' ')}
                    aria-sort={column.sortOrder ? ARIA_SORT[column.sortOrder] : undefined}
                    tabIndex={0}
                    onClick={() => sortBy(column)}
                    onKeyDown={(event) => onHeaderKey(event, column)}
                  >
                    <span className="ui-table__sorter-inner">
                      {column.title}
                      <span className="ui-table__sort-icons" aria-hidden="true">
                        <span className={column.sortOrder === 'ascend' ? 'is-active' : undefined}>▲</span>
                        <span className={column.sortOrder === 'descend' ? 'is-active' : undefined}>▼</span>
                      </span>
                    </span>
                  </th>
                ) : (
                  <th key={column.key} scope="col" className={column.fixed ? 'ui-table__fixed' : undefined}>
                    {column.title}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="ui-table__empty">
                <td colSpan={columnCount}>{empty}</td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const open = expanded.has(row.id);
                return (
                  <Fragment key={row.id}>
                    <tr className={rowClassName?.(row)}>
                      {expandedRow && (
                        <td className="ui-table__expand-cell">
                          <button
                            type="button"
                            className={open ? 'ui-table__expander is-open' : 'ui-table__expander'}
                            aria-label={open ? 'Zabalit řádek' : 'Rozbalit řádek'}
                            aria-expanded={open}
                            onClick={() => toggle(row.id)}
                          />
                        </td>
                      )}
                      {columns.map((column) => (
                        <td key={column.key} className={column.fixed ? 'ui-table__fixed' : undefined}>
                          {column.render(undefined, row, index)}
                        </td>
                      ))}
                    </tr>
                    {expandedRow && open && (
                      <tr className="ui-table__expanded">
                        <td colSpan={columnCount}>{expandedRow(row)}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="ui-table__spinner">
          <Spinner />
        </div>
      )}
      {pagination && pagination.total > pagination.pageSize && (
        <nav className="ui-table__pages" aria-label="Stránkování">
          <span className="ui-table__total">
            {pageFrom}–{pageTo} z {pagination.total}
          </span>
          <PageNumbers current={pagination.current} total={pagination.total} pageSize={pagination.pageSize} onChange={pagination.onChange} />
        </nav>
      )}
    </div>
  );
}
