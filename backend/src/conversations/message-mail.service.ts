import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../auth/auth.api';
import { MailService, newMessageMail } from '../mail/mail.api';
import { ProvidersService } from '../providers/providers.api';
import { RequestsService } from '../requests/requests.api';
import { AppConfig } from '../config/app-config';
import { MESSAGE_MAIL_DELAY_MINUTES, MESSAGE_MAIL_INTERVAL_MINUTES } from './conversation-rules';
import { ConversationsRepository, type MailCandidate } from './conversations.repository';
import { accountDisplayName } from './conversations.service';

/** Sides looked at per run; the rest wait for the next minute. */
const BATCH = 200;

/** What one run did (the job's log, the tests). */
export interface MessageMailRun {
  mailed: number;
  /** Due, but not mailed: message e-mails off, a demo request, no address. */
  skipped: number;
}

/**
 * The message e-mails (issue 19): a side with a message of the other side still unread after 10
 * minutes gets one mail "Nová zpráva od {name} na Svatby" with a link back (the inbox for an
 * account, a fresh manage link for a couple without one), at most one per conversation and side an
 * hour, and only about messages newer than its last mail. Never the message's text. Accounts with
 * message e-mails off are not mailed (the side still counts as handled for the hour).
 */
@Injectable()
export class MessageMailService {
  private readonly logger = new Logger(MessageMailService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** One run at `now` (the job passes the clock; the tests their own). */
  async sendDue(now: Date = new Date()): Promise<MessageMailRun> {
    const due = await this.conversations.mailCandidates(now, MESSAGE_MAIL_DELAY_MINUTES, MESSAGE_MAIL_INTERVAL_MINUTES, BATCH);
    const run: MessageMailRun = { mailed: 0, skipped: 0 };
    if (due.length === 0) return run;
    const requestIds = [...new Set(due.map((row) => row.requestId).filter((id): id is number => id !== null))];
    const [providers, requests] = await Promise.all([
      this.providers.offerParties(due.map((row) => row.providerId)),
      this.requests.offerContexts(requestIds),
    ]);
    const accountIds = [
      ...[...providers.values()].map((provider) => provider.userId),
      ...due.map((row) => (row.requestId === null ? row.coupleUserId : (requests.get(row.requestId)?.userId ?? null))),
    ].filter((id): id is number => id !== null);
    const [users, settings] = await Promise.all([this.users.findByIds(accountIds), this.conversations.settings(accountIds)]);

    for (const candidate of due) {
      const provider = providers.get(candidate.providerId);
      const request = candidate.requestId === null ? undefined : requests.get(candidate.requestId);
      if (!provider || (candidate.requestId !== null && !request)) continue;
      const coupleUserId = candidate.requestId === null ? candidate.coupleUserId : (request!.userId ?? null);
      const recipientUserId = candidate.side === 'provider' ? provider.userId : coupleUserId;
      const emailsOn = recipientUserId === null || (settings.get(recipientUserId)?.messageEmails ?? true);
      const senderName =
        candidate.side === 'couple'
          ? provider.companyName
          : (request?.coupleName ?? accountDisplayName(users.get(coupleUserId ?? 0)));
      const address =
        candidate.side === 'provider'
          ? { email: provider.email, name: provider.companyName }
          : recipientUserId !== null
            ? { email: users.get(recipientUserId)?.email ?? '', name: request?.coupleName ?? null }
            : { email: request!.contactEmail, name: request!.coupleName };
      const send = emailsOn && address.email !== '' && !request?.isDemo;
      try {
        const mailed = await this.dataSource.transaction(async (manager) => {
          if (
            !(await this.conversations.claimMail(
              manager,
              candidate,
              now,
              MESSAGE_MAIL_DELAY_MINUTES,
              MESSAGE_MAIL_INTERVAL_MINUTES,
            ))
          ) {
            return false;
          }
          if (!send) return false;
          const withManageLink = candidate.side === 'couple' && recipientUserId === null;
          const url = withManageLink
            ? `${await this.requests.issueManageLink(manager, candidate.requestId!)}&c=${candidate.conversationId}`
            : `${this.config.appUrl}/zpravy?c=${candidate.conversationId}`;
          await this.mail.enqueue(address, newMessageMail({ senderName, url, withManageLink }), manager);
          return true;
        });
        if (mailed) run.mailed += 1;
        else run.skipped += 1;
      } catch (error) {
        this.logger.error(
          `Message mail for conversation ${candidate.conversationId} (${candidate.side}) failed: ${String(error)}`,
        );
      }
    }
    return run;
  }
}

export type { MailCandidate };
