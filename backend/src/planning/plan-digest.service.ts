import { Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../common/domain-events/domain-events';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.api';
import { PlanDigestClock } from './plan-digest-clock';
import { type DigestTask, planTasksUrl, weeklyDigestMail } from './plan-digest-mail';
import { digestHorizon, isDigestTime, pragueDay } from './plan-task-schedule';
import { PlanTasksRepository } from './plan-tasks.repository';
import { schedule } from './plan-tasks.service';
import { DIGEST_DAYS_AHEAD } from './planning-rules';

/** Mondays from 8:00 (the job's cron). */
const DIGEST_HOUR = 8;

/** Six days: a run the same week (a retry, a catch-up at start) finds the Monday's mark; next Monday's run does not. */
const ONCE_A_WEEK_MS = 6 * 86_400_000;

/**
 * The weekly digest (issue 46 item 2), Mondays at 8:00 Prague time (PlanTasksJobs): every member who
 * keeps it on (plan_members.weekly_digest) and whose e-mail is proven gets one mail when the plan
 * has open tasks due within 14 days or overdue. last_digest_at, claimed under the member's row lock
 * in the mail's transaction, keeps a retried or parallel run from sending it twice.
 */
@Injectable()
export class PlanDigestService {
  private readonly logger = new Logger(PlanDigestService.name);

  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly tasks: PlanTasksRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: PlanDigestClock,
  ) {}

  async run(now: Date = this.clock.now()): Promise<{ sent: number }> {
    if (!isDigestTime(now, DIGEST_HOUR)) return { sent: 0 };
    const since = new Date(now.getTime() - ONCE_A_WEEK_MS);
    const members = await this.tasks.digestMembers(since);
    const today = pragueDay(now);
    const horizon = digestHorizon(today, DIGEST_DAYS_AHEAD);
    const duePerPlan = new Map<number, { tasks: DigestTask[]; customCount: number }>();
    let sent = 0;
    for (const member of members) {
      try {
        let due = duePerPlan.get(member.planId);
        if (!due) {
          due = await this.due(member.planId, member.weddingDate, today, horizon);
          duePerPlan.set(member.planId, due);
        }
        if (due.tasks.length === 0 && due.customCount === 0) continue;
        const mail = weeklyDigestMail({ ...due, url: planTasksUrl(this.config.appUrl) });
        const claimed = await this.domainEvents.transaction(async (manager) => {
          if (!(await this.tasks.claimDigest(manager, member.planId, member.userId, since, now))) return false;
          await this.mail.enqueue({ email: member.email }, mail, manager);
          return true;
        });
        if (claimed) sent += 1;
      } catch (error) {
        this.logger.error(`Weekly digest of plan ${member.planId} for user ${member.userId} failed: ${String(error)}`);
      }
    }
    return { sent };
  }

  /** The plan's open, visible tasks due on or before the horizon (overdue ones included): the list's by title, the couple's own counted. */
  private async due(
    planId: number,
    weddingDate: string | null,
    today: string,
    horizon: string,
  ): Promise<{ tasks: DigestTask[]; customCount: number }> {
    const open = schedule(await this.tasks.list(planId), weddingDate).filter(
      (row) => row.doneAt === null && !row.hidden && row.due !== null && row.due <= horizon,
    );
    return {
      tasks: open
        .filter((row) => row.templateKey !== null)
        .map((row) => ({ title: row.displayTitle, dueDate: row.due!, overdue: row.due! < today })),
      customCount: open.filter((row) => row.templateKey === null).length,
    };
  }
}
