import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { FiguresService } from './figures.service';

/** The hourly refresh of the public figures (market_figures), once per hour across instances. */
@Injectable()
export class FiguresJobs {
  constructor(private readonly figures: FiguresService) {}

  /** How many cells were written. */
  @PeriodicJob({ name: 'market-figures', cron: '40 * * * *', windowSeconds: 3000, atStart: true })
  refreshFigures(): Promise<number> {
    return this.figures.refresh();
  }
}
