import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ProvidersModule } from '../providers/providers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminBackupService } from './admin-backup.service';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/** The operators' panel: requests, providers, free subscriptions, the backup and the audit log. */
@Module({
  imports: [ProvidersModule, SubscriptionsModule, CatalogModule],
  controllers: [AdminController],
  providers: [AdminService, AdminBackupService],
})
export class AdminModule {}
