import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProvidersModule } from '../providers/providers.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { ProviderAvailability } from './entities/provider-availability.entity';

/**
 * The provider's availability calendar. Depends on Providers (the current provider, provider
 * ids); the catalogue's wedding-day filter uses this module's SQL fragment (availability.sql.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderAvailability]), ProvidersModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
