import { BadRequestException, ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates/password-reset.template';
import { AuthRepository } from './auth.repository';
import { RegisterDto } from './dto/register.dto';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';
import { UsersService } from './users.service';

export const RESET_TOKEN_VALID_HOURS = 24;
export const INVALID_CREDENTIALS = 'Neplatné přihlašovací údaje';
export const EMAIL_TAKEN = 'Uživatel s tímto emailem je již registrován';
const INVALID_RESET_TOKEN = 'Odkaz pro obnovení hesla je neplatný nebo vypršel. Požádejte o nový.';
const FORGOT_PASSWORD_MESSAGE =
  'Pokud je tento e-mail u nás registrován, poslali jsme na něj odkaz pro obnovení hesla. Odkaz platí 24 hodin.';

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
  ) {}

  async register(dto: RegisterDto): Promise<User> {
    if (await this.users.findByEmail(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    try {
      return await this.users.create({
        email: dto.email,
        password: dto.password,
        firstName: dto.firstName,
        lastName: dto.lastName,
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  /** The local strategy's check; the same answer for an unknown e-mail and a wrong password. */
  async validateCredentials(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmailWithPassword(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    delete (user as Partial<User>).passwordHash;
    return user;
  }

  /**
   * Issues a single-use reset token (stored hashed, valid 24 h) and queues the e-mail in the same
   * transaction. The answer does not reveal whether the address is registered; only outside
   * production and without a mail service the link is returned for convenience.
   */
  async requestPasswordReset(email: string): Promise<{ message: string; devResetLink?: string }> {
    const user = await this.users.findByEmail(email);
    if (!user) return { message: FORGOT_PASSWORD_MESSAGE };

    const { token, hash } = newLinkToken();
    const resetUrl = `${this.config.appUrl}/reset-password?token=${token}`;
    await this.dataSource.transaction(async (manager) => {
      const expiresAt = new Date(Date.now() + RESET_TOKEN_VALID_HOURS * 3_600_000);
      await this.repository.replaceResetToken(manager, user.id, hash, expiresAt);
      await this.mail.enqueue(
        { email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null },
        passwordResetMail({ firstName: user.firstName, resetUrl, validHours: RESET_TOKEN_VALID_HOURS }),
        manager,
      );
    });
    const exposeLink = !this.config.isProduction && this.mail.transportName === 'log';
    return { message: FORGOT_PASSWORD_MESSAGE, ...(exposeLink ? { devResetLink: resetUrl } : {}) };
  }

  /** Consumes the token, sets the password and signs the user out of every session. */
  async resetPassword(token: string, password: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.repository.consumeResetToken(manager, hashToken(token));
      if (!userId) throw new BadRequestException(INVALID_RESET_TOKEN);
      await this.users.setPassword(userId, password, manager);
      await this.users.signOutEverywhere(manager, userId);
    });
  }

  /** Signs in with Google: by Google id, else links a verified e-mail to an existing account, else creates one. */
  async findOrCreateGoogleUser(profile: GoogleProfileData): Promise<User> {
    const byGoogleId = await this.users.findByGoogleId(profile.googleId);
    if (byGoogleId) return byGoogleId;
    if (!profile.emailVerified) throw new UnauthorizedException('Google účet nemá ověřený e-mail');
    const byEmail = await this.users.findByEmail(profile.email);
    if (byEmail) {
      await this.users.update(byEmail.id, {
        googleId: profile.googleId,
        profileImageUrl: byEmail.profileImageUrl ?? profile.photoUrl,
      });
      return { ...byEmail, googleId: profile.googleId };
    }
    this.logger.log(`New account from Google sign-in: ${profile.email}`);
    return this.users.create({
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      googleId: profile.googleId,
      profileImageUrl: profile.photoUrl,
    });
  }
}
