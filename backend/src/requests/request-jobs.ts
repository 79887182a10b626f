import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.service';
import { CONFIRM_LINK_VALID_HOURS } from './request-lifecycle';
import { RequestExpiryService } from './request-expiry.service';
import { RequestNoticesService } from './request-notices.service';
import { RequestsRepository } from './requests.repository';

/** One job per listed request: its premium providers' notices (tried again after a failure). */
export const PREMIUM_NOTICES_QUEUE: QueueDefinition = {
  name: 'request-premium-notices',
  retries: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
};
/** The daily end of listed requests and the "still searching?" reminders (RequestExpiryService). */
const EXPIRY_QUEUE: QueueDefinition = { name: 'request-expiry', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };
/** Triggers (each instance's daily cron, each start) within this window make one run. */
const EXPIRY_WINDOW_SECONDS = 3600;
/** The hourly sweep of unconfirmed requests whose link has expired. */
const SWEEP_QUEUE: QueueDefinition = { name: 'request-sweep', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };
/** Triggers (each instance's hourly cron, each start) within this window make one sweep. */
const SWEEP_WINDOW_SECONDS = 3000;

export interface PremiumNoticesJob {
  requestId: number;
}

/**
 * The requests' queued work (pg-boss, so each job runs once across instances): the premium notices
 * of a newly listed request, the hourly sweep that deletes unconfirmed requests once their
 * confirmation link has expired, and the daily end of listed requests with its reminders.
 */
@Injectable()
export class RequestJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(RequestJobs.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly notices: RequestNoticesService,
    private readonly requests: RequestsRepository,
    private readonly expiry: RequestExpiryService,
  ) {
    queue.define(PREMIUM_NOTICES_QUEUE);
    queue.define(SWEEP_QUEUE);
    queue.define(EXPIRY_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work<PremiumNoticesJob>(PREMIUM_NOTICES_QUEUE.name, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) await this.notices.notifyPremiumProviders(job.data.requestId);
    });
    await this.queue.work(SWEEP_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      const deleted = await this.sweepOnce();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} unconfirmed request(s) past their link's validity`);
    });
    await this.queue.work(EXPIRY_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      const { expired, reminded } = await this.expiry.sweep();
      if (expired + reminded > 0) this.logger.log(`Requests ended: ${expired}, couples asked whether they still search: ${reminded}`);
    });
    void this.trigger();
    void this.triggerExpiry();
  }

  @Cron('10 * * * *', { name: SWEEP_QUEUE.name, timeZone: 'Europe/Prague' })
  trigger(): Promise<void> {
    return this.queueOncePer(SWEEP_QUEUE.name, SWEEP_WINDOW_SECONDS);
  }

  // Just after midnight in Prague: a request ends the day after its wedding.
  @Cron('5 0 * * *', { name: EXPIRY_QUEUE.name, timeZone: 'Europe/Prague' })
  triggerExpiry(): Promise<void> {
    return this.queueOncePer(EXPIRY_QUEUE.name, EXPIRY_WINDOW_SECONDS);
  }

  private async queueOncePer(queue: string, seconds: number): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      await this.queue.sendOncePer(queue, seconds);
    } catch (error) {
      this.logger.error(`${queue} not queued: ${String(error)}`);
    }
  }

  /** Deletes the unconfirmed requests whose confirmation link has expired; how many (the worker; tests). */
  sweepOnce(): Promise<number> {
    return this.requests.deleteStaleUnconfirmed(CONFIRM_LINK_VALID_HOURS);
  }
}
