import { DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Tag } from '../../shared/ui/Tag';
import type { DataColumns } from '../../shared/ui/DataTable';
import { useMemo } from 'react';
import type { AdminRequestDto } from '../../api';
import type { CategoryLookup } from '../../shared/categoryLookup';
import { mailtoHref, telHref } from '../../shared/contactLinks';
import { formatDate, formatWeddingDate } from '../../shared/format';
import { DEMO_REQUEST_LABEL, RequestStatusBadge } from '../requests';
import { ServiceTags } from '../../shared/ServiceTags';
import type { UpdateParams } from '../../shared/useListParams';
import { MarkedForDeletionBadge, OlderThanMonthBadge } from './AdminBadges';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  REQUEST_TABLE_SORT,
  FLAG_ON,
  REQUEST_COLUMN_SORTS,
  REQUEST_PARAMS,
  REQUEST_STATUS_OPTIONS,
  columnSortOrder,
  countRequestFilters,
} from './adminParams';
import type { AdminRequestFilters, RequestParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { searchFilter } from '../../shared/ListFilters';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { DetailItem, DetailList, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';
import { EmailText } from '../../shared/EmailText';

// The row dialogs load when first opened.
const NotesDialog = lazyOnOpen(() => import('./RequestDialogs').then((module) => module.NotesDialog));
const MarkForDeletionDialog = lazyOnOpen(() => import('./RequestDialogs').then((module) => module.MarkForDeletionDialog));
const DeleteRequestDialog = lazyOnOpen(() => import('./RequestDialogs').then((module) => module.DeleteRequestDialog));

export interface RequestsTabProps {
  filters: AdminRequestFilters;
  update: UpdateParams<RequestParamName>;
  list: AdminListQuery<AdminRequestDto>;
  categories: CategoryLookup;
}

/** The tab's texts (AdminTable). */
const TEXTS = {
      heading: 'Poptávky',
      results: 'Seznam poptávek',
      filters: 'Filtry poptávek',
      loading: 'Načítání poptávek…',
      empty: 'Žádné poptávky nenalezeny',
      loadError: 'Poptávky se nepodařilo načíst',
};

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
        <a className="admin-break" href={mailtoHref(request.contactEmail)}><EmailText value={request.contactEmail} /></a>
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
  const dialog = useRowDialog<DialogKind, AdminRequestDto>();
  const actions = useActionsColumn<AdminRequestDto>(212, (request) => (
    <>
      <RowAction icon={<EditOutlined aria-hidden="true" />} describedBy={nameId(request)} onClick={() => dialog.open('notes', request)}>
        Poznámky
      </RowAction>
      {request.markedForDeletion ? (
        <RowAction danger icon={<DeleteOutlined aria-hidden="true" />} describedBy={nameId(request)} onClick={() => dialog.open('delete', request)}>
          Smazat
        </RowAction>
      ) : (
        <RowAction icon={<StopOutlined aria-hidden="true" />} describedBy={nameId(request)} onClick={() => dialog.open('mark', request)}>
          Označit pro smazání
        </RowAction>
      )}
    </>
  ));

  const columns: DataColumns<AdminRequestDto> = useMemo(
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
            {(request.isDemo || request.olderThanMonth || request.markedForDeletion) && (
              <span className="admin-badges">
                {request.isDemo && <Tag className="admin-badge admin-badge--demo">{DEMO_REQUEST_LABEL}</Tag>}
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
      actions,
    ],
    [filters.sort, actions],
  );

  return (
    <AdminTable
      id="admin-requests"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: REQUEST_PARAMS.page }}
      sort={{ ...REQUEST_TABLE_SORT, value: filters.sort }}
      filters={{
        activeCount: countRequestFilters(filters),
        fields: [
          searchFilter(REQUEST_PARAMS.search, filters.search, 'Jméno, e-mail, telefon, místo…', ADMIN_SEARCH_DEBOUNCE_MS),
          {
            kind: 'select',
            name: 'status',
            param: REQUEST_PARAMS.status,
            label: 'Stav',
            placeholder: 'Všechny stavy',
            value: filters.status,
            options: REQUEST_STATUS_OPTIONS,
          },
          {
            kind: 'custom',
            name: 'flags',
            params: [REQUEST_PARAMS.marked, REQUEST_PARAMS.old],
            node: (
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
            ),
          },
        ],
      }}
      columns={columns}
      rowClassName={requestRowClass}
      scrollX={1100}
      expandedRow={(request) => <RequestDetails request={request} categories={categories} />}
    >
      <NotesDialog request={dialog.props('notes').row} open={dialog.props('notes').open} onClose={dialog.close} />
      <MarkForDeletionDialog request={dialog.props('mark').row} open={dialog.props('mark').open} onClose={dialog.close} />
      <DeleteRequestDialog request={dialog.props('delete').row} open={dialog.props('delete').open} onClose={dialog.close} />
    </AdminTable>
  );
}
