import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';
import { ServiceRequest } from '../requests/entities/service-request.entity';
import { RequestsService } from '../requests/requests.service';
import { generateVolumeRequests } from '../requests/volume/volume-requests';

const BATCH = 2_000;
const USAGE = 'Usage: npm run seed:volume -- --requests 100000 [--seed 1]';

/** `npm run seed:volume -- --requests N`: adds N generated requests (for load and performance work). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, seed: { type: 'string' } } });
  const count = Number(values.requests ?? 0);
  if (!Number.isInteger(count) || count <= 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const logger = new Logger('SeedVolume');
  const config = AppConfig.fromEnv({ ...process.env, SEED_DEMO: 'false', SCHEDULER_ENABLED: 'false' });
  const database = await openDatabase(config);
  try {
    await runMigrations(database.url);
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url, serveFrontend: false }),
      { logger: ['error', 'warn'] },
    );
    try {
      const vocabulary = await app.get(RequestsService).vocabulary();
      const repository = app.get(DataSource).getRepository(ServiceRequest);
      const started = Date.now();
      let batch: Array<Partial<ServiceRequest>> = [];
      let written = 0;
      for (const row of generateVolumeRequests(count, vocabulary, Number(values.seed ?? Date.now() % 1_000_000))) {
        batch.push(row);
        if (batch.length === BATCH) {
          await repository.insert(batch);
          written += batch.length;
          batch = [];
          if (written % 20_000 === 0) logger.log(`${written} / ${count}`);
        }
      }
      if (batch.length) await repository.insert(batch);
      // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
      await app.get(DataSource).query('VACUUM ANALYZE service_requests');
      logger.log(`Inserted ${count} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
