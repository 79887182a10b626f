import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { EventsService } from './events.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** The stream stays open: the handler hands the response to EventsService and returns. */
  @Get()
  @SkipThrottle()
  @ApiCookieAuth()
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({
    operationId: 'eventsStream',
    summary:
      "The signed-in user's live events (server-sent events: `retry: 5000`, a heartbeat comment every 25 s). Each event is " +
      '`event: <type>` with `data: {type, requestId?, offerId?, conversationId?}` (ids only; the client refetches). ' +
      "Types: offer.created, offer.updated, message.created, conversation.read. Use with EventSource('/api/events').",
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
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" })
  stream(@Req() request: FastifyRequest, @Res() response: FastifyReply): void {
    this.events.openStream(request, response);
  }
}
