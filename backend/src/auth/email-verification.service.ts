import { BadRequestException, ConflictException, GoneException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService, emailVerificationMail } from '../mail/mail.api';
import { AuthRepository } from './auth.repository';
import type { User } from './entities/user.entity';

export const VERIFY_LINK_VALID_HOURS = 48;
/** Links one account may be sent within an hour (the registration's included). */
export const VERIFY_LINKS_PER_HOUR = 3;

export const VERIFICATION_MESSAGES = {
  verified: 'E-mail je ověřený. Děkujeme!',
  sent: 'Poslali jsme vám nový odkaz pro ověření e-mailu. Platí 48 hodin.',
  alreadyVerified: 'Váš e-mail je už ověřený.',
  invalid: 'Odkaz pro ověření e-mailu je neplatný. Zkontrolujte, že jste ho zkopírovali celý.',
  spent: 'Tento odkaz už byl použit nebo vypršel. Nový si pošlete z dashboardu.',
  tooMany: 'Odkazů pro ověření jsme vám poslali už dost. Zkuste to prosím znovu za hodinu.',
} as const;

/**
 * Proves a password account's e-mail: a single-use link (only its SHA-256 stored, 48 hours, the
 * newest link alone works), sent at registration and again on request. An unverified account signs
 * in and works; what needs a proven address (requests attached by e-mail, the request confirmation
 * skip, reviews) asks UsersService.hasVerifiedEmail.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Issues a link and queues its e-mail, in the caller's transaction when given (a registration's).
   * The link itself, for the offline development answer (devVerifyLink).
   */
  async issue(user: Pick<User, 'id' | 'email'>, manager?: EntityManager): Promise<string> {
    if (!manager) return this.dataSource.transaction((own) => this.issue(user, own));
    const { token, hash } = newLinkToken();
    const verifyUrl = `${this.config.appUrl}/overeni-emailu?token=${token}`;
    await this.repository.replaceVerificationToken(manager, user.id, hash, new Date(Date.now() + VERIFY_LINK_VALID_HOURS * 3_600_000));
    await this.mail.enqueue({ email: user.email }, emailVerificationMail({ verifyUrl, validHours: VERIFY_LINK_VALID_HOURS }), manager);
    return verifyUrl;
  }

  /** The link for the answer itself, only where no mail leaves the machine (development, offline). */
  devLink(url: string): { devVerifyLink?: string } {
    return !this.config.isProduction && this.mail.transportName === 'log' ? { devVerifyLink: url } : {};
  }

  /** A new link for a signed-in, unverified account (VERIFY_LINKS_PER_HOUR at most). */
  async resend(user: User): Promise<string> {
    if (user.emailVerifiedAt) throw new ConflictException(VERIFICATION_MESSAGES.alreadyVerified);
    if ((await this.repository.countVerificationTokensSince(user.id, new Date(Date.now() - 3_600_000))) >= VERIFY_LINKS_PER_HOUR) {
      throw new HttpException(VERIFICATION_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
    }
    return this.issue(user);
  }

  /** Uses a link: 400 for an unknown one, 410 for a used, replaced or expired one. */
  async verify(token: string): Promise<void> {
    const use = await this.dataSource.transaction((manager) => this.repository.useVerificationToken(manager, hashToken(token)));
    if (use.state === 'unknown') throw new BadRequestException(VERIFICATION_MESSAGES.invalid);
    if (use.state === 'spent') throw new GoneException(VERIFICATION_MESSAGES.spent);
  }
}
