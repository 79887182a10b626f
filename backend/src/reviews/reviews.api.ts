/**
 * The public surface of `reviews/`. Reviews and their moderation: what other modules may use.
 * Other modules import from this file (and `reviews.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { AdminReviewPageDto, AdminReviewsQueryDto, ModerateReviewDto } from './dto/review-moderation.dto';
export type { RatingStatsDto, ReviewDto } from './dto/review.dto';
export { REVIEW_NOT_FOUND } from './review-moderation-rules';
export type { ReviewPublished } from './review-events';
export { ReviewModerationService } from './review-moderation.service';
export type { ModerationDecision } from './review-moderation.service';
export { ReviewsService } from './reviews.service';
