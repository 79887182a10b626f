import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { StorageModule } from '../storage/storage.module';
import { ProvidersDemoSeeder } from './demo/providers-demo.seeder';
import { ProviderProfile } from './entities/provider-profile.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersRepository } from './providers.repository';
import { ProvidersService } from './providers.service';
import { ProviderRecords } from './provider-records.service';
import { ViewerProfileSource } from './viewer-profile.source';
import { ImageStorageService } from './uploads/image-storage.service';
import { ProvidersAccountData } from './providers-account-data';

/**
 * Provider registration, own profile, the public catalogue and providers by type; the viewer's
 * provider profile (registered with Auth's ViewerService, ViewerProfileSource) and uploaded images
 * for the workspace modules (Availability, Portfolio). Depends on
 * Auth (accounts) and Catalog (categories, locations); Requests, Reviews and Stats depend on it,
 * never the other way round.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderProfile]), AuthModule, CatalogModule, StorageModule],
  controllers: [ProvidersController],
  providers: [ProvidersAccountData, ProvidersService, ProviderRecords, ProvidersDemoSeeder, ImageStorageService, ProvidersRepository, ViewerProfileSource],
  exports: [ProvidersService, ProviderRecords, ProvidersDemoSeeder, ImageStorageService],
})
export class ProvidersModule {}
