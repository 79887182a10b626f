import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.service';
import { AttachmentSweepService } from './attachment-sweep.service';
import { MessageMailService } from './message-mail.service';

const MAIL_QUEUE: QueueDefinition = { name: 'message-mails', retries: 0, retryDelaySeconds: 30, expireInSeconds: 240 };
/** Each instance's minute cron queues a run; within this window they make one (pg-boss singleton). */
const MAIL_WINDOW_SECONDS = 50;
const SWEEP_QUEUE: QueueDefinition = { name: 'attachment-sweep', retries: 2, retryDelaySeconds: 600, expireInSeconds: 1800 };
const SWEEP_WINDOW_SECONDS = 20 * 3600;

/**
 * The Conversations module's jobs (pg-boss, once across instances): the message e-mails every
 * minute, and a daily sweep of attachment files whose rows are gone (a request or provider deleted
 * by an admin takes its conversations with it by cascade).
 */
@Injectable()
export class MessageMailJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(MessageMailJobs.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly mails: MessageMailService,
    private readonly sweep: AttachmentSweepService,
  ) {
    queue.define(MAIL_QUEUE);
    queue.define(SWEEP_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work(MAIL_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
      const run = await this.mails.sendDue(new Date());
      if (run.mailed > 0) this.logger.log(`Mailed ${run.mailed} side(s) about unread messages`);
    });
    await this.queue.work(SWEEP_QUEUE.name, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      const removed = await this.sweep.removeOrphans();
      if (removed > 0) this.logger.log(`Removed ${removed} attachment file(s) without a message`);
    });
  }

  @Cron('* * * * *', { name: MAIL_QUEUE.name })
  async triggerMails(): Promise<void> {
    await this.trigger(MAIL_QUEUE.name, MAIL_WINDOW_SECONDS);
  }

  @Cron('40 3 * * *', { name: SWEEP_QUEUE.name, timeZone: 'Europe/Prague' })
  async triggerSweep(): Promise<void> {
    await this.trigger(SWEEP_QUEUE.name, SWEEP_WINDOW_SECONDS);
  }

  private async trigger(queue: string, windowSeconds: number): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      await this.queue.sendOncePer(queue, windowSeconds);
    } catch (error) {
      this.logger.error(`${queue} not queued: ${String(error)}`);
    }
  }
}
