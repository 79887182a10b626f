import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountErasure, type AccountExport, type AccountSubject, isoDates } from '../common/account-data/account-data';
import { RequestsRepository } from './requests.repository';

/** The couple's requests in the account's export and deletion: those of the account and of its proven e-mail. */
@AccountData({ order: 10 })
export class RequestsAccountData implements AccountDataContributor {
  constructor(private readonly requests: RequestsRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const requests = await this.requests.exportOf(subject.userId, subject.verifiedEmail);
    document.sections.requests = requests.map(isoDates);
    document.requestIds = requests.map((request) => request.id);
  }

  /** Closes the requests and erases their contacts; their ids go on to the conversations and the audit log. */
  async erase(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    erasure.requestIds = await this.requests.eraseContactsOf(manager, subject.userId, subject.verifiedEmail);
  }
}
