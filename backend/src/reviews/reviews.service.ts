import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PROVIDER_NOT_FOUND } from '../providers/provider-constants';
import { ProvidersService } from '../providers/providers.service';
import { CanReviewResponseDto, CreateReviewDto, ListReviewsQueryDto, RatingStatsDto, ReviewDto, ReviewPageDto } from './dto/review.dto';
import { REVIEW_PAGE_SIZE_DEFAULT, REVIEW_REASONS, reviewerDisplayName, isGmailAddress } from './review-rules';
import { RatingStatsRow, ReviewRow, ReviewsRepository, type ReviewExportRecord } from './reviews.repository';

@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
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
      const row = await this.reviews.insert({
        providerId,
        email: dto.email.toLowerCase(),
        reviewerName: dto.reviewerName?.trim() || null,
        overallRating: dto.overallRating,
        communicationRating: dto.communicationRating ?? null,
        qualityRating: dto.qualityRating ?? null,
        timingRating: dto.timingRating ?? null,
        valueRating: dto.valueRating ?? null,
        reviewText: dto.reviewText ?? '',
      });
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
    const { rows, total } = await this.reviews.page(providerId, page, pageSize);
    return { items: rows.map((row) => this.toDto(row)), total, page, pageSize };
  }

  /**
   * Count, average, distribution and category averages in one query (404 for an unknown provider:
   * asked of the Providers module only when there are no reviews, which a provider's foreign key
   * otherwise proves).
   */
  async ratingStats(providerId: number): Promise<RatingStatsDto> {
    const row = await this.reviews.ratingStats(providerId);
    if (row.total === 0) await this.requireProvider(providerId);
    return toRatingStatsDto(row);
  }

  /** How many reviews the provider has (for the record of a delete). */
  countOf(manager: EntityManager, providerId: number): Promise<number> {
    return this.reviews.countOf(manager, providerId);
  }

  /** An account's reviews for its data export: written from its (proven) e-mail, and received as the provider. */
  exportOf(email: string | null, providerId: number | null): Promise<{ written: ReviewExportRecord[]; received: ReviewExportRecord[] }> {
    return this.reviews.exportOf(email, providerId);
  }

  /** The account's deletion: the reviews written from its (proven) e-mail go, in the caller's transaction. */
  deleteWrittenBy(manager: EntityManager, email: string): Promise<number> {
    return this.reviews.deleteWrittenBy(manager, email);
  }

  /** The first rule the e-mail breaks for this provider, or null. */
  private async refusal(providerId: number, email: string): Promise<string | null> {
    const provider = await this.requireProvider(providerId);
    if (provider.isDemo) return REVIEW_REASONS.demoProvider;
    if (!isGmailAddress(email)) return REVIEW_REASONS.notGmail;
    return (await this.reviews.exists(providerId, email.toLowerCase())) ? REVIEW_REASONS.alreadyReviewed : null;
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
}

function toRatingStatsDto(row: RatingStatsRow): RatingStatsDto {
  return {
    totalReviews: row.total,
    averageRating: row.average ?? 0,
    ratingDistribution: { '1': row.r1, '2': row.r2, '3': row.r3, '4': row.r4, '5': row.r5 },
    categoryAverages: { communication: row.communication, quality: row.quality, timing: row.timing, value: row.value },
  };
}
