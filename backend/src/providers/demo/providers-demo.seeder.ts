import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { TEST_PROVIDER_EMAIL, type User, UsersService } from '../../auth/auth.api';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { buildProviderFields, ProviderInput } from '../provider-fields';
import { ProvidersRepository } from '../providers.repository';
import { ProvidersService } from '../providers.service';
import { DEMO_PROVIDERS } from './demo-providers.data';
import { isUniqueViolation } from '../../database/sql-state';

/** The test provider's profile (not a demo provider: unlisted until it subscribes). */
const TEST_PROVIDER_PROFILE: ProviderInput = {
  companyName: 'Testovací dodavatel s.r.o.',
  description: 'Testovací profil dodavatele pro vývoj a ukázky: svatební fotografie a video v Praze a okolí.',
  categories: ['photography', 'video'],
  serviceAreas: ['praha', 'okoli-prahy'],
  email: TEST_PROVIDER_EMAIL,
  phone: '777 000 111',
  yearsExperience: 3,
  priceFrom: 10_000,
  priceTo: 30_000,
  isDemo: false,
};

/**
 * At start: the demo providers once per database (SEED_DEMO=false skips them), and outside
 * production the test provider's profile (idempotent, every start).
 */
@Injectable()
export class ProvidersDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProvidersDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
    private readonly profiles: ProvidersRepository,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  private seeding: Promise<void> | null = null;

  onApplicationBootstrap(): Promise<void> {
    return this.ready();
  }

  /**
   * Resolves once the start-up seeding is done: modules seeding data that belongs to the demo
   * providers (the portfolio) wait on it, whichever bootstrap hook Nest calls first.
   */
  ready(): Promise<void> {
    this.seeding ??= this.seed();
    return this.seeding;
  }

  private async seed(): Promise<void> {
    if (this.config.testLoginEnabled) await this.ensureTestProvider();
    if (!this.config.seedDemo) return;
    const ran = await runSeedOnce(this.dataSource, 'demo-providers-v1', (manager) => this.seedDemoProviders(manager));
    if (ran) this.logger.log(`Seeded ${DEMO_PROVIDERS.length} demo providers`);
  }

  /**
   * Inserts the demo providers with their ids (997…), then moves the identity sequence past the
   * highest id so that real providers never collide with them. An id already taken (a database
   * that had a thousand providers before demo data was switched on) gets a fresh id instead;
   * isDemo, not the id, is what marks a demo provider.
   */
  async seedDemoProviders(manager: EntityManager): Promise<void> {
    const vocabulary = await this.providers.vocabulary();
    for (const demo of DEMO_PROVIDERS) {
      const user = await this.findOrCreateUser(manager, demo.email);
      const createdAt = dayjs().subtract(demo.registeredDaysAgo, 'day').toDate();
      const fields = buildProviderFields({ ...demo, isDemo: true }, vocabulary);
      if (await this.profiles.hasProfile(manager, { userId: user.id })) continue;
      const idTaken = await this.profiles.hasProfile(manager, { id: demo.id });
      const profile = await this.providers.insertProfile(manager, user.id, fields, idTaken ? undefined : demo.id);
      await this.profiles.setRegisteredAt(manager, profile.id, createdAt);
    }
    await this.profiles.advanceIdSequence(manager);
  }

  private async ensureTestProvider(): Promise<void> {
    try {
      const user = (await this.users.findByEmail(TEST_PROVIDER_EMAIL)) ?? (await this.createTestUser());
      const fields = buildProviderFields(TEST_PROVIDER_PROFILE, await this.providers.vocabulary());
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.profiles.hasProfile(manager, { userId: user.id }))) await this.providers.insertProfile(manager, user.id, fields);
      });
    } catch (error) {
      // Another instance created it at the same moment.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async createTestUser(): Promise<User> {
    try {
      return await this.users.create({ email: TEST_PROVIDER_EMAIL, firstName: 'Tomáš', lastName: 'Testovací' });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.users.findByEmail(TEST_PROVIDER_EMAIL))!;
    }
  }

  private async findOrCreateUser(manager: EntityManager, email: string): Promise<User> {
    const existing = await this.users.findByEmail(email, manager);
    return existing ?? this.users.create({ email, firstName: null, lastName: null }, manager);
  }
}
