import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import type { RequestsAttached } from '../requests/requests.api';
import { ConversationsRepository } from './conversations.repository';
import { isUniqueViolation } from '../database/sql-state';

/**
 * One thread per couple and provider across the couple's account: when requests sent without an
 * account become the account's, their threads (keyed by the contact mailbox) move to the account
 * and merge with its own thread with the same provider (a question's, another request's offer's).
 */
@Injectable()
export class AccountThreadsListener {
  constructor(private readonly conversations: ConversationsRepository) {}

  @OnDomainEvent<RequestsAttached>('requests.attached')
  async onRequestsAttached(event: RequestsAttached): Promise<void> {
    try {
      await this.conversations.moveThreadsToAccount(event.userId, event.requestIds);
    } catch (error) {
      // A unique violation: a question opened the account's thread with a provider after the move read it. Once more
      // merges into it.
      if (!isUniqueViolation(error)) throw error;
      await this.conversations.moveThreadsToAccount(event.userId, event.requestIds);
    }
  }
}
