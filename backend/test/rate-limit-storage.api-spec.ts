import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { BATCHED_LIMIT_MIN, PgThrottlerStorage } from '../src/common/throttling/pg-throttler-storage';

describe('PgThrottlerStorage (rate-limit counters in PostgreSQL)', () => {
  let pool: Pool;

  beforeAll(() => {
    pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 4 });
  });

  afterAll(async () => {
    await pool.end();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('counts hits in a window, blocks over the limit and starts again when the window and the block are over', async () => {
    const storage = new PgThrottlerStorage(pool);
    const key = randomUUID();
    const hits = [];
    for (let attempt = 0; attempt < 4; attempt += 1) hits.push(await storage.increment(key, 1200, 3, 1200));
    expect(hits.map((hit) => [hit.totalHits, hit.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[3].timeToBlockExpire).toBeGreaterThanOrEqual(1);
    expect(hits[0].timeToExpire).toBeGreaterThanOrEqual(1);

    await sleep(1400);
    const fresh = await storage.increment(key, 1200, 3, 1200);
    expect([fresh.totalHits, fresh.isBlocked, fresh.timeToBlockExpire]).toEqual([1, false, 0]);
  });

  it('keeps a key blocked for the block duration even when the window is shorter', async () => {
    const storage = new PgThrottlerStorage(pool);
    const key = randomUUID();
    await storage.increment(key, 300, 1, 2000);
    expect((await storage.increment(key, 300, 1, 2000)).isBlocked).toBe(true);
    await sleep(500);
    const stillBlocked = await storage.increment(key, 300, 1, 2000);
    expect(stillBlocked.isBlocked).toBe(true);
  });

  it('counts parallel hits exactly, and storages on one database share counters unless namespaced', async () => {
    const key = randomUUID();
    const first = new PgThrottlerStorage(pool);
    const second = new PgThrottlerStorage(pool);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).increment(key, 60_000, 50, 60_000)),
    );
    expect(results.map((result) => result.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));

    const separate = new PgThrottlerStorage(pool, 'other-app:');
    expect((await separate.increment(key, 60_000, 50, 60_000)).totalHits).toBe(1);
  });

  it('counts a high limit locally, adds it to the shared counter on sync, and then every instance sees the total', async () => {
    const key = randomUUID();
    const limit = BATCHED_LIMIT_MIN * 2;
    // Synced by hand here (the timer would sync once a second).
    const [instanceA, instanceB] = [new PgThrottlerStorage(pool, '', 3_600_000), new PgThrottlerStorage(pool, '', 3_600_000)];
    const hitsOn = async (storage: PgThrottlerStorage, count: number) => {
      let last;
      for (let hit = 0; hit < count; hit += 1) last = await storage.increment(key, 60_000, limit, 60_000);
      return last!;
    };
    expect(await hitsOn(instanceA, limit - 50)).toMatchObject({ totalHits: limit - 50, isBlocked: false });
    // Nothing written yet: the hits wait for the once-a-second sync.
    expect((await pool.query(`SELECT 1 FROM rate_limit_hits WHERE key = $1`, [key])).rowCount).toBe(0);
    await instanceA.sync();
    expect((await pool.query(`SELECT hits FROM rate_limit_hits WHERE key = $1`, [key])).rows).toEqual([{ hits: limit - 50 }]);

    expect(await hitsOn(instanceB, 60)).toMatchObject({ totalHits: 60, isBlocked: false });
    await instanceB.sync();
    // B now knows both instances' hits: over the limit, so blocked, and A learns it on its next sync.
    expect(await hitsOn(instanceB, 1)).toMatchObject({ totalHits: limit + 11, isBlocked: true });
    await instanceA.sync();
    await instanceA.increment(key, 60_000, limit, 60_000);
    await instanceA.sync();
    expect(await instanceA.increment(key, 60_000, limit, 60_000)).toMatchObject({ isBlocked: true });
  });

  it('sweeps counters whose window and block are over, and only those', async () => {
    const namespace = randomUUID();
    const storage = new PgThrottlerStorage(pool, `${namespace}:`);
    await storage.increment('expired', 1, 10, 1);
    await storage.increment('live', 60_000, 10, 60_000);
    await sleep(50);
    await storage.sweep();
    const { rows } = await pool.query<{ key: string }>(`SELECT key FROM rate_limit_hits WHERE starts_with(key, $1) ORDER BY key`, [namespace]);
    expect(rows.map((row) => row.key)).toEqual([`${namespace}:live`]);
  });
});
