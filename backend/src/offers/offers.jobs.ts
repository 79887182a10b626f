import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { OffersService } from './offers.service';

/** The hourly recomputation of every provider's response signals (the 90-day window moves on without offers too). */
@Injectable()
export class OffersJobs {
  constructor(private readonly offers: OffersService) {}

  /** The providers whose signals changed. */
  @PeriodicJob({ name: 'offer-response-signals', cron: '25 * * * *', windowSeconds: 3000, atStart: true })
  refreshResponseSignals(): Promise<number> {
    return this.offers.refreshSignals(null);
  }
}
