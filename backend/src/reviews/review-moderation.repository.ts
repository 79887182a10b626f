import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { selectPage, SqlParams } from '../database/sql-query';
import type { ReviewReportReason, ReviewStatus } from './review-moderation-rules';

export interface NewReviewReport {
  reviewId: number;
  reason: ReviewReportReason;
  note: string | null;
  reporterUserId: number | null;
  byProvider: boolean;
  /** SHA-256 hex of the client address or of 'user:<id>'. */
  reporterKey: string;
}

/** The admin list's filter (all optional); newest first. */
export interface ModerationFilter {
  reported?: boolean;
  status?: ReviewStatus;
  providerId?: number;
  rating?: number;
  page: number;
  pageSize: number;
}

export interface ModerationRow {
  id: number;
  providerId: number;
  email: string;
  reviewerName: string | null;
  overallRating: number;
  reviewText: string;
  status: ReviewStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  openReports: number;
}

export interface ReportRow {
  id: number;
  reviewId: number;
  reason: ReviewReportReason;
  note: string | null;
  byProvider: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** A review as a moderation decision needs it, locked for the change. */
export interface DecisionTarget {
  id: number;
  providerId: number;
  email: string;
  status: ReviewStatus;
  overallRating: number;
  openReports: number;
}

/** The most recent reports shown per review in the admin list (the count says how many are open). */
const REPORTS_PER_REVIEW = 20;

/** The Reviews module's moderation data (review_reports and the moderation columns of reviews); only here. */
@Injectable()
export class ReviewModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The provider of a published (confirmed) review, or null. */
  async publishedProvider(reviewId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(`SELECT provider_id AS "providerId" FROM reviews WHERE id = $1 AND status = 'confirmed'`, [
      reviewId,
    ])) as Array<{ providerId: number }>;
    return row?.providerId ?? null;
  }

  /** Stores a report; false when this reporter has reported the review already (or it is gone meanwhile: the caller re-checks). */
  async insertReport(report: NewReviewReport): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO review_reports (review_id, reason, note, reporter_user_id, by_provider, reporter_key)
       SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM reviews WHERE id = $1 AND status = 'confirmed')
       ON CONFLICT (review_id, reporter_key) DO NOTHING RETURNING id`,
      [report.reviewId, report.reason, report.note, report.reporterUserId, report.byProvider, report.reporterKey],
    )) as unknown[];
    return rows.length > 0;
  }

  /** A page of all reviews (any status), newest first, filtered in SQL, with each one's open-report count. */
  page(filter: ModerationFilter): Promise<{ rows: ModerationRow[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.status) where.push(`r.status = ${params.add(filter.status)}`);
    if (filter.providerId !== undefined) where.push(`r.provider_id = ${params.add(filter.providerId)}`);
    if (filter.rating !== undefined) where.push(`r.overall_rating = ${params.add(filter.rating)}`);
    const open = `SELECT 1 FROM review_reports o WHERE o.review_id = r.id AND o.resolved_at IS NULL`;
    if (filter.reported === true) where.push(`EXISTS (${open})`);
    if (filter.reported === false) where.push(`NOT EXISTS (${open})`);
    return selectPage<ModerationRow>(this.dataSource, {
      select: `SELECT r.id, r.provider_id AS "providerId", r.email, r.reviewer_name AS "reviewerName", r.overall_rating AS "overallRating",
                      r.review_text AS "reviewText", r.status, r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt",
                      r.hidden_at AS "hiddenAt", r.hidden_reason AS "hiddenReason",
                      (SELECT count(*)::int FROM review_reports o WHERE o.review_id = r.id AND o.resolved_at IS NULL) AS "openReports"
                 FROM reviews r`,
      countFrom: 'FROM reviews r',
      where: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
      params,
      orderBy: 'r.created_at DESC, r.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    });
  }

  /** The latest reports (open first) of the given reviews, at most REPORTS_PER_REVIEW each. */
  async reportsOf(reviewIds: number[]): Promise<ReportRow[]> {
    if (reviewIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT id, "reviewId", reason, note, "byProvider", "createdAt", "resolvedAt" FROM (
         SELECT id, review_id AS "reviewId", reason, note, by_provider AS "byProvider", created_at AS "createdAt", resolved_at AS "resolvedAt",
                row_number() OVER (PARTITION BY review_id ORDER BY resolved_at IS NOT NULL, created_at DESC, id DESC) AS n
           FROM review_reports WHERE review_id = ANY($1::int[])) x
        WHERE n <= $2 ORDER BY "reviewId", n`,
      [reviewIds, REPORTS_PER_REVIEW],
    )) as ReportRow[];
  }

  /** The review of a decision, row-locked in the caller's transaction (null when missing). */
  async lockForDecision(manager: EntityManager, id: number): Promise<DecisionTarget | null> {
    const [row] = (await manager.query(
      `SELECT r.id, r.provider_id AS "providerId", r.email, r.status, r.overall_rating AS "overallRating",
              (SELECT count(*)::int FROM review_reports o WHERE o.review_id = r.id AND o.resolved_at IS NULL) AS "openReports"
         FROM reviews r WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    )) as DecisionTarget[];
    return row ?? null;
  }

  /** Hides a confirmed review (it leaves the public list and the provider's figures: the reviews trigger). */
  async hide(manager: EntityManager, id: number, reason: string): Promise<void> {
    await manager.query(`UPDATE reviews SET status = 'hidden', hidden_at = now(), hidden_reason = $2 WHERE id = $1`, [id, reason]);
  }

  /** Publishes a hidden review again; a second confirmed review of the mailbox raises 23505. */
  async restore(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`UPDATE reviews SET status = 'confirmed', hidden_at = NULL, hidden_reason = NULL WHERE id = $1`, [id]);
  }

  /** Deletes the review (its reports and tokens go with it). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM reviews WHERE id = $1`, [id]);
  }

  /** Closes the review's open reports (an admin decided it); how many. */
  async resolveReports(manager: EntityManager, reviewId: number): Promise<number> {
    const [, count] = (await manager.query(`UPDATE review_reports SET resolved_at = now() WHERE review_id = $1 AND resolved_at IS NULL`, [
      reviewId,
    ])) as [unknown[], number];
    return count;
  }
}
