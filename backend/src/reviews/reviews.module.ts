import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { BookingsModule } from '../bookings/bookings.module';
import { MailModule } from '../mail/mail.module';
import { OffersModule } from '../offers/offers.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { Review } from './entities/review.entity';
import { ProviderReviewsController } from './provider-reviews.controller';
import { ReviewsJobs } from './reviews.jobs';
import { ReviewModerationRepository } from './review-moderation.repository';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewRepliesService } from './review-replies.service';
import { ReviewReportsController } from './review-reports.controller';
import { ReviewLinksController, ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';
import { ReviewsAccountData } from './reviews-account-data';

/**
 * Reviews of providers (pending until their author proves the address), can-review and rating stats.
 * Depends on Offers ("Ověřená spolupráce") and Bookings ("Ověřená rezervace": the booking's review link), never the reverse.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), ProvidersModule, AuthModule, MailModule, QueueModule, OffersModule, BookingsModule],
  controllers: [ReviewsController, ReviewLinksController, ProviderReviewsController, ReviewReportsController],
  providers: [ReviewsAccountData, ReviewsService, ReviewsRepository, ReviewsJobs, ReviewRepliesService, ReviewModerationService, ReviewModerationRepository],
  exports: [ReviewsService, ReviewModerationService],
})
export class ReviewsModule {}
