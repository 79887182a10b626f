import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { DAY_PATTERN } from '../../common/validation/calendar-day';
import { REQUEST_LIFECYCLE_MESSAGES, REQUEST_STATUSES, type RequestStatus } from '../../requests/requests.api';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { plainText } from '../../common/text/plain-text';
import { Trim } from '../../common/validation/transforms';
import {
  OFFER_AVAILABILITY,
  OFFER_PRICE_KINDS,
  OFFER_STATUSES,
  type OfferAvailability,
  type OfferPriceKind,
  type OfferStatus,
} from '../entities/offer.entity';
import {
  OFFER_DECLINE_REASON_MAX,
  OFFER_ITEM_MAX,
  OFFER_ITEMS_MAX,
  OFFER_MESSAGE_MAX,
  OFFER_MESSAGE_MIN,
  OFFER_MESSAGES,
  OFFER_PRICE_MAX,
  PROVIDER_OFFERS_PAGE_SIZE_DEFAULT,
} from '../offer-rules';

/** Items as plain text, trimmed, the empty ones dropped; anything but an array is left for the validators. */
const cleanItems = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((item) => plainText(item)).filter((item) => item !== '') : value;

/** A manage link's token, optional: the couple without a session answers an offer through it. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * A provider's offer on a request (POST /api/service-requests/{id}/offers). The range's upper bound
 * and the validity date are checked against the other fields and today in the service (400 per field).
 */
export class CreateOfferDto {
  @ApiProperty({
    minLength: OFFER_MESSAGE_MIN,
    maxLength: OFFER_MESSAGE_MAX,
    example: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný, v ceně je celý den a 400 upravených fotografií.',
    description: 'Plain text: HTML is stripped, then trimmed',
  })
  @Transform(({ value }) => plainText(value))
  @IsString({ message: 'Zpráva je povinná' })
  @IsNotEmpty({ message: 'Zpráva je povinná' })
  @MinLength(OFFER_MESSAGE_MIN, { message: `Zpráva musí mít alespoň ${OFFER_MESSAGE_MIN} znaků` })
  @MaxLength(OFFER_MESSAGE_MAX, { message: `Zpráva může mít nejvýše ${OFFER_MESSAGE_MAX} znaků` })
  message: string;

  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind', description: "'exact', 'from' (od) or 'range' (od – do)" })
  @IsIn(OFFER_PRICE_KINDS, { message: 'Vyberte typ ceny: přesná, od, nebo rozmezí' })
  priceKind: OfferPriceKind;

  @ApiProperty({ minimum: 0, maximum: OFFER_PRICE_MAX, example: 25_000, description: 'Kč: the price, the starting price or the lower bound' })
  @IsInt({ message: 'Cena musí být celé číslo v Kč' })
  @Min(0, { message: 'Cena nesmí být záporná' })
  @Max(OFFER_PRICE_MAX, { message: 'Cena může být nejvýše 100 000 000 Kč' })
  priceMin: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: OFFER_PRICE_MAX,
    example: 35_000,
    description: "Kč: the upper bound, required (and ≥ priceMin) for 'range', not allowed otherwise",
  })
  @IsOptional()
  @IsInt({ message: 'Horní hranice ceny musí být celé číslo v Kč' })
  @Min(0, { message: 'Cena nesmí být záporná' })
  @Max(OFFER_PRICE_MAX, { message: 'Cena může být nejvýše 100 000 000 Kč' })
  priceMax?: number | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: OFFER_ITEMS_MAX,
    example: ['Celodenní focení', '400 upravených fotografií', 'Online galerie'],
    description: `What the price includes: at most ${OFFER_ITEMS_MAX} items of ${OFFER_ITEM_MAX} characters; trimmed, empty ones dropped`,
  })
  @IsOptional()
  @Transform(cleanItems)
  @IsArray({ message: 'Položky nabídky musí být seznam' })
  @ArrayMaxSize(OFFER_ITEMS_MAX, { message: `Nabídka může mít nejvýše ${OFFER_ITEMS_MAX} položek` })
  @IsString({ each: true, message: 'Položka nabídky musí být text' })
  @MaxLength(OFFER_ITEM_MAX, { each: true, message: `Položka nabídky může mít nejvýše ${OFFER_ITEM_MAX} znaků` })
  includedItems?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'YYYY-MM-DD, today or later; omitted: no end' })
  @IsOptional()
  @Trim()
  @IsString({ message: OFFER_MESSAGES.validUntilFormat })
  @Matches(DAY_PATTERN, { message: OFFER_MESSAGES.validUntilFormat })
  validUntil?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: OFFER_PRICE_MAX,
    example: 5000,
    description: "Kč: the deposit asked on acceptance, at most the price (the lower bound); omitted: the booking settings' percentage, if any",
  })
  @IsOptional()
  @IsInt({ message: 'Záloha musí být celé číslo v Kč' })
  @Min(1, { message: 'Záloha musí být alespoň 1 Kč' })
  @Max(OFFER_PRICE_MAX, { message: 'Záloha může být nejvýše 100 000 000 Kč' })
  depositAmount?: number | null;

  @ApiPropertyOptional({
    example: true,
    description: "Show the provider's calendar state on the wedding date with the offer (ignored when the request has no date)",
  })
  @IsOptional()
  @IsBoolean({ message: 'Zobrazení dostupnosti musí být ano, nebo ne' })
  showAvailability?: boolean;
}

/** An edit of an offer still 'sent': the same fields as a new one (the whole offer is replaced). */
export class UpdateOfferDto extends CreateOfferDto {}

/** The couple accepts an offer: signed in as the request's owner, or through the manage link's token. */
export class OfferAnswerDto {
  @ApiPropertyOptional({
    example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: "The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in",
  })
  @IsOptional()
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(LINK_TOKEN, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token?: string;
}

/** The couple declines an offer, optionally saying why (the provider sees the reason). */
export class DeclineOfferDto extends OfferAnswerDto {
  @ApiPropertyOptional({
    maxLength: OFFER_DECLINE_REASON_MAX,
    example: 'Vybrali jsme si jiný termín.',
    description: 'Plain text the provider sees; omitted: no reason given',
  })
  @IsOptional()
  @Transform(({ value }) => plainText(value))
  @IsString({ message: 'Důvod musí být text' })
  @MaxLength(OFFER_DECLINE_REASON_MAX, { message: `Důvod může mít nejvýše ${OFFER_DECLINE_REASON_MAX} znaků` })
  reason?: string;
}

/** GET /api/provider/offers: the signed-in provider's offers, newest first. */
export class ProviderOffersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: OFFER_STATUSES, enumName: 'OfferStatus', description: 'Only offers in this status' })
  @IsOptional()
  @IsIn(OFFER_STATUSES, { message: 'Neplatný stav nabídky' })
  status?: OfferStatus;

  @ApiPropertyOptional({ minimum: 1, example: 40, description: 'Only the offer on this request (its id)' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Neplatná poptávka' })
  @Min(1, { message: 'Neplatná poptávka' })
  @Max(2_147_483_647, { message: 'Neplatná poptávka' })
  requestId?: number;
}

/** The provider as the couple sees it on an offer. */
export class OfferProviderDto {
  @ApiProperty({ example: 12, description: "The provider's id" })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's public name" })
  companyName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: 'Path of the profile picture on this site; null without one',
  })
  profileImageUrl: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 4.8, description: 'Average overall rating, 1 decimal; null without reviews' })
  averageRating: number | null;

  @ApiProperty({ example: 12, description: 'Number of published reviews' })
  reviewCount: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 170,
    description: 'Median minutes from a request’s confirmation to this provider’s first offer, last 90 days; null without offers',
  })
  responseMinutesMedian: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.62,
    description: 'Share (0–1) of matching requests of the last 90 days the provider answered; null without matching requests',
  })
  responseShare: number | null;
}

export class OfferDto {
  @ApiProperty({ example: 7, description: "The offer's id" })
  id: number;

  @ApiProperty({ example: 40, description: 'The id of the request the offer answers' })
  requestId: number;

  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus', description: 'Where the offer stands' })
  status: OfferStatus;

  @ApiProperty({
    example: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný, v ceně je celý den a 400 upravených fotografií.',
    description: "The provider's message to the couple, plain text",
  })
  message: string;

  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind', description: "'exact', 'from' (od) or 'range' (od – do)" })
  priceKind: OfferPriceKind;

  @ApiProperty({ example: 25_000, description: 'Kč' })
  priceMin: number;

  @ApiProperty({ type: Number, nullable: true, example: 35_000, description: "Kč; only for 'range'" })
  priceMax: number | null;

  @ApiProperty({
    type: [String],
    example: ['Celodenní focení', '400 upravených fotografií', 'Online galerie'],
    description: 'What the price includes, possibly empty',
  })
  includedItems: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-31',
    description: 'Last day (YYYY-MM-DD, Europe/Prague) the offer stands; null: no end',
  })
  validUntil: string | null;

  @ApiProperty({
    enum: OFFER_AVAILABILITY,
    enumName: 'OfferAvailability',
    nullable: true,
    description:
      "The provider's calendar on the wedding date when the offer was sent: 'unknown' ('Neuvedeno') when the provider had not set the day; null when not shown or no date",
  })
  availableOnDate: OfferAvailability | null;

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'Kč: the deposit asked on acceptance; null: none stated' })
  depositAmount: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Vybrali jsme si jiný termín.',
    description: "The couple's reason, or the automatic decline's text; null when not declined or no reason given",
  })
  declineReason: string | null;

  @ApiProperty({ example: false, description: 'Declined because the couple accepted another offer' })
  declinedAutomatically: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-16T18:05:00.000Z',
    description: 'When the couple accepted or declined it (ISO 8601, UTC); null while unanswered',
  })
  answeredAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-14T09:30:00.000Z',
    description: 'When the offer was sent (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-15T11:12:00.000Z',
    description: 'Last change of the offer (ISO 8601, UTC)',
  })
  updatedAt: string;

  @ApiProperty({ example: 15, description: "The offer's conversation between the couple and the provider" })
  conversationId: number;

  @ApiProperty({ example: 2, description: "Messages of the other side the viewer's side has not read" })
  unreadMessages: number;

  @ApiProperty({ example: 95, description: 'Minutes from the request’s confirmation to this offer' })
  responseMinutes: number;

  @ApiProperty({ type: OfferProviderDto, description: 'The provider who sent the offer' })
  provider: OfferProviderDto;
}

/** The request an offer answers, as the provider's list shows it. */
export class OfferRequestSummaryDto {
  @ApiProperty({ example: 40, description: "The request's id" })
  id: number;

  @ApiProperty({ example: 'Svatební fotograf na celý den', description: "The request's title" })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-09-12',
    description: 'Wedding day (YYYY-MM-DD); null when the couple gave none',
  })
  weddingDate: string | null;

  @ApiProperty({ example: 'Zámek Hluboká', description: 'Where the wedding takes place, as the couple wrote it' })
  location: string;

  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'RequestStatus', description: "The request's state" })
  status: RequestStatus;
}

export class ProviderOfferDto extends OfferDto {
  @ApiProperty({ type: OfferRequestSummaryDto, description: 'The request the offer answers' })
  request: OfferRequestSummaryDto;
}

export class ProviderOfferPageDto extends PageOf(ProviderOfferDto, PROVIDER_OFFERS_PAGE_SIZE_DEFAULT) {}

/** An offer in the account's data export (GET /api/account/export), from either side. */
export class ExportedOfferDto {
  @ApiProperty({ example: 7, description: "The offer's id" })
  id: number;

  @ApiProperty({ enum: ['couple', 'provider'], description: "The account's side: the offer was sent ('provider') or received ('couple')" })
  side: 'couple' | 'provider';

  @ApiProperty({ example: 40, description: 'The id of the request the offer answers' })
  requestId: number;

  @ApiProperty({ example: 12, description: 'The id of the provider who sent it' })
  providerId: number;

  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus', description: 'Where the offer stands' })
  status: OfferStatus;

  @ApiProperty({ example: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.', description: "The provider's message, plain text" })
  message: string;

  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind', description: "'exact', 'from' (od) or 'range' (od – do)" })
  priceKind: OfferPriceKind;

  @ApiProperty({ example: 25_000, description: 'Kč: the price, the starting price or the lower bound' })
  priceMin: number;

  @ApiProperty({ type: Number, nullable: true, example: 35_000, description: "Kč: the upper bound; null unless 'range'" })
  priceMax: number | null;

  @ApiProperty({ type: [String], example: ['Celodenní focení', 'Online galerie'], description: 'What the price includes, possibly empty' })
  includedItems: string[];

  @ApiProperty({ type: String, nullable: true, example: '2026-12-31', description: 'Last day (YYYY-MM-DD) the offer stands; null: no end' })
  validUntil: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Vybrali jsme si jiný termín.',
    description: "The couple's reason for declining; null when not declined or no reason given",
  })
  declineReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T09:30:00.000Z', description: 'When it was sent (ISO 8601, UTC)' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-16T18:05:00.000Z',
    description: 'When the couple accepted or declined it (ISO 8601, UTC); null while unanswered',
  })
  answeredAt: string | null;
}
