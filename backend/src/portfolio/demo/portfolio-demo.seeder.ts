import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { ProvidersDemoSeeder, ProvidersService } from '../../providers/providers.api';
import { PortfolioService } from '../portfolio.service';
import { DEMO_PORTFOLIO } from './demo-portfolio.data';

/** Two text-only items for each demo provider, once per database, after the demo providers (SEED_DEMO). */
@Injectable()
export class PortfolioDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(PortfolioDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly providersSeeder: ProvidersDemoSeeder,
    private readonly providers: ProvidersService,
    private readonly portfolio: PortfolioService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.providersSeeder.ready();
    const providerIds = await this.providers.demoProviderIdsByEmail();
    const ran = await runSeedOnce(this.dataSource, 'demo-portfolio-v1', (manager) => this.seedDemoPortfolio(manager, providerIds));
    if (ran) this.logger.log('Seeded the demo providers\' portfolio items');
  }

  /** Inserts the items of every demo provider found (e-mail → provider id); a provider that has items already is skipped. */
  async seedDemoPortfolio(manager: EntityManager, providerIds: ReadonlyMap<string, number>): Promise<void> {
    for (const [email, items] of Object.entries(DEMO_PORTFOLIO)) {
      const providerId = providerIds.get(email);
      if (providerId === undefined) continue;
      await this.portfolio.insertSeedItems(manager, providerId, items);
    }
  }
}
