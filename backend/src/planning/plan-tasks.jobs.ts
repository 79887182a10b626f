import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { PlanDigestService } from './plan-digest.service';

/** The checklist's weekly digest: Mondays at 8:00 (Europe/Prague); a start on a Monday catches up a missed run, once per member. */
@Injectable()
export class PlanTasksJobs {
  constructor(private readonly digest: PlanDigestService) {}

  @PeriodicJob({ name: 'plan-weekly-digest', cron: '0 8 * * 1', windowSeconds: 3000, atStart: true, pollingIntervalSeconds: 60 })
  weeklyDigest(): Promise<{ sent: number }> {
    return this.digest.run();
  }
}
