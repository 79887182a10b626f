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

/**
 * A scheduled job's run for one period (its last scheduled time not after now, computed in SQL
 * so every instance agrees): runs `work` only if no instance has run this period yet. Instances
 * whose timers fire a moment apart still run it once; a failed run rolls its claim back, so the
 * next trigger (the next start, the next day) tries again. Returns the result, or null when skipped.
 */
export async function runOncePerPeriod<T>(
  dataSource: DataSource,
  job: { name: string; periodStartSql: string; instanceId: string },
  work: (manager: EntityManager) => Promise<T>,
): Promise<T | null> {
  let result: T | null = null;
  await withJobLock(dataSource, job.name, async (manager) => {
    const claimed = (await manager.query(
      `INSERT INTO scheduled_job_runs (job_name, period_start, instance_id)
       VALUES ($1, (${job.periodStartSql}), $2)
       ON CONFLICT DO NOTHING
       RETURNING period_start`,
      [job.name, job.instanceId],
    )) as Array<{ period_start: Date }>;
    if (claimed.length === 0) return;
    result = await work(manager);
    await manager.query(`UPDATE scheduled_job_runs SET result = $3 WHERE job_name = $1 AND period_start = $2`, [
      job.name,
      claimed[0].period_start,
      JSON.stringify(result ?? null),
    ]);
  });
  return result;
}

/** SQL for the last daily slot at `hh:mm` Prague time not after `at` (a timestamptz expression). */
export function lastDailySlotSql(hour: number, minute: number, at = 'now()'): string {
  const offset = `interval '${Math.trunc(hour)} hours ${Math.trunc(minute)} minutes'`;
  return `(date_trunc('day', (${at} AT TIME ZONE 'Europe/Prague') - ${offset}) + ${offset}) AT TIME ZONE 'Europe/Prague'`;
}
