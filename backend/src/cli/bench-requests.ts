import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';
import { ListServiceRequestsQueryDto } from '../requests/dto/list-service-requests.query.dto';
import type { Viewer } from '../providers/viewer';
import { RequestsService } from '../requests/requests.service';

const RUNS = 40;
/** An anonymous visitor: the public list without contacts. */
const VISITOR: Viewer = { user: null, provider: null };

const CASES: Array<[string, ListServiceRequestsQueryDto]> = [
  ['newest, page 1', {}],
  ['category photography, newest', { category: 'photography' }],
  ['category + budget band + budget-high', { category: 'catering', budget: 'nad-200k', sort: 'budget-high' }],
  ['text "fotografa", oldest', { search: 'fotografa', sort: 'oldest' }],
  ['text "kapelu" + place "brno"', { search: 'kapelu', location: 'brno' }],
  ['place "praha", budget-low, page 20', { location: 'praha', sort: 'budget-low', page: 20 }],
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `npm run bench:requests`: times the public request list (SQL + mapping, as the controller calls
 * it) for typical filters on whatever the database holds. A figure to read, not a test.
 */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv({ ...process.env, SEED_DEMO: 'false', SCHEDULER_ENABLED: 'false' });
  const database = await openDatabase(config);
  try {
    await runMigrations(database.url);
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url, serveFrontend: false }),
      { logger: ['error', 'warn'] },
    );
    try {
      const [{ total }] = await app.get(DataSource).query(`SELECT count(*)::int AS total FROM service_requests`);
      const service = app.get(RequestsService);
      console.log(`service_requests rows: ${total}; ${RUNS} runs per case after a warm-up\n`);
      console.log('case'.padEnd(42), 'results'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
      for (const [name, query] of CASES) {
        const first = await service.list(query, VISITOR);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const started = performance.now();
          await service.list(query, VISITOR);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        console.log(
          name.padEnd(42),
          String(first.total).padStart(8),
          percentile(times, 50).toFixed(1).padStart(8),
          percentile(times, 95).toFixed(1).padStart(8),
          times[times.length - 1].toFixed(1).padStart(8),
        );
      }
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
