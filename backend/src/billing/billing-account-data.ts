import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject, isoDates } from '../common/account-data/account-data';
import { BillingRepository } from './billing.repository';

/**
 * The provider's billing details and invoices (issue 47, "GDPR"). The export carries both (section
 * billingDetails, invoices with their snapshots). The deletion removes the billing details; the
 * invoices are tax documents the operator must keep 10 years (zákon o DPH § 35): they stay with the
 * buyer as the invoice states it, unlinked from the account.
 */
@AccountData({ order: 45 })
export class BillingAccountData implements AccountDataContributor {
  constructor(private readonly repository: BillingRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    if (subject.providerId === null) {
      document.sections.billingDetails = null;
      document.sections.invoices = [];
      return;
    }
    const [details, invoices] = await Promise.all([this.repository.details(subject.providerId), this.repository.exportInvoices(subject.providerId)]);
    document.sections.billingDetails = details;
    document.sections.invoices = invoices.map(({ credited: _credited, ...invoice }) => isoDates({ ...invoice, issuedAt: new Date(invoice.issuedAt) }));
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    if (subject.providerId !== null) await this.repository.eraseProvider(manager, subject.providerId);
  }
}
