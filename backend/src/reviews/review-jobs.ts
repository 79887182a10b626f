import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.service';
import { ReviewsService } from './reviews.service';

const SWEEP_QUEUE: QueueDefinition = { name: 'review-sweep', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };
/** Triggers (each instance's hourly cron, each start) within this window make one sweep. */
const SWEEP_WINDOW_SECONDS = 3000;

/** The hourly sweep of reviews whose confirmation link expired unopened (pg-boss: once across instances). */
@Injectable()
export class ReviewJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReviewJobs.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly reviews: ReviewsService,
  ) {
    queue.define(SWEEP_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work(SWEEP_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      const deleted = await this.reviews.deleteStalePending();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} unconfirmed review(s) past their link's validity`);
    });
    void this.trigger();
  }

  @Cron('15 * * * *', { name: SWEEP_QUEUE.name, timeZone: 'Europe/Prague' })
  async trigger(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      await this.queue.sendOncePer(SWEEP_QUEUE.name, SWEEP_WINDOW_SECONDS);
    } catch (error) {
      this.logger.error(`${SWEEP_QUEUE.name} not queued: ${String(error)}`);
    }
  }
}
