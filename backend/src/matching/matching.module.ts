import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { MatchingDemoSeeder } from './demo/matching-demo.seeder';
import { InvitationsService } from './invitations.service';
import { MatchingAccountData } from './matching-account-data';
import { MatchingClock } from './matching-clock';
import { InvitationsController, ProviderInvitationsController, ShortlistController } from './matching.controller';
import { MatchingEffects } from './matching-effects';
import { MatchingJobs } from './matching.jobs';
import { MatchingRepository } from './matching.repository';
import { MatchingService } from './matching.service';
import { ShortlistService } from './shortlist.service';

/**
 * Matching (issue 45): the couple's shortlist of providers, invitations to quote on a request, and
 * the 48-hour follow-up that invites more providers when a request has fewer than two offers.
 * Depends on Auth, Requests, Providers, Availability, Catalog, Events, Mail and Queue; Offers depends
 * on it (an invited provider's offer does not count against the cap), never the reverse.
 */
@Module({
  imports: [AuthModule, RequestsModule, ProvidersModule, AvailabilityModule, CatalogModule, EventsModule, MailModule, QueueModule],
  controllers: [ShortlistController, InvitationsController, ProviderInvitationsController],
  providers: [
    MatchingService,
    MatchingRepository,
    ShortlistService,
    InvitationsService,
    MatchingEffects,
    MatchingJobs,
    MatchingClock,
    MatchingAccountData,
    MatchingDemoSeeder,
  ],
  exports: [MatchingService],
})
export class MatchingModule {}
