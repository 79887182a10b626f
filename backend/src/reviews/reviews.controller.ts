import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Viewer } from '../auth/auth.api';
import { ProviderIdPipe } from '../providers/providers.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import {
  CanReviewResponseDto,
  ConfirmReviewDto,
  CreateReviewDto,
  ListReviewsQueryDto,
  RatingStatsDto,
  ReviewConfirmedDto,
  ReviewPageDto,
  ReviewSubmittedDto,
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
  @ApiOperation({
    operationId: 'reviewsCanReview',
    summary: 'Whether the provider can be reviewed at all (not a demo provider); nothing about any e-mail address',
  })
  @ApiOkResponse({ type: CanReviewResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  canReview(@Param('id', ProviderIdPipe) id: number): Promise<CanReviewResponseDto> {
    return this.reviews.canReview(id);
  }

  @Post('reviews')
  @Throttle(REVIEW_RATE_LIMITS.create)
  @ApiOperation({
    operationId: 'reviewsCreate',
    summary:
      'Write a review: stored pending and a confirmation link e-mailed (published once opened); a signed-in author with that verified e-mail publishes at once',
  })
  @ApiCreatedResponse({ type: ReviewSubmittedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, not a Gmail address, a demo provider' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  create(
    @Param('id', ProviderIdPipe) id: number,
    @Body() dto: CreateReviewDto,
    @Viewer() viewer: Viewer,
  ): Promise<ReviewSubmittedDto> {
    return this.reviews.create(id, dto, viewer.user ?? undefined);
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

@ApiTags('reviews')
@Controller('reviews')
export class ReviewLinksController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('confirm')
  @HttpCode(200)
  @Throttle(REVIEW_RATE_LIMITS.confirm)
  @ApiOperation({ operationId: 'reviewsConfirm', summary: "Publish a review with its e-mailed link's token (the review page /hodnoceni/potvrdit)" })
  @ApiOkResponse({ type: ReviewConfirmedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An unknown link' })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'A used or expired link' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Z tohoto emailu už bylo hodnocení přidáno' (the pending review is dropped)" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  confirm(@Body() dto: ConfirmReviewDto): Promise<ReviewConfirmedDto> {
    return this.reviews.confirm(dto.token);
  }
}
