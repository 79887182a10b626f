import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth/auth.api';
import { AvailabilityService } from '../availability/availability.api';
import { ConversationsService } from '../conversations/conversations.api';
import { PortfolioService } from '../portfolio/portfolio.api';
import { ImageStorageService, type ProviderIdentity, ProviderRecords } from '../providers/providers.api';
import { ReviewsService } from '../reviews/reviews.api';
import { SubscriptionReportsService, SubscriptionsService } from '../subscriptions/subscriptions.api';

/** What a provider's delete removed (the admin's audit row records it). */
export interface RemovedProvider extends ProviderIdentity {
  /** Whether the account went too (never an admin's, never when the caller keeps it). */
  accountDeleted: boolean;
  counts: { reviews: number; availabilityDays: number; portfolioItems: number; subscriptions: number; payments: number };
  /** The image files (profile picture, portfolio pictures) to remove once the delete is committed. */
  images: string[];
  /** The attachment files of its conversations (storage keys), to remove once the delete is committed. */
  attachments: string[];
}

/**
 * The delete of a provider, shared by the admin panel and the account's own deletion, in three steps
 * around the caller's transaction: the gateway's billing ends first (nobody is charged for a deleted
 * profile; Stripe cancels at once and refunds nothing), then the profile goes in the transaction and
 * with it, through ON DELETE CASCADE, its calendar, portfolio items, reviews about it, subscriptions,
 * notifications, offers and conversations, while its payments stay with the provider link set NULL (anonymised, for the
 * accounts); the image and attachment files are removed after the commit.
 */
@Injectable()
export class ProviderRemovalService {
  constructor(
    private readonly providers: ProviderRecords,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly subscriptionReports: SubscriptionReportsService,
    private readonly reviews: ReviewsService,
    private readonly availability: AvailabilityService,
    private readonly portfolio: PortfolioService,
    private readonly images: ImageStorageService,
    private readonly conversations: ConversationsService,
  ) {}

  /** Before the transaction: ends a subscription the payment gateway bills (Stripe: cancelled now). */
  async endGatewayBilling(providerId: number): Promise<void> {
    if (await this.subscriptions.isBilledByGateway(providerId)) await this.subscriptions.revoke(providerId);
  }

  /**
   * In the caller's transaction: locks and deletes the provider; with `account: 'delete-unless-admin'`
   * its account too (with its sessions and tokens) unless it is an admin's. Null when it is missing.
   */
  async deleteIn(
    manager: EntityManager,
    providerId: number,
    options: { account: 'delete-unless-admin' | 'keep' },
  ): Promise<RemovedProvider | null> {
    const provider = await this.providers.lockForDelete(manager, providerId);
    if (!provider) return null;
    const owner = options.account === 'keep' ? null : await this.users.lockForDelete(manager, provider.userId);
    const accountDeleted = owner !== null && !owner.isAdmin;
    // One after the other: a transaction is one connection.
    const reviews = await this.reviews.countOf(manager, providerId);
    const availabilityDays = await this.availability.countOf(manager, providerId);
    const portfolio = await this.portfolio.itemsAndImagesOf(manager, providerId);
    const subscriptionRows = await this.subscriptionReports.rowCountsOf(manager, providerId);
    const attachments = await this.conversations.attachmentKeysOfProvider(manager, providerId);

    await this.providers.delete(manager, providerId);
    if (accountDeleted) await this.users.deleteAccount(manager, provider.userId);
    const images = [provider.profileImageUrl, ...portfolio.images].filter((url): url is string => Boolean(url));
    return {
      ...provider,
      accountDeleted,
      counts: { reviews, availabilityDays, portfolioItems: portfolio.items, ...subscriptionRows },
      images,
      attachments,
    };
  }

  /** After the commit: removes the deleted provider's image files and its conversations' attachment files. */
  async removeFiles(images: readonly string[], attachments: readonly string[] = []): Promise<void> {
    await this.images.remove([...images]);
    await this.conversations.removeFiles(attachments);
  }
}
