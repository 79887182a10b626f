/**
 * The public surface of `billing/`. Billing details, invoices and credit notes (issue 47): what other modules may use.
 * Other modules import from this file (and `billing.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { InvoicesService } from './invoices.service';
export type { IssuedInvoice, PaymentToInvoice, RefundToCredit } from './invoices.service';
