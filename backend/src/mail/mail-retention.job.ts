import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.service';
import { MailOutboxRepository } from './mail-outbox.repository';

/** How long a sent or failed message stays in the outbox (the history an operator looks into). */
export const MAIL_RETENTION_DAYS = 30;
const RETENTION_QUEUE: QueueDefinition = { name: 'mail-retention', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 };
/** Triggers (each instance's daily cron, each start) within this window make one purge. */
const RETENTION_WINDOW_SECONDS = 3600;

/**
 * Purges the outbox daily (pg-boss, once across instances): a sent or failed message is deleted
 * MAIL_RETENTION_DAYS after it was written, with its names and texts (DESIGN.md section 4).
 */
@Injectable()
export class MailRetentionJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailRetentionJob.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
  ) {
    queue.define(RETENTION_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work(RETENTION_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      const deleted = await this.purgeOnce();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} outbox message(s) older than ${MAIL_RETENTION_DAYS} days`);
    });
    void this.trigger();
  }

  @Cron('20 3 * * *', { name: RETENTION_QUEUE.name, timeZone: 'Europe/Prague' })
  async trigger(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      await this.queue.sendOncePer(RETENTION_QUEUE.name, RETENTION_WINDOW_SECONDS);
    } catch (error) {
      this.logger.error(`${RETENTION_QUEUE.name} not queued: ${String(error)}`);
    }
  }

  /** Deletes the settled messages past the retention; how many (the worker; tests). */
  purgeOnce(): Promise<number> {
    return this.outbox.deleteSettledOlderThan(MAIL_RETENTION_DAYS);
  }
}
