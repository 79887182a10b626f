import { Injectable, Logger } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { MailOutboxRepository } from './mail-outbox.repository';

/** How long a sent or failed message stays in the outbox (the history an operator looks into). */
export const MAIL_RETENTION_DAYS = 30;

/**
 * The outbox's daily purge: a sent or failed message is deleted MAIL_RETENTION_DAYS after it was
 * written, with its names and texts (DESIGN.md section 4).
 */
@Injectable()
export class MailJobs {
  private readonly logger = new Logger(MailJobs.name);

  constructor(private readonly outbox: MailOutboxRepository) {}

  @PeriodicJob({
    queue: { name: 'mail-retention', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 },
    cron: '20 3 * * *',
    windowSeconds: 3600,
    atStart: true,
    pollingIntervalSeconds: 60,
  })
  async purgeOnce(): Promise<number> {
    const deleted = await this.outbox.deleteSettledOlderThan(MAIL_RETENTION_DAYS);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} outbox message(s) older than ${MAIL_RETENTION_DAYS} days`);
    return deleted;
  }
}
