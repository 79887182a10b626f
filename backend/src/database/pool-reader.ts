import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { SqlQuery } from './sql-query';

/** Runs one read-only statement (a text without parameters, or a SqlQuery) and answers its rows. */
export type ReadRows = <T = Record<string, unknown>>(query: string | SqlQuery) => Promise<T[]>;

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
  // pg takes the SqlQuery as its query config: a named one is prepared once per connection.
  return async <T>(query: string | SqlQuery) => (await pool.query(query)).rows as T[];
}
