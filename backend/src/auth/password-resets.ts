import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService, passwordResetMail } from '../mail/mail.api';
import { JobQueue, type QueueDefinition } from '../queue/queue.api';
import { AuthRepository } from './auth.repository';
import { UsersService } from './users.service';

export const RESET_TOKEN_VALID_HOURS = 24;
/** Reset links one account is mailed in an hour, whoever asks from wherever; further requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;
export const FORGOT_PASSWORD_MESSAGE =
  'Pokud je tento e-mail u nás registrován, poslali jsme na něj odkaz pro obnovení hesla. Odkaz platí 24 hodin.';

/** One job per forgot-password request: the account's part of the work, after the answer. */
export const PASSWORD_RESET_QUEUE: QueueDefinition = {
  name: 'password-reset-mail',
  retries: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export interface PasswordResetJob {
  email: string;
}

/**
 * "Zapomenuté heslo". The answer must not tell whether the address has an account, by its text or
 * by its time: the request does the same step for every address (one job queued with the address)
 * and answers; the job (AuthJobs) looks the account up, applies the per-account cap and mails the
 * link. Only in development without a mail service is the work done before the answer, so that the
 * answer can carry the link (devResetLink): that mode shows links anyway.
 */
@Injectable()
export class PasswordResets {
  private readonly logger = new Logger(PasswordResets.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {
    queue.define(PASSWORD_RESET_QUEUE);
  }

  /** The forgot-password request: the same work and the same answer for every address. */
  async request(email: string): Promise<{ message: string; devResetLink?: string }> {
    if (!this.config.isProduction && this.mail.transportName === 'log') {
      const resetUrl = await this.issue(email);
      return { message: FORGOT_PASSWORD_MESSAGE, ...(resetUrl ? { devResetLink: resetUrl } : {}) };
    }
    const job: PasswordResetJob = { email: email.toLowerCase() };
    await this.dataSource.transaction((manager) => this.queue.send(PASSWORD_RESET_QUEUE.name, job, manager));
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /**
   * The account's part: a single-use token (stored hashed, valid 24 h; earlier ones retired) and its
   * mail, in one transaction that holds the account's row (two requests at once cannot both pass
   * the cap). Nothing for an unknown address, nor past RESET_MAILS_PER_HOUR (the links already
   * mailed keep working). The link, or null when none was mailed.
   */
  async issue(email: string): Promise<string | null> {
    const { token, hash } = newLinkToken();
    const resetUrl = `${this.config.appUrl}/reset-password?token=${token}`;
    const issued = await this.dataSource.transaction(async (manager) => {
      const user = await this.repository.lockUserByEmail(manager, email.toLowerCase());
      if (!user) return false;
      const hourAgo = new Date(Date.now() - 3_600_000);
      if ((await this.repository.countResetTokensSince(manager, user.id, hourAgo)) >= RESET_MAILS_PER_HOUR) {
        this.logger.warn(`Password reset for account ${user.id} not mailed: ${RESET_MAILS_PER_HOUR} links within the hour already`);
        return false;
      }
      await this.repository.replaceResetToken(manager, user.id, hash, new Date(Date.now() + RESET_TOKEN_VALID_HOURS * 3_600_000));
      // The names were typed by whoever registered: to an address nobody has proven, they stay out (DESIGN.md section 4).
      const proven = this.users.hasVerifiedEmail(user);
      await this.mail.enqueue(
        { email: user.email, name: proven ? [user.firstName, user.lastName].filter(Boolean).join(' ') || null : null },
        passwordResetMail({ firstName: proven ? user.firstName : null, resetUrl, validHours: RESET_TOKEN_VALID_HOURS }),
        manager,
      );
      return true;
    });
    return issued ? resetUrl : null;
  }
}
