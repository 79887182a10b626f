import { Injectable } from '@nestjs/common';
import { PeriodicJob } from '../queue/queue.api';
import { InvitationsService } from './invitations.service';

/** The 48-hour follow-up: every 30 minutes, requests confirmed 48 hours ago with fewer than 2 offers get up to 5 more providers invited, once per request. */
@Injectable()
export class MatchingJobs {
  constructor(private readonly invitations: InvitationsService) {}

  @PeriodicJob({ name: 'matching-followup', cron: '*/30 * * * *', windowSeconds: 1500, atStart: true, pollingIntervalSeconds: 60 })
  followup(): Promise<{ requests: number; invited: number }> {
    return this.invitations.runFollowups();
  }
}
