import { NotifiedCache } from './notified-cache';

describe('NotifiedCache', () => {
  let live = true;
  let loads = 0;
  let next: Array<(value: number) => void> = [];
  const watch = { isLive: () => live };
  /** Each load waits for the test to finish it with a value. */
  const load = () => {
    loads += 1;
    return new Promise<number>((resolve) => next.push(resolve));
  };
  const finish = (value: number) => next.shift()!(value);

  beforeEach(() => {
    live = true;
    loads = 0;
    next = [];
  });

  it('reads once for concurrent callers and keeps the value until a notice drops it', async () => {
    const cache = new NotifiedCache(watch, load);
    const first = cache.get();
    const second = cache.get();
    finish(1);
    expect([await first, await second]).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    expect(loads).toBe(1);

    cache.invalidate();
    const after = cache.get();
    finish(2);
    expect(await after).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a value whose read began before a notice', async () => {
    const cache = new NotifiedCache(watch, load);
    const before = cache.get();
    cache.invalidate();
    finish(1);
    expect(await before).toBe(1);
    const after = cache.get();
    finish(2);
    expect(await after).toBe(2);
    expect(loads).toBe(2);
  });

  it('reads every time while the LISTEN connection is down', async () => {
    live = false;
    const cache = new NotifiedCache(watch, load);
    const first = cache.get();
    finish(1);
    const second = cache.get();
    finish(2);
    expect([await first, await second]).toEqual([1, 2]);
    expect(loads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = new NotifiedCache(watch, () => (fail ? Promise.reject(new Error('spojení spadlo')) : Promise.resolve(7)));
    await expect(cache.get()).rejects.toThrow('spojení spadlo');
    fail = false;
    expect(await cache.get()).toBe(7);
  });
});
