import { Client, type ClientConfig, type Pool, type PoolClient } from 'pg';

/**
 * A pooler in transaction mode (PgBouncer, docker-compose.yml) hands each transaction to whichever
 * server connection is free, so what lives in a server session does not survive between two of our
 * transactions. What the app does about each (README "Production-like run and scale-out"):
 * - named prepared statements (sql-query.ts names the hottest ones): a statement prepared on one server
 *   connection is unknown on the next. Through the pooler they are sent unnamed (PooledClient below):
 *   correct everywhere, only the saved parse and plan is lost; a direct pool for them would undo the
 *   pooler for the hottest statements (the session read of every request).
 * - the pg startup parameters statement_timeout and idle_in_transaction_session_timeout: PgBouncer
 *   refuses unknown startup parameters, and a server connection serves many clients anyway. The pool
 *   sends none; the pooler sets both on each server connection it opens (connect_query in
 *   deploy/pgbouncer.ini).
 * - LISTEN and session advisory locks (the migrations, the job queue's queue creation): they keep a
 *   connection of their own to DATABASE_DIRECT_URL (directClient).
 */

type QueryConfigLike = { name?: unknown; submit?: unknown };

/** pg's Client, sending every statement unnamed (the pool's Client behind a transaction pooler). */
export class PooledClient extends Client {
  // pg's overloads (config or text, values, callback) are passed on as they came, without the name.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && typeof (config as QueryConfigLike).submit !== 'function' && 'name' in config) {
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      args[0] = unnamed;
    }
    return (Client.prototype.query as (...values: unknown[]) => never).apply(this, args);
  }
}

/** The pg pool options that differ behind a transaction pooler (merged over TypeORM's `extra`). */
export function transactionPoolerExtra(): { Client: typeof Client } {
  return { Client: PooledClient };
}

/**
 * A connection of its own for what needs one server session: to DATABASE_DIRECT_URL when set, else
 * with the pool's own settings (the pool then is direct too). The caller connects and ends it.
 */
export function directClient(pool: Pool, directUrl: string | undefined, applicationName: string): Client {
  const config: ClientConfig = directUrl
    ? { connectionString: directUrl, connectionTimeoutMillis: 5_000 }
    : { ...(pool.options as ClientConfig) };
  return new Client({ ...config, application_name: applicationName });
}

/**
 * Runs `work` while holding a session advisory lock on a direct connection (never through the pooler:
 * the unlock could reach another server connection and leave the lock held for good).
 */
export async function withSessionLock<T>(pool: Pool, directUrl: string | undefined, key: string, work: () => Promise<T>): Promise<T> {
  // Without a direct URL the pool is direct: a pooled client is a session of its own.
  const holder: Client | PoolClient = directUrl ? directClient(pool, directUrl, 'svatby-lock') : await pool.connect();
  try {
    if (directUrl) await (holder as Client).connect();
    await holder.query(`SELECT pg_advisory_lock(hashtext($1))`, [key]);
    try {
      return await work();
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [key]).catch(() => undefined);
    }
  } finally {
    if (directUrl) await (holder as Client).end().catch(() => undefined);
    else (holder as PoolClient).release();
  }
}
