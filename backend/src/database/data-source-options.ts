import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from 'typeorm-naming-strategies';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { transactionPoolerExtra } from './transaction-pooler';

export interface PoolLimits {
  /** The longest one statement may run (ms); 0 = no limit. */
  statementTimeoutMs: number;
  /** `url` is a pooler in transaction mode (DATABASE_DIRECT_URL given): transaction-pooler.ts says what changes. */
  transactionPooler?: boolean;
}

/** What a pool waits for a connection before the request fails (503) instead of hanging. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** A transaction left open without a statement (a bug, a hung outside call) is ended by the server. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * One definition for the app, the migration CLI and the tests. Schema changes go through
 * migrations only. The pool's limits keep a slow database or a stuck transaction from holding
 * connections for good (the migrations run on a connection of their own, without them).
 */
export function buildDataSourceOptions(
  url: string,
  { statementTimeoutMs, transactionPooler = false }: PoolLimits = { statementTimeoutMs: 15_000 },
  replicaUrl?: string,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // DATABASE_REPLICA_URL: a second pool on the replica. defaultMode 'master' keeps every read on the
    // primary (TypeORM's default sends a repository's SELECTs to the replica) except what
    // read-replica.ts's publicReads routes there.
    ...(replicaUrl ? { replication: { master: { url }, slaves: [{ url: replicaUrl }], defaultMode: 'master' as const } } : {}),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: {
      max: 10,
      application_name: 'svatby',
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // Behind a pooler the server connections get both timeouts from the pooler (connect_query), not from us.
      ...(transactionPooler
        ? transactionPoolerExtra()
        : {
            idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
            ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
          }),
    },
  };
}
