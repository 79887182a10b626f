import type { DataSource, EntityManager } from 'typeorm';

/**
 * SQLSTATEs of a transaction PostgreSQL aborted so that another could go on: a deadlock (40P01) and a serialization
 * failure (40001). Nothing of it was written, and the manual's advice is to run it again.
 */
const RETRYABLE = new Set(['40P01', '40001']);

const sqlStateOf = (error: unknown): string | undefined => {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const state = typeof code === 'string' ? code : driverError?.code;
  return typeof state === 'string' ? state : undefined;
};

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
