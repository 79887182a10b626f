import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProviderRemovalService } from '../account/account.api';
import { AuditLog, type AuditEntry } from '../audit/audit.api';
import type { User } from '../auth/auth.api';
import { CatalogService } from '../catalog/catalog.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { retriedTransaction } from '../database/retried-transaction';
import { OffersService } from '../offers/offers.api';
import { PROVIDER_NOT_FOUND, type ProviderRecord, ProviderRecords, ProvidersService } from '../providers/providers.api';
import { REQUEST_NOT_FOUND, RequestAdministration, type RequestRecord } from '../requests/requests.api';
import { type AdminReviewPageDto, type AdminReviewsQueryDto, type ModerationDecision, ReviewModerationService } from '../reviews/reviews.api';
import { type CallerTransaction, SubscriptionReportsService, SubscriptionsService } from '../subscriptions/subscriptions.api';
import type { AdminOverviewDto, AuditLogPageDto, AuditLogQueryDto } from './dto/admin-overview.dto';
import type {
  AdminMessageDto,
  AdminProviderChangeDto,
  AdminProviderDto,
  AdminProviderPageDto,
  AdminProvidersQueryDto,
} from './dto/admin-provider.dto';
import type { AdminRequestDto, AdminRequestPageDto, AdminRequestsQueryDto } from './dto/admin-request.dto';

/** The texts of the admin panel's actions (spec, seed 001 section 8). */
export const ADMIN_MESSAGES = {
  notesUpdated: 'Poznámky aktualizovány',
  markedForDeletion: 'Poptávka označena pro smazání',
  requestDeleted: 'Poptávka byla smazána',
  providerDeleted: 'Dodavatel byl smazán',
  subscriptionDeactivated: 'Předplatné bylo deaktivováno',
  noActiveSubscription: 'Dodavatel nemá aktivní předplatné',
} as const;

export const subscriptionActivatedMessage = (planType: 'basic' | 'premium'): string =>
  `Předplatné ${planType === 'premium' ? 'Premium' : 'Basic'} aktivováno zdarma na 1 rok`;

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** The overview charts' periods are Czech weeks (Monday first) and months, twelve of each. */
const TIME_ZONE = 'Europe/Prague';
const CHART_PERIODS = 12;

function toRequestDto(row: RequestRecord): AdminRequestDto {
  return {
    id: row.id,
    coupleName: row.coupleName,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    weddingDate: row.weddingDate,
    location: row.location,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone ? `${row.phoneCountryCode ?? ''} ${row.contactPhone}`.trim() : null,
    budget: row.budget,
    description: row.description,
    services: row.services,
    adminNotes: row.adminNotes,
    markedForDeletion: row.markedForDeletionAt !== null,
    markedForDeletionAt: row.markedForDeletionAt?.toISOString() ?? null,
    deletionReason: row.deletionReason,
    olderThanMonth: row.olderThanMonth,
    isDemo: row.isDemo,
  };
}

function toProviderDto(row: ProviderRecord, locationNames: ReadonlyMap<string, string>): AdminProviderDto {
  return {
    id: row.id,
    companyName: row.companyName,
    serviceType: row.categories,
    subscriptionActive: row.subscriptionActive,
    subscriptionPlanType: row.subscriptionPlanType,
    subscriptionEndsAt: row.subscriptionEndsAt?.toISOString() ?? null,
    subscriptionSource: row.subscriptionSource,
    email: row.email,
    phonePrefix: row.phonePrefix,
    phone: row.phone,
    yearsExperience: row.yearsExperience,
    createdAt: row.createdAt.toISOString(),
    description: row.description,
    serviceAreas: row.serviceAreas.map((id) => locationNames.get(id) ?? id),
    priceFrom: row.priceFrom,
    priceTo: row.priceTo,
    isDemo: row.isDemo,
  };
}

/**
 * The operators' panel: every request and provider (any status, listed or not) filtered, sorted and
 * paged in SQL; notes and deletion marks; deleting requests and providers (with everything of the
 * provider: account, sessions, rows and image files; its payments stay, anonymised); free subscriptions through the Subscriptions
 * module; the overview figures and the audit log. It asks the owning modules for their data; every
 * change writes its audit row in the change's transaction.
 */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestAdministration,
    private readonly providers: ProviderRecords,
    private readonly catalogue: ProvidersService,
    private readonly providerRemoval: ProviderRemovalService,
    private readonly subscriptions: SubscriptionsService,
    private readonly subscriptionReports: SubscriptionReportsService,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
    private readonly reviewModeration: ReviewModerationService,
    private readonly offers: OffersService,
    private readonly events: DomainEvents,
  ) {}

  // ---- overview ----

  /**
   * The overview. Its counts are the ones every other place shows (issue 51): the active requests
   * and the listed providers are read where the top bar and the public lists read them; the totals
   * are the admin tables' unfiltered totals. Demo records are counted and their share given apart.
   */
  async overview(): Promise<AdminOverviewDto> {
    const [requestsPerWeek, activeSubscriptionsByPlan, revenuePerMonth, allRequests, allProviders, active, listedProviders, offerFigures] =
      await Promise.all([
        this.requests.weeklyCounts(CHART_PERIODS, TIME_ZONE),
        this.subscriptionReports.activeCountsByPlan(),
        this.subscriptionReports.monthlyRevenue(CHART_PERIODS, TIME_ZONE),
        this.requests.countAll(),
        this.providers.countAll(),
        this.requests.activeCounts(),
        this.catalogue.countListed(),
        this.offers.overviewFigures(),
      ]);
    return {
      requestsPerWeek,
      activeSubscriptionsByPlan,
      revenuePerMonth,
      totalRequests: allRequests.total,
      demoRequests: allRequests.demo,
      totalProviders: allProviders.total,
      activeRequests: active.total,
      activeDemoRequests: active.demo,
      listedProviders,
      demoProviders: allProviders.demo,
      ...offerFigures,
    };
  }

  // ---- requests ----

  async listRequests(query: AdminRequestsQueryDto): Promise<AdminRequestPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.requests.page({
      search: query.search,
      status: query.status,
      marked: query.marked,
      olderThanMonth: query.olderThanMonth,
      sort: query.sort ?? 'newest',
      page,
      pageSize,
    });
    return { items: rows.map(toRequestDto), total, page, pageSize };
  }

  /** Replaces the notes (trimmed by the DTO; an empty text clears them). */
  async updateNotes(admin: User, id: number, notes: string): Promise<AdminRequestDto> {
    const value = notes.trim() === '' ? null : notes.trim();
    return this.dataSource.transaction(async (manager) => {
      const before = await this.requests.setNotes(manager, id, value);
      if (!before) throw new NotFoundException(REQUEST_NOT_FOUND);
      await this.audit.record(manager, admin, {
        action: 'request.notes',
        targetType: 'service_request',
        targetId: id,
        details: { notes: value, previousNotes: before.previousNotes },
      });
      return this.requestById(manager, id);
    });
  }

  /** Marks the request (keeping the first mark's time); marking it again replaces the reason. */
  async markForDeletion(admin: User, id: number, reason: string): Promise<AdminRequestDto> {
    const text = reason.trim();
    return this.dataSource.transaction(async (manager) => {
      const before = await this.requests.markForDeletion(manager, id, text);
      if (!before) throw new NotFoundException(REQUEST_NOT_FOUND);
      await this.audit.record(manager, admin, {
        action: 'request.mark-deletion',
        targetType: 'service_request',
        targetId: id,
        details: { reason: text, ...(before.wasMarked ? { previousReason: before.previousReason } : {}) },
      });
      return this.requestById(manager, id);
    });
  }

  /**
   * Deletes any request (the panel offers it for marked ones) with its notification rows. The audit
   * row keeps what identifies the request, not the couple's contact details.
   */
  async deleteRequest(admin: User, id: number): Promise<AdminMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.requests.delete(manager, id);
      if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
      await this.audit.record(manager, admin, {
        action: 'request.delete',
        targetType: 'service_request',
        targetId: id,
        details: { title: row.title, status: row.status, markedForDeletion: row.marked, deletionReason: row.reason },
      });
      return { message: ADMIN_MESSAGES.requestDeleted };
    });
  }

  // ---- providers ----

  async listProviders(query: AdminProvidersQueryDto): Promise<AdminProviderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const [{ rows, total }, locationNames] = await Promise.all([
      this.providers.page({
        search: query.search,
        subscription: query.subscription,
        category: query.category,
        sort: query.sort ?? 'newest',
        page,
        pageSize,
      }),
      this.catalog.locationNameMap(),
    ]);
    return { items: rows.map((row) => toProviderDto(row, locationNames)), total, page, pageSize };
  }

  /**
   * Deletes the provider and everything of it (ProviderRemovalService, shared with the account's own
   * deletion): a subscription billed by Stripe is ended there first; then in one transaction the
   * profile with its calendar, portfolio, reviews, subscriptions and notifications, the account
   * (unless it is an admin's: then only the profile) with its sessions and tokens, and the audit
   * row; its payments stay, anonymised, for the accounts. The image files go once it is committed.
   */
  async deleteProvider(admin: User, id: number): Promise<AdminMessageDto> {
    await this.providerRemoval.endGatewayBilling(id);
    // Run again when picked as a deadlock's victim, as the account's own deletion (retriedTransaction).
    const files = await retriedTransaction(this.dataSource, async (manager) => {
      const removed = await this.providerRemoval.deleteIn(manager, id, { account: 'delete-unless-admin' });
      if (!removed) throw new NotFoundException(PROVIDER_NOT_FOUND);
      await this.audit.record(manager, admin, {
        action: 'provider.delete',
        targetType: 'provider',
        targetId: id,
        details: {
          companyName: removed.companyName,
          isDemo: removed.isDemo,
          userId: removed.userId,
          accountDeleted: removed.accountDeleted,
          deleted: removed.counts,
        },
      });
      return { images: removed.images, attachments: removed.attachments };
    });
    await this.providerRemoval.removeFiles(files.images, files.attachments);
    return { message: ADMIN_MESSAGES.providerDeleted };
  }

  /**
   * A free year of `planType` (SubscriptionsService.grantFree, which replaces any live subscription),
   * in one transaction with its audit row.
   */
  async activateSubscription(admin: User, id: number, planType: 'basic' | 'premium'): Promise<AdminProviderChangeDto> {
    await this.audited(admin, id, async (transaction) => {
      const info = await this.subscriptions.grantFree(id, planType, transaction);
      return {
        action: 'provider.activate-subscription',
        targetType: 'provider',
        targetId: id,
        details: { planType, planId: info.planId, endsAt: info.endDate },
      };
    });
    return { message: subscriptionActivatedMessage(planType), provider: await this.providerById(id) };
  }

  /** Ends the provider's subscription now (SubscriptionsService.revoke); 409 when there is none. */
  async deactivateSubscription(admin: User, id: number): Promise<AdminProviderChangeDto> {
    await this.audited(admin, id, async (transaction) => {
      const current = await this.subscriptionReports.activeOf(transaction.manager, id);
      if (!(await this.subscriptions.revoke(id, transaction))) throw new ConflictException(ADMIN_MESSAGES.noActiveSubscription);
      return {
        action: 'provider.deactivate-subscription',
        targetType: 'provider',
        targetId: id,
        details: { planId: current?.planId ?? null, source: current?.source ?? null },
      };
    });
    return { message: ADMIN_MESSAGES.subscriptionDeactivated, provider: await this.providerById(id) };
  }

  // ---- reviews ----

  /** Every review (any status) with its reports, filtered and paged in SQL (ReviewModerationService). */
  listReviews(query: AdminReviewsQueryDto): Promise<AdminReviewPageDto> {
    return this.reviewModeration.list(query);
  }

  /** Hides a published review (it leaves the figures at once), tells its author; audited in the same transaction. */
  hideReview(admin: User, id: number, reason: string): Promise<AdminMessageDto> {
    return this.decideReview(admin, id, 'review.hide', reason, (manager) => this.reviewModeration.hide(manager, id, reason));
  }

  /** Publishes a hidden review again, or keeps a reported one; audited. */
  restoreReview(admin: User, id: number, reason: string): Promise<AdminMessageDto> {
    return this.decideReview(admin, id, 'review.restore', reason, (manager) => this.reviewModeration.restore(manager, id));
  }

  /** Deletes a review (its author is told unless it was never confirmed); audited. */
  deleteReview(admin: User, id: number, reason: string): Promise<AdminMessageDto> {
    return this.decideReview(admin, id, 'review.delete', reason, (manager) => this.reviewModeration.delete(manager, id, reason));
  }

  private async decideReview(
    admin: User,
    id: number,
    action: 'review.hide' | 'review.restore' | 'review.delete',
    reason: string,
    decide: (manager: EntityManager) => Promise<ModerationDecision>,
  ): Promise<AdminMessageDto> {
    const text = reason.trim();
    return this.dataSource.transaction(async (manager) => {
      const decision = await decide(manager);
      await this.audit.record(manager, admin, {
        action,
        targetType: 'review',
        targetId: id,
        details: {
          reason: text,
          providerId: decision.providerId,
          companyName: decision.companyName,
          previousStatus: decision.previousStatus,
          rating: decision.overallRating,
          resolvedReports: decision.resolvedReports,
          reviewerNotified: decision.reviewerNotified,
        },
      });
      return { message: decision.message };
    });
  }

  /** The audit log, newest first, optionally of one action (the admin_audit_log_action_idx order), in pages. */
  async auditLog(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.audit.page(query.action, page, pageSize);
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, page, pageSize };
  }

  // ---- helpers ----

  /**
   * Runs a change made through another module's service (the Subscriptions module's grant and
   * revoke, given this transaction) together with its audit row: the provider row is share-locked
   * (it cannot be deleted meanwhile; 404 when missing), the change and the audit row commit
   * together or not at all, and the events the change records go out after that commit.
   */
  private async audited(admin: User, providerId: number, change: (transaction: CallerTransaction) => Promise<AuditEntry>): Promise<void> {
    await this.events.transaction(async (manager, record) => {
      if (!(await this.providers.lockAgainstDelete(manager, providerId))) throw new NotFoundException(PROVIDER_NOT_FOUND);
      const entry = await change({ manager, record });
      await this.audit.record(manager, admin, entry);
    });
  }

  private async requestById(manager: EntityManager, id: number): Promise<AdminRequestDto> {
    const row = await this.requests.record(id, manager);
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toRequestDto(row);
  }

  private async providerById(id: number): Promise<AdminProviderDto> {
    const [row, locationNames] = await Promise.all([this.providers.record(id), this.catalog.locationNameMap()]);
    if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return toProviderDto(row, locationNames);
  }
}
