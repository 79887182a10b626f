import { Logger } from '@nestjs/common';
import { runMigrations } from '../../src/database/migrate';
import { createTestApp, TestApp } from './test-app';
import { createTestDatabase, TestDatabase } from './test-database';

const SILENT = { log: () => undefined } as unknown as Logger;

/**
 * The app on a database of its own (created and migrated here, dropped on close), for tests that
 * need exact whole-table figures (counts, overview charts, backups) while other test files write
 * to the run's shared database in parallel.
 */
export async function createIsolatedTestApp(prefix: string, env: Record<string, string> = {}): Promise<TestApp & { database: TestDatabase }> {
  const database = await createTestDatabase(prefix);
  await runMigrations(database.url, SILENT);
  const shared = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = database.url;
  let app: TestApp;
  try {
    app = await createTestApp(env);
  } catch (error) {
    await database.drop();
    throw error;
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  return {
    ...app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
