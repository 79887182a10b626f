import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { ProvidersDemoSeeder, ProvidersService } from '../../providers/providers.api';
import { AvailabilityRepository } from '../availability.repository';
import { demoAvailabilityDays } from './demo-availability';

/**
 * The demo providers' calendars, once per database, after the demo providers (SEED_DEMO): some
 * Saturdays ahead booked, on request or open, the rest unset, so that the catalogue's date filter,
 * the public calendar and the offers show all of 'Termín volný', 'Na dotaz' and 'Neuvedeno'.
 */
@Injectable()
export class AvailabilityDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AvailabilityDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly providersSeeder: ProvidersDemoSeeder,
    private readonly providers: ProvidersService,
    private readonly availability: AvailabilityRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.providersSeeder.ready();
    const providerIds = await this.providers.demoProviderIdsByEmail();
    const ran = await runSeedOnce(this.dataSource, 'demo-availability-v1', (manager) => this.seedDemoAvailability(manager, providerIds));
    if (ran) this.logger.log("Seeded the demo providers' calendars");
  }

  /** Sets the demo days of every demo provider found (e-mail → provider id); days a provider set already stay. */
  async seedDemoAvailability(manager: EntityManager, providerIds: ReadonlyMap<string, number>, today: Date = new Date()): Promise<void> {
    for (const [email, providerId] of providerIds) {
      await this.availability.insertMissing(manager, providerId, demoAvailabilityDays(email, today));
    }
  }
}
