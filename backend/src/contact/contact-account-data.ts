import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject, isoDates } from '../common/account-data/account-data';
import { ContactService } from './contact.service';

/** The /kontakt messages sent from the proven e-mail: in the export, and gone with the account. */
@AccountData({ order: 30 })
export class ContactAccountData implements AccountDataContributor {
  constructor(private readonly contact: ContactService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    document.sections.contactMessages = subject.verifiedEmail ? (await this.contact.exportOf(subject.verifiedEmail)).map(isoDates) : [];
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    if (subject.verifiedEmail) await this.contact.deleteFrom(manager, subject.verifiedEmail);
  }
}
