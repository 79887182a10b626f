import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountErasure, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { ConversationsService } from './conversations.service';

/**
 * The account's conversations on both sides. Its deletion deletes its question threads and, in the
 * threads of its requests (those Requests closed, before), takes the couple's words and attachments.
 */
@AccountData({ order: 20 })
export class ConversationsAccountData implements AccountDataContributor {
  constructor(private readonly conversations: ConversationsService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    document.sections.conversations = await this.conversations.exportOf(subject.userId, subject.providerId);
  }

  async erase(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    const files = await this.conversations.forgetCouple(manager, subject.userId, erasure.requestIds);
    erasure.afterCommit.push(() => this.conversations.removeFiles(files));
  }
}
