import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { OffersModule } from '../offers/offers.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { RequestsModule } from '../requests/requests.module';
import { BookingsController, ManagedRequestBookingsController, ProviderBookingsController } from './bookings.controller';
import { BookingsJobs } from './bookings.jobs';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { BookingAdministration } from './booking-administration.service';
import { BookingEffects } from './booking-effects';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsService } from './booking-settings.service';
import { BookingsAccountData } from './bookings-account-data';
import { BookingDepositReminderJobs, BookingDepositReminders } from './bookings.reminders';
import { BookingFilesController } from './booking-files.controller';
import { BookingFilesService } from './booking-files.service';
import { CalendarFeedController, CalendarFeedIcsController } from './calendar/calendar-feeds.controller';
import { CalendarFeedsRepository } from './calendar/calendar-feeds.repository';
import { CalendarFeedsService } from './calendar/calendar-feeds.service';
import { BookingReviewInvitations, BookingReviewLinks } from './bookings.review-invitations';

/**
 * Bookings (issue 44): accepting an offer makes a booking the provider confirms within 72 hours;
 * the confirmed booking's document, deposit (QR payment), cancellation and calendar. Depends on
 * Offers (the acceptance hook), Requests, Providers, Availability, Conversations, Events, Mail,
 * Audit and Queue; only Reviews and Admin depend on it.
 */
@Module({
  imports: [
    AuthModule,
    OffersModule,
    RequestsModule,
    ProvidersModule,
    AvailabilityModule,
    ConversationsModule,
    EventsModule,
    MailModule,
    AuditModule,
    QueueModule,
  ],
  controllers: [
    BookingsController,
    ManagedRequestBookingsController,
    ProviderBookingsController,
    BookingFilesController,
    CalendarFeedController,
    CalendarFeedIcsController,
    BookingSettingsController,
  ],
  providers: [
    BookingsService,
    BookingsRepository,
    BookingsJobs,
    BookingFilesService,
    CalendarFeedsService,
    CalendarFeedsRepository,
    BookingReviewLinks,
    BookingReviewInvitations,
    BookingEffects,
    BookingSettingsService,
    BookingDepositReminders,
    BookingDepositReminderJobs,
    BookingAdministration,
    BookingsAccountData,
  ],
  exports: [BookingsService, BookingReviewLinks, BookingAdministration],
})
export class BookingsModule {}
