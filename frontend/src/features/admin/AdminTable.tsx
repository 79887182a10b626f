import { useState } from 'react';
import type { ReactNode } from 'react';
import { ListFilters, useListFilters } from '../../shared/ListFilters';
import type { FilterFieldDefinition } from '../../shared/ListFilters';
import { FilterToggle, SortField } from '../../shared/ListPage';
import { ListEmpty, ListError } from '../../shared/ListStates';
import { PlainButton } from '../../shared/PlainButton';
import { DataTable } from '../../shared/ui/DataTable';
import type { DataColumn, DataColumns, SortOrder } from '../../shared/ui/DataTable';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { usePagedList } from '../../shared/useListParams';
import type { ParamChanges } from '../../shared/listParams';
import type { UpdateParams } from '../../shared/useListParams';
import { ADMIN_PAGE_SIZE, sortFromColumn } from './adminParams';
import type { ColumnSorts } from './adminParams';
import type { AdminListQuery } from './tableParts';

/**
 * One admin tab as a definition: the table's columns, its filters (a search box bound to a URL
 * parameter and any other fields), its sort, and its texts. The kit renders the toolbar, the filter
 * panel, the table paged on the server, the loading, empty and error states, and the row dialogs
 * passed as children. A new tab of /admin is a new definition, not a copy.
 */
export interface AdminTableProps<Row extends { id: number }, Param extends string, Sort extends string> {
  /** The prefix of the controls' ids ('admin-providers' → 'admin-providers-filters', …). */
  id: string;
  texts: {
    /** The tab's heading for assistive technology ('Dodavatelé'). */
    heading: string;
    /** The results region ('Seznam dodavatelů'). */
    results: string;
    filters: string;
    loading: string;
    empty: string;
    loadError: string;
  };
  list: AdminListQuery<Row>;
  update: UpdateParams<Param>;
  page: { current: number; param: Param };
  /** The sort select and the column headers that sort (see ColumnSorts). */
  sort?: { value: Sort; param: Param; options: { value: Sort; label: string }[]; columns: ColumnSorts<Sort>; fallback: Sort };
  /** The filter fields (see ListFilters) and how many filters are on. */
  filters: { activeCount: number; fields: FilterFieldDefinition<Param>[] };
  columns: DataColumns<Row>;
  rowClassName?: (row: Row) => string;
  /** The table's scroll width (its columns' widths). */
  scrollX: number;
  expandedRow?: (row: Row) => ReactNode;
  /** The row dialogs. */
  children?: ReactNode;
}

/** One URL parameter's change. */
function change<Param extends string>(param: Param, value: string | undefined): ParamChanges<Param> {
  return { [param]: value } as ParamChanges<Param>;
}

export function AdminTable<Row extends { id: number }, Param extends string, Sort extends string>({
  id,
  texts,
  list,
  update,
  page,
  sort,
  filters,
  columns,
  rowClassName,
  scrollX,
  expandedRow,
  children,
}: AdminTableProps<Row, Param, Sort>) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterState = useListFilters(filters.fields, update);
  const resetFilters = filterState.reset;

  const { resultsRef, items, loaded, latestItems, total, showSkeleton, goToPage } = usePagedList(
    list,
    page.current,
    ADMIN_PAGE_SIZE,
    update,
    page.param,
  );
  // While the next page loads, the previous rows stay (dimmed by the table's spinner).
  const rows = loaded ? items : latestItems;

  const onSort = (column: string, order: SortOrder | undefined) => {
    if (sort) update(change(sort.param, sortFromColumn(sort.columns, column, order, sort.fallback)));
  };

  return (
    <div className="admin-tab">
      <h2 className="sr-only">{texts.heading}</h2>
      <div className="admin-tab__toolbar">
        <FilterToggle
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          activeCount={filters.activeCount}
          controls={`${id}-filters`}
        />
        {sort && (
          <SortField
            id={`${id}-sort`}
            value={sort.value}
            options={sort.options}
            onChange={(value) => update(change(sort.param, value))}
          />
        )}
      </div>

      <ListFilters
        id={id}
        label={texts.filters}
        state={filterState}
        open={filtersOpen}
        activeCount={filters.activeCount}
        columns={2}
      />

      <section ref={resultsRef} className="admin-results" aria-label={texts.results} aria-busy={list.isFetching}>
        {list.isError && !loaded ? (
          <ListError title={texts.loadError} error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <DataTable<Row>
            className="admin-table"
            columns={columns}
            rows={rows}
            loading={list.isFetching}
            rowClassName={rowClassName ?? (() => 'admin-row')}
            scrollX={scrollX}
            onSort={onSort}
            expandedRow={expandedRow}
            empty={
              showSkeleton ? (
                <p className="admin-table__loading">{texts.loading}</p>
              ) : (
                <ListEmpty title={texts.empty} headingLevel={3}>
                  {filters.activeCount > 0 && (
                    <PlainButton variant="primary" onClick={resetFilters}>
                      Zrušit filtry
                    </PlainButton>
                  )}
                </ListEmpty>
              )
            }
            pagination={{ current: page.current, pageSize: ADMIN_PAGE_SIZE, total: total ?? 0, onChange: goToPage }}
          />
        )}
      </section>

      {children}
    </div>
  );
}

/** antd's md breakpoint. */
const TABLET_UP = '(min-width: 768px)';

/** The 'Akce' column: pinned from tablets up; on phones it would cover half the table, so it scrolls along. */
export function useActionsColumn<Row>(width: number, render: (row: Row) => ReactNode): DataColumn<Row> {
  const pinned = useMediaQuery(TABLET_UP);
  return {
    key: 'actions',
    title: 'Akce',
    fixed: pinned ? 'right' : undefined,
    width,
    render: (_, row) => <div className="admin-actions">{render(row)}</div>,
  };
}

export interface RowActionProps {
  icon: ReactNode;
  /** The id of the row's name cell: the button says which row it acts on. */
  describedBy: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A row's action button that opens its dialog. */
export function RowAction({ icon, describedBy, danger, onClick, children }: RowActionProps) {
  return (
    <PlainButton size="small" danger={danger} icon={icon} aria-haspopup="dialog" aria-describedby={describedBy} onClick={onClick}>
      {children}
    </PlainButton>
  );
}
