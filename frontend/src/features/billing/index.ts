/*
 * Billing (issue 47): the provider's billing details (ARES fill, IČO checksum) in the profile settings and its tax
 * invoices with PDF download on /subscription-management. The admin's 'Faktury' tab shows the same kind labels and
 * PDF links.
 */
export { BillingDetailsCard } from './BillingDetailsCard';
export { InvoiceKind, InvoicesCard } from './InvoicesCard';
export type { InvoicesCardProps } from './InvoicesCard';
export { BILLING_DETAILS_ANCHOR, INVOICE_KIND_LABELS, adminInvoicePdfUrl, invoiceFileName, invoicePdfUrl } from './billingModel';
