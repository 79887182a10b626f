import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { MailService, reviewModeratedMail } from '../mail/mail.api';
import type { Viewer } from '../auth/auth.api';
import { ProviderRecords } from '../providers/providers.api';
import type { AdminReviewDto, AdminReviewPageDto, AdminReviewsQueryDto, ReportReviewDto, ReviewReportedDto } from './dto/review-moderation.dto';
import { MODERATION_MESSAGES, REVIEW_NOT_FOUND, type ReviewStatus } from './review-moderation-rules';
import { type DecisionTarget, ReviewModerationRepository } from './review-moderation.repository';
import { reviewerDisplayName } from './review-rules';
import { isUniqueViolation } from '../database/sql-state';

const ADMIN_PAGE_SIZE_DEFAULT = 20;

/** What an admin decision did, for its audit row and answer. */
export interface ModerationDecision {
  message: string;
  providerId: number;
  companyName: string | null;
  previousStatus: ReviewStatus;
  overallRating: number;
  resolvedReports: number;
  reviewerNotified: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Reports and moderation of reviews (issue 18): anyone reports a published review once (per
 * signed-in account, else per client address); an admin hides, restores (or keeps) or deletes a
 * review, which closes its open reports. Hiding and deleting a published review tell its author
 * (who proved the address) by e-mail in the decision's transaction; the Admin module records the audit row.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly moderation: ReviewModerationRepository,
    private readonly providers: ProviderRecords,
    private readonly mail: MailService,
  ) {}

  /** Stores a report of a published review: 404 for an unknown or unpublished one, 409 for a second one by the same reporter. */
  async report(reviewId: number, dto: ReportReviewDto, viewer: Viewer, clientAddress: string): Promise<ReviewReportedDto> {
    const providerId = await this.moderation.publishedProvider(reviewId);
    if (providerId === null) throw new NotFoundException(REVIEW_NOT_FOUND);
    const userId = viewer.user?.id ?? null;
    const stored = await this.moderation.insertReport({
      reviewId,
      reason: dto.reason,
      note: dto.note?.trim() || null,
      reporterUserId: userId,
      byProvider: viewer.provider?.id === providerId,
      reporterKey: sha256(userId !== null ? `user:${userId}` : clientAddress),
    });
    if (!stored) {
      // Hidden or deleted between the two statements, or reported before by this reporter.
      if ((await this.moderation.publishedProvider(reviewId)) === null) throw new NotFoundException(REVIEW_NOT_FOUND);
      throw new ConflictException(MODERATION_MESSAGES.alreadyReported);
    }
    return { message: MODERATION_MESSAGES.reported };
  }

  /** The admin list: every review (any status), filtered and paged in SQL, with its latest reports. */
  async list(query: AdminReviewsQueryDto): Promise<AdminReviewPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.moderation.page({
      reported: query.reported,
      status: query.status,
      providerId: query.providerId,
      rating: query.rating,
      page,
      pageSize,
    });
    const [reports, names] = await Promise.all([
      this.moderation.reportsOf(rows.map((row) => row.id)),
      this.providers.companyNames([...new Set(rows.map((row) => row.providerId))]),
    ]);
    const items: AdminReviewDto[] = rows.map((row) => ({
      id: row.id,
      providerId: row.providerId,
      companyName: names.get(row.providerId) ?? null,
      email: row.email,
      reviewerName: reviewerDisplayName(row.reviewerName),
      overallRating: row.overallRating,
      reviewText: row.reviewText,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      hiddenReason: row.hiddenReason,
      openReports: row.openReports,
      reports: reports
        .filter((report) => report.reviewId === row.id)
        .map((report) => ({
          id: report.id,
          reason: report.reason,
          note: report.note,
          byProvider: report.byProvider,
          createdAt: report.createdAt.toISOString(),
          resolved: report.resolvedAt !== null,
        })),
    }));
    return { items, total, page, pageSize };
  }

  /** Hides a published review (409 for a pending or hidden one) and tells its author, in the caller's transaction. */
  async hide(manager: EntityManager, id: number, reason: string): Promise<ModerationDecision> {
    const target = await this.lock(manager, id);
    if (target.status === 'pending') throw new ConflictException(MODERATION_MESSAGES.cannotHidePending);
    if (target.status === 'hidden') throw new ConflictException(MODERATION_MESSAGES.alreadyHidden);
    await this.moderation.hide(manager, id, reason);
    return this.decided(manager, target, MODERATION_MESSAGES.hidden, { notify: 'hidden', reason });
  }

  /**
   * Publishes a hidden review again, or keeps a published reported one (closing its reports); 409
   * otherwise, and when the mailbox has another published review of the provider meanwhile.
   */
  async restore(manager: EntityManager, id: number): Promise<ModerationDecision> {
    const target = await this.lock(manager, id);
    if (target.status === 'hidden') {
      try {
        await this.moderation.restore(manager, id);
      } catch (error) {
        // The unique index of published reviews: the caller's transaction rolls back with this answer.
        if (isUniqueViolation(error)) throw new ConflictException(MODERATION_MESSAGES.restoreConflict);
        throw error;
      }
      return this.decided(manager, target, MODERATION_MESSAGES.restored);
    }
    if (target.status === 'confirmed' && target.openReports > 0) return this.decided(manager, target, MODERATION_MESSAGES.kept);
    throw new ConflictException(MODERATION_MESSAGES.nothingToRestore);
  }

  /** Deletes any review; the author of a published (or hidden) one is told, a pending one's address was never proved. */
  async delete(manager: EntityManager, id: number, reason: string): Promise<ModerationDecision> {
    const target = await this.lock(manager, id);
    const decision = await this.decided(manager, target, MODERATION_MESSAGES.deleted, target.status === 'pending' ? undefined : { notify: 'deleted', reason });
    await this.moderation.delete(manager, id);
    return decision;
  }

  private async lock(manager: EntityManager, id: number): Promise<DecisionTarget> {
    const target = await this.moderation.lockForDecision(manager, id);
    if (!target) throw new NotFoundException(REVIEW_NOT_FOUND);
    return target;
  }

  private async decided(
    manager: EntityManager,
    target: DecisionTarget,
    message: string,
    mail?: { notify: 'hidden' | 'deleted'; reason: string },
  ): Promise<ModerationDecision> {
    const resolvedReports = await this.moderation.resolveReports(manager, target.id);
    const companyName = (await this.providers.companyNames([target.providerId])).get(target.providerId) ?? null;
    if (mail) await this.mail.enqueue({ email: target.email }, reviewModeratedMail({ action: mail.notify, companyName, reason: mail.reason }), manager);
    return {
      message,
      providerId: target.providerId,
      companyName,
      previousStatus: target.status,
      overallRating: target.overallRating,
      resolvedReports,
      reviewerNotified: mail !== undefined,
    };
  }
}
