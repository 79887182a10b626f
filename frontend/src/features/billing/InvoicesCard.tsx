import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListInvoicesQuery } from '../../api';
import type { InvoiceDto } from '../../api';
import { formatDate } from '../../shared/format';
import { ListEmpty, ListError } from '../../shared/ListStates';
import { paths, withQuery } from '../../shared/paths';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Card } from '../../shared/ui/Card';
import { PageNumbers } from '../../shared/ui/PageNumbers';
import { Tag } from '../../shared/ui/Tag';
import { BILLING_DETAILS_ANCHOR, BILLING_TEXTS, INVOICE_KIND_LABELS, INVOICES_PAGE_SIZE, invoiceFileName, invoicePdfUrl } from './billingModel';
import './billing.css';

export interface InvoicesCardProps {
  /** The card's anchor (/subscription-management#faktury: the payment e-mail links there). */
  id?: string;
  className?: string;
}

/** 'Faktura' or 'Opravný doklad', the latter with the corrected invoice's number. */
export function InvoiceKind({ invoice }: { invoice: Pick<InvoiceDto, 'kind' | 'correctedNumber'> }) {
  return (
    <>
      <Tag className={`invoice-kind invoice-kind--${invoice.kind}`}>{INVOICE_KIND_LABELS[invoice.kind]}</Tag>
      {invoice.kind === 'credit_note' && invoice.correctedNumber && (
        <span className="invoice-kind__ref">{`k faktuře ${invoice.correctedNumber}`}</span>
      )}
    </>
  );
}

/**
 * 'Faktury' on /subscription-management (issue 47): the provider's tax documents, newest first, paged on the server,
 * each with its number, date, amount, kind and 'Stáhnout PDF' (a plain link: the browser saves the file the server
 * names). The billing details printed on the next invoice are edited in the profile settings.
 */
export function InvoicesCard({ id, className }: InvoicesCardProps) {
  const [page, setPage] = useState(1);
  // A payment made on another page has issued a new invoice: ask again when the card mounts.
  const invoices = useListInvoicesQuery({ page, pageSize: INVOICES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const titleId = `${id ?? 'invoices'}-title`;
  const data = invoices.data;

  let body;
  if (invoices.isError && !data) {
    body = <ListError title={BILLING_TEXTS.invoicesFailed} error={invoices.error} onRetry={() => void invoices.refetch()} />;
  } else if (!data) {
    body = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Načítání faktur…
        </p>
        <PlainSkeleton rows={3} />
      </div>
    );
  } else if (data.total === 0) {
    body = (
      <ListEmpty title={BILLING_TEXTS.noInvoices} headingLevel={3}>
        <p>{BILLING_TEXTS.noInvoicesText}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <table className="invoice-table" aria-busy={invoices.isFetching || undefined}>
          <caption className="sr-only">{BILLING_TEXTS.invoicesTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Číslo</th>
              <th scope="col">Vystaveno</th>
              <th scope="col">Doklad</th>
              <th scope="col">Částka</th>
              <th scope="col">
                <span className="sr-only">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" data-label="Číslo" className="invoice-table__number" id={`invoice-${invoice.id}-number`}>
                  {invoice.number}
                </th>
                <td data-label="Vystaveno">{formatDate(invoice.issuedAt)}</td>
                <td data-label="Doklad">
                  <InvoiceKind invoice={invoice} />
                </td>
                <td data-label="Částka" className="invoice-table__amount">
                  {invoice.formattedTotal}
                </td>
                <td className="invoice-table__action">
                  <a
                    className="invoice-table__download"
                    href={invoicePdfUrl(invoice.id)}
                    download={invoiceFileName(invoice)}
                    aria-describedby={`invoice-${invoice.id}-number`}
                  >
                    <FilePdfOutlined aria-hidden="true" /> {BILLING_TEXTS.download}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.total > INVOICES_PAGE_SIZE && (
          <nav className="invoice-pages" aria-label="Stránky faktur">
            <PageNumbers current={page} total={data.total} pageSize={INVOICES_PAGE_SIZE} onChange={setPage} />
          </nav>
        )}
      </>
    );
  }

  return (
    <Card
      id={id}
      className={className ? `invoices-card ${className}` : 'invoices-card'}
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="invoices-card__title">
          {BILLING_TEXTS.invoicesTitle}
        </h2>
      }
    >
      <p className="invoices-card__lead">
        {BILLING_TEXTS.invoicesLead} Fakturační údaje upravíte v{' '}
        <Link to={withQuery(paths.profileSettings, {}, BILLING_DETAILS_ANCHOR)}>nastavení profilu</Link>.
      </p>
      {body}
    </Card>
  );
}
