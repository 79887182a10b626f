import 'reflect-metadata';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { RestoreError, restoreBackup } from '../admin/admin.api';
import { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database-connection';
import { runMigrations } from '../database/migrate';
import { closeObjectStorage, createObjectStorage } from '../storage/storage.api';

const USAGE = 'Usage: npm run restore -- svatby-backup-YYYY-MM-DD.json   (into a freshly created, empty database)';

/**
 * `npm run restore -- FILE`: loads a backup downloaded from /admin ("Stáhnout backup") into the
 * database of DATABASE_URL (else the embedded one), which must hold no data yet: the migrations are
 * applied, then every table is filled in one transaction and the backup's files are written to the
 * configured storage (STORAGE_DRIVER: the local directories or the bucket; see admin/backup/backup-restore.ts).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const logger = new Logger('Restore');
  const config = AppConfig.fromEnv();
  const storage = createObjectStorage(config.storage);
  const database = await openDatabase(config);
  try {
    await runMigrations(database.directUrl);
    const started = Date.now();
    // Straight to PostgreSQL: one long transaction, open while the files are written, which a pooler's
    // idle-in-transaction limit (deploy/pgbouncer.ini) would end.
    const summary = await restoreBackup({ databaseUrl: database.directUrl, file, storage, log: (message) => logger.log(message) });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const { written, present } = summary.files;
    logger.log(
      `Restored ${rows} rows in ${summary.tables.length} tables and ${written} files (${present} already there, ${storage.driver} storage) ` +
        `from the backup of ${summary.createdAt} in ${seconds} s`,
    );
  } finally {
    await database.close();
    closeObjectStorage(storage);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreError ? error.message : error);
  process.exit(1);
});
