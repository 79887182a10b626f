import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { OfferEffects } from './offer-effects';
import { OffersJobs } from './offers.jobs';
import { OffersController, ProviderOffersController, RequestOffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';
import { OffersAccountData } from './offers-account-data';

/**
 * Offers on requests (issue 19): the provider's offer, the couple's answer, the request's 'booked'
 * state, the offers' e-mails and the providers' response signals (hourly job). Depends on Requests,
 * Providers (the viewer and its active plan), Availability (the calendar on the wedding date),
 * Conversations (every offer owns one), Events and Mail. Reviews and Admin depend on it (verified
 * collaboration, overview figures), never the reverse.
 */
@Module({
  imports: [AuthModule, RequestsModule, ProvidersModule, AvailabilityModule, ConversationsModule, EventsModule, MailModule, QueueModule],
  controllers: [RequestOffersController, OffersController, ProviderOffersController],
  providers: [OffersAccountData, OffersService, OffersRepository, OfferEffects, OffersJobs],
  exports: [OffersService],
})
export class OffersModule {}
