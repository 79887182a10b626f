import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject, isoDates } from '../common/account-data/account-data';
import { SubscriptionsService } from './subscriptions.service';

/** The provider profile's subscriptions and payments in the export (the payments outlive a deletion, anonymised). */
@AccountData({ order: 30 })
export class SubscriptionsAccountData implements AccountDataContributor {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const billing = subject.providerId === null ? { subscriptions: [], payments: [] } : await this.subscriptions.exportOf(subject.providerId);
    document.sections.subscriptions = billing.subscriptions.map(isoDates);
    document.sections.payments = billing.payments.map(isoDates);
  }
}
