import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TEST_PROVIDER_EMAIL, UsersService } from '../../auth/auth.api';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { ProvidersService } from '../../providers/providers.api';
import { RequestsService } from '../../requests/requests.api';
import { MatchingRepository } from '../matching.repository';

/** The test couple's account (auth/test-accounts.ts). */
const TEST_COUPLE_EMAIL = 'test.par@svatby.cz';
const SHORTLISTED = 4;

/**
 * Issue 45 visible in the demo (SEED_DEMO): the test couple's shortlist holds a few demo providers
 * (hearts filled, /vybrani with a comparison), and the test provider is invited to one demo request
 * outside its categories ("Pozvánka od páru" on /inquiries and the dashboard). Once per database;
 * skipped quietly, and tried again at the next start, while the accounts or demo rows are missing.
 */
@Injectable()
export class MatchingDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(MatchingDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matching: MatchingRepository,
    private readonly users: UsersService,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    // Demo sugar: never in the way of a start.
    await this.seed().catch((error: unknown) => this.logger.warn(`Matching demo data not seeded: ${String(error)}`));
  }

  private async seed(): Promise<void> {
    const [couple, providerUser] = await Promise.all([this.users.findByEmail(TEST_COUPLE_EMAIL), this.users.findByEmail(TEST_PROVIDER_EMAIL)]);
    const providerId = providerUser ? await this.providers.profileIdOfUser(providerUser.id) : null;
    if (!couple || !providerId) return;
    const slice = await this.providers.listedSlice(0, 100);
    const demo = (await this.providers.findListedPublic(slice.map((row) => row.id))).filter((card) => card.isDemo).slice(0, SHORTLISTED);
    const own = await this.providers.ownProfile(providerUser!.id);
    const page = await this.requests.list({ page: 1, pageSize: 50 }, { user: null, isAdmin: false, provider: null });
    const outside = page.items.find((item) => !own.services.includes(item.categoryId));
    if (demo.length === 0 || !outside) return;
    const ran = await runSeedOnce(this.dataSource, 'demo-matching-v1', async (manager) => {
      for (const card of demo) await this.matching.addToShortlist(couple.id, card.id, Number.MAX_SAFE_INTEGER);
      await this.matching.insertInvitations(manager, outside.id, [providerId], 'couple', null);
    });
    if (ran) this.logger.log(`Seeded ${demo.length} shortlist entries and an invitation for the test accounts`);
  }
}
