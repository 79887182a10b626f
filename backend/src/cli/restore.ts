import 'reflect-metadata';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { RestoreError, restoreBackup } from '../admin/admin.api';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';

const USAGE = 'Usage: npm run restore -- svatby-backup-YYYY-MM-DD.json   (into a freshly created, empty database)';

/**
 * `npm run restore -- FILE`: loads a backup downloaded from /admin ("Stáhnout backup") into the
 * database of DATABASE_URL (else the embedded one), which must hold no data yet: the migrations are
 * applied, then every table is filled in one transaction (see admin/backup/backup-restore.ts).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const logger = new Logger('Restore');
  const database = await openDatabase(AppConfig.fromEnv());
  try {
    await runMigrations(database.url);
    const started = Date.now();
    const summary = await restoreBackup({ databaseUrl: database.url, file, log: (message) => logger.log(message) });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    logger.log(`Restored ${rows} rows in ${summary.tables.length} tables from the backup of ${summary.createdAt} in ${seconds} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreError ? error.message : error);
  process.exit(1);
});
