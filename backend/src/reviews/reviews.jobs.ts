import { Injectable, Logger } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { ReviewsService } from './reviews.service';

/** The hourly sweep of reviews whose confirmation link expired unopened. */
@Injectable()
export class ReviewsJobs {
  private readonly logger = new Logger(ReviewsJobs.name);

  constructor(private readonly reviews: ReviewsService) {}

  @PeriodicJob({
    queue: { name: 'review-sweep', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 },
    cron: '15 * * * *',
    windowSeconds: 3000,
    atStart: true,
    pollingIntervalSeconds: 60,
  })
  async sweepUnconfirmed(): Promise<void> {
    const deleted = await this.reviews.deleteStalePending();
    if (deleted > 0) this.logger.log(`Deleted ${deleted} unconfirmed review(s) past their link's validity`);
  }
}
