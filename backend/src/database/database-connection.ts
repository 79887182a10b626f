import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseConnection {
  /** The app's pools connect here: DATABASE_URL (possibly a pooler in transaction mode) or the embedded server. */
  url: string;
  /**
   * PostgreSQL itself, for what needs one server session (the migrations' advisory lock, the LISTEN
   * connection, the job queue's lock): DATABASE_DIRECT_URL, else the same as `url`.
   */
  directUrl: string;
  /** 'external' when DATABASE_URL is set, else the embedded server this process started. */
  kind: 'external' | 'embedded';
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL started from the embedded-postgres package. */
export async function openDatabase(config: AppConfig): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    const directUrl = config.databasePooler.directUrl ?? config.databaseUrl;
    return { url: config.databaseUrl, directUrl, kind: 'external', close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.embeddedPgDir, 'svatby', new Logger('EmbeddedPostgres'));
  return { url: embedded.url, directUrl: embedded.url, kind: 'embedded', close: () => embedded.stop() };
}
