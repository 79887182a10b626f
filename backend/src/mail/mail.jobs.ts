import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { MailOutboxRepository } from './mail-outbox.repository';

/** How long a sent or failed message stays in the outbox (the history an operator looks into). */
export const MAIL_RETENTION_DAYS = 30;

/** The outbox's daily purge: a settled message goes MAIL_RETENTION_DAYS after it was written, with its names and texts (DESIGN.md section 4). */
@Injectable()
export class MailJobs {
  constructor(private readonly outbox: MailOutboxRepository) {}

  /** The messages deleted. */
  @PeriodicJob({ name: 'mail-retention', cron: '20 3 * * *', windowSeconds: 3600, atStart: true })
  purgeOnce(): Promise<number> {
    return this.outbox.deleteSettledOlderThan(MAIL_RETENTION_DAYS);
  }
}
