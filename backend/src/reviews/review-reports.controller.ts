import { Body, Controller, Ip, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { Viewer } from '../auth/auth.api';
import { PositiveIdPipe } from '../providers/providers.api';
import { ReportReviewDto, ReviewReportedDto } from './dto/review-moderation.dto';
import { REVIEW_NOT_FOUND, REVIEW_REPORT_RATE_LIMIT } from './review-moderation-rules';
import { ReviewModerationService } from './review-moderation.service';

const reviewId = new PositiveIdPipe(REVIEW_NOT_FOUND);

@ApiTags('reviews')
@Controller('reviews/:id/reports')
@ApiParam({ name: 'id', type: Number, description: 'Review id' })
export class ReviewReportsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Post()
  @Throttle(REVIEW_REPORT_RATE_LIMIT)
  @ApiOperation({
    operationId: 'reviewsReport',
    summary: "Report a published review to the admins (once per account or address; the reviewed provider's report is marked)",
    description:
      'Open to visitors and signed-in users. Stores a report for the admins\' moderation queue; the review stays published until an ' +
      'admin hides it. Rate limited to 5 reports an hour per client.',
  })
  @ApiCreatedResponse({ type: ReviewReportedDto, description: "'Děkujeme, hodnocení prověříme'" })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REVIEW_NOT_FOUND}' (unknown or not published)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Toto hodnocení jste už nahlásili'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  report(
    @Param('id', reviewId) id: number,
    @Body() dto: ReportReviewDto,
    @Viewer() viewer: Viewer,
    @Ip() address: string,
  ): Promise<ReviewReportedDto> {
    return this.moderation.report(id, dto, viewer, address);
  }
}
