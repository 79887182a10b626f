import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { Trim } from '../../common/validation/transforms';
import { BLOCK_REASON_MAX, CONVERSATION_MESSAGES, REPORT_NOTE_MAX } from '../conversation-rules';
import type { ConversationSide } from '../entities/conversation.entity';
import { MESSAGE_REPORT_REASONS, type MessageReportReason } from '../entities/message-report.entity';
import { CONVERSATION_SIDES, MessageDto, TOKEN_DESCRIPTION, TOKEN_MAX } from './conversation.dto';

/** POST /api/messages/{id}/reports. */
export class ReportMessageDto {
  @ApiProperty({
    enum: MESSAGE_REPORT_REASONS,
    enumName: 'MessageReportReason',
    example: 'spam',
    description: 'Why the message is reported.',
  })
  @IsIn(MESSAGE_REPORT_REASONS, { message: 'Vyberte důvod nahlášení' })
  reason: MessageReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_NOTE_MAX,
    example: 'Nabízí platbu mimo Svatby předem na cizí účet.',
    description: 'More detail for the admins (plain text); omit for none.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Poznámka musí být text' })
  @MaxLength(REPORT_NOTE_MAX, { message: `Poznámka může mít nejvýše ${REPORT_NOTE_MAX} znaků` })
  note?: string;

  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX, example: 'q3VbX9k2LmP0aZ7rTt4wYc' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;
}

export class MessageReportedDto {
  @ApiProperty({ example: CONVERSATION_MESSAGES.reported, description: 'A Czech confirmation to show the user.' })
  message: string;
}

export const MESSAGE_REPORT_STATUSES = ['open', 'resolved'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

/** GET /api/admin/message-reports. */
export class AdminMessageReportsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: MESSAGE_REPORT_STATUSES,
    enumName: 'MessageReportStatus',
    default: 'open',
    description: 'Only reports in this state (default open).',
  })
  @IsOptional()
  @IsIn(MESSAGE_REPORT_STATUSES, { message: 'Neplatný stav nahlášení' })
  status?: MessageReportStatus;
}

/**
 * What blocking the sender acts on: its account; for a couple without an account, the request's
 * manage link (and the mailbox the request came from); nothing for Svatby's notices or a deleted account.
 */
export const MESSAGE_SENDER_BLOCK_TARGETS = ['account', 'link'] as const;
export type MessageSenderBlockTarget = (typeof MESSAGE_SENDER_BLOCK_TARGETS)[number];

export class MessageSenderDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The sender's account id; null for a couple without an account or a deleted account.",
    example: 31,
  })
  userId: number | null;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The sender's name (a provider's company name or a couple's name)." })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'info@svetlo.cz', description: "The sender's e-mail; null when none is known." })
  email: string | null;

  @ApiProperty({
    description:
      'The sender may not send now: its account (messages and offers), or for a couple without an account ' +
      'its request link or mailbox.',
    example: false,
  })
  blocked: boolean;

  @ApiProperty({
    enum: MESSAGE_SENDER_BLOCK_TARGETS,
    enumName: 'MessageSenderBlockTarget',
    nullable: true,
    description:
      "What blocking acts on: 'account' (PUT /api/admin/users/{userId}/messaging-block), 'link' (a couple without an account: " +
      'PUT /api/admin/service-requests/{requestId}/messaging-block), null (nothing to block)',
  })
  blockTarget: MessageSenderBlockTarget | null;
}

export class MessageReportDto {
  @ApiProperty({ example: 5, description: "The report's id." })
  id: number;

  @ApiProperty({ enum: MESSAGE_REPORT_REASONS, enumName: 'MessageReportReason', description: 'Why the message was reported.' })
  reason: MessageReportReason;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Nabízí platbu mimo Svatby předem na cizí účet.',
    description: "The reporter's note; null when none.",
  })
  note: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-05-14T16:45:00.000Z',
    description: 'When it was reported (ISO date-time).',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When an admin resolved it (ISO date-time); null while open.',
  })
  resolvedAt: string | null;

  @ApiProperty({ enum: CONVERSATION_SIDES, enumName: 'ConversationSide', description: 'Which side of the conversation reported it.' })
  reporterSide: ConversationSide;

  @ApiProperty({ type: MessageDto, description: 'The reported message (mine and reportedByMe are false here).' })
  message: MessageDto;

  @ApiProperty({ example: 7, description: 'The conversation the message is in.' })
  conversationId: number;

  @ApiProperty({ example: 12, description: "The conversation's provider." })
  providerId: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's company name." })
  providerName: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 40,
    description: "The conversation's request; null for a question from the portfolio alone.",
  })
  requestId: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Fotograf na svatbu v Praze',
    description: "That request's title; null without a request.",
  })
  requestTitle: string | null;

  @ApiProperty({ type: MessageSenderDto, description: "The reported message's sender." })
  sender: MessageSenderDto;
}

export class MessageReportPageDto extends PageOf(MessageReportDto, 20) {}

export const MESSAGE_REPORT_ACTIONS = ['dismiss', 'block'] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

/** POST /api/admin/message-reports/{id}/resolve: dismiss the report, or block its message's sender (with a reason). */
export class ResolveMessageReportDto {
  @ApiProperty({
    enum: MESSAGE_REPORT_ACTIONS,
    enumName: 'MessageReportAction',
    description: "dismiss closes the report; block also blocks the message's sender.",
  })
  @IsIn(MESSAGE_REPORT_ACTIONS, { message: 'Vyberte zamítnutí, nebo zablokování' })
  action: MessageReportAction;

  @ApiPropertyOptional({
    maxLength: BLOCK_REASON_MAX,
    description: 'Why the sender is blocked (required for block); the sender is told.',
    example: 'Opakovaně nabízí platbu mimo Svatby.',
  })
  @Trim()
  @ValidateIf((dto: ResolveMessageReportDto) => dto.action === 'block' || dto.reason !== undefined)
  @IsString({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @IsNotEmpty({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @MaxLength(BLOCK_REASON_MAX, { message: `Důvod může mít nejvýše ${BLOCK_REASON_MAX} znaků` })
  reason?: string;

  @ApiPropertyOptional({
    default: true,
    description:
      'For a couple without an account (blockTarget link): also block the mailbox the request came from, ' +
      'so its next requests cannot write either.',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'Hodnota mailbox musí být true nebo false' })
  mailbox?: boolean;
}

/** PUT /api/admin/users/{id}/messaging-block. */
export class MessagingBlockDto {
  @ApiProperty({ example: true, description: 'true blocks the account from sending messages and offers, false lifts the block.' })
  @IsBoolean({ message: 'Hodnota blocked musí být true nebo false' })
  blocked: boolean;

  @ApiPropertyOptional({
    maxLength: BLOCK_REASON_MAX,
    description: 'Why the account is blocked (required when blocking).',
    example: 'Podvodné nabídky.',
  })
  @Trim()
  @ValidateIf((dto: MessagingBlockDto) => dto.blocked === true || dto.reason !== undefined)
  @IsString({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @IsNotEmpty({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @MaxLength(BLOCK_REASON_MAX, { message: `Důvod může mít nejvýše ${BLOCK_REASON_MAX} znaků` })
  reason?: string;
}

export class MessagingBlockStatusDto {
  @ApiProperty({ example: 31, description: 'The account id.' })
  userId: number;

  @ApiProperty({ example: true, description: 'The account may not send messages and offers now.' })
  blocked: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-05-15T08:30:00.000Z',
    description: 'When it was blocked (ISO date-time); null when not blocked.',
  })
  blockedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Podvodné nabídky.', description: 'Why it was blocked; null when not blocked.' })
  blockedReason: string | null;

  @ApiProperty({ example: CONVERSATION_MESSAGES.blockedNow, description: 'A Czech confirmation to show the admin.' })
  message: string;
}

/** PUT /api/admin/service-requests/{id}/messaging-block: a couple without an account, by its request's manage link. */
export class RequestMessagingBlockDto extends MessagingBlockDto {
  @ApiPropertyOptional({
    default: true,
    description: "Also block or unblock the mailbox the request came from (the contact e-mail's mailbox key): every request from it.",
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'Hodnota mailbox musí být true nebo false' })
  mailbox?: boolean;
}

export class RequestMessagingBlockStatusDto {
  @ApiProperty({ example: 40, description: "The request's id." })
  requestId: number;

  @ApiProperty({ description: "The request's couple may not post: its link or its mailbox is blocked.", example: true })
  blocked: boolean;

  @ApiProperty({ description: "The request's own manage link is blocked.", example: true })
  linkBlocked: boolean;

  @ApiProperty({ description: 'The mailbox the request came from is blocked (every request from it).', example: true })
  mailboxBlocked: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-05-15T08:30:00.000Z',
    description: 'When it was blocked (ISO date-time); null when not blocked.',
  })
  blockedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Opakovaně nabízí platbu mimo Svatby.',
    description: 'Why it was blocked; null when not blocked.',
  })
  blockedReason: string | null;

  @ApiProperty({ example: CONVERSATION_MESSAGES.linkBlockedNow, description: 'A Czech confirmation to show the admin.' })
  message: string;
}
