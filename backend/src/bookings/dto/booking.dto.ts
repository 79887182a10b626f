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
  @ApiPropertyOptional({
    description: "The request's manage link token (/poptavka/sprava?token=…) when the couple is not signed in; omit with a session.",
    example: 'q3VbX9k2LmP0aZ7rTt4wYc',
  })
  @IsOptional()
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(LINK_TOKEN, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token?: string;
}

/** POST /api/bookings/{id}/confirm. */
export class ConfirmBookingDto {
  @ApiPropertyOptional({
    example: '2026-09-12',
    description: 'The wedding day (YYYY-MM-DD), required when the request has no wedding date; otherwise omit it.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: BOOKING_MESSAGES.eventDateFormat })
  @Matches(DAY_PATTERN, { message: BOOKING_MESSAGES.eventDateFormat })
  eventDate?: string;
}

/** A reason both sides see in the booking's history (plain text, 3..500). */
class BookingReasonDto {
  @ApiProperty({
    minLength: BOOKING_REASON_MIN,
    maxLength: BOOKING_REASON_MAX,
    example: 'V tento termín už máme jinou svatbu.',
    description: 'Why, in plain text (3–500 characters); both sides see it in the booking history.',
  })
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
  @ApiPropertyOptional({
    description: "The provider only: keep the day busy in the provider's availability calendar (default false).",
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'Ponechání termínu musí být ano, nebo ne' })
  keepDateBlocked?: boolean;

  @ApiPropertyOptional({
    description: "The request's manage link token when the couple is not signed in; omit with a session.",
    example: 'q3VbX9k2LmP0aZ7rTt4wYc',
  })
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
  @ApiProperty({ example: 12, description: "The provider's id." })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's public name." })
  companyName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: "The provider's profile photo URL; null when they have none.",
  })
  profileImageUrl: string | null;
}

export class BookingCoupleDto {
  @ApiProperty({ example: 'Jana a Petr', description: "The couple's name as on their request." })
  name: string;
}

export class BookingPriceDto {
  @ApiProperty({
    enum: OFFER_PRICE_KINDS,
    enumName: 'OfferPriceKind',
    description: 'How to read the price: exact, from (a starting price) or range (min to max).',
  })
  kind: OfferPriceKind;

  @ApiProperty({ example: 25_000, description: "The price in whole Kč (the exact price, the starting price or the range's lower bound)." })
  min: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 35_000,
    description: "The range's upper bound in whole Kč; null unless kind is range.",
  })
  max: number | null;
}

/** The provider as "Potvrzení rezervace" names it (frozen at confirmation). */
export class BookingDocumentProviderDto {
  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's company name." })
  companyName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '27074358',
    description: "The provider's IČO (company id); null when the document does not carry one.",
  })
  ico: string | null;

  @ApiProperty({ example: 'info@svetlo.cz', description: "The provider's contact e-mail." })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '+420 777 123 456', description: "The provider's phone; null when not given." })
  phone: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Na Příkopě 12, 110 00 Praha 1',
    description: "The provider's address on one line; null when the document does not carry one.",
  })
  address: string | null;
}

/** The couple as "Potvrzení rezervace" names them (frozen at confirmation). */
export class BookingDocumentCoupleDto {
  @ApiProperty({ example: 'Jana a Petr', description: "The couple's name." })
  name: string;

  @ApiProperty({ example: 'jana@example.cz', description: "The couple's e-mail." })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '+420 603 987 654', description: "The couple's phone; null when not given." })
  phone: string | null;
}

export class BookingDocumentDepositDto {
  @ApiProperty({ example: 5000, description: 'The agreed deposit in whole Kč.' })
  amount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'CZ6508000000192000145399',
    description: "The provider's account (IBAN) for the deposit; null when they gave none.",
  })
  iban: string | null;
}

/** "Potvrzení rezervace": what both sides agreed, frozen when the provider confirmed (the PDF prints the same). */
export class BookingDocumentDto {
  @ApiProperty({ example: 'SV-2026-000123', description: "The booking number, also the document's number." })
  number: string;

  @ApiProperty({ description: 'When the provider confirmed the booking (ISO date-time).', example: '2026-04-03T10:12:00.000Z' })
  issuedAt: string;

  @ApiProperty({ type: BookingDocumentProviderDto, description: 'The provider as the document names them.' })
  provider: BookingDocumentProviderDto;

  @ApiProperty({ type: BookingDocumentCoupleDto, description: 'The couple as the document names them.' })
  couple: BookingDocumentCoupleDto;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD); null when not known at confirmation.',
  })
  eventDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Zámek Hluboká',
    description: 'Where the wedding takes place, as on the request; null when not given.',
  })
  place: string | null;

  @ApiProperty({ example: 'Svatební fotograf na celý den', description: "The accepted offer's title." })
  title: string;

  @ApiProperty({
    type: [String],
    example: ['Celodenní focení', '300 upravených fotografií', 'Online galerie'],
    description: 'What the accepted offer includes, one item each.',
  })
  items: string[];

  @ApiProperty({ type: BookingPriceDto, description: 'The agreed price.' })
  price: BookingPriceDto;

  @ApiProperty({ type: BookingDocumentDepositDto, nullable: true, description: 'The agreed deposit; null when none was asked.' })
  deposit: BookingDocumentDepositDto | null;

  @ApiProperty({
    example: 'Záloha je při zrušení méně než 3 měsíce před svatbou nevratná.',
    description: "The provider's cancellation terms as agreed.",
  })
  cancellationTerms: string;
}

/** The deposit's QR payment (QR Platba, SPAYD) to the provider's own account: Svatby never holds money. */
export class BookingDepositDto {
  @ApiProperty({ example: 5000, description: 'The deposit to pay in whole Kč.' })
  amount: number;

  @ApiProperty({ example: 'CZ6508000000192000145399', description: "The provider's account (IBAN) to pay to." })
  iban: string;

  @ApiProperty({
    example: '19-2000145399/0800',
    description: "The account in Czech 'prefix-number/bank' form for a Czech IBAN, else the IBAN.",
  })
  accountDisplay: string;

  @ApiProperty({ example: '2026000123', description: "The variable symbol to pay with: the booking number's digits." })
  variableSymbol: string;

  @ApiProperty({ example: 'Záloha SV-2026-000123', description: 'The message for the payee.' })
  message: string;

  @ApiProperty({
    example: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:5000.00*CC:CZK*X-VS:2026000123*MSG:ZALOHA SV-2026-000123',
    description: 'The QR Platba (SPAYD) string the QR code encodes.',
  })
  spayd: string;

  @ApiProperty({
    description: 'SVG markup of the QR Platba code, to show as is.',
    example: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41">…</svg>',
  })
  qrSvg: string;

  @ApiProperty({ description: 'The provider marked the deposit received.', example: false })
  received: boolean;
}

export class BookingHistoryEntryDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-04-03T10:12:00.000Z', description: 'When it happened (ISO date-time).' })
  at: string;

  @ApiProperty({
    enum: BOOKING_ACTORS,
    enumName: 'BookingActor',
    description: 'Who did it: the couple, the provider, an admin or the system (e.g. an expiry).',
  })
  actor: BookingActor;

  @ApiProperty({ enum: BOOKING_ACTIONS, enumName: 'BookingAction', description: 'What happened to the booking.' })
  action: BookingAction;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'V tento termín už máme jinou svatbu.',
    description: 'The reason given on decline or cancel; null otherwise.',
  })
  reason: string | null;
}

export class BookingDto {
  @ApiProperty({ example: 5, description: "The booking's id." })
  id: number;

  @ApiProperty({ example: 'SV-2026-000123', description: 'The booking number both sides quote (SV-year-sequence).' })
  number: string;

  @ApiProperty({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description: "The booking's status: pending_provider (waiting for the provider), confirmed, declined, expired or cancelled.",
  })
  status: BookingStatus;

  @ApiProperty({ example: 7, description: 'The accepted offer the booking comes from.' })
  offerId: number;

  @ApiProperty({ example: 40, description: "The couple's request the offer answered." })
  requestId: number;

  @ApiProperty({ example: 'Fotografie – Praha', description: "The request's title." })
  requestTitle: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-09-12',
    description: 'The wedding day (YYYY-MM-DD); null when the request has none yet.',
  })
  eventDate: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: "The provider's deadline to confirm or decline (ISO date-time); after it the booking expires.",
    example: '2026-04-05T10:12:00.000Z',
  })
  respondBy: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-04-03T10:12:00.000Z',
    description: 'When the provider confirmed (ISO date-time); null while not confirmed.',
  })
  confirmedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was declined, expired or cancelled (ISO date-time); null while pending or confirmed.',
    example: null,
  })
  endedAt: string | null;

  @ApiProperty({ type: BookingProviderDto, description: 'The provider booked.' })
  provider: BookingProviderDto;

  @ApiProperty({ type: BookingCoupleDto, description: 'The couple who booked.' })
  couple: BookingCoupleDto;

  @ApiProperty({ type: BookingPriceDto, description: 'The agreed price from the accepted offer.' })
  price: BookingPriceDto;

  @ApiProperty({
    type: [String],
    example: ['Celodenní focení', '300 upravených fotografií'],
    description: 'What the accepted offer includes, one item each.',
  })
  items: string[];

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'The agreed deposit in whole Kč; null when none.' })
  depositAmount: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When the provider marked the deposit received (ISO date-time); null until then.',
  })
  depositReceivedAt: string | null;

  @ApiProperty({
    type: BookingDepositDto,
    nullable: true,
    description:
      "The deposit's QR payment, only for the couple and the provider and only when the deposit and the provider's account exist; " +
      'else null.',
  })
  deposit: BookingDepositDto | null;

  @ApiProperty({
    description: "The provider's cancellation terms (frozen at confirmation).",
    example: 'Záloha je při zrušení méně než 3 měsíce před svatbou nevratná.',
  })
  cancellationTerms: string;

  @ApiProperty({
    type: BookingDocumentDto,
    nullable: true,
    description: '"Potvrzení rezervace", frozen at confirmation (a cancelled booking keeps it); null before confirmation.',
  })
  document: BookingDocumentDto | null;

  @ApiProperty({ type: [BookingHistoryEntryDto], description: "The booking's steps, oldest first." })
  history: BookingHistoryEntryDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The couple–provider conversation's id; null when the viewer has none.",
    example: 18,
  })
  conversationId: number | null;

  @ApiProperty({ description: 'The viewer may confirm the booking now.', example: false })
  canConfirm: boolean;

  @ApiProperty({ description: 'The viewer may decline the booking now.', example: false })
  canDecline: boolean;

  @ApiProperty({ description: 'The viewer may cancel the booking now.', example: true })
  canCancel: boolean;

  @ApiProperty({ description: 'The viewer may mark the deposit received now.', example: false })
  canMarkDeposit: boolean;
}

export class BookingPageDto extends PageOf(BookingDto, PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT) {}
