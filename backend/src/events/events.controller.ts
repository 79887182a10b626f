import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { EVENT_STREAM_MESSAGES, EventsService } from './events.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** The stream stays open: the handler hands the response to EventsService and returns. */
  @Get()
  @SkipThrottle()
  @SignedIn()
  @ApiOperation({
    operationId: 'eventsStream',
    summary:
      "The signed-in user's live events (server-sent events: `retry: 5000`, a heartbeat comment every 25 s). Each event is " +
      '`event: <type>` with `data: {type, requestId?, offerId?, conversationId?, bookingId?}` (ids only; the client refetches). ' +
      "Types: offer.created, offer.updated, message.created, conversation.read, booking.updated. Use with EventSource('/api/events'). " +
      'An instance holds a limited number of streams per client address (EVENT_STREAMS_PER_ADDRESS) and in all (EVENT_STREAMS_MAX).',
    description:
      'Signed-in users only (couples and providers): an endless stream of the events of their own requests, offers, conversations and ' +
      'bookings. Not counted by the rate limit.',
  })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: `'${EVENT_STREAM_MESSAGES.tooManyFromAddress}': the client address holds its cap of streams; with Retry-After`,
  })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: `'${EVENT_STREAM_MESSAGES.instanceFull}': the instance holds its cap of streams; with Retry-After`,
  })
  @ApiOkResponse({
    description: 'An endless text/event-stream',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          example: 'retry: 5000\n\nevent: message.created\ndata: {"type":"message.created","conversationId":7}\n\n',
        },
      },
    },
  })
  stream(@Req() request: FastifyRequest, @Res() response: FastifyReply): void {
    this.events.openStream(request, response);
  }
}
