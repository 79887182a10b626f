import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { publicReads } from './read-replica';

/** A pool stand-in answering every statement with its own name, or failing with `error`. */
function fakePool(name: string, calls: string[], error?: () => unknown): Pool {
  return {
    query: async () => {
      calls.push(name);
      if (error) throw error();
      return { rows: [{ from: name }] };
    },
  } as unknown as Pool;
}

const dataSourceOf = (master: Pool, slaves: Pool[]) => ({ driver: { master, slaves } }) as unknown as DataSource;
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('publicReads', () => {
  it('reads the primary without a replica, and for anyone signed in', async () => {
    const calls: string[] = [];
    const alone = publicReads(dataSourceOf(fakePool('primary', calls), []));
    expect(alone.replicated).toBe(false);
    expect(await alone.rows(true)('SELECT 1')).toEqual([{ from: 'primary' }]);

    const replicated = publicReads(dataSourceOf(fakePool('primary', calls), [fakePool('replica', calls)]));
    expect(replicated.replicated).toBe(true);
    expect(await replicated.rows(false)('SELECT 1')).toEqual([{ from: 'primary' }]);
    expect(await replicated.rows(true)('SELECT 1')).toEqual([{ from: 'replica' }]);
  });

  it('retries an unreachable replica on the primary and lets it rest for 30 s', async () => {
    const calls: string[] = [];
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const reads = publicReads(
        dataSourceOf(fakePool('primary', calls), [fakePool('replica', calls, () => pgError('ECONNREFUSED', 'connect ECONNREFUSED'))]),
      );
      expect(await reads.rows(true)('SELECT 1')).toEqual([{ from: 'primary' }]);
      expect(calls).toEqual(['replica', 'primary']);
      now += 29_000;
      await reads.rows(true)('SELECT 1');
      expect(calls).toEqual(['replica', 'primary', 'primary']);
      now += 2_000;
      await reads.rows(true)('SELECT 1');
      expect(calls).toEqual(['replica', 'primary', 'primary', 'replica', 'primary']);
    } finally {
      clock.mockRestore();
    }
  });

  it("retries a statement the standby cancelled for its replay, but not a bug's error", async () => {
    const calls: string[] = [];
    const cancelled = publicReads(
      dataSourceOf(fakePool('primary', calls), [fakePool('replica', calls, () => pgError('40001', 'conflict with recovery'))]),
    );
    expect(await cancelled.rows(true)('SELECT 1')).toEqual([{ from: 'primary' }]);

    const broken = publicReads(
      dataSourceOf(fakePool('primary', calls), [fakePool('replica', calls, () => pgError('42703', 'column "x" does not exist'))]),
    );
    await expect(broken.rows(true)('SELECT x')).rejects.toThrow('column "x" does not exist');
  });
});
