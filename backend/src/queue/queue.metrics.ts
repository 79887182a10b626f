import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from '../common/metrics/metrics-registry';
import { QUEUE_SCHEMA } from './job-queue.service';

/** The job states a scrape counts: waiting (created, retry), running (active) and failed for good. */
const STATES = ['created', 'retry', 'active', 'failed'] as const;
/** Each count stops here: a scrape stays cheap even with a flood of jobs (the graph then shows a flat top). */
const COUNT_CAP = 100_000;
/** At most this many queues are reported (the app declares a handful). */
const QUEUES_MAX = 100;

interface QueueCount {
  queue: string;
  state: (typeof STATES)[number];
  jobs: number;
}

/**
 * The job queue's depth and failures per queue (README "Metrics"), counted in pgboss.job at scrape time
 * with bounded counts (COUNT_CAP, QUEUES_MAX). `failed` counts the jobs that failed for good and are not
 * archived yet (pg-boss archives them after a day, as the completed ones): a rise means a queue is losing work.
 * Concurrent scrapes share one query.
 */
@Injectable()
export class QueueMetrics {
  private readonly logger = new Logger(QueueMetrics.name);
  private inFlight: Promise<QueueCount[]> | null = null;
  private warned = false;

  constructor(registry: MetricsRegistry, @InjectDataSource() private readonly dataSource: DataSource) {
    const counts = () => this.counts();
    registry.gauge({
      name: 'pgboss_jobs',
      help: `Jobs of the pg-boss queue by queue and state (created and retry: waiting; active: running; failed: failed for good, last day), each count capped at ${COUNT_CAP}`,
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        for (const { queue, state, jobs } of await counts()) this.set({ queue, state }, jobs);
      },
    });
  }

  private counts(): Promise<QueueCount[]> {
    this.inFlight ??= this.query().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async query(): Promise<QueueCount[]> {
    try {
      const rows = (await this.dataSource.query(
        `SELECT q.name AS queue, s.state,
                (SELECT count(*) FROM (SELECT 1 FROM ${QUEUE_SCHEMA}.job j WHERE j.name = q.name AND j.state = s.state::${QUEUE_SCHEMA}.job_state LIMIT $2) capped)::int AS jobs
           FROM (SELECT name FROM ${QUEUE_SCHEMA}.queue ORDER BY name LIMIT $3) q CROSS JOIN unnest($1::text[]) AS s(state)
          ORDER BY q.name, s.state`,
        [STATES, COUNT_CAP, QUEUES_MAX],
      )) as QueueCount[];
      this.warned = false;
      return rows;
    } catch (error) {
      // A scrape without the queue's figures beats a failed scrape; warn once per outage.
      if (!this.warned) this.logger.warn(`Queue metrics unavailable: ${error instanceof Error ? error.message : String(error)}`);
      this.warned = true;
      return [];
    }
  }
}
