import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` inside a transaction only if this instance gets the transaction-scoped advisory
 * lock for `jobName`; with several app instances each scheduled job therefore runs once.
 * Returns false when another instance holds the lock.
 */
export async function withJobLock(
  dataSource: DataSource,
  jobName: string,
  work: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [
      `svatby:${jobName}`,
    ])) as Array<{ locked: boolean }>;
    if (!locked) return false;
    await work(manager);
    return true;
  });
}
