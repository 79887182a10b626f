import { Injectable, Logger } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { OffersService } from './offers.service';

/** The hourly recomputation of every provider's response signals (the 90-day window moves on without offers too). */
@Injectable()
export class OffersJobs {
  private readonly logger = new Logger(OffersJobs.name);

  constructor(private readonly offers: OffersService) {}

  @PeriodicJob({
    queue: { name: 'offer-response-signals', retries: 3, retryDelaySeconds: 300, expireInSeconds: 900 },
    cron: '25 * * * *',
    windowSeconds: 3000,
    atStart: true,
    pollingIntervalSeconds: 60,
  })
  async refreshResponseSignals(): Promise<void> {
    const changed = await this.offers.refreshSignals(null);
    if (changed > 0) this.logger.log(`Response signals changed for ${changed} provider(s)`);
  }
}
