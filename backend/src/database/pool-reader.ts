import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Runs one read-only statement and answers its rows. */
export type ReadRows = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

/** The pg Pool under TypeORM's DataSource (one pool for TypeORM, sessions and the rate limits). */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}

/**
 * Single-statement reads of the public lists straight on the pool: the rows are the same as
 * DataSource.query gives, without a QueryRunner made and released around each statement,
 * which is measurable on the hottest endpoints (`make bench`). Writes and transactions stay
 * with TypeORM.
 */
export function poolReader(dataSource: DataSource): ReadRows {
  const pool = poolOf(dataSource);
  return async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[];
}
