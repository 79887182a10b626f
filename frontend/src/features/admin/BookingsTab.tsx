import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useAdminBookingsCancelMutation } from '../../api';
import type { AdminBookingDto } from '../../api';
import { formatDate, formatWeddingDate } from '../../shared/format';
import { searchFilter } from '../../shared/ListFilters';
import type { DataColumns } from '../../shared/ui/DataTable';
import type { UpdateParams } from '../../shared/useListParams';
import { BookingStatusTag, depositLine, momentText } from '../bookings';
import { RowActionDialog } from './ActionDialog';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  BOOKING_COLUMN_SORTS,
  BOOKING_PARAMS,
  BOOKING_STATUS_OPTIONS,
  BOOKING_TABLE_SORT,
  columnSortOrder,
  countBookingFilters,
} from './adminParams';
import type { AdminBookingFilters, BookingParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { DetailItem, DetailList, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';

export interface BookingsTabProps {
  filters: AdminBookingFilters;
  update: UpdateParams<BookingParamName>;
  list: AdminListQuery<AdminBookingDto>;
}

const TEXTS = {
  heading: 'Rezervace',
  results: 'Seznam rezervací',
  filters: 'Filtry rezervací',
  loading: 'Načítání rezervací…',
  empty: 'Žádné rezervace nenalezeny',
  loadError: 'Rezervace se nepodařilo načíst',
};

/** Limits of the reason (the API's). */
const REASON_MIN = 3;
const REASON_MAX = 500;

/** The number cell's id: the row's action is described by it. */
const numberId = (booking: AdminBookingDto) => `admin-booking-${booking.id}-number`;

/** The deposit cell: '5 000 Kč · Záloha přijata', or 'Bez zálohy'. */
export function depositCell(booking: Pick<AdminBookingDto, 'depositAmount' | 'depositReceivedAt'>): string {
  if (booking.depositAmount === null) return 'Bez zálohy';
  return depositLine(booking.depositAmount, booking.depositReceivedAt);
}

/** 'Zrušit s důvodem' (fraud cases): a reason is required; both sides are told and the audit log records it. */
export function AdminCancelBookingDialog({ booking, open, onClose }: { booking: AdminBookingDto | null; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [cancel, { isLoading }] = useAdminBookingsCancelMutation();
  const trimmed = reason.trim();
  return (
    <RowActionDialog
      row={booking}
      open={open}
      onClose={onClose}
      title="Zrušit rezervaci"
      confirmLabel="Zrušit rezervaci"
      pendingLabel="Rušení..."
      pending={isLoading}
      danger
      confirmDisabled={trimmed.length < REASON_MIN}
      action={(row) => cancel({ id: row.id, adminCancelBookingDto: { reason: trimmed } }).unwrap()}
      successTitle="Rezervace byla zrušena"
      failureTitle="Rezervaci se nepodařilo zrušit"
      afterClose={() => setReason('')}
    >
      {(row) => (
        <>
          <p className="admin-dialog__subject">{`${row.number} – ${row.provider.companyName} – ${row.coupleName}`}</p>
          <p>Opravdu chcete rezervaci zrušit? Obě strany dostanou zprávu a důvod uvidí v historii rezervace. Zrušení nelze vrátit zpět.</p>
          <label htmlFor="admin-booking-cancel-reason" className="admin-dialog__label">
            Důvod zrušení <span aria-hidden="true">*</span>
          </label>
          <Input.TextArea
            id="admin-booking-cancel-reason"
            rows={3}
            autoFocus
            required
            aria-required="true"
            aria-describedby="admin-booking-cancel-hint"
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Např. podezření na podvod, dodavatel žádá platbu mimo uvedený účet"
          />
          <p id="admin-booking-cancel-hint" className="admin-dialog__hint">
            {`Důvod je povinný (alespoň ${REASON_MIN} znaky). Zápis uloží i auditní log.`}
          </p>
        </>
      )}
    </RowActionDialog>
  );
}

function BookingDetails({ booking }: { booking: AdminBookingDto }) {
  return (
    <DetailList label={`Podrobnosti rezervace ${booking.number}`}>
      <DetailItem term="Poptávka">{booking.requestTitle || 'Smazaná poptávka'}</DetailItem>
      <DetailItem term="E-mail páru">{booking.coupleEmail || 'Neuveden'}</DetailItem>
      {booking.status === 'pending_provider' && <DetailItem term="Potvrdit do">{momentText(booking.respondBy)}</DetailItem>}
      {booking.confirmedAt && <DetailItem term="Potvrzeno">{momentText(booking.confirmedAt)}</DetailItem>}
      {booking.depositReceivedAt && <DetailItem term="Záloha přijata">{momentText(booking.depositReceivedAt)}</DetailItem>}
      {booking.endedAt && <DetailItem term="Ukončeno">{momentText(booking.endedAt)}</DetailItem>}
    </DetailList>
  );
}

/**
 * 'Rezervace' tab (issue 44): every booking in a table filtered by state, searched, sorted and paged
 * on the server; read-only apart from 'Zrušit s důvodem' for a confirmed booking (fraud cases).
 */
export function BookingsTab({ filters, update, list }: BookingsTabProps) {
  const dialog = useRowDialog<'cancel', AdminBookingDto>();
  const actions = useActionsColumn<AdminBookingDto>(172, (booking) =>
    booking.canCancel ? (
      <RowAction danger icon={<StopOutlined aria-hidden="true" />} describedBy={numberId(booking)} onClick={() => dialog.open('cancel', booking)}>
        Zrušit s důvodem
      </RowAction>
    ) : (
      <span className="admin-cell-name__sub">Jen ke čtení</span>
    ),
  );

  const columns: DataColumns<AdminBookingDto> = useMemo(
    () => [
      {
        key: 'number',
        width: 150,
        title: 'Číslo',
        render: (_, booking) => (
          <strong id={numberId(booking)} className="admin-nowrap">
            {booking.number}
          </strong>
        ),
      },
      { key: 'status', title: 'Stav', width: 170, render: (_, booking) => <BookingStatusTag status={booking.status} /> },
      {
        key: 'provider',
        title: 'Dodavatel',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(BOOKING_COLUMN_SORTS, 'provider', filters.sort),
        render: (_, booking) => booking.provider.companyName,
      },
      {
        key: 'couple',
        title: 'Pár',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(BOOKING_COLUMN_SORTS, 'couple', filters.sort),
        render: (_, booking) => booking.coupleName,
      },
      {
        key: 'eventDate',
        title: 'Datum svatby',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(BOOKING_COLUMN_SORTS, 'eventDate', filters.sort),
        render: (_, booking) => <span className="admin-nowrap">{formatWeddingDate(booking.eventDate)}</span>,
      },
      { key: 'deposit', title: 'Záloha', render: (_, booking) => depositCell(booking) },
      {
        key: 'createdAt',
        title: 'Vytvořeno',
        sorter: true,
        sortDirections: ['descend', 'ascend'],
        sortOrder: columnSortOrder(BOOKING_COLUMN_SORTS, 'createdAt', filters.sort),
        render: (_, booking) => <span className="admin-nowrap">{formatDate(booking.createdAt)}</span>,
      },
      actions,
    ],
    [filters.sort, actions],
  );

  const cancel = dialog.props('cancel');
  return (
    <AdminTable
      id="admin-bookings"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: BOOKING_PARAMS.page }}
      sort={{ ...BOOKING_TABLE_SORT, value: filters.sort }}
      filters={{
        activeCount: countBookingFilters(filters),
        fields: [
          searchFilter(BOOKING_PARAMS.search, filters.search, 'Číslo rezervace, dodavatel, pár…', ADMIN_SEARCH_DEBOUNCE_MS),
          {
            kind: 'select',
            name: 'status',
            param: BOOKING_PARAMS.status,
            label: 'Stav',
            placeholder: 'Všechny stavy',
            value: filters.status,
            options: BOOKING_STATUS_OPTIONS,
          },
        ],
      }}
      columns={columns}
      scrollX={1150}
      expandedRow={(booking) => <BookingDetails booking={booking} />}
    >
      <AdminCancelBookingDialog booking={cancel.row} open={cancel.open} onClose={dialog.close} />
    </AdminTable>
  );
}
