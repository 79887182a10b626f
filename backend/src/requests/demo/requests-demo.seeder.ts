import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.api';
import { AppConfig } from '../../config/app-config';
import { runSeedOnce } from '../../database/seeds/run-seed-once';
import { ServiceRequest } from '../entities/service-request.entity';
import { buildRequestFields } from '../request-fields';
import { RequestsService } from '../requests.service';
import { DEMO_REQUESTS } from './demo-requests.data';

/** Seeds the demo requests once per database at start (SEED_DEMO=false skips it). */
@Injectable()
export class RequestsDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(RequestsDemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestsService,
    private readonly catalog: CatalogService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const [vocabulary, places] = await Promise.all([this.requests.vocabulary(), this.catalog.placeIndex()]);
    const ran = await runSeedOnce(this.dataSource, 'demo-requests-v1', async (manager) => {
      const repository = manager.getRepository(ServiceRequest);
      const today = dayjs().startOf('day');
      for (const demo of DEMO_REQUESTS) {
        const fields = buildRequestFields(
          {
            ...demo,
            weddingDate: demo.weddingInDays === null ? null : today.add(demo.weddingInDays, 'day').format('YYYY-MM-DD'),
          },
          vocabulary,
          places,
        );
        const createdAt = dayjs().subtract(demo.postedDaysAgo, 'day').subtract(demo.postedDaysAgo * 37, 'minute').toDate();
        await repository.insert({ ...fields, isDemo: true, confirmedAt: createdAt, userId: null, createdAt, updatedAt: createdAt });
      }
    });
    if (ran) this.logger.log(`Seeded ${DEMO_REQUESTS.length} demo requests`);
  }
}
