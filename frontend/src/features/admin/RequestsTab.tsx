import { DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Checkbox, Grid, Select, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { AdminRequestDto } from '../../api';
import type { CategoryLookup } from '../../shared/categoryLookup';
import { mailtoHref, telHref } from '../../shared/contactLinks';
import { formatDate, formatWeddingDate } from '../../shared/format';
import { FilterField, FilterPanel, FilterToggle, ListEmpty, ListError, SortField, SearchField } from '../../shared/ListPage';
import { RequestStatusBadge } from '../../shared/RequestStatusBadge';
import { ServiceTags } from '../../shared/ServiceTags';
import { useDebouncedParam, usePagedList } from '../../shared/useListParams';
import type { UpdateParams } from '../../shared/useListParams';
import { MarkedForDeletionBadge, OlderThanMonthBadge } from './AdminBadges';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  DEFAULT_REQUEST_SORT,
  FLAG_ON,
  REQUEST_COLUMN_SORTS,
  REQUEST_PARAMS,
  REQUEST_SORT_OPTIONS,
  REQUEST_STATUS_OPTIONS,
  columnSortOrder,
  countRequestFilters,
  sortFromColumn,
} from './adminParams';
import type { AdminRequestFilters, RequestParamName } from './adminParams';
import type { RequestStatus } from '../dashboard/requestStatus';
import { DeleteRequestDialog, MarkForDeletionDialog, NotesDialog } from './RequestDialogs';
import { DetailItem, DetailList, tableLocale, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';

export interface RequestsTabProps {
  filters: AdminRequestFilters;
  update: UpdateParams<RequestParamName>;
  list: AdminListQuery<AdminRequestDto>;
  categories: CategoryLookup;
}

type DialogKind = 'notes' | 'mark' | 'delete';

/** The name cell's id: the row's action buttons are described by it ('Poznámky' – which couple). */
const nameId = (request: AdminRequestDto) => `admin-request-${request.id}-name`;

/** Orange tint when older than a month, red when marked for deletion (red wins). */
export function requestRowClass(request: AdminRequestDto): string {
  if (request.markedForDeletion) return 'admin-row admin-row--marked';
  if (request.olderThanMonth) return 'admin-row admin-row--old';
  return 'admin-row';
}

/** The expanded row: everything the spec's request card shows. */
export function RequestDetails({ request, categories }: { request: AdminRequestDto; categories: CategoryLookup }) {
  return (
    <DetailList label={`Detail poptávky ${request.coupleName}`}>
      <DetailItem term="Název">{request.title}</DetailItem>
      <DetailItem term="Datum svatby">{formatWeddingDate(request.weddingDate)}</DetailItem>
      <DetailItem term="Místo">{request.location || 'Neuvedeno'}</DetailItem>
      <DetailItem term="Kontaktní e-mail">
        <a href={mailtoHref(request.contactEmail)}>{request.contactEmail}</a>
      </DetailItem>
      {request.contactPhone && (
        <DetailItem term="Telefon">
          <a href={telHref(request.contactPhone)}>{request.contactPhone}</a>
        </DetailItem>
      )}
      <DetailItem term="Rozpočet">{request.budget || 'Neuvedeno'}</DetailItem>
      <DetailItem term="Vytvořeno">{formatDate(request.createdAt)}</DetailItem>
      <DetailItem term="Popis" wide>
        <span className="admin-details__text">{request.description}</span>
      </DetailItem>
      <DetailItem term="Požadované služby" wide>
        {request.services.length > 0 ? (
          <ServiceTags ids={request.services} names={categories.names} max={request.services.length} />
        ) : (
          'Neuvedeno'
        )}
      </DetailItem>
      <DetailItem term="Admin poznámky" wide>
        <span className="admin-details__text">{request.adminNotes?.trim() || 'Bez poznámek'}</span>
      </DetailItem>
      {request.markedForDeletion && request.markedForDeletionAt && (
        <DetailItem term="Datum označení">{formatDate(request.markedForDeletionAt)}</DetailItem>
      )}
      {request.markedForDeletion && (
        <DetailItem term="Důvod smazání" wide>
          <span className="admin-details__text">{request.deletionReason?.trim() || 'Neuveden'}</span>
        </DetailItem>
      )}
    </DetailList>
  );
}

/**
 * 'Poptávky' tab: every request (any status) in a table filtered, sorted and paged on the server,
 * with notes, marking for deletion and permanent deletion of marked requests.
 */
export function RequestsTab({ filters, update, list, categories }: RequestsTabProps) {
  const activeCount = countRequestFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const commitSearch = useCallback((value: string) => update({ [REQUEST_PARAMS.search]: value }), [update]);
  const [searchText, setSearchText, flushSearch] = useDebouncedParam(
    filters.search,
    commitSearch,
    ADMIN_SEARCH_DEBOUNCE_MS,
  );
  const resetFilters = () => {
    setSearchText('');
    update({
      [REQUEST_PARAMS.search]: undefined,
      [REQUEST_PARAMS.status]: undefined,
      [REQUEST_PARAMS.marked]: undefined,
      [REQUEST_PARAMS.old]: undefined,
    });
  };

  const { resultsRef, items, loaded, showSkeleton, goToPage } = usePagedList(
    list,
    filters.page,
    ADMIN_PAGE_SIZE,
    update,
    REQUEST_PARAMS.page,
  );
  // While the next page loads, the previous rows stay (dimmed by the table's spinner).
  const rows = loaded ? items : (list.data?.items ?? []);
  const total = loaded?.total ?? list.data?.total ?? 0;

  const dialog = useRowDialog<DialogKind, AdminRequestDto>();

  const pinActions = Grid.useBreakpoint().md === true;
  const columns: TableColumnsType<AdminRequestDto> = useMemo(
    () => [
      {
        key: 'coupleName',
        width: 240,
        title: 'Pár',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(REQUEST_COLUMN_SORTS, 'coupleName', filters.sort),
        render: (_, request) => (
          <div className="admin-cell-name">
            <strong id={nameId(request)} className="admin-cell-name__title">
              {request.coupleName}
            </strong>
            <span className="admin-cell-name__sub">{request.title}</span>
            {(request.olderThanMonth || request.markedForDeletion) && (
              <span className="admin-badges">
                {request.olderThanMonth && <OlderThanMonthBadge />}
                {request.markedForDeletion && <MarkedForDeletionBadge />}
              </span>
            )}
          </div>
        ),
      },
      {
        key: 'status',
        title: 'Stav',
        render: (_, request) => <RequestStatusBadge status={request.status} />,
      },
      {
        key: 'createdAt',
        title: 'Vytvořeno',
        sorter: true,
        sortDirections: ['descend', 'ascend'],
        sortOrder: columnSortOrder(REQUEST_COLUMN_SORTS, 'createdAt', filters.sort),
        render: (_, request) => <span className="admin-nowrap">{formatDate(request.createdAt)}</span>,
      },
      {
        key: 'weddingDate',
        title: 'Datum svatby',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(REQUEST_COLUMN_SORTS, 'weddingDate', filters.sort),
        render: (_, request) => <span className="admin-nowrap">{formatWeddingDate(request.weddingDate)}</span>,
      },
      { key: 'location', title: 'Místo', render: (_, request) => request.location || 'Neuvedeno' },
      { key: 'budget', title: 'Rozpočet', render: (_, request) => request.budget || 'Neuvedeno' },
      {
        key: 'actions',
        title: 'Akce',
        // Pinned from tablets up; on phones it would cover half the table, so it scrolls along.
        fixed: pinActions ? 'right' : undefined,
        width: 212,
        render: (_, request) => (
          <div className="admin-actions">
            <Button
              size="small"
              icon={<EditOutlined aria-hidden="true" />}
              aria-haspopup="dialog"
              aria-describedby={nameId(request)}
              onClick={() => dialog.open('notes', request)}
            >
              Poznámky
            </Button>
            {request.markedForDeletion ? (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-haspopup="dialog"
                aria-describedby={nameId(request)}
                onClick={() => dialog.open('delete', request)}
              >
                Smazat
              </Button>
            ) : (
              <Button
                size="small"
                icon={<StopOutlined aria-hidden="true" />}
                aria-haspopup="dialog"
                aria-describedby={nameId(request)}
                onClick={() => dialog.open('mark', request)}
              >
                Označit pro smazání
              </Button>
            )}
          </div>
        ),
      },
    ],
    [filters.sort, pinActions],
  );

  const onTableChange: TableProps<AdminRequestDto>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const current = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortFromColumn(
      REQUEST_COLUMN_SORTS,
      current?.columnKey === undefined ? undefined : String(current.columnKey),
      current?.order,
      DEFAULT_REQUEST_SORT,
    );
    update({ [REQUEST_PARAMS.sort]: sort });
  };

  return (
    <div className="admin-tab">
      <h2 className="sr-only">Poptávky</h2>
      <div className="admin-tab__toolbar">
        <FilterToggle
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          activeCount={activeCount}
          controls="admin-requests-filters"
        />
        <SortField
          id="admin-requests-sort"
          value={filters.sort}
          options={REQUEST_SORT_OPTIONS}
          onChange={(value) => update({ [REQUEST_PARAMS.sort]: value })}
        />
      </div>

      <FilterPanel
        id="admin-requests-filters"
        label="Filtry poptávek"
        open={filtersOpen}
        activeCount={activeCount}
        onReset={resetFilters}
        columns={2}
      >
        <SearchField
          id="admin-requests-search"
          placeholder="Jméno, e-mail, telefon, místo…"
          value={searchText}
          onChange={setSearchText}
          onSubmit={flushSearch}
        />
        <FilterField htmlFor="admin-requests-status" label="Stav">
          <Select
            id="admin-requests-status"
            allowClear
            placeholder="Všechny stavy"
            value={filters.status}
            options={REQUEST_STATUS_OPTIONS}
            onChange={(value?: RequestStatus) => update({ [REQUEST_PARAMS.status]: value })}
          />
        </FilterField>
        <div className="list-filter admin-filter-checks">
          <Checkbox
            checked={filters.marked}
            onChange={(event) => update({ [REQUEST_PARAMS.marked]: event.target.checked ? FLAG_ON : undefined })}
          >
            Jen označené
          </Checkbox>
          <Checkbox
            checked={filters.olderThanMonth}
            onChange={(event) => update({ [REQUEST_PARAMS.old]: event.target.checked ? FLAG_ON : undefined })}
          >
            Starší než měsíc
          </Checkbox>
        </div>
      </FilterPanel>

      <section ref={resultsRef} className="admin-results" aria-label="Seznam poptávek" aria-busy={list.isFetching}>
        {list.isError && !loaded ? (
          <ListError title="Poptávky se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <Table<AdminRequestDto>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            rowClassName={requestRowClass}
            scroll={{ x: 1100 }}
            showSorterTooltip={false}
            onChange={onTableChange}
            expandable={{
              columnTitle: <span className="sr-only">Detail</span>,
              expandedRowRender: (request) => <RequestDetails request={request} categories={categories} />,
            }}
            locale={tableLocale(
              showSkeleton ? (
                <p className="admin-table__loading">Načítání poptávek…</p>
              ) : (
                <ListEmpty title="Žádné poptávky nenalezeny" headingLevel={3}>
                  {activeCount > 0 && (
                    <Button type="primary" onClick={resetFilters}>
                      Zrušit filtry
                    </Button>
                  )}
                </ListEmpty>
              ),
            )}
            pagination={{
              current: filters.page,
              pageSize: ADMIN_PAGE_SIZE,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count, [from, to]) => `${from}–${to} z ${count}`,
              onChange: goToPage,
            }}
          />
        )}
      </section>

      <NotesDialog request={dialog.props('notes').row} open={dialog.props('notes').open} onClose={dialog.close} />
      <MarkForDeletionDialog
        request={dialog.props('mark').row}
        open={dialog.props('mark').open}
        onClose={dialog.close}
      />
      <DeleteRequestDialog
        request={dialog.props('delete').row}
        open={dialog.props('delete').open}
        onClose={dialog.close}
      />
    </div>
  );
}
