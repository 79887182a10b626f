import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountErasure, type AccountSubject } from '../common/account-data/account-data';
import { MailService } from './mail.service';

/** A deletion takes the outbox mails to or naming the account's addresses (its own, and its removed profile's). */
@AccountData({ order: 50 })
export class MailAccountData implements AccountDataContributor {
  constructor(private readonly mail: MailService) {}

  async erase(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    await this.mail.forgetAddresses(manager, [subject.email, ...(erasure.providerEmail ? [erasure.providerEmail] : [])]);
  }
}
