import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { AppConfig } from '../config/app-config';

export const SESSION_COOKIE_NAME = 'svatby.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 3_600_000;

export interface SessionSetup {
  middleware: ReturnType<typeof session>;
  /** Stops the store's prune timer (on shutdown). */
  close(): void;
}

/** Sessions live in PostgreSQL (table user_sessions, made by a migration) and survive restarts. */
export function createSessionMiddleware(pool: Pool, config: AppConfig): SessionSetup {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'user_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.schedulerEnabled ? 15 * 60 : false,
  });
  const middleware = session({
    name: SESSION_COOKIE_NAME,
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.usesHttps,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  return { middleware, close: () => store.close() };
}
