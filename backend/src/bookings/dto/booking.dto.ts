import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { plainText } from '../../common/text/plain-text';
import { DAY_PATTERN } from '../../common/validation/calendar-day';
import { Trim } from '../../common/validation/transforms';
import { OFFER_PRICE_KINDS, type OfferPriceKind } from '../../offers/offers.api';
import { REQUEST_LIFECYCLE_MESSAGES } from '../../requests/requests.api';
import { BOOKING_MESSAGES, BOOKING_REASON_MAX, BOOKING_REASON_MIN, PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT } from '../booking-rules';
import { BOOKING_ACTIONS, BOOKING_ACTORS, type BookingAction, type BookingActor } from '../entities/booking-history.entity';
import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity';

/** A manage link's token: the couple without a session acts through it. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The couple without a session: the request's manage link token (query or body). */
export class BookingActionTokenDto {
  @ApiPropertyOptional({ description: "The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in" })
  @IsOptional()
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(LINK_TOKEN, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token?: string;
}

/** POST /api/bookings/{id}/confirm. */
export class ConfirmBookingDto {
  @ApiPropertyOptional({ example: '2026-09-12', description: "YYYY-MM-DD: required when the request has no wedding date; otherwise omitted" })
  @IsOptional()
  @Trim()
  @IsString({ message: BOOKING_MESSAGES.eventDateFormat })
  @Matches(DAY_PATTERN, { message: BOOKING_MESSAGES.eventDateFormat })
  eventDate?: string;
}

/** A reason both sides see in the booking's history (plain text, 3..500). */
class BookingReasonDto {
  @ApiProperty({ minLength: BOOKING_REASON_MIN, maxLength: BOOKING_REASON_MAX, example: 'V tento termín už máme jinou svatbu.' })
  @Transform(({ value }) => plainText(value))
  @IsString({ message: BOOKING_MESSAGES.reasonRequired })
  @IsNotEmpty({ message: BOOKING_MESSAGES.reasonRequired })
  @MinLength(BOOKING_REASON_MIN, { message: BOOKING_MESSAGES.reasonMin })
  @MaxLength(BOOKING_REASON_MAX, { message: BOOKING_MESSAGES.reasonMax })
  reason: string;
}

/** POST /api/bookings/{id}/decline: the provider, with a reason. */
export class DeclineBookingDto extends BookingReasonDto {}

/** POST /api/bookings/{id}/cancel: either side of a confirmed booking, with a reason. */
export class CancelBookingDto extends BookingReasonDto {
  @ApiPropertyOptional({ description: "The provider only: keep the day busy in the provider's calendar" })
  @IsOptional()
  @IsBoolean({ message: 'Ponechání termínu musí být ano, nebo ne' })
  keepDateBlocked?: boolean;

  @ApiPropertyOptional({ description: "The manage link's token when the couple is not signed in" })
  @IsOptional()
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(LINK_TOKEN, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token?: string;
}

/** GET /api/provider/bookings. */
export class ProviderBookingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', description: 'Only bookings in this status' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: BOOKING_MESSAGES.invalidStatus })
  status?: BookingStatus;
}

export class BookingProviderDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo' })
  companyName: string;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/profile/3f2a9c.webp' })
  profileImageUrl: string | null;
}

export class BookingCoupleDto {
  @ApiProperty({ example: 'Jana a Petr' })
  name: string;
}

export class BookingPriceDto {
  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind' })
  kind: OfferPriceKind;

  @ApiProperty({ example: 25_000, description: 'Kč' })
  min: number;

  @ApiProperty({ type: Number, nullable: true, example: 35_000, description: "Kč; only for 'range'" })
  max: number | null;
}

/** The provider as "Potvrzení rezervace" names it (frozen at confirmation). */
export class BookingDocumentProviderDto {
  @ApiProperty({ example: 'Fotoateliér Světlo' })
  companyName: string;

  @ApiProperty({ type: String, nullable: true, example: '12345678' })
  ico: string | null;

  @ApiProperty({ example: 'info@svetlo.cz' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '+420 777 123 456' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;
}

/** The couple as "Potvrzení rezervace" names them (frozen at confirmation). */
export class BookingDocumentCoupleDto {
  @ApiProperty({ example: 'Jana a Petr' })
  name: string;

  @ApiProperty({ example: 'jana@example.cz' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
}

export class BookingDocumentDepositDto {
  @ApiProperty({ example: 5000, description: 'Kč' })
  amount: number;

  @ApiProperty({ type: String, nullable: true, example: 'CZ6508000000192000145399' })
  iban: string | null;
}

/** "Potvrzení rezervace": what both sides agreed, frozen when the provider confirmed (the PDF prints the same). */
export class BookingDocumentDto {
  @ApiProperty({ example: 'SV-2026-000123' })
  number: string;

  @ApiProperty({ description: 'ISO timestamp of the confirmation' })
  issuedAt: string;

  @ApiProperty({ type: BookingDocumentProviderDto })
  provider: BookingDocumentProviderDto;

  @ApiProperty({ type: BookingDocumentCoupleDto })
  couple: BookingDocumentCoupleDto;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12' })
  eventDate: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Praha' })
  place: string | null;

  @ApiProperty({ example: 'Svatební fotograf na celý den' })
  title: string;

  @ApiProperty({ type: [String] })
  items: string[];

  @ApiProperty({ type: BookingPriceDto })
  price: BookingPriceDto;

  @ApiProperty({ type: BookingDocumentDepositDto, nullable: true })
  deposit: BookingDocumentDepositDto | null;

  @ApiProperty()
  cancellationTerms: string;
}

/** The deposit's QR payment (QR Platba, SPAYD) to the provider's own account: Svatby never holds money. */
export class BookingDepositDto {
  @ApiProperty({ example: 5000, description: 'Kč' })
  amount: number;

  @ApiProperty({ example: 'CZ6508000000192000145399' })
  iban: string;

  @ApiProperty({ example: '19-2000145399/0800', description: "Czech 'prefix-number/bank' for a Czech IBAN, else the IBAN" })
  accountDisplay: string;

  @ApiProperty({ example: '2026000123', description: "The booking number's digits" })
  variableSymbol: string;

  @ApiProperty({ example: 'Záloha SV-2026-000123' })
  message: string;

  @ApiProperty({ example: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:5000.00*CC:CZK*X-VS:2026000123*MSG:ZALOHA SV-2026-000123' })
  spayd: string;

  @ApiProperty({ description: 'SVG markup of the QR code' })
  qrSvg: string;

  @ApiProperty({ description: 'The provider marked the deposit received' })
  received: boolean;
}

export class BookingHistoryEntryDto {
  @ApiProperty({ type: String, format: 'date-time' })
  at: string;

  @ApiProperty({ enum: BOOKING_ACTORS, enumName: 'BookingActor' })
  actor: BookingActor;

  @ApiProperty({ enum: BOOKING_ACTIONS, enumName: 'BookingAction' })
  action: BookingAction;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;
}

export class BookingDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 'SV-2026-000123' })
  number: string;

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  status: BookingStatus;

  @ApiProperty({ example: 7 })
  offerId: number;

  @ApiProperty({ example: 40 })
  requestId: number;

  @ApiProperty({ example: 'Fotografie – Praha' })
  requestTitle: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-09-12' })
  eventDate: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: "The provider's deadline to confirm" })
  respondBy: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was declined, expired or cancelled' })
  endedAt: string | null;

  @ApiProperty({ type: BookingProviderDto })
  provider: BookingProviderDto;

  @ApiProperty({ type: BookingCoupleDto })
  couple: BookingCoupleDto;

  @ApiProperty({ type: BookingPriceDto })
  price: BookingPriceDto;

  @ApiProperty({ type: [String] })
  items: string[];

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'Kč' })
  depositAmount: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  depositReceivedAt: string | null;

  @ApiProperty({
    type: BookingDepositDto,
    nullable: true,
    description: "The QR payment: only for the couple and the provider, and only when the deposit and the provider's account exist",
  })
  deposit: BookingDepositDto | null;

  @ApiProperty({ description: "The provider's cancellation terms (frozen at confirmation)" })
  cancellationTerms: string;

  @ApiProperty({
    type: BookingDocumentDto,
    nullable: true,
    description: '"Potvrzení rezervace", frozen at confirmation (a cancelled booking keeps it); null before',
  })
  document: BookingDocumentDto | null;

  @ApiProperty({ type: [BookingHistoryEntryDto] })
  history: BookingHistoryEntryDto[];

  @ApiProperty({ type: Number, nullable: true, description: "The couple↔provider conversation; null when the viewer has none" })
  conversationId: number | null;

  @ApiProperty({ description: 'The viewer may confirm it' })
  canConfirm: boolean;

  @ApiProperty({ description: 'The viewer may decline it' })
  canDecline: boolean;

  @ApiProperty({ description: 'The viewer may cancel it' })
  canCancel: boolean;

  @ApiProperty({ description: 'The viewer may mark the deposit received' })
  canMarkDeposit: boolean;
}

export class BookingPageDto extends PageOf(BookingDto, PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT) {}
