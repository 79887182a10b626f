import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { EventsModule } from '../../events/events.module';
import { MailModule } from '../../mail/mail.module';
import { ProvidersModule } from '../../providers/providers.module';
import { QueueModule } from '../../queue/queue.module';
import { WebhookClock } from './webhook-clock';
import { WebhookEffects } from './webhook-effects';
import { WebhookSecretCipher } from './secret-cipher';
import { WebhookSender } from './webhook-sender';
import { WebhookSubscribers } from './webhook-subscribers';
import { WebhooksAccountData } from './webhooks-account-data';
import { WebhooksController } from './webhooks.controller';
import { WebhookDeliveries } from './webhooks.jobs';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/**
 * Outgoing webhooks (issue 50): providers' and admins' endpoints, the events of other modules turned
 * into signed deliveries through pg-boss with retries, the delivery log and the SSRF checks at send time.
 */
@Module({
  imports: [AuthModule, EventsModule, MailModule, ProvidersModule, QueueModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhooksRepository,
    WebhookDeliveries,
    WebhookSender,
    WebhookSecretCipher,
    WebhookClock,
    WebhookEffects,
    WebhooksAccountData,
    WebhookSubscribers,
  ],
  exports: [WebhooksService],
})
export class WebhooksModule {}
