import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.service';
import { OffersService } from './offers.service';

/** The hourly recomputation of every provider's response signals (the 90-day window moves on without offers too). */
export const SIGNALS_QUEUE: QueueDefinition = { name: 'offer-response-signals', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };
/** Triggers (each instance's hourly cron, each start) within this window make one run. */
const SIGNALS_WINDOW_SECONDS = 3000;

/** The response signals' hourly job (pg-boss: once across instances). Each offer refreshes its sender's at once besides. */
@Injectable()
export class OfferJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(OfferJobs.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly offers: OffersService,
  ) {
    queue.define(SIGNALS_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work(SIGNALS_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      const changed = await this.offers.refreshSignals(null);
      if (changed > 0) this.logger.log(`Response signals changed for ${changed} provider(s)`);
    });
    void this.trigger();
  }

  @Cron('25 * * * *', { name: SIGNALS_QUEUE.name, timeZone: 'Europe/Prague' })
  async trigger(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      await this.queue.sendOncePer(SIGNALS_QUEUE.name, SIGNALS_WINDOW_SECONDS);
    } catch (error) {
      this.logger.error(`${SIGNALS_QUEUE.name} not queued: ${String(error)}`);
    }
  }
}
