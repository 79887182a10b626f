import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';

/** Key of the advisory lock that serialises migrations when several instances start together. */
const MIGRATION_LOCK_KEY = 7_364_001;

/**
 * Applies the pending migrations under a session advisory lock, so `url` must reach PostgreSQL itself
 * (DatabaseConnection.directUrl): through a pooler in transaction mode the lock and its unlock could
 * land on different server sessions, and the lock would stay held.
 */
export async function runMigrations(url: string, logger = new Logger('Migrations')): Promise<string[]> {
  const dataSource = new DataSource({ ...buildDataSourceOptions(url), extra: { max: 1 } });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) logger.log(`Applied ${migration.name}`);
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await dataSource.destroy();
  }
}
