import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminAuditRepository } from '../admin/admin-audit.repository';
import type { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { AvailabilityService } from '../availability/availability.service';
import { fieldError } from '../common/http/field-error';
import { AppConfig } from '../config/app-config';
import { ContactService } from '../contact/contact.service';
import { ConversationsService } from '../conversations/conversations.service';
import { MailService } from '../mail/mail.service';
import { OffersService } from '../offers/offers.service';
import { PortfolioService } from '../portfolio/portfolio.service';
import { ProvidersService } from '../providers/providers.service';
import { RequestsService } from '../requests/requests.service';
import { ReviewsService } from '../reviews/reviews.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { AccountExportDto } from './dto/account-export.dto';
import type { AccountSummaryDto } from './dto/account.dto';
import { ProviderRemovalService, type RemovedProvider } from './provider-removal.service';

export const ACCOUNT_MESSAGES = {
  deleted: 'Váš účet byl smazán.',
  passwordRequired: 'Pro smazání účtu zadejte své heslo.',
  wrongPassword: 'Zadané heslo není správné.',
  signInWithGoogleAgain: 'Z bezpečnostních důvodů se prosím znovu přihlaste přes Google a pak účet smažte.',
  lastAdmin: 'Jste jediný správce. Než svůj účet smažete, určete jiného správce.',
  notFound: 'Účet nebyl nalezen',
} as const;

const NO_BILLING: Awaited<ReturnType<SubscriptionsService['exportOf']>> = { subscriptions: [], payments: [] };
const NO_MESSAGES: Awaited<ReturnType<ContactService['exportOf']>> = [];

type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The row with its Date fields as ISO strings (the export's JSON). */
function iso<T extends object>(row: T): Iso<T> {
  const entries = Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]);
  return Object.fromEntries(entries) as Iso<T>;
}

/**
 * The account's own data rights (DESIGN.md section 4; GDPR articles 15, 17, 20): the export of
 * everything stored about it, and its deletion. What was sent from the account's e-mail without the
 * account (requests, reviews, /kontakt messages) counts as the account's only when the e-mail is
 * proven: an unverified address may be someone else's, whose data must neither leak to nor be erased
 * by whoever registered it. Every module's rows are reached through that module's service.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly providers: ProvidersService,
    private readonly providerRemoval: ProviderRemovalService,
    private readonly requests: RequestsService,
    private readonly reviews: ReviewsService,
    private readonly availability: AvailabilityService,
    private readonly portfolio: PortfolioService,
    private readonly subscriptions: SubscriptionsService,
    private readonly contact: ContactService,
    private readonly mail: MailService,
    private readonly audit: AdminAuditRepository,
    private readonly conversations: ConversationsService,
    private readonly offers: OffersService,
  ) {}

  async summary(user: User): Promise<AccountSummaryDto> {
    const [hasPassword, provider, isLastAdmin] = await Promise.all([
      this.users.hasPassword(user.id),
      this.providers.findByUser(user.id),
      this.isLastAdmin(user),
    ]);
    const emailVerified = this.users.hasVerifiedEmail(user);
    return { email: user.email, hasPassword, emailVerified, isProvider: provider !== null, isLastAdmin };
  }

  async export(user: User): Promise<AccountExportDto> {
    const verifiedEmail = this.users.hasVerifiedEmail(user) ? user.email : null;
    const provider = await this.providers.findByUser(user.id);
    const providerId = provider?.id ?? null;
    const [hasPassword, requests, profile, portfolio, availability, reviews, billing, contactMessages, conversations] = await Promise.all([
      this.users.hasPassword(user.id),
      this.requests.exportOf(user),
      provider ? this.providers.ownProfile(user.id) : null,
      providerId === null ? [] : this.portfolio.listOf(providerId),
      providerId === null ? [] : this.availability.exportOf(providerId),
      this.reviews.exportOf(verifiedEmail, providerId),
      providerId === null ? NO_BILLING : this.subscriptions.exportOf(providerId),
      verifiedEmail ? this.contact.exportOf(verifiedEmail) : NO_MESSAGES,
      this.conversations.exportOf(user.id, providerId),
    ]);
    // The offers on the requests the document holds (the account's, and those of its verified e-mail).
    const offers = await this.offers.exportOf(providerId, requests.map((item) => item.id));
    return {
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        googleId: user.googleId,
        hasPassword,
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        isAdmin: user.isAdmin,
        stripeCustomerId: user.stripeCustomerId,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      requests: requests.map(iso),
      providerProfile: profile ? { ...profile, profileImageUrl: this.absolute(profile.profileImageUrl) } : null,
      portfolio: portfolio.map((item) => ({ ...item, images: item.images.map((url) => this.absolute(url)!) })),
      availability,
      reviews: { written: reviews.written.map(iso), received: reviews.received.map(iso) },
      subscriptions: billing.subscriptions.map(iso),
      payments: billing.payments.map(iso),
      contactMessages: contactMessages.map(iso),
      offers,
      conversations,
    };
  }

  /**
   * Deletes the account after checking that its owner is present: the password of an account that
   * has one (403 when wrong, nothing deleted), else a Google sign-in within the last 15 minutes
   * (`recentSignIn`; 403 with `reauthenticate`). The last admin cannot delete itself (409).
   *
   * A provider's subscription billed by Stripe is cancelled there first. Then, in one transaction:
   * the provider profile with its calendar, portfolio, reviews about it and subscriptions (the
   * payments stay, anonymised); the couple's requests closed with their contacts erased; the reviews
   * and /kontakt messages sent from the proven e-mail; the outbox mails to or naming its addresses;
   * the audit log's details about its profile and requests; its question threads, and its words in
   * the threads of its requests (text replaced, attachments removed); the account with its sessions
   * and tokens. The image and attachment files go after the commit. The e-mail is free to register again.
   */
  async delete(user: User, password: string | undefined, recentSignIn: boolean): Promise<{ message: string }> {
    if (await this.users.hasPassword(user.id)) {
      if (!password) throw fieldError('password', ACCOUNT_MESSAGES.passwordRequired);
      if (!(await this.users.verifyPassword(user.id, password))) throw new ForbiddenException(ACCOUNT_MESSAGES.wrongPassword);
    } else if (!recentSignIn) {
      throw new ForbiddenException({ message: ACCOUNT_MESSAGES.signInWithGoogleAgain, reauthenticate: true });
    }
    // Checked again under the lock below; first here, so that the last admin's Stripe subscription is not cancelled for nothing.
    if (await this.isLastAdmin(user)) throw new ConflictException(ACCOUNT_MESSAGES.lastAdmin);

    const provider = await this.providers.findByUser(user.id);
    if (provider) await this.providerRemoval.endGatewayBilling(provider.id);

    const removed = await this.dataSource.transaction(async (manager) => {
      // Lock order as in the admin's provider delete: the profile, then the accounts.
      const profile: RemovedProvider | null = provider
        ? await this.providerRemoval.deleteIn(manager, provider.id, { account: 'keep' })
        : null;
      if (user.isAdmin && (await this.users.lockAdmins(manager)).every((id) => id === user.id)) {
        throw new ConflictException(ACCOUNT_MESSAGES.lastAdmin);
      }
      if (!(await this.users.lockForDelete(manager, user.id))) throw new NotFoundException(ACCOUNT_MESSAGES.notFound);

      const requestIds = await this.requests.eraseContactsOf(manager, user);
      const attachments = await this.conversations.forgetCouple(manager, user.id, requestIds);
      if (this.users.hasVerifiedEmail(user)) {
        await this.reviews.deleteWrittenBy(manager, user.email);
        await this.contact.deleteFrom(manager, user.email);
      }
      await this.mail.forgetAddresses(manager, [user.email, ...(profile ? [profile.email] : [])]);
      await this.audit.anonymiseTargets(manager, { providers: profile ? [provider!.id] : [], requests: requestIds });
      await this.users.deleteAccount(manager, user.id);
      return { profile, attachments };
    });
    if (removed.profile) await this.providerRemoval.removeFiles(removed.profile.images, removed.profile.attachments);
    await this.conversations.removeFiles(removed.attachments);
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  /** Whether the account is an admin's and no other admin exists. */
  private async isLastAdmin(user: User): Promise<boolean> {
    if (!user.isAdmin) return false;
    return this.dataSource.transaction(async (manager) => (await this.users.lockAdmins(manager)).every((id) => id === user.id));
  }

  /** An uploaded file's URL (/uploads/…) on the app's origin; other URLs as they are. */
  private absolute(url: string | null): string | null {
    return url && url.startsWith('/') ? `${this.config.appUrl}${url}` : url;
  }
}
