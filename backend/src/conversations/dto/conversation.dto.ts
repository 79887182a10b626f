import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { ATTACHMENTS_MAX, CONVERSATION_MESSAGES, MESSAGE_BODY_MAX, MESSAGE_PREVIEW_MAX, plainText } from '../conversation-rules';
import { type ConversationSide, MESSAGE_SENDER_SIDES, type MessageSenderSide } from '../entities/conversation.entity';

/**
 * The offer states a thread shows. Offers depends on this module (every offer owns a conversation)
 * and hands it its offers' states (ConversationsService.useOfferStatuses), so the list is written
 * here; offers/offer-rules.ts fails to compile when its OfferStatus differs.
 */
export const THREAD_OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type ThreadOfferStatus = (typeof THREAD_OFFER_STATUSES)[number];

export const CONVERSATION_SIDES: readonly ConversationSide[] = ['couple', 'provider'];

/** A manage link's token: a couple without an account acts on its request's threads with it. */
export const TOKEN_DESCRIPTION = "The request's manage-link token (a couple without a session); omit when signed in";
export const TOKEN_MAX = 200;

/** Trims a form or query field; an empty one counts as not sent. */
const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** HTML stripped (plainText) before the length checks run on what will be stored. */
const PlainText = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? plainText(value) : value));

export class ConversationCounterpartDto {
  @ApiProperty({
    example: 'Fotoateliér Světlo',
    description: "The other side's name: the provider's company name in the couple's view, the couple's name in the provider's view.",
  })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2c9d0e4b5a69788796a5b4c3d2e1f0.webp',
    description: "The provider's profile photo URL; null in the provider's view or without a photo.",
  })
  imageUrl: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: "The provider's id when the other side is the provider; null in the provider's view.",
  })
  providerId: number | null;
}

export class ConversationRequestDto {
  @ApiProperty({ example: 40, description: "The request's id." })
  id: number;

  @ApiProperty({ example: 'Fotograf na svatbu v Praze', description: "The request's title." })
  title: string;
}

export class ThreadRequestDto {
  @ApiProperty({ example: 40, description: "The request's id." })
  id: number;

  @ApiProperty({ example: 'Fotograf na svatbu v Praze', description: "The request's title." })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-09-12',
    description: "The wedding day (YYYY-MM-DD); null while the couple has not chosen one ('Datum nevybráno').",
  })
  weddingDate: string | null;

  @ApiProperty({ example: 'Praha', description: "The request's place (a catalogue location's Czech name)." })
  location: string;
}

/** An offer of the thread and the request it answers (no contact details: what the request list shows). */
export class ThreadOfferDto {
  @ApiProperty({ example: 31, description: "The offer's id." })
  offerId: number;

  @ApiProperty({
    enum: THREAD_OFFER_STATUSES,
    enumName: 'OfferStatus',
    nullable: true,
    description: "The offer's status; null when it is no longer known.",
  })
  status: ThreadOfferStatus | null;

  @ApiProperty({ type: ThreadRequestDto, description: 'The request the offer answers.' })
  request: ThreadRequestDto;
}

export class MessagePreviewDto {
  @ApiProperty({
    maxLength: MESSAGE_PREVIEW_MAX,
    example: 'Dobrý den, posílám upravenou nabídku…',
    description: "The message's start, shortened for the inbox.",
  })
  body: string;

  @ApiProperty({
    enum: MESSAGE_SENDER_SIDES,
    enumName: 'MessageSenderSide',
    description: 'Who wrote it: couple, provider or system (a notice from Svatby).',
  })
  senderSide: MessageSenderSide;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T16:20:00.000Z', description: 'When it was sent (ISO date-time).' })
  createdAt: string;
}

/** A thread in the inbox, from the viewer's side. */
export class ConversationSummaryDto {
  @ApiProperty({ example: 7, description: "The conversation's id." })
  id: number;

  @ApiProperty({ enum: CONVERSATION_SIDES, enumName: 'ConversationSide', description: "The viewer's side of the conversation." })
  side: ConversationSide;

  @ApiProperty({ type: ConversationCounterpartDto, description: 'The other side of the conversation.' })
  counterpart: ConversationCounterpartDto;

  @ApiProperty({
    type: ConversationRequestDto,
    nullable: true,
    description: "The latest offer's request; null for a question sent from the portfolio alone.",
  })
  request: ConversationRequestDto | null;

  @ApiProperty({ type: Number, nullable: true, example: 31, description: "The latest offer's id; null without an offer." })
  offerId: number | null;

  @ApiProperty({
    enum: THREAD_OFFER_STATUSES,
    enumName: 'OfferStatus',
    nullable: true,
    description: "The latest offer's status; null without an offer.",
  })
  offerStatus: ThreadOfferStatus | null;

  @ApiProperty({
    type: [ThreadOfferDto],
    description: "The thread's offers and their requests, newest first (one thread per couple and provider holds a question and every offer).",
  })
  offers: ThreadOfferDto[];

  @ApiProperty({ type: MessagePreviewDto, nullable: true, description: 'The latest message; null while there is none.' })
  lastMessage: MessagePreviewDto | null;

  @ApiProperty({ example: 2, description: "Messages from the other side (or Svatby's notices) the viewer has not read." })
  unreadCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-05-14T16:20:00.000Z',
    description: 'When the latest message was sent (ISO date-time); the inbox sorts by it.',
  })
  lastMessageAt: string;
}

export class ConversationPageDto extends PageOf(ConversationSummaryDto, 20) {}

/** GET /api/conversations. */
export class ConversationListQueryDto extends PageQueryDto {}

export class UnreadCountDto {
  @ApiProperty({ example: 3, description: "Unread messages over all the viewer's conversations." })
  unreadMessages: number;

  @ApiProperty({ example: 2, description: 'Conversations with an unread message.' })
  conversations: number;
}

/** POST /api/conversations: a question to a listed provider from the portfolio. */
export class StartConversationDto {
  @ApiProperty({ example: 12, description: 'The listed provider to ask.' })
  @Type(() => Number)
  @IsInt({ message: 'Vyberte dodavatele' })
  @Min(1, { message: 'Vyberte dodavatele' })
  @Max(2_147_483_647, { message: 'Vyberte dodavatele' })
  providerId: number;

  @ApiProperty({
    minLength: 1,
    maxLength: MESSAGE_BODY_MAX,
    example: 'Dobrý den, máte volný termín 12. 9. 2026?',
    description: 'The question, in plain text (HTML is stripped).',
  })
  @PlainText()
  @IsString({ message: CONVERSATION_MESSAGES.bodyText })
  @MinLength(1, { message: CONVERSATION_MESSAGES.questionBody })
  @MaxLength(MESSAGE_BODY_MAX, { message: CONVERSATION_MESSAGES.bodyTooLong })
  message: string;
}

export class MessageAttachmentDto {
  @ApiProperty({ example: 3, description: "The attachment's id (download it from the conversation)." })
  id: number;

  @ApiProperty({ example: 'nabidka.pdf', description: 'The file name as uploaded.' })
  fileName: string;

  @ApiProperty({
    example: 'application/pdf',
    enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    description: "The file's type, recognised from its content.",
  })
  contentType: string;

  @ApiProperty({ example: 182_344, description: "The file's size in bytes." })
  sizeBytes: number;
}

export class MessageDto {
  @ApiProperty({ example: 1045, description: "The message's id." })
  id: number;

  @ApiProperty({ example: 7, description: 'The conversation it belongs to.' })
  conversationId: number;

  @ApiProperty({
    enum: MESSAGE_SENDER_SIDES,
    enumName: 'MessageSenderSide',
    description: 'Who wrote it: couple, provider, or system (a notice from Svatby).',
  })
  senderSide: MessageSenderSide;

  @ApiProperty({
    example: 'Dobrý den, posílám ukázky z loňských svateb.',
    description: 'The text in plain text; may be empty when files are attached.',
  })
  body: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T16:20:00.000Z', description: 'When it was sent (ISO date-time).' })
  createdAt: string;

  @ApiProperty({ type: [MessageAttachmentDto], description: 'Files attached to the message (up to 3).' })
  attachments: MessageAttachmentDto[];

  @ApiProperty({ description: "Written by the viewer's side.", example: false })
  mine: boolean;

  @ApiProperty({ description: "Reported by the viewer's side.", example: false })
  reportedByMe: boolean;
}

export class ConversationThreadDto {
  @ApiProperty({ type: ConversationSummaryDto, description: 'The conversation as the inbox shows it.' })
  conversation: ConversationSummaryDto;

  @ApiProperty({ type: [MessageDto], description: 'Messages oldest first: the 50 before `before`, or the latest 50.' })
  messages: MessageDto[];

  @ApiProperty({ description: 'Older messages exist (ask again with before = the first message id).', example: true })
  hasOlder: boolean;
}

/** GET /api/conversations/{id}/messages. */
export class ThreadQueryDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX, example: 'q3VbX9k2LmP0aZ7rTt4wYc' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;

  @ApiPropertyOptional({ description: 'Only messages older than this message id (paging back).', example: 1045 })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Parametr before musí být celé číslo' })
  @Min(1, { message: 'Parametr before musí být kladný' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'Parametr before je mimo rozsah' })
  before?: number;
}

/** A manage link's token in the query (the attachment download). */
export class TokenQueryDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX, example: 'q3VbX9k2LmP0aZ7rTt4wYc' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;
}

/**
 * The text fields of POST /api/conversations/{id}/messages, as validated (the files arrive through
 * multer). The body may be empty when files are attached; the service checks that.
 */
export class SendMessageFieldsDto {
  @ApiPropertyOptional({
    maxLength: MESSAGE_BODY_MAX,
    example: 'Dobrý den, v příloze posílám ceník.',
    description: 'The message in plain text (HTML is stripped); may be empty when files are attached.',
  })
  @PlainText()
  @IsOptional()
  @IsString({ message: CONVERSATION_MESSAGES.bodyText })
  @MaxLength(MESSAGE_BODY_MAX, { message: CONVERSATION_MESSAGES.bodyTooLong })
  body?: string;

  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX, example: 'q3VbX9k2LmP0aZ7rTt4wYc' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;
}

/** The multipart form of POST /api/conversations/{id}/messages (for the API description: the files are not in the validated body). */
export class SendMessageFormDto extends SendMessageFieldsDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: ATTACHMENTS_MAX,
    description: 'Up to 3 files: PDF, JPEG, PNG or WebP (recognised by content, not by name), 10 MB each.',
    example: ['nabidka.pdf', 'ukazka-alba.jpg'],
  })
  files?: unknown[];
}

/** POST /api/conversations/{id}/read. */
export class MarkReadDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION, maxLength: TOKEN_MAX, example: 'q3VbX9k2LmP0aZ7rTt4wYc' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: 'Neplatný odkaz' })
  @MaxLength(TOKEN_MAX, { message: 'Neplatný odkaz' })
  token?: string;
}

/** GET and PUT /api/conversations/settings. */
export class MessagingSettingsDto {
  @ApiProperty({
    description: 'E-mail the account about messages unread for 10 minutes (at most one mail per conversation an hour).',
    example: true,
  })
  @IsBoolean({ message: 'Hodnota messageEmails musí být true nebo false' })
  messageEmails: boolean;
}

export class ExportedMessageDto {
  @ApiProperty({ example: 1045, description: "The message's id." })
  id: number;

  @ApiProperty({ enum: MESSAGE_SENDER_SIDES, enumName: 'MessageSenderSide', description: 'Who wrote it.' })
  senderSide: MessageSenderSide;

  @ApiProperty({ example: 'Dobrý den, máte volný termín 12. 9. 2026?', description: 'The text in plain text.' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T16:20:00.000Z', description: 'When it was sent (ISO date-time).' })
  createdAt: string;

  @ApiProperty({
    type: [MessageAttachmentDto],
    description: 'Files attached to the message; the files themselves are downloaded from the conversation.',
  })
  attachments: MessageAttachmentDto[];

  @ApiProperty({ description: "Written by the account's side.", example: true })
  mine: boolean;
}

/** A conversation in the account's export (GDPR articles 15 and 20). */
export class ExportedConversationDto {
  @ApiProperty({ example: 7, description: "The conversation's id." })
  id: number;

  @ApiProperty({ enum: CONVERSATION_SIDES, enumName: 'ConversationSide', description: "The account's side of the conversation." })
  side: ConversationSide;

  @ApiProperty({ example: 12, description: "The provider's id." })
  providerId: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 40,
    description: 'The request the conversation is about; null for a question from the portfolio alone.',
  })
  requestId: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 31, description: 'The offer the conversation is about; null without an offer.' })
  offerId: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-05-10T09:00:00.000Z',
    description: 'When the conversation started (ISO date-time).',
  })
  createdAt: string;

  @ApiProperty({ type: [ExportedMessageDto], description: 'Its messages, oldest first.' })
  messages: ExportedMessageDto[];
}
