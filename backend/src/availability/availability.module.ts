import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ProvidersModule } from '../providers/providers.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityRepository } from './availability.repository';
import { AvailabilityService } from './availability.service';
import { ProviderAvailability } from './entities/provider-availability.entity';
import { AvailabilityAccountData } from './availability-account-data';
import { AvailabilityDemoSeeder } from './demo/availability-demo.seeder';

/**
 * The provider's availability calendar. Depends on Providers (the current provider, provider
 * ids); the catalogue's wedding-day filter calls this module's SQL functions instead of reading the table:
 * providers_busy_on (ProvidersBusyOnFunction1763709800500), the providers busy on a day, and provider_day_status
 * (ProviderDayStatusFunction1763704005170), one provider's day.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProviderAvailability]), AuthModule, ProvidersModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityAccountData, AvailabilityService, AvailabilityRepository, AvailabilityDemoSeeder],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
