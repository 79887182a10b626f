import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PROVIDER_NOT_FOUND } from '../providers/provider-constants';
import { ProvidersService } from '../providers/providers.service';
import { CanReviewResponseDto, CreateReviewDto, ListReviewsQueryDto, RatingStatsDto, ReviewDto, ReviewPageDto } from './dto/review.dto';
import { ratingStatsQuery, RatingStatsRow, toRatingStatsDto } from './rating-stats.sql';
import { REVIEW_PAGE_SIZE_DEFAULT, REVIEW_REASONS, reviewerDisplayName, isGmailAddress } from './review-rules';

const REVIEW_COLUMNS = `id, reviewer_name AS "reviewerName", overall_rating AS "overallRating",
  communication_rating AS "communicationRating", quality_rating AS "qualityRating", timing_rating AS "timingRating",
  value_rating AS "valueRating", review_text AS "reviewText", created_at AS "createdAt"`;

interface ReviewRow extends Omit<ReviewDto, 'reviewerName' | 'createdAt'> {
  reviewerName: string | null;
  createdAt: Date;
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
  ) {}

  /** Whether this e-mail may review the provider, with the Czech reason when it may not. */
  async canReview(providerId: number, email: string): Promise<CanReviewResponseDto> {
    const reason = await this.refusal(providerId, email);
    return reason ? { canReview: false, reason } : { canReview: true };
  }

  /** Stores a review after the same checks as canReview; one review per e-mail and provider. */
  async create(providerId: number, dto: CreateReviewDto): Promise<ReviewDto> {
    const reason = await this.refusal(providerId, dto.email);
    if (reason) throw new BadRequestException(reason);
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO reviews (provider_id, email, reviewer_name, overall_rating, communication_rating, quality_rating,
           timing_rating, value_rating, review_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING ${REVIEW_COLUMNS}`,
        [
          providerId,
          dto.email.toLowerCase(),
          dto.reviewerName?.trim() || null,
          dto.overallRating,
          dto.communicationRating ?? null,
          dto.qualityRating ?? null,
          dto.timingRating ?? null,
          dto.valueRating ?? null,
          dto.reviewText ?? '',
        ],
      )) as ReviewRow[];
      return this.toDto(row);
    } catch (error) {
      // The same address twice at the same moment: the unique constraint decides.
      if ((error as { code?: string }).code === '23505') throw new BadRequestException(REVIEW_REASONS.alreadyReviewed);
      // The provider was deleted between the check and the insert.
      if ((error as { code?: string }).code === '23503') throw new NotFoundException(PROVIDER_NOT_FOUND);
      throw error;
    }
  }

  /** A provider's reviews, newest first. */
  async list(providerId: number, query: ListReviewsQueryDto): Promise<ReviewPageDto> {
    await this.requireProvider(providerId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? REVIEW_PAGE_SIZE_DEFAULT;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE provider_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [providerId, pageSize, (page - 1) * pageSize],
      ) as Promise<ReviewRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM reviews WHERE provider_id = $1`, [providerId]) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { items: rows.map((row) => this.toDto(row)), total, page, pageSize };
  }

  /** Count, average, distribution and category averages in one query (404 for an unknown provider). */
  async ratingStats(providerId: number): Promise<RatingStatsDto> {
    const stats = ratingStatsQuery(providerId);
    const [row] = (await this.dataSource.query(stats.text, stats.values)) as RatingStatsRow[];
    if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return toRatingStatsDto(row);
  }

  /** The first rule the e-mail breaks for this provider, or null. */
  private async refusal(providerId: number, email: string): Promise<string | null> {
    const provider = await this.requireProvider(providerId);
    if (provider.isDemo) return REVIEW_REASONS.demoProvider;
    if (!isGmailAddress(email)) return REVIEW_REASONS.notGmail;
    const existing = (await this.dataSource.query(`SELECT 1 FROM reviews WHERE provider_id = $1 AND email = $2`, [
      providerId,
      email.toLowerCase(),
    ])) as unknown[];
    return existing.length ? REVIEW_REASONS.alreadyReviewed : null;
  }

  private async requireProvider(providerId: number): Promise<{ id: number; isDemo: boolean }> {
    const provider = await this.providers.findBasic(providerId);
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return provider;
  }

  private toDto(row: ReviewRow): ReviewDto {
    return {
      id: row.id,
      reviewerName: reviewerDisplayName(row.reviewerName),
      overallRating: row.overallRating,
      communicationRating: row.communicationRating,
      qualityRating: row.qualityRating,
      timingRating: row.timingRating,
      valueRating: row.valueRating,
      reviewText: row.reviewText,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** How many reviews the provider has (for the record of a delete). */
  async countOf(manager: EntityManager, providerId: number): Promise<number> {
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [providerId])) as Array<{
      count: number;
    }>;
    return count;
  }
}

