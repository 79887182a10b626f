import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../../backend/src/app.module';
import { User } from '../../backend/src/auth/entities/user.entity';
import { CatalogService } from '../../backend/src/catalog/catalog.service';
import { AppConfig } from '../../backend/src/config/app-config';
import { openDatabase } from '../../backend/src/database/database-connection';
import { runMigrations } from '../../backend/src/database/migrate';
import { ProviderProfile } from '../../backend/src/providers/entities/provider-profile.entity';
import { ProvidersService } from '../../backend/src/providers/providers.service';
import { generateVolumeProviders } from './volume-providers';
import { ServiceRequest } from '../../backend/src/requests/entities/service-request.entity';
import { RequestsService } from '../../backend/src/requests/requests.service';
import { generateVolumeRequests } from './volume-requests';
import { Review } from '../../backend/src/reviews/entities/review.entity';
import { generateVolumeReviews } from './volume-reviews';

const BATCH = 2_000;
const USAGE =
  'Usage: npm run seed:volume -- [--requests 100000] [--providers 20000] [--reviews 200000] [--seed 1] [--distinct-requests 100000]';

/** Inserts rows in batches of BATCH, logging progress every 20 000. */
async function insertInBatches<T>(rows: Iterable<T>, total: number, label: string, insert: (batch: T[]) => Promise<void>): Promise<void> {
  const logger = progress;
  let batch: T[] = [];
  let written = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await insert(batch);
      written += batch.length;
      batch = [];
      if (written % 20_000 === 0) logger.log(`${label}: ${written} / ${total}`);
    }
  }
  if (batch.length) await insert(batch);
}

/** Progress on stdout (Nest's own logger is limited to errors and warnings while seeding). */
const progress = { log: (message: string): void => console.log(`[seed:volume] ${new Date().toISOString().slice(11, 19)} ${message}`) };

const count = (value: string | undefined): number => (value === undefined ? 0 : Number(value));

/**
 * Adds `copies` requests in SQL, copied from the requests with id > `afterId` (those this run built
 * by the API's rules), each copy with its own dates (spread over the last year; the wedding date,
 * expiry and confirmation moved along) and its own contact e-mail: one INSERT … SELECT instead of
 * building a million rows in JavaScript. The table's secondary indexes (five of them GIN) are
 * dropped for the insert and built again afterwards, in the same transaction (an error leaves the
 * table as it was): building them once is several times faster than maintaining them row by row.
 */
async function copyRequests(dataSource: DataSource, afterId: number, built: number, copies: number): Promise<void> {
  const logger = progress;
  await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const columns = (await manager.query(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = 'service_requests'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' AND attidentity = ''
        ORDER BY attnum`,
    )) as Array<{ name: string; type: string }>;
    const value = ({ name, type }: { name: string; type: string }): string =>
      name === 'contact_email'
        ? `regexp_replace(contact_email, '@', '.k' || k || '@')`
        : type === 'timestamp with time zone'
          ? `${name} + shift`
          : type === 'date'
            ? `${name} + (extract(epoch FROM shift) / 86400)::int`
            : name;
    const indexes = (await manager.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'service_requests'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    )) as Array<{ name: string; definition: string }>;
    for (const index of indexes) await manager.query(`DROP INDEX "${index.name}"`);
    let started = Date.now();
    // Copy k of source row s: created a pseudo-random moment of the last year (minutes, from id and k).
    await manager.query(
      `INSERT INTO service_requests (${columns.map((column) => column.name).join(', ')})
       SELECT ${columns.map(value).join(', ')}
         FROM (SELECT s.*, k,
                      (now() - make_interval(mins => ((s.id::bigint * 2654435761 + k * 40503) % 525600)::int)) - s.created_at AS shift
                 FROM service_requests s CROSS JOIN generate_series(1, $2::int) AS k
                WHERE s.id > $1
                ORDER BY k, s.id
                LIMIT $3) t`,
      [afterId, Math.ceil(copies / built), copies],
    );
    logger.log(`Copied ${copies} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; building ${indexes.length} indexes`);
    started = Date.now();
    for (const index of indexes) await manager.query(index.definition);
    logger.log(`Built the indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/**
 * `npm run seed:volume -- --requests N --providers N --reviews N`: adds generated rows for load
 * and performance work. Reviews go to the providers already in the database (those of this run
 * included), spread unevenly over them.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      providers: { type: 'string' },
      reviews: { type: 'string' },
      seed: { type: 'string' },
      // Build at most this many requests by the API's rules; the rest are SQL copies of them (copyRequests).
      'distinct-requests': { type: 'string' },
    },
  });
  const counts = { requests: count(values.requests), providers: count(values.providers), reviews: count(values.reviews) };
  const valid = Object.values(counts).every((value) => Number.isInteger(value) && value >= 0);
  const distinct = values['distinct-requests'] === undefined ? counts.requests : Number(values['distinct-requests']);
  const distinctValid = values['distinct-requests'] === undefined || (Number.isInteger(distinct) && distinct >= 1);
  if (!valid || !distinctValid || Object.values(counts).every((value) => value === 0)) {
    console.error(USAGE);
    process.exit(2);
  }
  const seed = Number(values.seed ?? Date.now() % 1_000_000);
  const logger = progress;
  // Bulk inserts and VACUUM ANALYZE of a million rows outlast the app's statement limit.
  const config = AppConfig.fromEnv({ ...process.env, SEED_DEMO: 'false', SCHEDULER_ENABLED: 'false', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
  const database = await openDatabase(config);
  try {
    await runMigrations(database.url);
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url }),
      { logger: ['error', 'warn'] },
    );
    try {
      const dataSource = app.get(DataSource);
      const tables: string[] = [];

      if (counts.requests) {
        const started = Date.now();
        const vocabulary = await app.get(RequestsService).vocabulary();
        const repository = dataSource.getRepository(ServiceRequest);
        const built = Math.min(counts.requests, distinct);
        const [{ lastId }] = (await dataSource.query(`SELECT coalesce(max(id), 0)::int AS "lastId" FROM service_requests`)) as Array<{ lastId: number }>;
        await insertInBatches(generateVolumeRequests(built, vocabulary, seed), built, 'requests', async (batch) => {
          await repository.insert(batch);
        });
        logger.log(`Built ${built} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        if (counts.requests > built) await copyRequests(dataSource, lastId, built, counts.requests - built);
        tables.push('service_requests');
        logger.log(`Inserted ${counts.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }

      if (counts.providers) {
        const started = Date.now();
        const catalog = app.get(CatalogService);
        const vocabulary = await app.get(ProvidersService).vocabulary();
        const areaIds = (await catalog.listLocations()).map((location) => location.id);
        const users = dataSource.getRepository(User);
        const profiles = dataSource.getRepository(ProviderProfile);
        await insertInBatches(generateVolumeProviders(counts.providers, vocabulary, areaIds, seed), counts.providers, 'providers', async (batch) => {
          await dataSource.transaction(async (manager) => {
            // Accounts without passwords (argon2 for thousands of rows would take minutes; nobody signs in as them).
            const inserted = await manager.getRepository(User).insert(batch.map(({ email, createdAt }) => users.create({ email, createdAt, updatedAt: createdAt })));
            const insertedProfiles = await manager.getRepository(ProviderProfile).insert(
              batch.map(({ fields, createdAt }, index) =>
                profiles.create({ ...fields, userId: (inserted.identifiers[index] as { id: number }).id, createdAt, updatedAt: createdAt }),
              ),
            );
            // Subscriptions as an administrator grants them: active for a year from now.
            const subscribed = batch
              .map(({ subscription }, index) => ({ subscription, providerId: (insertedProfiles.identifiers[index] as { id: number }).id }))
              .filter((row): row is { subscription: 'basic' | 'premium'; providerId: number } => row.subscription !== null);
            if (subscribed.length > 0) {
              await manager.query(
                `INSERT INTO provider_subscriptions
                   (provider_id, plan_id, plan_type, billing_period, status, source, current_period_start, current_period_end)
                 SELECT provider_id, plan_type || '_yearly', plan_type, 'yearly', 'active', 'admin', now(), now() + interval '1 year'
                   FROM unnest($1::int[], $2::varchar[]) AS t(provider_id, plan_type)`,
                [subscribed.map((row) => row.providerId), subscribed.map((row) => row.subscription)],
              );
            }
          });
        });
        tables.push('users', 'provider_profiles', 'provider_subscriptions');
        logger.log(`Inserted ${counts.providers} providers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }

      if (counts.reviews) {
        const started = Date.now();
        const providerIds = ((await dataSource.query(`SELECT id FROM provider_profiles ORDER BY id`)) as Array<{ id: number }>).map((row) => row.id);
        if (providerIds.length === 0) throw new Error('No providers to review: add --providers N');
        const repository = dataSource.getRepository(Review);
        await insertInBatches(generateVolumeReviews(counts.reviews, providerIds, seed), counts.reviews, 'reviews', async (batch) => {
          await repository.insert(batch);
        });
        tables.push('reviews');
        logger.log(`Inserted ${counts.reviews} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }

      // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
      for (const table of tables) await dataSource.query(`VACUUM ANALYZE ${table}`);
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
