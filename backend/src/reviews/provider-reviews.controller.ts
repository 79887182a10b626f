import { Body, Controller, Delete, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthenticatedGuard, Viewer } from '../auth/auth.api';
import { PositiveIdPipe } from '../providers/providers.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ReviewDto, ReviewReplyBodyDto } from './dto/review.dto';
import { REPLY_MESSAGES, ReviewRepliesService } from './review-replies.service';

const reviewId = new PositiveIdPipe(REPLY_MESSAGES.notFound);

/** The reviewed provider's public reply to a review of its profile. */
@ApiTags('reviews')
@ApiCookieAuth()
@UseGuards(AuthenticatedGuard)
@Controller('provider/reviews/:id/reply')
@ApiParam({ name: 'id', type: Number, description: 'Review id' })
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a provider, or another provider’s review' })
@ApiNotFoundResponse({ type: ApiErrorDto, description: "'Hodnocení nenalezeno' (also an unpublished review)" })
export class ProviderReviewsController {
  constructor(private readonly replies: ReviewRepliesService) {}

  @Put()
  @ApiOperation({
    operationId: 'reviewsReply',
    summary: "Write or edit the provider's one public reply to a review of its profile (the reviewer is mailed a link to the first)",
    description:
      'Signed-in providers only, for published reviews of their own profile. The reply appears under the review at once; the first ' +
      'reply (not an edit) mails the reviewer a link to it.',
  })
  @ApiOkResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  reply(@Viewer() viewer: Viewer, @Param('id', reviewId) id: number, @Body() dto: ReviewReplyBodyDto): Promise<ReviewDto> {
    return this.replies.reply(viewer.provider, id, dto.text);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'reviewsDeleteReply',
    summary: "Delete the provider's reply to a review of its profile",
    description: 'Signed-in providers only, for reviews of their own profile. The review stays; only the reply disappears.',
  })
  @ApiNoContentResponse()
  async removeReply(@Viewer() viewer: Viewer, @Param('id', reviewId) id: number): Promise<void> {
    await this.replies.removeReply(viewer.provider, id);
  }
}
