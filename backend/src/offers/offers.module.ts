import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { MatchingModule } from '../matching/matching.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { OfferEffects } from './offer-effects';
import { OfferTemplatesController } from './offer-templates.controller';
import { OfferTemplatesRepository } from './offer-templates.repository';
import { OfferTemplatesService } from './offer-templates.service';
import { OffersJobs } from './offers.jobs';
import { OffersController, ProviderOffersController, RequestOffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';
import { OffersAccountData } from './offers-account-data';
import { RequestRepliesController } from './replies.controller';
import { RepliesRepository } from './replies.repository';
import { RepliesService } from './replies.service';
import { ReplyEffects } from './reply-effects';

/**
 * Offers on requests (issue 19): the provider's offer, the couple's answer, the request's 'booked'
 * state, the offers' e-mails and the providers' response signals (hourly job); since issue 45 the cap
 * on offers (invited providers apart, asked of Matching), the one-tap answers and offer templates. Depends on Requests,
 * Providers (the viewer and its active plan), Availability (the calendar on the wedding date),
 * Conversations (every offer owns one), Events and Mail. Reviews and Admin depend on it (verified
 * collaboration, overview figures), never the reverse.
 */
@Module({
  imports: [AuthModule, RequestsModule, ProvidersModule, AvailabilityModule, ConversationsModule, EventsModule, MailModule, MatchingModule, QueueModule],
  controllers: [RequestOffersController, RequestRepliesController, OffersController, ProviderOffersController, OfferTemplatesController],
  providers: [
    OffersAccountData,
    OffersService,
    OffersRepository,
    OfferEffects,
    OffersJobs,
    RepliesService,
    RepliesRepository,
    ReplyEffects,
    OfferTemplatesService,
    OfferTemplatesRepository,
  ],
  exports: [OffersService],
})
export class OffersModule {}
