import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { REQUEST_LIFECYCLE_MESSAGES } from '../../requests/requests.api';
import { plainText } from '../../common/text/plain-text';
import { REPLY_KINDS, REPLY_REASONS, type ReplyKind, type ReplyReason } from '../entities/request-reply.entity';
import { REPLY_MESSAGES, REPLY_QUESTION_MAX } from '../offer-rules';

/**
 * A provider's one-tap answer to a request (POST /api/service-requests/{id}/replies): 'unavailable'
 * ("Nemám volný termín"), 'not_fit' ("Nehodí se mi", optionally why) or 'question' ("Potřebuji
 * upřesnit", with the question). Which field goes with which kind is checked in the service (400 per field).
 */
export class ReplyToRequestDto {
  @ApiProperty({
    enum: REPLY_KINDS,
    enumName: 'ReplyKind',
    description: "'unavailable' (Nemám volný termín), 'not_fit' (Nehodí se mi) or 'question' (Potřebuji upřesnit)",
  })
  @IsIn(REPLY_KINDS, { message: 'Vyberte odpověď: nemám volný termín, nehodí se mi, nebo potřebuji upřesnit' })
  kind: ReplyKind;

  @ApiPropertyOptional({ enum: REPLY_REASONS, enumName: 'ReplyReason', description: "'not_fit' only: Rozpočet, Styl, Vzdálenost, Kapacita, Jiné" })
  @IsOptional()
  @IsIn(REPLY_REASONS, { message: 'Vyberte důvod ze seznamu' })
  reason?: ReplyReason;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: REPLY_QUESTION_MAX,
    example: 'Kolik hodin focení si představujete a chcete i fotografie z přípravy?',
    description: "'question' only (required there): plain text, HTML stripped, trimmed",
  })
  @IsOptional()
  @Transform(({ value }) => plainText(value))
  @IsString({ message: REPLY_MESSAGES.questionRequired })
  @MinLength(1, { message: REPLY_MESSAGES.questionRequired })
  @MaxLength(REPLY_QUESTION_MAX, { message: REPLY_MESSAGES.questionTooLong })
  question?: string;
}

/** The provider's answer as it stands. */
export class RequestReplyDto {
  @ApiProperty({ example: 21, description: "The answer's id" })
  id: number;

  @ApiProperty({ example: 40, description: 'The id of the request answered' })
  requestId: number;

  @ApiProperty({ enum: REPLY_KINDS, enumName: 'ReplyKind', description: 'Which one-tap answer the provider gave' })
  kind: ReplyKind;

  @ApiProperty({
    enum: REPLY_REASONS,
    enumName: 'ReplyReason',
    nullable: true,
    description: "Why it does not fit; null unless 'not_fit' with a reason",
  })
  reason: ReplyReason | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Kolik hodin focení si představujete a chcete i fotografie z přípravy?',
    description: "The provider's question; null unless 'question'",
  })
  question: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T09:30:00.000Z', description: 'When it was given (ISO 8601, UTC)' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-14T09:30:10.000Z',
    description: "Until when DELETE …/replies/mine takes it back (10 s; a question, once delivered, cannot be taken back: its createdAt)",
  })
  undoUntil: string;
}

/** The couple's manage link's token, when the couple is not signed in. */
export class RequestRepliesQueryDto {
  @ApiPropertyOptional({
    example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: "The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in",
  })
  @IsOptional()
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token?: string;
}

/** One answer as the couple sees it: the company's name only, never its contacts. */
export class CoupleReplyItemDto {
  @ApiProperty({ example: 'Foto Novák', description: "The answering provider's public name" })
  companyName: string;

  @ApiProperty({ enum: REPLY_KINDS, enumName: 'ReplyKind', description: 'Which one-tap answer the provider gave' })
  kind: ReplyKind;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T09:30:00.000Z', description: 'When it was given (ISO 8601, UTC)' })
  createdAt: string;
}

/** The answers on the couple's request besides the offers ("3 dodavatelé nemají volno"), newest first. */
export class RequestRepliesDto {
  @ApiProperty({ example: 3, description: "Providers that answered 'Nemám volný termín'" })
  unavailable: number;

  @ApiProperty({ example: 1, description: "Providers that answered 'Nehodí se mi'" })
  notFit: number;

  @ApiProperty({ example: 1, description: "Providers that asked a question ('Potřebuji upřesnit'; the question is in the conversation)" })
  questions: number;

  @ApiProperty({ type: [CoupleReplyItemDto], description: 'Every answer, newest first' })
  items: CoupleReplyItemDto[];
}

/** A provider's answer in its account's data export. */
export class ExportedRequestReplyDto {
  @ApiProperty({ enum: ['provider', 'couple'], description: "'provider': the account's provider profile answered; 'couple': an answer on the account's request" })
  side: 'provider' | 'couple';

  @ApiProperty({ example: 40, description: 'The id of the request answered' })
  requestId: number;

  @ApiProperty({ example: 12, description: 'The id of the answering provider' })
  providerId: number;

  @ApiProperty({ enum: REPLY_KINDS, enumName: 'ReplyKind', description: 'Which one-tap answer the provider gave' })
  kind: ReplyKind;

  @ApiProperty({
    enum: REPLY_REASONS,
    enumName: 'ReplyReason',
    nullable: true,
    description: "Why it does not fit; null unless 'not_fit' with a reason",
  })
  reason: ReplyReason | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Kolik hodin focení si představujete?',
    description: "The provider's question (on the provider's side only); null otherwise",
  })
  question: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T09:30:00.000Z', description: 'When it was given (ISO 8601, UTC)' })
  createdAt: string;
}
