import type { DataSource, EntityManager } from 'typeorm';
import { SQL_STATE, sqlStateOf } from './sql-state';

/**
 * A transaction PostgreSQL aborted so that another could go on: a deadlock or a serialization failure. Nothing of it
 * was written, and the manual's advice is to run it again.
 */
const RETRYABLE = new Set<string>([SQL_STATE.deadlockDetected, SQL_STATE.serializationFailure]);

/**
 * `work` in a transaction, run again (up to `attempts` in all) when PostgreSQL aborts it for a deadlock or a
 * serialization failure. For a transaction that takes many rows of other modules at once (an account's or a
 * provider's deletion cascades through a dozen tables while background jobs write some of them). `work` must keep
 * nothing from a failed attempt: whatever it collects for after the commit, it returns.
 */
export async function retriedTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}
