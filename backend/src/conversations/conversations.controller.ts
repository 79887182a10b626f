import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiTokenScope, SignedIn, Viewer } from '../auth/auth.api';
import { PositiveIdPipe } from '../providers/providers.api';
import { AttachmentUploadInterceptor } from './attachment-upload.interceptor';
import { ATTACHMENT_TYPES, CONVERSATION_MESSAGES, QUESTION_RATE_LIMIT } from './conversation-rules';
import { ConversationsService } from './conversations.service';
import {
  ConversationListQueryDto,
  ConversationPageDto,
  ConversationSummaryDto,
  ConversationThreadDto,
  MarkReadDto,
  MessageDto,
  MessagingSettingsDto,
  SendMessageFieldsDto,
  SendMessageFormDto,
  StartConversationDto,
  ThreadQueryDto,
  TokenQueryDto,
  UnreadCountDto,
} from './dto/conversation.dto';

const conversationId = new PositiveIdPipe(CONVERSATION_MESSAGES.notFound);
const attachmentId = new PositiveIdPipe(CONVERSATION_MESSAGES.attachmentNotFound);
const NOT_FOUND = `'${CONVERSATION_MESSAGES.notFound}': unknown, or the viewer is neither side (admins read through the admin endpoint)`;
const BAD_LINK = "A manage-link token that is unknown ('Neplatný odkaz…', 400) or expired (410)";

type UploadedFile = { buffer: Buffer; originalname: string; size: number };

/**
 * Conversations between a couple and a provider (issue 19): the inbox, a thread, sending (with
 * attachments), read state, the private attachments, questions from the portfolio and the
 * messaging settings. The couple's side acts signed in or through its request's manage link (token).
 */
@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ApiTokenScope('messages:read')
  @SignedIn()
  @ApiOperation({
    operationId: 'conversationsList',
    summary: "The viewer's threads on both sides, newest activity first, paged",
    description:
      'Any signed-in account: the threads where it is the couple or the provider, each with its counterpart, last message and unread ' +
      'count.',
  })
  @ApiOkResponse({ type: ConversationPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  list(@Viewer() viewer: Viewer, @Query() query: ConversationListQueryDto): Promise<ConversationPageDto> {
    return this.conversations.list(viewer, query.page, query.pageSize);
  }

  @Get('unread')
  @ApiTokenScope('messages:read')
  @SignedIn()
  @ApiOperation({
    operationId: 'conversationsUnread',
    summary: 'Unread messages and threads of the viewer (the navbar badge)',
    description: 'Any signed-in account, its own counts on both sides.',
  })
  @ApiOkResponse({ type: UnreadCountDto })
  unread(@Viewer() viewer: Viewer): Promise<UnreadCountDto> {
    return this.conversations.unreadCounts(viewer);
  }

  @Post()
  @SignedIn()
  @Throttle(QUESTION_RATE_LIMIT)
  @ApiOperation({
    operationId: 'conversationsStart',
    summary: 'Ask a listed provider a question from the portfolio (continues the existing question thread with that provider)',
    description:
      'Any signed-in account except the provider itself. The provider is told live and, unless it turned message e-mails off, mailed. ' +
      'Rate limited to 60 questions an hour.',
  })
  @ApiCreatedResponse({ type: ConversationSummaryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Validation, or '${CONVERSATION_MESSAGES.ownProfile}'` })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.blocked}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.providerNotFound}' (unknown or not listed)` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  start(@Viewer() viewer: Viewer, @Body() dto: StartConversationDto): Promise<ConversationSummaryDto> {
    return this.conversations.startQuestion(viewer, dto);
  }

  @Get('settings')
  @SignedIn()
  @ApiOperation({
    operationId: 'messagingSettings',
    summary: "The viewer's messaging settings",
    description: 'Any signed-in account, its own settings.',
  })
  @ApiOkResponse({ type: MessagingSettingsDto })
  settings(@Viewer() viewer: Viewer): Promise<MessagingSettingsDto> {
    return this.conversations.settings(viewer.user!.id);
  }

  @Put('settings')
  @SignedIn()
  @ApiOperation({
    operationId: 'messagingUpdateSettings',
    summary: 'Turn message e-mails on or off',
    description: 'Any signed-in account, its own settings; live events and push notifications are not affected.',
  })
  @ApiOkResponse({ type: MessagingSettingsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateSettings(@Viewer() viewer: Viewer, @Body() dto: MessagingSettingsDto): Promise<MessagingSettingsDto> {
    return this.conversations.updateSettings(viewer.user!.id, dto);
  }

  @Get(':id/messages')
  @ApiTokenScope('messages:read')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({
    operationId: 'conversationsMessages',
    summary: 'A thread: the conversation and its last 50 messages before `before`, oldest first (the two sides only)',
    description:
      "The thread's provider or couple (signed in, or the couple with the manage link's token); anyone else gets 404. Reading does not " +
      "mark the thread read.",
  })
  @ApiOkResponse({ type: ConversationThreadDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiGoneResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  thread(
    @Param('id', conversationId) id: number,
    @Viewer() viewer: Viewer,
    @Query() query: ThreadQueryDto,
  ): Promise<ConversationThreadDto> {
    return this.conversations.thread(id, viewer, query.token, query.before);
  }

  @Post(':id/messages')
  @ApiTokenScope('messages:write')
  @UseInterceptors(AttachmentUploadInterceptor())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SendMessageFormDto })
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({
    operationId: 'conversationsSend',
    summary:
      'Send a message (plain text, HTML stripped, up to 5000 characters; may be empty with files) with up to 3 attachments ' +
      '(PDF, JPEG, PNG, WebP by content, 10 MB each). Rate limited per account or manage link.',
    description:
      "The thread's provider or couple (signed in, or the couple with the manage link's token); anyone else gets 404. The other side " +
      "is told live and, unless it turned message e-mails off, mailed; a blocked sender gets 403.",
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${CONVERSATION_MESSAGES.emptyBody}', '${CONVERSATION_MESSAGES.bodyTooLong}', '${CONVERSATION_MESSAGES.tooManyFiles}', '${CONVERSATION_MESSAGES.fileType}'`,
  })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.blocked}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiGoneResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.fileTooLarge}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.rateLimited}'` })
  send(
    @Param('id', conversationId) id: number,
    @Viewer() viewer: Viewer,
    @Body() form: SendMessageFieldsDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<MessageDto> {
    return this.conversations.send(id, viewer, form, files ?? []);
  }

  @Post(':id/read')
  @ApiTokenScope('messages:write')
  @HttpCode(204)
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({
    operationId: 'conversationsMarkRead',
    summary: "Mark the thread read up to its latest message for the viewer's side",
    description:
      "The thread's provider or couple (signed in, or with the manage link's token); the other side sees the messages as read " +
      "(conversation.read).",
  })
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiGoneResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  async markRead(
    @Param('id', conversationId) id: number,
    @Viewer() viewer: Viewer,
    @Body() dto: MarkReadDto,
  ): Promise<void> {
    await this.conversations.markRead(id, viewer, dto.token);
  }

  @Get(':id/attachments/:attachmentId')
  @ApiTokenScope('messages:read')
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'attachmentId', type: Number })
  @ApiOperation({
    operationId: 'conversationsAttachment',
    summary: 'Download an attachment (the two sides; an admin when the conversation has a report)',
    description:
      "The thread's provider or couple (signed in, or with the manage link's token), or an admin for a reported conversation; anyone " +
      "else gets 404. Never cached.",
  })
  @ApiOkResponse({
    description: 'The file, as an attachment (nosniff, not cached)',
    content: Object.fromEntries(ATTACHMENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${CONVERSATION_MESSAGES.attachmentNotFound}', or ${NOT_FOUND}` })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_LINK })
  @ApiGoneResponse({ type: ApiErrorDto, description: BAD_LINK })
  async attachment(
    @Param('id', conversationId) id: number,
    @Param('attachmentId', attachmentId) fileId: number,
    @Viewer() viewer: Viewer,
    @Query() query: TokenQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.conversations.attachment(id, fileId, viewer, query.token);
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(file.sizeBytes))
      .header('Content-Disposition', file.contentDisposition)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(file.stream);
  }
}
