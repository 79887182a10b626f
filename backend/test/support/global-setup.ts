import { runMigrations } from '../../src/database/migrate';
import { createTestDatabase, TestDatabase } from './test-database';

declare global {
  // Shared with global-teardown.ts (same process).
  var __SVATBY_TEST_DATABASE__: TestDatabase | undefined;
}

export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase('svatby_api_test');
  globalThis.__SVATBY_TEST_DATABASE__ = database;
  await runMigrations(database.url);
  // Workers start after this and inherit the variable.
  process.env.TEST_DATABASE_URL = database.url;
}
