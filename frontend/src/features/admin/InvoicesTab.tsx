import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import RollbackOutlined from '@ant-design/icons/es/icons/RollbackOutlined';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useAdminRefundPaymentMutation } from '../../api';
import type { AdminInvoiceDto } from '../../api';
import { formatDate } from '../../shared/format';
import { searchFilter } from '../../shared/ListFilters';
import type { DataColumns } from '../../shared/ui/DataTable';
import type { UpdateParams } from '../../shared/useListParams';
import { adminInvoicePdfUrl, invoiceFileName, InvoiceKind } from '../billing';
import { RowActionDialog } from './ActionDialog';
import { ADMIN_SEARCH_DEBOUNCE_MS, countInvoiceFilters, INVOICE_PARAMS } from './adminParams';
import type { AdminInvoiceFilters, InvoiceParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { DetailItem, DetailList, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';

export interface InvoicesTabProps {
  filters: AdminInvoiceFilters;
  update: UpdateParams<InvoiceParamName>;
  list: AdminListQuery<AdminInvoiceDto>;
}

const TEXTS = {
  heading: 'Faktury',
  results: 'Seznam faktur',
  filters: 'Filtry faktur',
  loading: 'Načítání faktur…',
  empty: 'Žádné faktury nenalezeny',
  loadError: 'Faktury se nepodařilo načíst',
};

/** The API's limit of a refund's reason. */
export const REFUND_REASON_MAX = 500;

/** The number cell's id: the row's actions are described by it. */
const numberId = (invoice: AdminInvoiceDto) => `admin-invoice-${invoice.id}-number`;

/** The buyer as the invoice names it, and whose account it was (gone after the account's deletion). */
function buyerCell(invoice: AdminInvoiceDto) {
  return (
    <>
      <span>{invoice.buyerName}</span>
      <span className="admin-cell-name__sub">{invoice.providerId === null ? 'Smazaný účet' : `Dodavatel #${invoice.providerId}`}</span>
    </>
  );
}

/**
 * 'Vrátit platbu': the payment of an invoice goes back through the gateway (Stripe; nothing to call for the offline
 * one) and a credit note is issued in the same series. Asks first; the reason (optional) goes to the audit log.
 */
export function RefundPaymentDialog({ invoice, open, onClose }: { invoice: AdminInvoiceDto | null; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [refund, { isLoading }] = useAdminRefundPaymentMutation();
  const trimmed = reason.trim();
  return (
    <RowActionDialog
      row={invoice}
      open={open}
      onClose={onClose}
      title="Vrátit platbu"
      confirmLabel="Vrátit platbu"
      pendingLabel="Vracení..."
      pending={isLoading}
      danger
      action={(row) => refund({ paymentId: row.paymentId, refundPaymentDto: trimmed ? { reason: trimmed } : {} }).unwrap()}
      successTitle={(answer) => {
        const number = (answer as { creditNoteNumber?: string } | undefined)?.creditNoteNumber;
        return number ? `Platba vrácena, opravný doklad ${number}` : 'Platba vrácena';
      }}
      failureTitle="Platbu se nepodařilo vrátit"
      afterClose={() => setReason('')}
    >
      {(row) => (
        <>
          <p className="admin-dialog__subject">{`${row.number} – ${row.buyerName} – ${row.formattedTotal}`}</p>
          <p>
            {`Opravdu chcete dodavateli vrátit ${row.formattedTotal}? Peníze se vrátí přes platební bránu a vystavíme opravný daňový doklad k faktuře ${row.number}. Vrácení nelze vzít zpět.`}
          </p>
          <label htmlFor="admin-invoice-refund-reason" className="admin-dialog__label">
            Důvod (nepovinný)
          </label>
          <Input.TextArea
            id="admin-invoice-refund-reason"
            rows={3}
            autoFocus
            aria-describedby="admin-invoice-refund-hint"
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Např. dvojí platba, reklamace služby"
          />
          <p id="admin-invoice-refund-hint" className="admin-dialog__hint">
            Důvod uloží auditní log; na doklad se netiskne.
          </p>
        </>
      )}
    </RowActionDialog>
  );
}

function InvoiceDetails({ invoice }: { invoice: AdminInvoiceDto }) {
  return (
    <DetailList label={`Podrobnosti faktury ${invoice.number}`}>
      <DetailItem term="Popis">{invoice.description}</DetailItem>
      <DetailItem term="Datum zdanitelného plnění">{formatDate(invoice.taxableSupplyDate)}</DetailItem>
      {invoice.correctedNumber && <DetailItem term="Opravuje fakturu">{invoice.correctedNumber}</DetailItem>}
      <DetailItem term="Platba">{`#${invoice.paymentId}`}</DetailItem>
    </DetailList>
  );
}

/**
 * 'Faktury' tab (issue 47): every invoice and credit note, newest first, searched by number or company and paged on
 * the server; each with its PDF, and 'Vrátit platbu' on an invoice whose payment can still be refunded.
 */
export function InvoicesTab({ filters, update, list }: InvoicesTabProps) {
  const dialog = useRowDialog<'refund', AdminInvoiceDto>();
  const actions = useActionsColumn<AdminInvoiceDto>(180, (invoice) => (
    <>
      <a
        className="plain-btn plain-btn--default plain-btn--small"
        href={adminInvoicePdfUrl(invoice.id)}
        download={invoiceFileName(invoice)}
        aria-describedby={numberId(invoice)}
      >
        <span className="plain-btn__icon">
          <FilePdfOutlined aria-hidden="true" />
        </span>
        <span>Stáhnout PDF</span>
      </a>
      {invoice.refundable && (
        <RowAction danger icon={<RollbackOutlined aria-hidden="true" />} describedBy={numberId(invoice)} onClick={() => dialog.open('refund', invoice)}>
          Vrátit platbu
        </RowAction>
      )}
    </>
  ));

  const columns: DataColumns<AdminInvoiceDto> = useMemo(
    () => [
      {
        key: 'number',
        width: 130,
        title: 'Číslo',
        render: (_, invoice) => (
          <strong id={numberId(invoice)} className="admin-nowrap">
            {invoice.number}
          </strong>
        ),
      },
      { key: 'kind', title: 'Doklad', width: 170, render: (_, invoice) => <InvoiceKind invoice={invoice} /> },
      { key: 'buyer', title: 'Odběratel', render: (_, invoice) => <div className="admin-cell-name">{buyerCell(invoice)}</div> },
      { key: 'issuedAt', title: 'Vystaveno', width: 120, render: (_, invoice) => <span className="admin-nowrap">{formatDate(invoice.issuedAt)}</span> },
      { key: 'total', title: 'Částka', width: 120, render: (_, invoice) => <span className="admin-nowrap">{invoice.formattedTotal}</span> },
      actions,
    ],
    [actions],
  );

  const refund = dialog.props('refund');
  return (
    <AdminTable
      id="admin-invoices"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: INVOICE_PARAMS.page }}
      filters={{
        activeCount: countInvoiceFilters(filters),
        fields: [searchFilter(INVOICE_PARAMS.search, filters.search, 'Číslo faktury nebo firma…', ADMIN_SEARCH_DEBOUNCE_MS)],
      }}
      columns={columns}
      scrollX={1000}
      expandedRow={(invoice) => <InvoiceDetails invoice={invoice} />}
    >
      <RefundPaymentDialog invoice={refund.row} open={refund.open} onClose={dialog.close} />
    </AdminTable>
  );
}
