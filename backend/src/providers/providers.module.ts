import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ProvidersDemoSeeder } from './demo/providers-demo.seeder';
import { ProviderProfile } from './entities/provider-profile.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersService } from './providers.service';

/**
 * Provider registration, own profile, the public catalogue and providers by type. Depends on
 * Auth (accounts) and Catalog (categories, locations); Requests, Reviews and Stats depend on it,
 * never the other way round.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderProfile]), AuthModule, CatalogModule],
  controllers: [ProvidersController],
  providers: [ProvidersService, ProvidersDemoSeeder],
  exports: [ProvidersService],
})
export class ProvidersModule {}
