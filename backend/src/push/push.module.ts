import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { PushAccountData } from './push-account-data';
import { PushController } from './push.controller';
import { PushEffects } from './push-effects';
import { PushJobs } from './push.jobs';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushService } from './push.service';

/**
 * Push (issue 47): Web Push subscriptions per device (VAPID), and the notifications sent to them after
 * other modules' domain events (Requests, Matching, Conversations, Offers, Bookings: by type only).
 * Without VAPID keys nothing is offered and nothing is sent. Nothing imports push but the app.
 */
@Module({
  imports: [AuthModule, ProvidersModule, QueueModule],
  controllers: [PushController],
  providers: [PushService, PushRepository, PushSender, PushJobs, PushEffects, PushAccountData],
  exports: [PushService],
})
export class PushModule {}
