import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';
import { FiguresService } from '../insights/insights.api';

/**
 * Computes "Svatby v číslech" (market_figures) now, as the hourly job does: after an import, on a server
 * whose scheduler is off, or before the bench measures /v-cislech. Writes nothing else.
 */
async function main(): Promise<void> {
  Logger.overrideLogger(['warn', 'error', 'fatal']);
  // No scheduler (no queue workers, no periodic jobs) and no demo seeding: this command computes the figures only.
  const config = AppConfig.fromEnv({ ...process.env, SCHEDULER_ENABLED: 'false', SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  try {
    await runMigrations(database.directUrl);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: database.url }), { logger: false });
    try {
      const cells = await app.get(FiguresService, { strict: false }).refresh();
      console.log(`Svatby v číslech: ${cells} cells written`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
