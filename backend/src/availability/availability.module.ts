import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProvidersModule } from '../providers/providers.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityRepository } from './availability.repository';
import { AvailabilityService } from './availability.service';
import { ProviderAvailability } from './entities/provider-availability.entity';

/**
 * The provider's availability calendar. Depends on Providers (the current provider, provider
 * ids); the catalogue's wedding-day filter calls this module's SQL function provider_is_free_on
 * (ProviderFreeOnFunction1763704000700) instead of reading the table.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderAvailability]), ProvidersModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, AvailabilityRepository],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
