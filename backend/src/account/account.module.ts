import { Module } from '@nestjs/common';
import { AdminAuditModule } from '../admin/admin-audit.module';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ContactModule } from '../contact/contact.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { MailModule } from '../mail/mail.module';
import { OffersModule } from '../offers/offers.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { ProvidersModule } from '../providers/providers.module';
import { RequestsModule } from '../requests/requests.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { ProviderRemovalService } from './provider-removal.service';

/**
 * The account's own data rights: export and deletion (GDPR articles 15, 17, 20). It owns no table;
 * it reaches every module's rows through that module's exported service. The provider delete it
 * shares with the admin panel (ProviderRemovalService), which therefore depends on it.
 */
@Module({
  imports: [
    AuthModule,
    ProvidersModule,
    RequestsModule,
    ReviewsModule,
    AvailabilityModule,
    PortfolioModule,
    SubscriptionsModule,
    ContactModule,
    ConversationsModule,
    OffersModule,
    MailModule,
    AdminAuditModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, ProviderRemovalService],
  exports: [ProviderRemovalService],
})
export class AccountModule {}
