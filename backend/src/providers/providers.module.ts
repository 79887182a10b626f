import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ProvidersDemoSeeder } from './demo/providers-demo.seeder';
import { ProviderProfile } from './entities/provider-profile.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersRepository } from './providers.repository';
import { ProvidersService } from './providers.service';
import { ViewerService } from './viewer';
import { ImageStorageService } from './uploads/image-storage.service';

/**
 * Provider registration, own profile, the public catalogue and providers by type; the current
 * provider (ProviderGuard, @CurrentProvider) and uploaded images for the workspace modules
 * (Availability, Portfolio). Depends on
 * Auth (accounts) and Catalog (categories, locations); Requests, Reviews and Stats depend on it,
 * never the other way round.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderProfile]), AuthModule, CatalogModule],
  controllers: [ProvidersController],
  providers: [ProvidersService, ProvidersDemoSeeder, ImageStorageService, ProvidersRepository, ViewerService],
  exports: [ProvidersService, ProvidersDemoSeeder, ImageStorageService, ProvidersRepository, ViewerService],
})
export class ProvidersModule {}
