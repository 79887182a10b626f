import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobQueue, PeriodicJob, type QueuedJob } from '../queue/queue.api';
import { PASSWORD_RESET_QUEUE, PasswordResets, type PasswordResetJob } from './password-resets';
import { SignInDelays } from './sign-in-delay';

/**
 * The Auth module's queued work (pg-boss, so each job runs once across instances): the
 * forgot-password requests' mails (queued by the request, see PasswordResets) and the hourly sweep
 * of failed sign-ins whose window is over.
 */
@Injectable()
export class AuthJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuthJobs.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly resets: PasswordResets,
    private readonly delays: SignInDelays,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work<PasswordResetJob>(PASSWORD_RESET_QUEUE.name, { batchSize: 5, pollingIntervalSeconds: 2 }, (jobs) => this.issue(jobs));
  }

  /** Works the due forgot-password jobs once (the tests, which run no workers); how many it claimed. */
  async workPasswordResetsOnce(): Promise<number> {
    const jobs = await this.queue.fetch<PasswordResetJob>(PASSWORD_RESET_QUEUE.name, 20);
    await this.issue(jobs);
    return jobs.length;
  }

  /** Each job settled on its own: one that fails is tried again later, without mailing the others twice. */
  private async issue(jobs: QueuedJob<PasswordResetJob>[]): Promise<void> {
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await this.resets.issue(job.data.email);
        done.push(job.id);
      } catch (error) {
        this.logger.warn(`Password reset job ${job.id} failed: ${String(error)}`);
        await this.queue.fail(PASSWORD_RESET_QUEUE.name, job.id, String(error));
      }
    }
    await this.queue.complete(PASSWORD_RESET_QUEUE.name, done);
  }

  /** Drops failed sign-ins past their window (SIGN_IN_DELAY); how many. */
  @PeriodicJob({ name: 'sign-in-failures-sweep', cron: '25 * * * *', windowSeconds: 3000, atStart: true, pollingIntervalSeconds: 60 })
  sweepSignInFailures(): Promise<number> {
    return this.delays.prune();
  }
}
