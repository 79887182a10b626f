import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { StorageModule } from '../storage/storage.module';
import { AccountThreadsListener } from './account-threads.listener';
import { AdminMessagesController } from './admin-messages.controller';
import { AttachmentStorageService } from './attachment-storage.service';
import { AttachmentSweepService } from './attachment-sweep.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { ConversationsJobs } from './conversations.jobs';
import { MessageMailService } from './message-mail.service';
import { MessagesController } from './messages.controller';
import { MessagingAdminService } from './messaging-admin.service';
import { ConversationsAccountData } from './conversations-account-data';

/**
 * Conversations between a couple and a provider (issue 19): messages, private attachments, read
 * state, unread counts, the throttled message e-mails, messaging settings, reports and the admin's
 * 'Zprávy' endpoints with blocks. Depends on Requests (the couple's side), Providers (the provider's
 * side, the listed rule), Events (live updates) and Mail; Offers and Account depend on it, never the reverse.
 */
@Module({
  imports: [RequestsModule, ProvidersModule, AuthModule, EventsModule, MailModule, QueueModule, AuditModule, StorageModule],
  controllers: [ConversationsController, MessagesController, AdminMessagesController],
  providers: [
    AccountThreadsListener,
    ConversationsAccountData,
    ConversationsService,
    ConversationsRepository,
    MessagingAdminService,
    AttachmentStorageService,
    AttachmentSweepService,
    MessageMailService,
    ConversationsJobs,
  ],
  exports: [ConversationsService, MessageMailService, AttachmentSweepService],
})
export class ConversationsModule {}
