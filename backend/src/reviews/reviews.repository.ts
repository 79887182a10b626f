import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReviewDto } from './dto/review.dto';

const REVIEW_COLUMNS = `id, reviewer_name AS "reviewerName", overall_rating AS "overallRating",
  communication_rating AS "communicationRating", quality_rating AS "qualityRating", timing_rating AS "timingRating",
  value_rating AS "valueRating", review_text AS "reviewText", created_at AS "createdAt"`;

export interface ReviewRow extends Omit<ReviewDto, 'reviewerName' | 'createdAt'> {
  reviewerName: string | null;
  createdAt: Date;
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
  FROM reviews WHERE provider_id = $1`;

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

  /** Stores the review; the unique (provider, e-mail) constraint and the provider's foreign key raise 23505 / 23503. */
  async insert(review: NewReview): Promise<ReviewRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, communication_rating, quality_rating,
         timing_rating, value_rating, review_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
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
      ],
    )) as ReviewRow[];
    return row;
  }

  /** A page of the provider's reviews, newest first, and their total. */
  async page(providerId: number, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE provider_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [providerId, pageSize, (page - 1) * pageSize],
      ) as Promise<ReviewRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM reviews WHERE provider_id = $1`, [providerId]) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total };
  }

  /** The provider's review figures (all zero / null without reviews). */
  async ratingStats(providerId: number): Promise<RatingStatsRow> {
    const [row] = (await this.dataSource.query(RATING_STATS_SQL, [providerId])) as RatingStatsRow[];
    return row;
  }

  /** Whether this (lower-case) e-mail has reviewed the provider. */
  async exists(providerId: number, email: string): Promise<boolean> {
    return ((await this.dataSource.query(`SELECT 1 FROM reviews WHERE provider_id = $1 AND email = $2`, [providerId, email])) as unknown[])
      .length > 0;
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
