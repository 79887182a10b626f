import type { DomainEvent } from '../common/domain-events/domain-events';
import type { ConversationSide } from './entities/conversation.entity';

/*
 * What the Conversations module reports after a change commits (DomainEvents).
 */

/**
 * Someone wrote a message in a conversation (issue 47: the recipients' push notices). It carries who
 * is told, never the message's text or files: what listeners send out holds no typed text.
 */
export interface MessageCreated extends DomainEvent {
  type: 'message.created';
  conversationId: number;
  senderSide: ConversationSide;
  /** The sender's account; null for a couple writing by manage link without an account. */
  senderUserId: number | null;
  /** The other side's accounts (empty for a link-only couple). */
  recipientUserIds: number[];
}
