import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { ProvidersModule } from '../providers/providers.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { ProviderRemovalService } from './provider-removal.service';

/**
 * The account's own data rights: export and deletion (GDPR articles 15, 17, 20). It owns no table:
 * every module exports and erases its own rows through its AccountDataContributor, which this module
 * finds at start (DiscoveryService), so it imports only what the account itself and the provider
 * delete need. The provider delete it shares with the admin panel (ProviderRemovalService), which
 * therefore depends on it.
 */
@Module({
  imports: [
    DiscoveryModule,
    AuthModule,
    ProvidersModule,
    ReviewsModule,
    AvailabilityModule,
    PortfolioModule,
    SubscriptionsModule,
    ConversationsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, ProviderRemovalService],
  exports: [ProviderRemovalService],
})
export class AccountModule {}
