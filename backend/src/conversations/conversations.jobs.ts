import { Injectable, Logger } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { AttachmentSweepService } from './attachment-sweep.service';
import { MessageMailService } from './message-mail.service';

/**
 * The Conversations module's periodic jobs: the message e-mails every minute, and a daily sweep of
 * attachment files whose rows are gone (a request or provider deleted by an admin takes its
 * conversations with it by cascade).
 */
@Injectable()
export class ConversationsJobs {
  private readonly logger = new Logger(ConversationsJobs.name);

  constructor(
    private readonly mails: MessageMailService,
    private readonly sweep: AttachmentSweepService,
  ) {}

  // Each instance's minute tick queues a run; within 50 s they make one.
  @PeriodicJob({
    queue: { name: 'message-mails', retries: 0, retryDelaySeconds: 30, expireInSeconds: 240 },
    cron: '* * * * *',
    windowSeconds: 50,
    pollingIntervalSeconds: 10,
  })
  async sendMessageMails(): Promise<void> {
    const run = await this.mails.sendDue(new Date());
    if (run.mailed > 0) this.logger.log(`Mailed ${run.mailed} side(s) about unread messages`);
  }

  @PeriodicJob({
    queue: { name: 'attachment-sweep', retries: 2, retryDelaySeconds: 600, expireInSeconds: 1800 },
    cron: '40 3 * * *',
    windowSeconds: 20 * 3600,
    pollingIntervalSeconds: 60,
  })
  async sweepAttachments(): Promise<void> {
    const removed = await this.sweep.removeOrphans();
    if (removed > 0) this.logger.log(`Removed ${removed} attachment file(s) without a message`);
  }
}
