import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { BookingsModule } from '../bookings/bookings.module';
import { AccountModule } from '../account/account.module';
import { CatalogModule } from '../catalog/catalog.module';
import { OffersModule } from '../offers/offers.module';
import { ProvidersModule } from '../providers/providers.module';
import { RequestsModule } from '../requests/requests.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { StorageModule } from '../storage/storage.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminBackupService } from './admin-backup.service';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * The operators' panel: requests, providers, review moderation, free subscriptions, the backup, the audit log and the
 * overview (with the Offers module's figures). It reads and changes the other modules' data through
 * their surfaces (a provider's delete through the Account module's ProviderRemovalService) and
 * records each decision in the audit log (AuditModule). The e-mail diagnostics are
 * MailDiagnosticsModule.
 */
@Module({
  imports: [
    AccountModule,
    AuditModule,
    AuthModule,
    RequestsModule,
    ProvidersModule,
    SubscriptionsModule,
    CatalogModule,
    ReviewsModule,
    OffersModule,
    BookingsModule,
    // The backup's files (images, attachments) in whichever driver holds them.
    StorageModule,
  ],
  controllers: [AdminController, AdminBookingsController],
  providers: [AdminService, AdminBackupService],
})
export class AdminModule {}
