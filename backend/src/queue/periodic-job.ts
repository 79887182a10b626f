import { DiscoveryService } from '@nestjs/core';
import type { QueueDefinition } from './job-queue.service';

/** What a periodic job runs on, and when. */
export interface PeriodicJobOptions {
  /** Its pg-boss queue: retries, back-off and expiry of a run. */
  queue: QueueDefinition;
  /** When each instance queues a run (cron, in Europe/Prague). */
  cron: string;
  /** Runs queued within this many seconds of one another, by any instance, are one run. */
  windowSeconds: number;
  /** Also queue a run when an instance starts: a catch-up after downtime. */
  atStart?: boolean;
  /** How often an instance's worker looks for a queued run. */
  pollingIntervalSeconds: number;
}

/**
 * THE way to run something periodically: mark the method (of a provider in `<module>.jobs.ts`) with
 * @PeriodicJob. Each instance's clock (@nestjs/schedule) queues a run in pg-boss at most once per
 * window across instances, and one instance's worker runs it, retried on failure (PeriodicJobs).
 */
export const PeriodicJob = DiscoveryService.createDecorator<PeriodicJobOptions>();
