import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';

/** `npm run migration:run`: applies pending migrations (the app also does this on start). */
async function main(): Promise<void> {
  const database = await openDatabase(AppConfig.fromEnv());
  try {
    const applied = await runMigrations(database.directUrl);
    new Logger('Migrations').log(applied.length ? `${applied.length} applied` : 'Nothing to apply');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
