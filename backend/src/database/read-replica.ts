import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { isDatabaseUnavailable } from './database-unavailable';
import { poolOf } from './pg-pool';
import { readRows, type ReadRows, type SqlQuery } from './sql-query';
import { SQL_STATE, sqlStateOf } from './sql-state';

/*
 * The read replica (DATABASE_REPLICA_URL, README "Read replica"): the one place that decides which
 * reads may go to it. TypeORM's replication holds the replica's pool, with `defaultMode: 'master'`
 * (data-source-options.ts), so every query, repository read and transaction stays on the primary
 * unless it comes through here. Only a visitor's public lists do (the request list, the catalogue,
 * a portfolio): they tolerate a second of lag. Anyone signed in reads the primary, so what they just
 * wrote (a confirmed request, an edited portfolio) is there on their next page.
 */

/** After a failed replica read, the public reads go to the primary for this long before trying it again. */
const REPLICA_REST_MS = 30_000;

/** On a standby, 40001 is a statement cancelled by a conflict with the replay of the primary's WAL. */
const RECOVERY_CONFLICT = SQL_STATE.serializationFailure;

/** The replica's pg Pool (TypeORM's replication 'slave'), or null without DATABASE_REPLICA_URL. */
export function replicaPoolOf(dataSource: DataSource): Pool | null {
  const slaves = (dataSource.driver as PostgresDriver).slaves as Pool[] | undefined;
  return slaves && slaves.length > 0 ? slaves[0] : null;
}

/** The reads of the public lists, on the replica for a visitor when there is one. */
export interface PublicReads {
  /** Whether a replica is configured. */
  readonly replicated: boolean;
  /**
   * ReadRows (named statements allowed) for a public list: on the replica when `visitor` (nobody
   * signed in) and one is configured, else on the primary.
   */
  rows(visitor: boolean): ReadRows;
}

const logger = new Logger('ReadReplica');

/**
 * The public reads of a data source. A replica that cannot be reached (or cancels a statement for
 * its replay) costs that read a retry on the primary, and the next 30 s of public reads go to the
 * primary straight away: a lost replica slows nothing down for longer than one connection timeout.
 */
export function publicReads(dataSource: DataSource): PublicReads {
  // One per data source: the lists share the replica's rest after a failure (one warning, one timeout).
  let reads = PUBLIC_READS.get(dataSource);
  if (!reads) PUBLIC_READS.set(dataSource, (reads = createPublicReads(dataSource)));
  return reads;
}

const PUBLIC_READS = new WeakMap<DataSource, PublicReads>();

function createPublicReads(dataSource: DataSource): PublicReads {
  const primary = readRows(poolOf(dataSource));
  const replicaPool = replicaPoolOf(dataSource);
  if (!replicaPool) return { replicated: false, rows: () => primary };
  const replica = readRows(replicaPool);
  let restUntil = 0;
  const onReplica: ReadRows = async <T>(query: string | SqlQuery): Promise<T[]> => {
    if (Date.now() < restUntil) return primary<T>(query);
    try {
      return await replica<T>(query);
    } catch (error) {
      if (!isDatabaseUnavailable(error) && sqlStateOf(error) !== RECOVERY_CONFLICT) throw error;
      if (Date.now() >= restUntil) {
        logger.warn(`Replica read failed (${String((error as Error)?.message)}); the public lists read the primary for 30 s`);
      }
      restUntil = Date.now() + REPLICA_REST_MS;
      return primary<T>(query);
    }
  };
  return { replicated: true, rows: (visitor) => (visitor ? onReplica : primary) };
}
