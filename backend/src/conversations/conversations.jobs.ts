import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { AttachmentSweepService } from './attachment-sweep.service';
import { MessageMailService } from './message-mail.service';

/**
 * The Conversations module's periodic jobs: the message e-mails every minute (each instance's tick
 * queues a run, within 50 s they make one), and a daily sweep of attachment files whose rows are gone
 * (a request or provider deleted by an admin takes its conversations with it by cascade).
 */
@Injectable()
export class ConversationsJobs {
  constructor(
    private readonly mails: MessageMailService,
    private readonly sweep: AttachmentSweepService,
  ) {}

  /** The sides mailed about unread messages. */
  @PeriodicJob({
    name: 'message-mails',
    cron: '* * * * *',
    windowSeconds: 50,
    pollingIntervalSeconds: 10,
    retries: 0,
    expireInSeconds: 240,
  })
  async sendMessageMails(): Promise<number> {
    return (await this.mails.sendDue(new Date())).mailed;
  }

  /** The attachment files removed for want of a message. */
  @PeriodicJob({
    name: 'attachment-sweep',
    cron: '40 3 * * *',
    windowSeconds: 20 * 3600,
    retries: 2,
    retryDelaySeconds: 600,
    expireInSeconds: 1800,
  })
  sweepAttachments(): Promise<number> {
    return this.sweep.removeOrphans();
  }
}
