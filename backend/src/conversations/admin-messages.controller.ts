import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_NOT_FOUND } from '../requests/requests.api';
import { AdminOnly, ApiTokenScope, Viewer } from '../auth/auth.api';
import { ApiErrorDto, MessageResponseDto } from '../common/http/api-error.dto';
import { CONVERSATION_MESSAGES } from './conversation-rules';
import { ConversationThreadDto } from './dto/conversation.dto';
import {
  AdminMessageReportsQueryDto,
  MessageReportPageDto,
  MessagingBlockDto,
  MessagingBlockStatusDto,
  RequestMessagingBlockDto,
  RequestMessagingBlockStatusDto,
  ResolveMessageReportDto,
} from './dto/message-report.dto';
import { MessagingAdminService } from './messaging-admin.service';

const reportId = new PositiveIdPipe(CONVERSATION_MESSAGES.reportNotFound);
const conversationId = new PositiveIdPipe(CONVERSATION_MESSAGES.notFound);
const userId = new PositiveIdPipe(CONVERSATION_MESSAGES.userNotFound);
const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);

/** The admin panel's 'Zprávy' tab: reported messages, their conversations, dismiss or block. Every change is audited. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminMessagesController {
  constructor(private readonly admin: MessagingAdminService) {}

  @Get('message-reports')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminMessageReports',
    summary: 'Reported messages (open or resolved), newest first, with the message and its sender',
    description: "Admins only (the panel's Zprávy tab). Paged; filtered by open or resolved.",
  })
  @ApiOkResponse({ type: MessageReportPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  reports(@Query() query: AdminMessageReportsQueryDto): Promise<MessageReportPageDto> {
    return this.admin.reports(query);
  }

  @Get('conversations/:id/messages')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({
    operationId: 'adminConversationMessages',
    summary: 'Every message of a conversation that has a report',
    description: 'Admins only, and only for conversations with at least one report (others answer 404): the context a moderator needs.',
  })
  @ApiOkResponse({ type: ConversationThreadDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.notFound}' (unknown, or no report in it)` })
  conversation(@Param('id', conversationId) id: number): Promise<ConversationThreadDto> {
    return this.admin.conversation(id);
  }

  @Post('message-reports/:id/resolve')
  @HttpCode(200)
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({
    operationId: 'adminResolveMessageReport',
    summary:
      "Resolve a report: dismiss it, or block the message's sender (with a reason): its account, or for a couple without one " +
      "the request's manage link and (unless mailbox is false) the mailbox the request came from; the message's other open reports close too",
    description: 'Admins only. The decision is audit-logged; a blocked sender can no longer send messages or offers until unblocked.',
  })
  @ApiOkResponse({
    type: MessageResponseDto,
    description: `'${CONVERSATION_MESSAGES.dismissed}' or '${CONVERSATION_MESSAGES.senderBlocked}'`,
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${CONVERSATION_MESSAGES.blockReasonRequired}', '${CONVERSATION_MESSAGES.noSenderAccount}'`,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.reportNotFound}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.reportResolved}'` })
  resolve(
    @Viewer() viewer: Viewer,
    @Param('id', reportId) id: number,
    @Body() dto: ResolveMessageReportDto,
  ): Promise<MessageResponseDto> {
    return this.admin.resolve(viewer.user!, id, dto);
  }

  @Put('users/:id/messaging-block')
  @ApiParam({ name: 'id', type: Number, description: 'User id' })
  @ApiOperation({
    operationId: 'adminSetMessagingBlock',
    summary: 'Block (reason required) or unblock an account from sending messages and offers',
    description: 'Admins only. Takes effect at once and is audit-logged; the account can still sign in and read.',
  })
  @ApiOkResponse({ type: MessagingBlockStatusDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.blockReasonRequired}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.userNotFound}'` })
  setBlock(
    @Viewer() viewer: Viewer,
    @Param('id', userId) id: number,
    @Body() dto: MessagingBlockDto,
  ): Promise<MessagingBlockStatusDto> {
    return this.admin.setBlock(viewer.user!, id, dto);
  }

  @Put('service-requests/:id/messaging-block')
  @ApiParam({ name: 'id', type: Number, description: 'Request id' })
  @ApiOperation({
    operationId: 'adminSetRequestMessagingBlock',
    summary:
      "Block (reason required) or unblock a couple without an account: the request's manage link posts no messages, and with " +
      'mailbox (the default) neither does any request from the same mailbox (its mailbox key)',
    description: 'Admins only. Takes effect at once and is audit-logged.',
  })
  @ApiOkResponse({ type: RequestMessagingBlockStatusDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.blockReasonRequired}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  setRequestBlock(
    @Viewer() viewer: Viewer,
    @Param('id', requestId) id: number,
    @Body() dto: RequestMessagingBlockDto,
  ): Promise<RequestMessagingBlockStatusDto> {
    return this.admin.setRequestBlock(viewer.user!, id, dto);
  }
}
