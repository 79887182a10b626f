/** A channel this instance LISTENs on besides the live events' (EventsService.watch). */
export interface ChannelWatch {
  /** Whether the LISTEN on the channel is up: a notification sent now will arrive. */
  isLive(): boolean;
}

/**
 * A value read from the database and kept while nothing changed it. Whatever changes the rows sends a
 * NOTIFY on the watched channel (a trigger of the table, delivered at the commit), and every
 * instance drops its copy when it arrives; it also drops it when the LISTEN connection goes down or
 * comes back (notifications may have been missed), and reads afresh on every call while it is down.
 * Between a commit and its notice reaching another instance (a round trip's time) that instance may
 * still answer from the copy: use it where that is harmless, such as a filter that a query after it
 * checks again. The instance that made the change calls invalidate() after its commit.
 */
export class NotifiedCache<T> {
  private value: Promise<T> | null = null;

  constructor(
    private readonly watch: ChannelWatch,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (!this.watch.isLive()) return this.load();
    if (this.value) return this.value;
    // Kept from the start, so that concurrent callers share one read; an invalidate() meanwhile drops it
    // (its callers asked before the change), and a failed read is not kept.
    const loading = this.load();
    this.value = loading;
    loading.catch(() => {
      if (this.value === loading) this.value = null;
    });
    return loading;
  }

  invalidate(): void {
    this.value = null;
  }
}
