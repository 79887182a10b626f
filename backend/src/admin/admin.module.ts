import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { ProvidersModule } from '../providers/providers.module';
import { RequestsModule } from '../requests/requests.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminBackupService } from './admin-backup.service';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * The operators' panel: requests, providers, free subscriptions, the backup and the audit log. It
 * reads and changes the other modules' data through their exported services and repositories; its
 * own table is the audit log.
 */
@Module({
  imports: [AuthModule, RequestsModule, ProvidersModule, SubscriptionsModule, ReviewsModule, AvailabilityModule, PortfolioModule, CatalogModule],
  controllers: [AdminController],
  providers: [AdminService, AdminBackupService, AdminAuditRepository],
})
export class AdminModule {}
