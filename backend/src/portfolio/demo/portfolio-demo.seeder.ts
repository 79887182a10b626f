import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { ProvidersDemoSeeder, ProvidersService } from '../../providers/providers.api';
import { PortfolioService } from '../portfolio.service';
import { DEMO_PORTFOLIO } from './demo-portfolio.data';
import { renderDemoImage } from './demo-images';

/** Pictures of a demo provider's featured item (the catalogue cards show the first three) and of the others. */
export const DEMO_IMAGES_FIRST_ITEM = 3;
export const DEMO_IMAGES_OTHER_ITEMS = 2;

/**
 * Two items for each demo provider, once per database, after the demo providers (SEED_DEMO), then
 * their pictures: drawn by code (no stock photos), stored as uploads are, a few kB each. The pictures
 * are a seed of their own, so that a database seeded before them gets them too.
 */
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
    const drawn = await runSeedOnce(this.dataSource, 'demo-portfolio-images-v1', (manager) => this.seedDemoImages(manager, providerIds));
    if (drawn) this.logger.log('Drew the demo providers\' portfolio pictures');
  }

  /** Inserts the items of every demo provider found (e-mail → provider id); a provider that has items already is skipped. */
  async seedDemoPortfolio(manager: EntityManager, providerIds: ReadonlyMap<string, number>): Promise<void> {
    for (const [email, items] of Object.entries(DEMO_PORTFOLIO)) {
      const providerId = providerIds.get(email);
      if (providerId === undefined) continue;
      await this.portfolio.insertSeedItems(manager, providerId, items);
    }
  }

  /**
   * Pictures for the items of every demo provider found that have none (the provider's own pictures
   * stay): the same provider and title always draw the same pictures under the same names.
   */
  async seedDemoImages(manager: EntityManager, providerIds: ReadonlyMap<string, number>): Promise<void> {
    for (const email of Object.keys(DEMO_PORTFOLIO)) {
      const providerId = providerIds.get(email);
      if (providerId === undefined) continue;
      await this.portfolio.addSeedImages(
        manager,
        providerId,
        `demo-portfolio:${email}`,
        (index) => (index === 0 ? DEMO_IMAGES_FIRST_ITEM : DEMO_IMAGES_OTHER_ITEMS),
        renderDemoImage,
      );
    }
  }
}
