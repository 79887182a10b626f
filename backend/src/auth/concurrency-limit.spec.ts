import { ConcurrencyLimit } from './concurrency-limit';

/** A task that records how many tasks run beside it and ends when `finish` is called. */
function trackedTasks() {
  let running = 0;
  let most = 0;
  const finishers: Array<() => void> = [];
  const task = (fail = false) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running -= 1;
    if (fail) throw new Error('task failed');
    return 'done';
  };
  const finishAll = async () => {
    while (finishers.length > 0 || running > 0) {
      finishers.splice(0).forEach((finish) => finish());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { task, finishAll, most: () => most, started: () => finishers.length };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `max` tasks at once and every task to its end', async () => {
    const limit = new ConcurrencyLimit(2);
    const tracked = trackedTasks();
    const results = Array.from({ length: 6 }, () => limit.run(tracked.task()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(tracked.started()).toBe(2);
    await tracked.finishAll();
    await expect(Promise.all(results)).resolves.toEqual(Array(6).fill('done'));
    expect(tracked.most()).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    const tracked = trackedTasks();
    const failing = expect(limit.run(tracked.task(true))).rejects.toThrow('task failed');
    const next = limit.run(tracked.task());
    await tracked.finishAll();
    await failing;
    await expect(next).resolves.toBe('done');
    expect(tracked.most()).toBe(1);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
  });
});
