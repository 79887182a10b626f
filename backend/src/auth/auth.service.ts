import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { fieldError } from '../common/http/field-error';
import { hashToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService, passwordChangedMail } from '../mail/mail.api';
import { ApiTokenAuthentication } from './api-tokens/api-token-authentication';
import { AuthRepository } from './auth.repository';
import { RegisterDto } from './dto/register.dto';
import { EmailVerificationService } from './email-verification.service';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';
import { SignInDelays } from './sign-in-delay';
import { UsersService } from './users.service';
import { isUniqueViolation } from '../database/sql-state';

export const INVALID_CREDENTIALS = 'Neplatné přihlašovací údaje';
export const EMAIL_TAKEN = 'Uživatel s tímto emailem je již registrován';
const INVALID_RESET_TOKEN = 'Odkaz pro obnovení hesla je neplatný nebo vypršel. Požádejte o nový.';
export const WRONG_CURRENT_PASSWORD = 'Současné heslo není správné';

/** What a Google sign-in did to the account it signed in to. */
export interface GoogleSignIn {
  user: User;
  /**
   * A password account whose e-mail was never proven got linked to the Google owner of that
   * address: its password was cleared and its sessions ended (somebody else may have made it).
   */
  passwordCleared: boolean;
}

export interface GoogleProfileData {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly repository: AuthRepository,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly verification: EmailVerificationService,
    private readonly signInDelays: SignInDelays,
    private readonly apiTokens: ApiTokenAuthentication,
  ) {}

  /** A password account, with its verification link queued in the same transaction; the link for the offline answer. */
  async register(dto: RegisterDto): Promise<{ user: User; verifyUrl: string }> {
    if (await this.users.findByEmail(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create(
          { email: dto.email, password: dto.password, firstName: dto.firstName, lastName: dto.lastName },
          manager,
        );
        return { user, verifyUrl: await this.verification.issue(user, manager) };
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  /**
   * The local strategy's check; the same answer for an unknown e-mail and a wrong password. The
   * failures are counted around it (LocalAuthGuard, SignInDelays: a progressive delay per account
   * and address, besides the per-address limit).
   */
  async validateCredentials(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmailWithPassword(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    delete (user as Partial<User>).passwordHash;
    return user;
  }

  /**
   * A signed-in user's new password: the current one must match (an account without a password,
   * signed in through Google, sets its first one). Every other session ends; the owner is mailed.
   */
  async changePassword(
    user: User,
    change: { currentPassword?: string; newPassword: string; revokeApiTokens?: boolean },
    session: { sid: string; recentSignIn: boolean },
  ): Promise<void> {
    const hasPassword = await this.users.hasPassword(user.id);
    if (hasPassword && !(await this.users.verifyPassword(user.id, change.currentPassword ?? ''))) {
      throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
    }
    // A first password needs a fresh Google sign-in instead: a borrowed session does not get one.
    if (!hasPassword && !session.recentSignIn) {
      throw new ForbiddenException({ message: 'Z bezpečnostních důvodů se nejdřív znovu přihlaste přes Google.', reauthenticate: true });
    }
    const newPassword = change.newPassword;
    const keepSid = session.sid;
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPassword(user.id, newPassword, manager);
      await this.users.signOutEverywhere(manager, user.id, keepSid);
      // The owner's choice (issue 50): a leaked password may have made tokens too.
      if (change.revokeApiTokens) await this.apiTokens.revokeAllOf(manager, user);
      await this.mailPasswordChanged(user, manager);
    });
  }

  /** Whether `password` is the signed-in user's (the re-authentication before sensitive actions). */
  async confirmPassword(user: User, password: string): Promise<void> {
    if (!(await this.users.verifyPassword(user.id, password))) throw fieldError('password', WRONG_CURRENT_PASSWORD);
  }

  /** "Heslo bylo změněno": the name in the greeting only when the address is proven (DESIGN.md section 4). */
  private async mailPasswordChanged(user: User, manager: EntityManager): Promise<void> {
    const changedAt = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(new Date());
    await this.mail.enqueue(
      { email: user.email },
      passwordChangedMail({
        firstName: this.users.hasVerifiedEmail(user) ? user.firstName : null,
        forgotPasswordUrl: `${this.config.appUrl}/forgot-password`,
        changedAt,
      }),
      manager,
    );
  }

  /**
   * Consumes the token, sets the password and signs the user out of every session. The link came
   * by e-mail, so using it also proves the address. The failed sign-ins on the account are forgotten
   * (they were guesses at the old password). The owner is mailed that the password changed.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.repository.consumeResetToken(manager, hashToken(token));
      if (!userId) throw new BadRequestException(INVALID_RESET_TOKEN);
      await this.users.setPassword(userId, password, manager);
      await this.repository.updateUser(userId, { emailVerifiedAt: new Date() }, manager);
      await this.users.signOutEverywhere(manager, userId);
      const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
      await this.signInDelays.forgetAccount(user.email, manager);
      await this.mailPasswordChanged(user, manager);
    });
  }

  /**
   * Signs in with Google: by Google id, else links the verified Google e-mail to the account of that
   * address, else creates one. An account whose address was never proven may have been made by
   * somebody else to wait for its owner (pre-account takeover): linking it clears its password and
   * ends its sessions, so that only the Google owner gets in.
   */
  async findOrCreateGoogleUser(profile: GoogleProfileData): Promise<GoogleSignIn> {
    const byGoogleId = await this.users.findByGoogleId(profile.googleId);
    if (byGoogleId) return { user: byGoogleId, passwordCleared: false };
    if (!profile.emailVerified) throw new UnauthorizedException('Google účet nemá ověřený e-mail');
    const byEmail = await this.users.findByEmail(profile.email);
    if (byEmail) {
      const unproven = !this.users.hasVerifiedEmail(byEmail);
      const passwordCleared = unproven && (await this.users.hasPassword(byEmail.id));
      const emailVerifiedAt = byEmail.emailVerifiedAt ?? new Date();
      await this.repository.transaction(async (manager) => {
        await this.repository.updateUser(
          byEmail.id,
          {
            googleId: profile.googleId,
            profileImageUrl: byEmail.profileImageUrl ?? profile.photoUrl,
            emailVerifiedAt,
            ...(unproven ? { passwordHash: null } : {}),
          },
          manager,
        );
        if (unproven) await this.users.signOutEverywhere(manager, byEmail.id);
      });
      if (passwordCleared) this.logger.warn(`Google sign-in took over the unverified password account ${byEmail.id}: password cleared`);
      return { user: { ...byEmail, googleId: profile.googleId, emailVerifiedAt }, passwordCleared };
    }
    this.logger.log(`New account from Google sign-in: ${profile.email}`);
    const user = await this.users.create({
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      googleId: profile.googleId,
      profileImageUrl: profile.photoUrl,
      emailVerified: true,
    });
    return { user, passwordCleared: false };
  }
}
