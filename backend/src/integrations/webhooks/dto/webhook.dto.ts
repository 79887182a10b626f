import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { Trim } from '../../../common/validation/transforms';
import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '../../entities/webhook-delivery.entity';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookEventType } from '../webhook-rules';

const EVENTS_EXAMPLE = ['request.matched', 'offer.accepted', 'message.created'];
const URL_EXAMPLE = 'https://crm.fotostudio-novak.cz/svatby/webhook';
export const WEBHOOK_DELIVERY_PAGE_SIZE_MAX = 50;
export const WEBHOOK_DELIVERY_PAGE_SIZE_DEFAULT = 20;

/** An event an endpoint may subscribe to. */
export class WebhookEventTypeDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'offer.accepted', description: "The event's type, as in the payload's `type` and the Svatby-Event-Type header" })
  type: WebhookEventType;

  @ApiProperty({ example: 'Nabídka přijata', description: 'Its Czech label in the app' })
  label: string;
}

/** One of the account's webhook endpoints (without its secret: see the secret operation). */
export class WebhookEndpointDto {
  @ApiProperty({ example: 3, description: "The endpoint's id" })
  id: number;

  @ApiProperty({ example: URL_EXAMPLE, description: 'Where the events are POSTed' })
  url: string;

  @ApiProperty({ type: String, nullable: true, example: 'Napojení na naše CRM', description: "The owner's note, or null" })
  description: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: EVENTS_EXAMPLE, description: 'The events it receives' })
  events: WebhookEventType[];

  @ApiProperty({ example: true, description: 'False: it receives nothing (switched off by its owner, or after repeated failures)' })
  enabled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'When it was switched off, or null' })
  disabledAt: string | null;

  @ApiProperty({
    type: String,
    enum: ['owner', 'failures'],
    nullable: true,
    example: null,
    description: "Why it is off: 'owner' (switched off in the app) or 'failures' (deliveries failed repeatedly); null while on",
  })
  disabledReason: 'owner' | 'failures' | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'Since when its deliveries have been failing for good without a success between them, or null',
  })
  failingSince: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T09:30:00.000Z', description: 'When it was added' })
  createdAt: string;
}

/** A new endpoint, with its secret (shown in full here and by the secret operation). */
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_3q2+7w9Kx0vYb4LmPz8RtUe1NcA5dHfJ', description: 'The signing secret (HMAC-SHA256 key of Svatby-Signature)' })
  secret: string;
}

/** The signing secret of an endpoint. */
export class WebhookSecretDto {
  @ApiProperty({ example: 'whsec_3q2+7w9Kx0vYb4LmPz8RtUe1NcA5dHfJ', description: 'The signing secret (HMAC-SHA256 key of Svatby-Signature)' })
  secret: string;
}

/** POST /api/webhooks: a new endpoint. */
export class CreateWebhookEndpointDto {
  @ApiProperty({ example: URL_EXAMPLE, maxLength: 2000, description: 'Where to POST the events: https (http outside production only), a public address' })
  @Trim()
  @IsString({ message: WEBHOOK_MESSAGES.urlInvalid })
  @MaxLength(2000, { message: 'Adresa webhooku může mít nejvýše 2000 znaků' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: EVENTS_EXAMPLE, description: 'The events to receive (at least one)' })
  @IsArray({ message: WEBHOOK_MESSAGES.eventsInvalid })
  @ArrayMinSize(1, { message: WEBHOOK_MESSAGES.eventsInvalid })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: WEBHOOK_MESSAGES.eventsInvalid })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.eventsInvalid })
  events: WebhookEventType[];

  @ApiPropertyOptional({ example: 'Napojení na naše CRM', maxLength: 200, description: 'A note for the owner' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Popis webhooku musí být text' })
  @MaxLength(200, { message: 'Popis webhooku může mít nejvýše 200 znaků' })
  description?: string;
}

/** PATCH /api/webhooks/{id}: what to change (at least one field). */
export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['offer.accepted', 'booking.confirmed'], description: 'The events to receive' })
  @IsOptional()
  @IsArray({ message: WEBHOOK_MESSAGES.eventsInvalid })
  @ArrayMinSize(1, { message: WEBHOOK_MESSAGES.eventsInvalid })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: WEBHOOK_MESSAGES.eventsInvalid })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.eventsInvalid })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ example: false, description: 'Switch it off (false) or on again (true; its failure run starts over)' })
  @IsOptional()
  @IsBoolean({ message: 'Zapnutí webhooku musí být true nebo false' })
  enabled?: boolean;

  @ApiPropertyOptional({ example: 'Napojení na rezervační systém', maxLength: 200, description: 'A new note (empty text clears it)' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Popis webhooku musí být text' })
  @MaxLength(200, { message: 'Popis webhooku může mít nejvýše 200 znaků' })
  description?: string;
}

/** GET /api/webhooks/{id}/deliveries: one page of the log. */
export class WebhookDeliveriesQueryDto extends PickType(PageQueryDto, ['page'] as const) {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: WEBHOOK_DELIVERY_PAGE_SIZE_MAX,
    default: WEBHOOK_DELIVERY_PAGE_SIZE_DEFAULT,
    example: WEBHOOK_DELIVERY_PAGE_SIZE_DEFAULT,
    description: `Deliveries per page (at most ${WEBHOOK_DELIVERY_PAGE_SIZE_MAX})`,
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Velikost stránky musí být celé číslo' })
  @Min(1, { message: 'Velikost stránky musí být alespoň 1' })
  @Max(WEBHOOK_DELIVERY_PAGE_SIZE_MAX, { message: `Velikost stránky může být nejvýše ${WEBHOOK_DELIVERY_PAGE_SIZE_MAX}` })
  pageSize?: number;
}

/** One delivery of an event to the endpoint: the log's row. */
export class WebhookDeliveryDto {
  @ApiProperty({ example: '1842', description: "The delivery's id (a decimal string)" })
  id: string;

  @ApiProperty({ example: 'evt_9f1c2b7a4d3e4f5a8b6c0d1e2f3a4b5c', description: "The event's id (the same in a resend: the receiver's deduplication key)" })
  eventId: string;

  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT], example: 'offer.accepted', description: "The event's type ('ping' for a test event)" })
  eventType: string;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATES,
    example: 'succeeded',
    description: "'pending' (being sent or waiting for a retry), 'succeeded' (a 2xx answer) or 'failed' (no 2xx within 24 hours)",
  })
  state: WebhookDeliveryState;

  @ApiProperty({ example: 1, description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'When the next attempt is due, or null' })
  nextAttemptAt: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 200, description: "The last attempt's HTTP status, or null when nothing answered" })
  lastStatusCode: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 184, description: "The last attempt's duration in milliseconds, or null before the first" })
  lastDurationMs: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Příjemce odpověděl 500',
    description: "Why the last attempt failed (status, timeout, refused address, a redirect's Location), or null",
  })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true, example: '{"prijato":true}', description: "The start of the receiver's last answer (at most 1 000 characters), or null" })
  responseExcerpt: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T09:30:00.000Z', description: 'When the delivery was created' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-05-14T09:30:01.000Z', description: 'When it succeeded or failed for good, or null' })
  finishedAt: string | null;
}

/** A page of an endpoint's deliveries, newest first. */
export class WebhookDeliveryPageDto {
  @ApiProperty({ type: WebhookDeliveryDto, isArray: true, description: 'The deliveries of this page, newest first' })
  items: WebhookDeliveryDto[];

  @ApiProperty({ example: 42, description: 'Deliveries of the endpoint in all' })
  total: number;

  @ApiProperty({ example: 1, description: 'This page (from 1)' })
  page: number;

  @ApiProperty({ example: 20, description: 'Deliveries per page' })
  pageSize: number;
}

/** An endpoint in the account's data export (the secret stays out). */
export class ExportedWebhookEndpointDto {
  @ApiProperty({ example: URL_EXAMPLE, description: 'Where the events were POSTed' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: EVENTS_EXAMPLE, description: 'The events it received' })
  events: string[];

  @ApiProperty({ example: true, description: 'Whether it was switched on' })
  enabled: boolean;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-05-14T09:30:00.000Z', description: 'When it was added' })
  createdAt: string;
}
