/**
 * Runs at most `max` tasks at once; the others wait their turn in order. A task's failure frees its
 * slot as its success does.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`ConcurrencyLimit needs a positive integer, got ${max}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
