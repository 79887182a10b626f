/**
 * The public surface of `queue/`. The pg-boss job queue: what other modules may use.
 * Other modules import from this file (and `queue.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { JobQueue } from './job-queue.service';
export type { QueueDefinition, QueuedJob } from './job-queue.service';
export { PeriodicJob } from './periodic-job';
export type { PeriodicJobOptions } from './periodic-job';
