import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { ReviewsService } from './reviews.service';

/** The hourly sweep of reviews whose confirmation link expired unopened. */
@Injectable()
export class ReviewsJobs {
  constructor(private readonly reviews: ReviewsService) {}

  /** The unconfirmed reviews deleted. */
  @PeriodicJob({ name: 'review-sweep', cron: '15 * * * *', windowSeconds: 3000, atStart: true })
  sweepUnconfirmed(): Promise<number> {
    return this.reviews.deleteStalePending();
  }
}
