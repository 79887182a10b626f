import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseConnection {
  url: string;
  /** 'external' when DATABASE_URL is set, else the embedded server this process started. */
  kind: 'external' | 'embedded';
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL started from the embedded-postgres package. */
export async function openDatabase(config: AppConfig): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, kind: 'external', close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.embeddedPgDir, 'svatby', new Logger('EmbeddedPostgres'));
  return { url: embedded.url, kind: 'embedded', close: () => embedded.stop() };
}
