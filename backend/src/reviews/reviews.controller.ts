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
  BookingReviewInvitationDto,
  BookingReviewTokenQueryDto,
  CanReviewDto,
  CanReviewResponseDto,
  ConfirmReviewDto,
  CreateBookingReviewDto,
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
    summary:
      "Whether this e-mail may review the provider: not a demo provider, and a Gmail address ('Hodnocení lze přidat pouze s účtem Gmail'), " +
      "or for a signed-in couple whose request this provider's accepted offer booked also its account's verified address (kind 'booking'). " +
      'Only rules of the provider, the session and the spelling: nothing stored about any mailbox changes the answer',
    description: 'Open to visitors and signed-in users; nothing is stored. Rate limited to 30 checks a minute per client address.',
  })
  @ApiOkResponse({ type: CanReviewResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An invalid e-mail' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  canReview(
    @Param('id', ProviderIdPipe) id: number,
    @Body() dto: CanReviewDto,
    @Viewer() viewer: Viewer,
  ): Promise<CanReviewResponseDto> {
    return this.reviews.canReview(id, dto.email, viewer.user ?? undefined);
  }

  @Post('reviews')
  @Throttle(REVIEW_RATE_LIMITS.create)
  @ApiOperation({
    operationId: 'reviewsCreate',
    summary:
      'Write a review: stored pending and a confirmation link e-mailed (published once opened); a signed-in author with that verified e-mail publishes at once',
    description:
      'Open to visitors and signed-in users. The confirmation mail carries no text from the form; an unconfirmed review is deleted ' +
      'when its link expires. Rate limited per client address and per mailbox.',
  })
  @ApiCreatedResponse({ type: ReviewSubmittedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "Invalid input (a quoted local part too), not a Gmail address (nor a booked couple's account address), a demo provider" })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'More than 5 reviews per 10 minutes from one address; 3 confirmation links a day to one mailbox (across providers; Gmail dots, +tags and googlemail.com are one mailbox)',
  })
  create(
    @Param('id', ProviderIdPipe) id: number,
    @Body() dto: CreateReviewDto,
    @Viewer() viewer: Viewer,
  ): Promise<ReviewSubmittedDto> {
    return this.reviews.create(id, dto, viewer.user ?? undefined);
  }

  @Get('reviews')
  @ApiOperation({
    operationId: 'reviewsList',
    summary: "A provider's reviews, newest first (never the reviewers' e-mails)",
    description: 'Open to anyone: published reviews only (hidden and pending ones never), with the provider\'s replies. Paged.',
  })
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  list(@Param('id', ProviderIdPipe) id: number, @Query() query: ListReviewsQueryDto): Promise<ReviewPageDto> {
    return this.reviews.list(id, query);
  }

  @Get('rating-stats')
  @ApiOperation({
    operationId: 'reviewsRatingStats',
    summary: 'Review count, average, distribution per star and category averages',
    description: "Open to anyone: computed from the provider's published reviews only.",
  })
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
  @ApiOperation({
    operationId: 'reviewsConfirm',
    summary: "Publish a review with its e-mailed link's token (the review page /hodnoceni/potvrdit)",
    description:
      "Anyone holding the link (no session needed). The link is single use; the review is published and counted in the provider's " +
      "rating at once. Rate limited to 20 tries per 10 minutes.",
  })
  @ApiOkResponse({ type: ReviewConfirmedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An unknown link' })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'A used or expired link' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Z tohoto emailu už bylo hodnocení přidáno' (the pending review is dropped)" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  confirm(@Body() dto: ConfirmReviewDto): Promise<ReviewConfirmedDto> {
    return this.reviews.confirm(dto.token);
  }

  @Get('booking-invitation')
  @Throttle(REVIEW_RATE_LIMITS.confirm)
  @ApiOperation({
    operationId: 'reviewsBookingInvitation',
    summary: "What the review form shows for a booking's review link (mailed to the couple three days after the wedding): the provider and the couple's name",
    description: 'Anyone holding the link (no session needed); nothing changes. Rate limited to 20 reads per 10 minutes.',
  })
  @ApiOkResponse({ type: BookingReviewInvitationDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Odkaz k hodnocení rezervace je neplatný' (a malformed token)" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Odkaz k hodnocení rezervace je neplatný nebo vypršel.' (unknown or older than 60 days)" })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'K této rezervaci už bylo hodnocení přidáno.'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  bookingInvitation(@Query() query: BookingReviewTokenQueryDto): Promise<BookingReviewInvitationDto> {
    return this.reviews.bookingInvitation(query.token);
  }

  @Post('booking')
  @Throttle(REVIEW_RATE_LIMITS.create)
  @ApiOperation({
    operationId: 'reviewsCreateFromBooking',
    summary:
      "Write a review through a booking's review link: published at once (the link proved the couple's mailbox) and marked 'Ověřená rezervace'; one per booking",
    description:
      'Anyone holding the link (no session needed). The link is used up; rate limited to 5 reviews per 10 minutes per client address.',
  })
  @ApiCreatedResponse({ type: ReviewSubmittedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input or a malformed token' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Odkaz k hodnocení rezervace je neplatný nebo vypršel.'" })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: "'K této rezervaci už bylo hodnocení přidáno.'; 'Z tohoto emailu už bylo hodnocení přidáno' (the couple's mailbox reviewed the provider already)",
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  createFromBooking(@Body() dto: CreateBookingReviewDto): Promise<ReviewSubmittedDto> {
    return this.reviews.createFromBooking(dto);
  }
}
