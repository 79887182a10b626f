import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from './job-queue.service';
import { PeriodicJob } from './periodic-job';

const TIME_ZONE = 'Europe/Prague';

interface FoundJob {
  queue: QueueDefinition;
  cron: string;
  windowSeconds: number;
  atStart: boolean;
  pollingIntervalSeconds: number;
  /** Where it was declared (Class.method), for the log. */
  source: string;
  run: () => Promise<unknown>;
}

/** Whether a run's outcome is worth a log line: a count or counts not all zero, or a text. */
const worthLogging = (outcome: unknown): boolean =>
  typeof outcome === 'number'
    ? outcome > 0
    : typeof outcome === 'string'
      ? outcome !== ''
      : typeof outcome === 'object' && outcome !== null && Object.values(outcome).some((value) => typeof value === 'number' && value > 0);

/**
 * Runs the @PeriodicJob methods of every module: declares their queues at start and, on instances
 * with SCHEDULER_ENABLED, works each queue and queues a run on each cron tick (and at start when
 * asked). The API tests run without the scheduler and call the jobs' methods themselves.
 */
@Injectable()
export class PeriodicJobs implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(PeriodicJobs.name);
  private jobs: FoundJob[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly queue: JobQueue,
    private readonly schedules: SchedulerRegistry,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs = this.find();
    for (const job of this.jobs) this.queue.define(job.queue);
  }

  /** The periodic jobs found, by queue name (for the tests). */
  list(): Array<{ queue: string; cron: string; source: string }> {
    return this.jobs.map(({ queue, cron, source }) => ({ queue: queue.name, cron, source }));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    for (const job of this.jobs) {
      await this.queue.work(job.queue.name, { batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds }, async () => {
        const outcome = await job.run();
        if (worthLogging(outcome)) this.logger.log(`${job.source}: ${JSON.stringify(outcome)}`);
      });
      const tick = CronJob.from({ cronTime: job.cron, timeZone: TIME_ZONE, onTick: () => void this.trigger(job), start: true });
      this.schedules.addCronJob(job.queue.name, tick);
      if (job.atStart) void this.trigger(job);
    }
  }

  /** Queues a run unless one was queued within the job's window (by any instance). */
  async trigger(job: Pick<FoundJob, 'queue' | 'windowSeconds'>): Promise<void> {
    try {
      await this.queue.sendOncePer(job.queue.name, job.windowSeconds);
    } catch (error) {
      this.logger.error(`${job.queue.name} not queued: ${String(error)}`);
    }
  }

  private find(): FoundJob[] {
    const found: FoundJob[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isAlias) continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const options = this.discovery.getMetadataByDecorator(PeriodicJob, wrapper, method);
        if (!options) continue;
        const handler = instance[method] as () => Promise<unknown>;
        found.push({
          queue: {
            name: options.name,
            retries: options.retries ?? 3,
            retryDelaySeconds: options.retryDelaySeconds ?? 300,
            expireInSeconds: options.expireInSeconds ?? 900,
          },
          cron: options.cron,
          windowSeconds: options.windowSeconds,
          atStart: options.atStart ?? false,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60,
          source: `${instance.constructor.name}.${method}`,
          run: () => handler.call(instance),
        });
      }
    }
    const names = found.map((job) => job.queue.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw new Error(`Two periodic jobs share the queue ${repeated}`);
    return found;
  }
}
