import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReviewDto } from './dto/review.dto';

const REVIEW_COLUMNS = `id, reviewer_name AS "reviewerName", overall_rating AS "overallRating",
  communication_rating AS "communicationRating", quality_rating AS "qualityRating", timing_rating AS "timingRating",
  value_rating AS "valueRating", review_text AS "reviewText", created_at AS "createdAt",
  reply_text AS "replyText", reply_created_at AS "replyCreatedAt", reply_updated_at AS "replyUpdatedAt", email_key AS "emailKey",
  verified_booking AS "verifiedBooking", booking_id AS "bookingId"`;

export interface ReviewRow extends Omit<ReviewDto, 'reviewerName' | 'createdAt' | 'reply' | 'verifiedCollaboration' | 'mark'> {
  reviewerName: string | null;
  /** The reviewer's mailbox (common/mailbox's key, stored by the database): never shown, matched against accepted offers' requests. */
  emailKey: string;
  /** Stored as written: a signed-in couple whose request the provider's accepted offer booked ("Ověřená spolupráce"). */
  verifiedBooking: boolean;
  /** Written through the booking's review link ("Ověřená rezervace"); null otherwise. */
  bookingId: number | null;
  createdAt: Date;
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
}

/** What a provider's reply needs to know of a review: whose it is, whether it is published, who wrote it. */
export interface ReplyTarget {
  providerId: number;
  status: string;
  email: string;
  hadReply: boolean;
}

export interface NewReview {
  providerId: number;
  /** Lower-case. */
  email: string;
  reviewerName: string | null;
  overallRating: number;
  communicationRating: number | null;
  qualityRating: number | null;
  timingRating: number | null;
  valueRating: number | null;
  reviewText: string;
  /** The couple account whose booking with the provider verifies the review; null: the visitors' Gmail rule. */
  bookingUserId: number | null;
  /** The booking whose review link it came through ("Ověřená rezervace"; one review per booking); null otherwise. */
  bookingId?: number | null;
}

/** One provider's review figures: count, average, the star distribution and the category averages. */
export interface RatingStatsRow {
  total: number;
  average: number | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
  communication: number | null;
  quality: number | null;
  timing: number | null;
  value: number | null;
}

const avg = (column: string) => `round(avg(${column}), 1)::float8`;
const stars = (level: number) => `count(*) FILTER (WHERE overall_rating = ${level})::int AS r${level}`;

/** Every figure in one aggregate over one provider's reviews, read through reviews_provider_created_idx. */
const RATING_STATS_SQL = `SELECT count(*)::int AS total, ${avg('overall_rating')} AS average,
    ${[1, 2, 3, 4, 5].map(stars).join(', ')},
    ${avg('communication_rating')} AS communication, ${avg('quality_rating')} AS quality,
    ${avg('timing_rating')} AS timing, ${avg('value_rating')} AS value
  FROM reviews WHERE provider_id = $1 AND status = 'confirmed'`;

/** A review as an account's data export lists it; `email` only on the reviews the account wrote. */
export interface ReviewExportRecord {
  id: number;
  providerId: number;
  email?: string;
  reviewerName: string | null;
  overallRating: number;
  communicationRating: number | null;
  qualityRating: number | null;
  timingRating: number | null;
  valueRating: number | null;
  reviewText: string;
  createdAt: Date;
}

/** The Reviews module's table: the only place that reads or writes reviews. */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores the review, pending or (a proven author) confirmed, in the caller's transaction; a second
   * confirmed review from one mailbox and the provider's foreign key raise 23505 / 23503.
   */
  async insert(manager: EntityManager, review: NewReview, confirmed: boolean): Promise<ReviewRow> {
    const [row] = (await manager.query(
      `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, communication_rating, quality_rating,
         timing_rating, value_rating, review_text, status, confirmed_at, verified_booking, booking_user_id, booking_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN 'confirmed' ELSE 'pending' END, CASE WHEN $10 THEN now() END,
               $11::int IS NOT NULL, $11, $12)
       RETURNING ${REVIEW_COLUMNS}`,
      [
        review.providerId,
        review.email,
        review.reviewerName,
        review.overallRating,
        review.communicationRating,
        review.qualityRating,
        review.timingRating,
        review.valueRating,
        review.reviewText,
        confirmed,
        review.bookingUserId,
        review.bookingId ?? null,
      ],
    )) as ReviewRow[];
    return row;
  }

  /**
   * Takes the mailbox's lock until the caller's transaction ends and counts its pending reviews of
   * the last 24 hours (reviews_pending_mailbox_idx): the confirmation mails it was sent that day.
   */
  async lockPendingOfMailbox(manager: EntityManager, key: string): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby:review-mailbox'), hashtext($1))`, [key]);
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM reviews WHERE email_key = $1 AND status = 'pending' AND created_at > now() - interval '1 day'`,
      [key],
    )) as Array<{ count: number }>;
    return count;
  }

  /** Stores a pending review's confirmation token (its SHA-256), in the caller's transaction. */
  async insertToken(manager: EntityManager, reviewId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.query(`INSERT INTO review_tokens (token_hash, review_id, expires_at) VALUES ($1, $2, $3)`, [tokenHash, reviewId, expiresAt]);
  }

  /**
   * Uses a confirmation token and confirms its review, in the caller's transaction: the review and
   * its provider, 'spent' for a used or expired token (or a review gone meanwhile), 'unknown'.
   * Confirming a second review of the provider from one mailbox raises 23505.
   */
  async confirmByToken(
    manager: EntityManager,
    tokenHash: string,
  ): Promise<{ state: 'confirmed'; providerId: number; review: ReviewRow } | { state: 'spent' | 'unknown' }> {
    const [tokens] = (await manager.query(
      `UPDATE review_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING review_id AS "reviewId"`,
      [tokenHash],
    )) as [Array<{ reviewId: number }>, number];
    if (tokens[0]) {
      const [rows] = (await manager.query(
        `UPDATE reviews SET status = 'confirmed', confirmed_at = now() WHERE id = $1 AND status = 'pending'
          RETURNING provider_id AS "providerId", ${REVIEW_COLUMNS}`,
        [tokens[0].reviewId],
      )) as [Array<ReviewRow & { providerId: number }>, number];
      if (rows[0]) {
        const { providerId, ...review } = rows[0];
        return { state: 'confirmed', providerId, review };
      }
    }
    const known = (await manager.query(`SELECT 1 FROM review_tokens WHERE token_hash = $1`, [tokenHash])) as unknown[];
    return { state: known.length > 0 ? 'spent' : 'unknown' };
  }

  /** The review a reply goes to, locked for the change (null when missing). */
  async lockReplyTarget(manager: EntityManager, reviewId: number): Promise<ReplyTarget | null> {
    const [row] = (await manager.query(
      `SELECT provider_id AS "providerId", status, email, reply_text IS NOT NULL AS "hadReply" FROM reviews WHERE id = $1 FOR UPDATE`,
      [reviewId],
    )) as ReplyTarget[];
    return row ?? null;
  }

  /** Sets (or with null removes) the review's reply, in the caller's transaction; the review as shown. */
  async setReply(manager: EntityManager, reviewId: number, text: string | null): Promise<ReviewRow> {
    const [rows] = (await manager.query(
      `UPDATE reviews
          SET reply_text = $2,
              reply_created_at = CASE WHEN $2::text IS NULL THEN NULL ELSE coalesce(reply_created_at, now()) END,
              reply_updated_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END
        WHERE id = $1
        RETURNING ${REVIEW_COLUMNS}`,
      [reviewId, text],
    )) as [ReviewRow[], number];
    return rows[0];
  }

  /** Whether a review was written through this booking's link (any status: one per booking). */
  async existsForBooking(bookingId: number): Promise<boolean> {
    return ((await this.dataSource.query(`SELECT 1 FROM reviews WHERE booking_id = $1`, [bookingId])) as unknown[]).length > 0;
  }

  /** Deletes the pending review of a confirmation token (a mailbox's second review of a provider). */
  async deleteByToken(tokenHash: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM reviews WHERE status = 'pending' AND id = (SELECT review_id FROM review_tokens WHERE token_hash = $1)`,
      [tokenHash],
    );
  }

  /** Deletes the pending reviews whose link has expired (older than `hours`); how many. */
  async deleteStalePending(hours: number): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM reviews WHERE status = 'pending' AND created_at < now() - make_interval(hours => $1)`,
      [hours],
    )) as [unknown[], number];
    return count;
  }

  /** A page of the provider's reviews, newest first, and their total. */
  async page(providerId: number, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.newest(providerId, pageSize, (page - 1) * pageSize),
      this.dataSource.query(`SELECT count(*)::int AS total FROM reviews WHERE provider_id = $1 AND status = 'confirmed'`, [providerId]) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total };
  }

  /** Confirmed reviews, newest first, `limit` of them from `offset`. */
  newest(providerId: number, limit: number, offset = 0): Promise<ReviewRow[]> {
    return this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE provider_id = $1 AND status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [providerId, limit, offset],
    ) as Promise<ReviewRow[]>;
  }

  /** The provider's review figures (all zero / null without reviews). */
  async ratingStats(providerId: number): Promise<RatingStatsRow> {
    const [row] = (await this.dataSource.query(RATING_STATS_SQL, [providerId])) as RatingStatsRow[];
    return row;
  }

  /**
   * For an account's data export: the reviews written from `email` (with it) and those about
   * `providerId`, whose reviewers' e-mails are theirs, not the account's, and stay out.
   */
  async exportOf(email: string | null, providerId: number | null): Promise<{ written: ReviewExportRecord[]; received: ReviewExportRecord[] }> {
    const columns = `id, provider_id AS "providerId", reviewer_name AS "reviewerName", overall_rating AS "overallRating",
      communication_rating AS "communicationRating", quality_rating AS "qualityRating", timing_rating AS "timingRating",
      value_rating AS "valueRating", review_text AS "reviewText", created_at AS "createdAt"`;
    const [written, received] = await Promise.all([
      email
        ? (this.dataSource.query(`SELECT ${columns}, email FROM reviews WHERE email = $1 ORDER BY created_at, id`, [email]) as Promise<
            ReviewExportRecord[]
          >)
        : [],
      providerId === null
        ? []
        : (this.dataSource.query(`SELECT ${columns} FROM reviews WHERE provider_id = $1 ORDER BY created_at, id`, [providerId]) as Promise<
            ReviewExportRecord[]
          >),
    ]);
    return { written, received };
  }

  /** Deletes the reviews written from the (lower-case) e-mail, in the caller's transaction; how many. */
  async deleteWrittenBy(manager: EntityManager, email: string): Promise<number> {
    const [, count] = (await manager.query(`DELETE FROM reviews WHERE email = $1`, [email])) as [unknown[], number];
    return count;
  }

  /** How many reviews the provider has, in the caller's transaction. */
  async countOf(manager: EntityManager, providerId: number): Promise<number> {
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [providerId])) as Array<{
      count: number;
    }>;
    return count;
  }
}
