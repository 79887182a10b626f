import { DiscoveryService } from '@nestjs/core';

/** What a periodic job runs on, and when. */
export interface PeriodicJobOptions {
  /** Its pg-boss queue's name. */
  name: string;
  /** When each instance queues a run (cron, in Europe/Prague). */
  cron: string;
  /** Runs queued within this many seconds of one another, by any instance, are one run. */
  windowSeconds: number;
  /** Also queue a run when an instance starts: a catch-up after downtime. */
  atStart?: boolean;
  /** How often an instance's worker looks for a queued run (default 60 s). */
  pollingIntervalSeconds?: number;
  /** Tries after a failed run (default 3), the first after retryDelaySeconds (default 300, doubling). */
  retries?: number;
  retryDelaySeconds?: number;
  /** A run still going after this is failed and tried again (default 900 s). */
  expireInSeconds?: number;
}

/**
 * THE way to run something periodically: mark the method (of a provider in `<module>.jobs.ts`) with
 * @PeriodicJob. Each instance's clock (@nestjs/schedule) queues a run in pg-boss at most once per
 * window across instances, and one instance's worker runs it, retried on failure (PeriodicJobs).
 * What the method returns (a count, or counts by kind) is logged when it is not all zero.
 */
export const PeriodicJob = DiscoveryService.createDecorator<PeriodicJobOptions>();
