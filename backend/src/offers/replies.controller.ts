import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiTokenScope, ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_LIFECYCLE_MESSAGES, REQUEST_NOT_FOUND, REQUEST_RATE_LIMITS } from '../requests/requests.api';
import { ReplyToRequestDto, RequestRepliesDto, RequestRepliesQueryDto, RequestReplyDto } from './dto/request-reply.dto';
import { OFFER_MESSAGES, REPLY_MESSAGES } from './offer-rules';
import { RepliesService } from './replies.service';

const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);

/** One-tap answers on a request (issue 45): the provider answers or takes it back; the couple sees them. */
@ApiTags('offers')
@Controller('service-requests')
@ApiParam({ name: 'id', type: Number, description: 'Request id' })
export class RequestRepliesController {
  constructor(private readonly replies: RepliesService) {}

  @Post(':id/replies')
  @ApiTokenScope('offers:write')
  @ProviderOnly(`'Tato akce je jen pro dodavatele'; a question: '${REPLY_MESSAGES.questionNotSubscribed}', '${OFFER_MESSAGES.blocked}'`)
  @ApiOperation({
    operationId: 'replyToRequest',
    summary: "A provider answers an active request with one tap: 'unavailable', 'not_fit' (optionally why) or 'question'",
    description:
      "Signed-in providers only, on active requests in their categories and areas. 'unavailable' sets the wedding day busy in the " +
      "provider's calendar unless it is already; 'unavailable' and 'not_fit' take " +
      "the request out of the provider's list (undo within 10 s). 'question' needs an active subscription and opens the " +
      "conversation with the couple with Svatby's notice and the question. The couple sees the answers without contacts.",
  })
  @ApiCreatedResponse({ type: RequestReplyDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: `'${REPLY_MESSAGES.alreadyReplied}', '${REPLY_MESSAGES.offerSent}' or '${REPLY_MESSAGES.requestNotOpen}'`,
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More answers from one account than the hourly limit' })
  reply(@Param('id', requestId) id: number, @Body() dto: ReplyToRequestDto, @Viewer() viewer: Viewer): Promise<RequestReplyDto> {
    return this.replies.reply(id, dto, viewer);
  }

  @Delete(':id/replies/mine')
  @ApiTokenScope('offers:write')
  @HttpCode(204)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'undoReply',
    summary: "The provider takes back its 'unavailable' or 'not_fit' within 10 seconds (and the calendar mark it made)",
    description:
      "Signed-in providers only, their own answer. The request returns to the provider's list and a busy day the answer set is " +
      "cleared.",
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REPLY_MESSAGES.notFound}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${REPLY_MESSAGES.undoExpired}' (later than 10 s, or a question)` })
  undo(@Param('id', requestId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.replies.undo(id, viewer);
  }

  @Get(':id/replies')
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'listRequestReplies',
    summary: "The answers on the request besides the offers, for its couple (signed-in owner, an admin, or the manage link's token)",
    description: "Counts per kind and each answer's company name, newest first; never the providers' contacts.",
  })
  @ApiOkResponse({ type: RequestRepliesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Neither a session nor a token' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}' (also someone else's request, or another request's link)` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  list(@Param('id', requestId) id: number, @Query() query: RequestRepliesQueryDto, @Viewer() viewer: Viewer): Promise<RequestRepliesDto> {
    return this.replies.forCouple(id, query.token, viewer.user ?? undefined);
  }
}
