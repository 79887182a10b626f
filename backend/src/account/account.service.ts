import { ConflictException, ForbiddenException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type User, UsersService, type Viewer } from '../auth/auth.api';
import { AccountDataMark, type AccountDataContributor, type AccountErasure, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { fieldError } from '../common/http/field-error';
import { retriedTransaction } from '../database/retried-transaction';
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

/** The account of a signed-in viewer (AuthenticatedGuard let only those through). */
function signedIn(viewer: Viewer): User {
  if (!viewer.user) throw new NotFoundException(ACCOUNT_MESSAGES.notFound);
  return viewer.user;
}

/**
 * The account's own data rights (DESIGN.md section 4; GDPR articles 15, 17, 20): the export of
 * everything stored about it, and its deletion. What was sent from the account's e-mail without the
 * account (requests, reviews, /kontakt messages) counts as the account's only when the e-mail is
 * proven: an unverified address may be someone else's, whose data must neither leak to nor be erased
 * by whoever registered it. Each module exports and erases its own rows, as an
 * AccountDataContributor (common/account-data) that this service finds at start.
 */
@Injectable()
export class AccountService implements OnModuleInit {
  /** Every module's part, in their order (@AccountData's `order`). */
  private contributors: AccountDataContributor[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly users: UsersService,
    private readonly providerRemoval: ProviderRemovalService,
  ) {}

  onModuleInit(): void {
    this.contributors = this.discovery
      .getProviders({ metadataKey: AccountDataMark.KEY })
      .map((wrapper) => ({ instance: wrapper.instance as AccountDataContributor, order: this.discovery.getMetadataByDecorator(AccountDataMark, wrapper)!.order }))
      .sort((a, b) => a.order - b.order)
      .map(({ instance }) => instance);
  }

  async summary(viewer: Viewer): Promise<AccountSummaryDto> {
    const user = signedIn(viewer);
    const [hasPassword, isLastAdmin] = await Promise.all([this.users.hasPassword(user.id), this.isLastAdmin(user)]);
    const emailVerified = this.users.hasVerifiedEmail(user);
    return { email: user.email, hasPassword, emailVerified, isProvider: viewer.provider !== null, isLastAdmin };
  }

  async export(viewer: Viewer): Promise<AccountExportDto> {
    const user = signedIn(viewer);
    const subject = this.subject(user, viewer.provider?.id ?? null);
    const document: AccountExport = { sections: {}, requestIds: [] };
    const hasPassword = await this.users.hasPassword(user.id);
    // In turn: a contributor may read what an earlier one found (Offers the request ids of Requests).
    for (const contributor of this.contributors) await contributor.exportInto?.(subject, document);
    const sections = document.sections as Omit<AccountExportDto, 'exportedAt' | 'account'>;
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
      requests: sections.requests,
      providerProfile: sections.providerProfile,
      portfolio: sections.portfolio,
      availability: sections.availability,
      reviews: sections.reviews,
      subscriptions: sections.subscriptions,
      payments: sections.payments,
      contactMessages: sections.contactMessages,
      offers: sections.offers,
      requestReplies: sections.requestReplies,
      offerTemplates: sections.offerTemplates,
      conversations: sections.conversations,
      bookings: sections.bookings,
      shortlist: sections.shortlist,
      invitations: sections.invitations,
      plan: sections.plan ?? null,
      planTasks: sections.planTasks ?? [],
      planBudget: sections.planBudget ?? [],
      planGuests: sections.planGuests ?? [],
      billingDetails: sections.billingDetails ?? null,
      invoices: sections.invoices ?? [],
      pushDevices: sections.pushDevices ?? [],
      apiTokens: sections.apiTokens ?? [],
      webhookEndpoints: sections.webhookEndpoints ?? [],
    };
  }

  /**
   * Deletes the account after checking that its owner is present: the password of an account that
   * has one (403 when wrong, nothing deleted), else a Google sign-in within the last 15 minutes
   * (`recentSignIn`; 403 with `reauthenticate`). The last admin cannot delete itself (409).
   *
   * A provider's subscription billed by Stripe is cancelled there first. Then, in one transaction:
   * the provider profile with its calendar, portfolio, reviews about it and subscriptions (the
   * payments stay, anonymised; ProviderRemovalService); every module's rows about the account, each
   * through its AccountDataContributor (the couple's requests closed with their contacts erased, its
   * question threads and its words in the threads of its requests, the reviews and /kontakt messages
   * sent from the proven e-mail, the outbox mails to or naming its addresses, the audit log's details
   * about its profile and requests); the account with its sessions and tokens. The image and
   * attachment files go after the commit. The e-mail is free to register again.
   */
  async delete(viewer: Viewer, password: string | undefined, recentSignIn: boolean): Promise<{ message: string }> {
    const user = signedIn(viewer);
    if (await this.users.hasPassword(user.id)) {
      if (!password) throw fieldError('password', ACCOUNT_MESSAGES.passwordRequired);
      if (!(await this.users.verifyPassword(user.id, password))) throw new ForbiddenException(ACCOUNT_MESSAGES.wrongPassword);
    } else if (!recentSignIn) {
      throw new ForbiddenException({ message: ACCOUNT_MESSAGES.signInWithGoogleAgain, reauthenticate: true });
    }
    // Checked again under the lock below; first here, so that the last admin's Stripe subscription is not cancelled for nothing.
    if (await this.isLastAdmin(user)) throw new ConflictException(ACCOUNT_MESSAGES.lastAdmin);

    const provider = viewer.provider;
    if (provider) await this.providerRemoval.endGatewayBilling(provider.id);

    const subject = this.subject(user, provider?.id ?? null);
    // Run again when PostgreSQL picks it as a deadlock's victim (its cascade meets background jobs on the same rows):
    // each attempt starts its erasure afresh.
    const { profile, erasure } = await retriedTransaction(this.dataSource, async (manager) => {
      const erasure: AccountErasure = { requestIds: [], removedProviderId: null, providerEmail: null, afterCommit: [] };
      // Lock order as in the admin's provider delete: the profile, then the accounts.
      const removed: RemovedProvider | null = provider
        ? await this.providerRemoval.deleteIn(manager, provider.id, { account: 'keep' })
        : null;
      if (user.isAdmin && (await this.users.lockAdmins(manager)).every((id) => id === user.id)) {
        throw new ConflictException(ACCOUNT_MESSAGES.lastAdmin);
      }
      if (!(await this.users.lockForDelete(manager, user.id))) throw new NotFoundException(ACCOUNT_MESSAGES.notFound);
      erasure.removedProviderId = removed ? provider!.id : null;
      erasure.providerEmail = removed?.email ?? null;
      for (const contributor of this.contributors) await contributor.erase?.(manager, subject, erasure);
      await this.users.deleteAccount(manager, user.id);
      return { profile: removed, erasure };
    });
    if (profile) await this.providerRemoval.removeFiles(profile.images, profile.attachments);
    for (const work of erasure.afterCommit) await work();
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  /** Whether the account is an admin's and no other admin exists. */
  private async isLastAdmin(user: User): Promise<boolean> {
    if (!user.isAdmin) return false;
    return this.dataSource.transaction(async (manager) => (await this.users.lockAdmins(manager)).every((id) => id === user.id));
  }

  /** Whose data: the account, its e-mail when proven, its provider profile. */
  private subject(user: User, providerId: number | null): AccountSubject {
    return { userId: user.id, email: user.email, verifiedEmail: this.users.hasVerifiedEmail(user) ? user.email : null, providerId };
  }
}
