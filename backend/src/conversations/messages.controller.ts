import { Body, Controller, Param, Post } from '@nestjs/common';
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
import { CONVERSATION_MESSAGES, MESSAGE_REPORT_RATE_LIMIT } from './conversation-rules';
import { ConversationsService } from './conversations.service';
import { MessageReportedDto, ReportMessageDto } from './dto/message-report.dto';
import { BigIdPipe } from './big-id.pipe';

const messageId = new BigIdPipe(CONVERSATION_MESSAGES.messageNotFound);

@ApiTags('conversations')
@Controller('messages')
export class MessagesController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post(':id/reports')
  @Throttle(MESSAGE_REPORT_RATE_LIMIT)
  @ApiParam({ name: 'id', type: Number, description: 'Message id' })
  @ApiOperation({
    operationId: 'messagesReport',
    summary:
      "Report a message of the other side to the admins (once per side); the couple signed in or by the manage link's token",
    description:
      "A participant of the message's conversation: the provider, the signed-in couple, or the couple by the manage link's token " +
      "(anyone else gets 404). Puts the message into the admins' report queue; rate limited to 20 reports an hour.",
  })
  @ApiCreatedResponse({ type: MessageReportedDto, description: `'${CONVERSATION_MESSAGES.reported}'` })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Validation, or '${CONVERSATION_MESSAGES.reportOwn}'` })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: `'${CONVERSATION_MESSAGES.messageNotFound}' (unknown, or not in the viewer's conversation)`,
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.alreadyReported}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  report(
    @Param('id', messageId) id: number,
    @Viewer() viewer: Viewer,
    @Body() dto: ReportMessageDto,
  ): Promise<MessageReportedDto> {
    return this.conversations.report(id, viewer, dto);
  }
}
