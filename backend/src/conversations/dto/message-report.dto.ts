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
  @ApiProperty({ enum: MESSAGE_REPORT_REASONS, enumName: 'MessageReportReason', example: 'spam' })
  @IsIn(MESSAGE_REPORT_REASONS, { message: 'Vyberte důvod nahlášení' })
  reason: MessageReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_NOTE_MAX, example: 'Nabízí platbu mimo Svatby předem na cizí účet.' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Poznámka musí být text' })
  @MaxLength(REPORT_NOTE_MAX, { message: `Poznámka může mít nejvýše ${REPORT_NOTE_MAX} znaků` })
  note?: string;

  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;
}

export class MessageReportedDto {
  @ApiProperty({ example: CONVERSATION_MESSAGES.reported })
  message: string;
}

export const MESSAGE_REPORT_STATUSES = ['open', 'resolved'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

/** GET /api/admin/message-reports. */
export class AdminMessageReportsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: MESSAGE_REPORT_STATUSES, enumName: 'MessageReportStatus', default: 'open' })
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
    description: "The sender's account (null: a couple without an account, or a deleted one)",
  })
  userId: number | null;

  @ApiProperty({ example: 'Foto Novák' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'info@fotonovak.cz' })
  email: string | null;

  @ApiProperty({
    description: 'The sender may not send: the account (messages and offers), or for a link-only couple the request’s link or its mailbox',
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
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ enum: MESSAGE_REPORT_REASONS, enumName: 'MessageReportReason' })
  reason: MessageReportReason;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt: string | null;

  @ApiProperty({ enum: CONVERSATION_SIDES, enumName: 'ConversationSide' })
  reporterSide: ConversationSide;

  @ApiProperty({ type: MessageDto, description: 'The reported message (mine and reportedByMe are false)' })
  message: MessageDto;

  @ApiProperty({ example: 7 })
  conversationId: number;

  @ApiProperty({ example: 12 })
  providerId: number;

  @ApiProperty({ example: 'Foto Novák' })
  providerName: string;

  @ApiProperty({ type: Number, nullable: true })
  requestId: number | null;

  @ApiProperty({ type: String, nullable: true })
  requestTitle: string | null;

  @ApiProperty({ type: MessageSenderDto })
  sender: MessageSenderDto;
}

export class MessageReportPageDto extends PageOf(MessageReportDto, 20) {}

export const MESSAGE_REPORT_ACTIONS = ['dismiss', 'block'] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

/** POST /api/admin/message-reports/{id}/resolve: dismiss the report, or block its message's sender (with a reason). */
export class ResolveMessageReportDto {
  @ApiProperty({ enum: MESSAGE_REPORT_ACTIONS, enumName: 'MessageReportAction' })
  @IsIn(MESSAGE_REPORT_ACTIONS, { message: 'Vyberte zamítnutí, nebo zablokování' })
  action: MessageReportAction;

  @ApiPropertyOptional({
    maxLength: BLOCK_REASON_MAX,
    description: 'Required for block',
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
      "Blocking a couple without an account (sender.blockTarget 'link') blocks the request's manage link; with mailbox " +
      'also the mailbox the request came from (its mailbox key), so that its next requests cannot write either',
  })
  @IsOptional()
  @IsBoolean({ message: 'Hodnota mailbox musí být true nebo false' })
  mailbox?: boolean;
}

/** PUT /api/admin/users/{id}/messaging-block. */
export class MessagingBlockDto {
  @ApiProperty()
  @IsBoolean({ message: 'Hodnota blocked musí být true nebo false' })
  blocked: boolean;

  @ApiPropertyOptional({ maxLength: BLOCK_REASON_MAX, description: 'Required when blocking', example: 'Podvodné nabídky.' })
  @Trim()
  @ValidateIf((dto: MessagingBlockDto) => dto.blocked === true || dto.reason !== undefined)
  @IsString({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @IsNotEmpty({ message: CONVERSATION_MESSAGES.blockReasonRequired })
  @MaxLength(BLOCK_REASON_MAX, { message: `Důvod může mít nejvýše ${BLOCK_REASON_MAX} znaků` })
  reason?: string;
}

export class MessagingBlockStatusDto {
  @ApiProperty({ example: 31 })
  userId: number;

  @ApiProperty()
  blocked: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  blockedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  blockedReason: string | null;

  @ApiProperty({ example: CONVERSATION_MESSAGES.blockedNow })
  message: string;
}

/** PUT /api/admin/service-requests/{id}/messaging-block: a couple without an account, by its request's manage link. */
export class RequestMessagingBlockDto extends MessagingBlockDto {
  @ApiPropertyOptional({
    default: true,
    description: "Also (un)block the mailbox the request came from (the contact e-mail's mailbox key): every request from it",
  })
  @IsOptional()
  @IsBoolean({ message: 'Hodnota mailbox musí být true nebo false' })
  mailbox?: boolean;
}

export class RequestMessagingBlockStatusDto {
  @ApiProperty({ example: 40 })
  requestId: number;

  @ApiProperty({ description: "The request's couple may not post: its link or its mailbox is blocked" })
  blocked: boolean;

  @ApiProperty({ description: "The request's own link is blocked" })
  linkBlocked: boolean;

  @ApiProperty({ description: 'The mailbox the request came from is blocked (every request from it)' })
  mailboxBlocked: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  blockedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  blockedReason: string | null;

  @ApiProperty({ example: CONVERSATION_MESSAGES.linkBlockedNow })
  message: string;
}
