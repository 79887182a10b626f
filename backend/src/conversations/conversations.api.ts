/**
 * The public surface of `conversations/`. Conversations, messages and attachments: what other modules may use.
 * Other modules import from this file (and `conversations.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ConversationsService } from './conversations.service';
export type { MessageCreated } from './conversation-events';
export { ExportedConversationDto } from './dto/conversation.dto';
export type { ConversationSide } from './entities/conversation.entity';
export type { SystemNotice } from './conversations.repository';
export type { ThreadOfferStatus } from './dto/conversation.dto';
