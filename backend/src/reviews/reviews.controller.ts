import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ProviderIdPipe } from '../providers/provider-id.pipe';
import {
  CanReviewDto,
  CanReviewResponseDto,
  CreateReviewDto,
  ListReviewsQueryDto,
  RatingStatsDto,
  ReviewDto,
  ReviewPageDto,
} from './dto/review.dto';
import { REVIEW_RATE_LIMITS } from './review-rules';
import { ReviewsService } from './reviews.service';

const NOT_FOUND = { type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" };

@ApiTags('reviews')
@Controller('providers/:id')
@ApiParam({ name: 'id', type: Number, description: 'Provider id' })
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('can-review')
  @HttpCode(200)
  @Throttle(REVIEW_RATE_LIMITS.canReview)
  @ApiOperation({ operationId: 'reviewsCanReview', summary: 'Whether this e-mail may review the provider (Gmail, once, not a demo provider)' })
  @ApiOkResponse({ type: CanReviewResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  canReview(@Param('id', ProviderIdPipe) id: number, @Body() dto: CanReviewDto): Promise<CanReviewResponseDto> {
    return this.reviews.canReview(id, dto.email);
  }

  @Post('reviews')
  @Throttle(REVIEW_RATE_LIMITS.create)
  @ApiOperation({ operationId: 'reviewsCreate', summary: 'Add a review (the can-review rules are enforced again)' })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, or the reason why this e-mail may not review' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  create(@Param('id', ProviderIdPipe) id: number, @Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(id, dto);
  }

  @Get('reviews')
  @ApiOperation({ operationId: 'reviewsList', summary: "A provider's reviews, newest first (never the reviewers' e-mails)" })
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  list(@Param('id', ProviderIdPipe) id: number, @Query() query: ListReviewsQueryDto): Promise<ReviewPageDto> {
    return this.reviews.list(id, query);
  }

  @Get('rating-stats')
  @ApiOperation({ operationId: 'reviewsRatingStats', summary: 'Review count, average, distribution per star and category averages' })
  @ApiOkResponse({ type: RatingStatsDto })
  @ApiNotFoundResponse(NOT_FOUND)
  ratingStats(@Param('id', ProviderIdPipe) id: number): Promise<RatingStatsDto> {
    return this.reviews.ratingStats(id);
  }
}
