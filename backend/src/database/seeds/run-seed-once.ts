import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs a named seed at most once per database, in one transaction, even when several instances
 * start together (the insert into seed_runs is the claim). Returns whether it ran now.
 */
export async function runSeedOnce(
  dataSource: DataSource,
  name: string,
  seed: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const claimed = (await manager.query(
      `INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
      [name],
    )) as unknown[];
    if (claimed.length === 0) return false;
    await seed(manager);
    return true;
  });
}
