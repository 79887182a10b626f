import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { inJobSpan } from '../common/tracing/spans';
import { AppConfig } from '../config/app-config';
import { queryPrepared } from '../database/sql-query';
import { withSessionLock } from '../database/transaction-pooler';

/** A queue's delivery rules: how often and how late a failed job is tried again, how long one may run. */
export interface QueueDefinition {
  name: string;
  /** Tries after the first (pg-boss retryLimit). */
  retries: number;
  /** Seconds before the first retry; doubled for each further one, with jitter. */
  retryDelaySeconds: number;
  /** A job still running after this is failed (and retried): a hung handler cannot hold the queue. */
  expireInSeconds: number;
}

export type QueuedJob<T> = PgBoss.JobWithMetadata<T>;

/** pg-boss's tables live in this schema (pgboss.job: the jobs not yet archived, one partition per queue). */
export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss's SQL on a TypeORM transaction, so that a job exists exactly when the change that queued it is committed. */
function inTransaction(manager: EntityManager): PgBoss.Db {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('A job is queued in a transaction: pass the transaction manager');
  // pg-boss's statements are fixed texts per schema: prepared once per pooled connection.
  return { executeSql: async (text, values) => ({ rows: await queryPrepared(manager, text, values ?? []) }) };
}

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`, on the app's connection pool): mail delivery
 * with retries and back-off, and jobs that run once per schedule across instances. Jobs are claimed
 * with SKIP LOCKED and completed or failed one by one; one that runs too long is failed by its
 * expiry and tried again. Periodic runs are queued by the app's own clock (@PeriodicJob,
 * PeriodicJobs), not by pg-boss's scheduler. Workers run only with SCHEDULER_ENABLED (not in the
 * API tests, which work the queues themselves); queuing works everywhere.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly pool: Pool;
  private readonly queues: QueueDefinition[] = [];
  private started: Promise<void> | null = null;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    const pool = (this.pool = (dataSource.driver as PostgresDriver).master as Pool);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: QUEUE_SCHEMA,
      supervise: config.schedulerEnabled,
      // Periodic runs are queued by PeriodicJobs (one clock): pg-boss's own scheduler stays off.
      schedule: false,
      // Completed jobs stay in the job table a day: the once-per-window sends (singletonSeconds) see them.
      archiveCompletedAfterSeconds: 24 * 3600,
    });
    this.boss.on('error', (error) => this.logger.error(`Job queue: ${error.message}`));
  }

  /** Declares a queue; one declared after the start is created before anything else is queued. */
  define(queue: QueueDefinition): void {
    this.queues.push(queue);
    if (this.started) this.started = this.started.then(() => this.createQueues());
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  /** Installs or migrates the schema and creates the declared queues (idempotent, safe for several instances at once). */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      await this.createQueues();
    })();
    return this.started;
  }

  /**
   * Creates the declared queues that do not exist yet. Each creation attaches a partition to pgboss.job,
   * and two instances starting together deadlock on that (seen in the scale-out test), so the instances
   * take turns: a session advisory lock held on one connection while the queues are created (a direct
   * one, DATABASE_DIRECT_URL: through a pooler in transaction mode the unlock could miss the lock's session).
   */
  private async createQueues(): Promise<void> {
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    const missing = this.queues.filter((queue) => !existing.has(queue.name));
    if (missing.length === 0) return;
    await withSessionLock(this.pool, this.config.databasePooler.directUrl, 'svatby.job-queue.create-queues', async () => {
      for (const queue of missing) {
        await this.boss.createQueue(queue.name, {
          name: queue.name,
          retryLimit: queue.retries,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
        });
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }

  /** Queues one job in the caller's transaction. */
  async send(queue: string, data: object, manager: EntityManager): Promise<void> {
    await this.started;
    await this.boss.send(queue, data, { db: inTransaction(manager) });
  }

  /** Queues many jobs in one statement, in the caller's transaction. */
  async sendMany(queue: string, data: object[], manager: EntityManager): Promise<void> {
    if (data.length === 0) return;
    await this.started;
    await this.boss.insert(
      data.map((item) => ({ name: queue, data: item })),
      { db: inTransaction(manager) },
    );
  }

  /** Which of `values` some job of the queue carries as `data[key]` (any state), read in the caller's transaction. */
  async queuedValues(queue: string, key: string, values: string[], manager: EntityManager): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    await this.started;
    const rows = (await manager.query(
      `SELECT DISTINCT j.data ->> $2 AS value FROM ${QUEUE_SCHEMA}.job j WHERE j.name = $1 AND j.data ->> $2 = ANY($3::text[])`,
      [queue, key, values],
    )) as Array<{ value: string }>;
    return new Set(rows.map((row) => row.value));
  }

  /** Queues a job at most once per window of `seconds` across instances (a boot-time catch-up, say). */
  async sendOncePer(queue: string, seconds: number, data: object = {}): Promise<void> {
    await this.started;
    await this.boss.send(queue, data, { singletonKey: queue, singletonSeconds: seconds });
  }

  /** Claims up to `batchSize` due jobs (the worker's step; the tests' too). */
  async fetch<T>(queue: string, batchSize: number): Promise<QueuedJob<T>[]> {
    await this.started;
    return this.boss.fetch<T>(queue, { batchSize, includeMetadata: true });
  }

  async complete(queue: string, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.boss.complete(queue, ids);
  }

  /** Fails a claimed job: it is tried again after its back-off, or ends failed after its last try. */
  async fail(queue: string, id: string, reason: string): Promise<void> {
    await this.boss.fail(queue, id, { message: reason });
  }

  /**
   * Works a queue on this instance (with SCHEDULER_ENABLED): `handle` settles each claimed job
   * itself (complete or fail); a job it leaves claimed is completed, a thrown error fails the batch.
   */
  async work<T>(
    queue: string,
    options: { batchSize: number; pollingIntervalSeconds: number },
    handle: (jobs: QueuedJob<T>[]) => Promise<void>,
  ): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.started;
    // A trace per batch handled (a no-op without OTEL_EXPORTER_OTLP_ENDPOINT): the handler's SQL and calls under one span.
    await this.boss.work<T>(queue, { ...options, includeMetadata: true }, (jobs) => inJobSpan(queue, jobs.length, () => handle(jobs)));
  }
}
