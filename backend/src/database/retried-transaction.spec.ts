import type { DataSource, EntityManager } from 'typeorm';
import { retriedTransaction } from './retried-transaction';

/** A DataSource whose transactions run `work` with a stand-in manager, counting the attempts. */
function dataSourceRunning() {
  const attempts = { count: 0 };
  const dataSource = {
    transaction: async <T>(work: (manager: EntityManager) => Promise<T>) => {
      attempts.count++;
      return work({} as EntityManager);
    },
  } as unknown as DataSource;
  return { dataSource, attempts };
}

/** An error as TypeORM's QueryFailedError carries PostgreSQL's: the SQLSTATE on the driver's error. */
const queryFailed = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { driverError: { code } });

describe('retriedTransaction', () => {
  it('runs a transaction aborted for a deadlock or a serialization failure again, and returns what the next attempt returns', async () => {
    const { dataSource, attempts } = dataSourceRunning();
    const failures = [queryFailed('40P01'), Object.assign(new Error('serialization'), { code: '40001' })];
    const result = await retriedTransaction(dataSource, async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'smazáno';
    });
    expect(result).toBe('smazáno');
    expect(attempts.count).toBe(3);
  });

  it('gives up after the attempts it is given, with the last error', async () => {
    const { dataSource, attempts } = dataSourceRunning();
    await expect(
      retriedTransaction(dataSource, async () => {
        throw queryFailed('40P01');
      }, 2),
    ).rejects.toThrow('SQLSTATE 40P01');
    expect(attempts.count).toBe(2);
  });

  it('does not run again after any other failure', async () => {
    const { dataSource, attempts } = dataSourceRunning();
    await expect(
      retriedTransaction(dataSource, async () => {
        throw queryFailed('23505');
      }),
    ).rejects.toThrow('SQLSTATE 23505');
    expect(attempts.count).toBe(1);
  });
});
