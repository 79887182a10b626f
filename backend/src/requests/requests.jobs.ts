import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobQueue, PeriodicJob, type QueueDefinition } from '../queue/queue.api';
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

export interface PremiumNoticesJob {
  requestId: number;
}

/**
 * The requests' queued work (pg-boss, so each job runs once across instances): the premium notices
 * of a newly listed request (queued with the listing), the hourly sweep that deletes unconfirmed
 * requests once their confirmation link has expired, and the daily end of listed requests with its
 * reminders.
 */
@Injectable()
export class RequestsJobs implements OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly notices: RequestNoticesService,
    private readonly requests: RequestsRepository,
    private readonly expiry: RequestExpiryService,
  ) {
    queue.define(PREMIUM_NOTICES_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work<PremiumNoticesJob>(PREMIUM_NOTICES_QUEUE.name, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) await this.notices.notifyPremiumProviders(job.data.requestId);
    });
  }

  /** Deletes the unconfirmed requests whose confirmation link has expired; how many (the job; tests). */
  @PeriodicJob({ name: 'request-sweep', cron: '10 * * * *', windowSeconds: 3000, atStart: true, pollingIntervalSeconds: 30 })
  sweepOnce(): Promise<number> {
    return this.requests.deleteStaleUnconfirmed(CONFIRM_LINK_VALID_HOURS);
  }

  /** Just after midnight in Prague (a request ends the day after its wedding): the requests ended, the couples reminded. */
  @PeriodicJob({ name: 'request-expiry', cron: '5 0 * * *', windowSeconds: 3600, atStart: true, pollingIntervalSeconds: 30 })
  endExpired(): Promise<{ expired: number; reminded: number }> {
    return this.expiry.sweep();
  }
}
