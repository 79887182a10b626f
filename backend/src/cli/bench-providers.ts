import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';
import { ListProvidersQueryDto } from '../providers/dto/list-providers.query.dto';
import { ProvidersService } from '../providers/providers.service';
import { ReviewsService } from '../reviews/reviews.service';

const RUNS = 40;

const CASES: Array<[string, ListProvidersQueryDto]> = [
  ['newest, page 1', {}],
  ['category photography, newest', { category: 'photography' }],
  ['category catering + area praha, rating-high', { category: 'catering', area: 'praha', sort: 'rating-high' }],
  ['area brno + price 20-60k, rating-low', { area: 'brno', priceMin: 20_000, priceMax: 60_000, sort: 'rating-low' }],
  ['text "kapela", oldest', { search: 'kapela', sort: 'oldest' }],
  ['rating-high, whole catalogue', { sort: 'rating-high' }],
  ['newest, page 100', { page: 100 }],
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

const row = (name: string, results: number | string, figures: { p50: number; p95: number; max: number }) =>
  console.log(
    name.padEnd(46),
    String(results).padStart(8),
    figures.p50.toFixed(1).padStart(8),
    figures.p95.toFixed(1).padStart(8),
    figures.max.toFixed(1).padStart(8),
  );

/**
 * `npm run bench:providers`: times the public supplier catalogue (SQL + mapping, as the
 * controller calls it) for typical filters and sorts, the providers-by-type page and one
 * portfolio's rating stats, on whatever the database holds. A figure to read, not a test.
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
      const dataSource = app.get(DataSource);
      const providers = app.get(ProvidersService);
      const reviews = app.get(ReviewsService);
      const [{ total, listed }] = await dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${providers.listedCondition('p')})::int AS listed FROM provider_profiles p`,
      );
      const [{ reviewCount }] = await dataSource.query(`SELECT count(*)::int AS "reviewCount" FROM reviews`);
      console.log(`provider_profiles rows: ${total} (${listed} listed); reviews: ${reviewCount}; ${RUNS} runs per case after a warm-up\n`);
      console.log('case'.padEnd(46), 'results'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
      for (const [name, query] of CASES) {
        const first = await providers.list(query);
        row(name, first.total, await time(() => providers.list(query)));
      }
      const byType = await providers.listByType('photography', {});
      row('providers by type photography', byType.total, await time(() => providers.listByType('photography', {})));
      const counts = await providers.countListedByCategory();
      row('provider counts per category', counts.size, await time(() => providers.countListedByCategory()));
      const [busiest] = (await dataSource.query(
        `SELECT provider_id AS id, count(*)::int AS reviews FROM reviews GROUP BY provider_id ORDER BY count(*) DESC LIMIT 1`,
      )) as Array<{ id: number; reviews: number }>;
      if (busiest) {
        row(`rating stats, provider ${busiest.id}`, busiest.reviews, await time(() => reviews.ratingStats(busiest.id)));
        row(`reviews page 1, provider ${busiest.id}`, busiest.reviews, await time(() => reviews.list(busiest.id, {})));
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
