import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { plainText } from '../../common/text/plain-text';
import { Trim } from '../../common/validation/transforms';
import { BOOKING_MESSAGES, BOOKING_REASON_MAX, BOOKING_REASON_MIN } from '../booking-rules';
import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity';

export const ADMIN_BOOKINGS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_BOOKING_SORTS = ['newest', 'oldest', 'event-date', 'provider', 'couple'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

/** GET /api/admin/bookings: every booking (any status), filtered, sorted and paged in SQL (the admin table kit's query). */
export class AdminBookingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description: "Text to find in the booking number, the provider's company name or the couple's name or e-mail (case and diacritics ignored).",
    example: 'SV-2026-000123',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', description: 'Only bookings in this status.' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: BOOKING_MESSAGES.invalidStatus })
  status?: BookingStatus;

  @ApiPropertyOptional({
    enum: ADMIN_BOOKING_SORTS,
    default: 'newest',
    description: 'The order: newest/oldest by creation, event-date the soonest wedding first (undated last), provider or couple by name.',
  })
  @IsOptional()
  @IsIn(ADMIN_BOOKING_SORTS, { message: 'Neplatné řazení' })
  sort?: AdminBookingSort;
}

/** The booking's provider in the admin's table. */
export class AdminBookingProviderDto {
  @ApiProperty({ example: 7, description: "The provider's id." })
  id: number;

  @ApiProperty({
    example: 'Fotoateliér Světlo',
    description: "The provider's company name as the booking keeps it ('Smazaný účet' once the profile is deleted).",
  })
  companyName: string;
}

/** A booking as the admin panel's "Rezervace" tab shows it (read-only apart from the cancel). */
export class AdminBookingDto {
  @ApiProperty({ example: 12, description: "The booking's id." })
  id: number;

  @ApiProperty({ example: 'SV-2026-000123', description: 'The booking number.' })
  number: string;

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', description: "The booking's status." })
  status: BookingStatus;

  @ApiProperty({ type: () => AdminBookingProviderDto, description: 'The provider booked.' })
  provider: AdminBookingProviderDto;

  @ApiProperty({ example: 40, description: "The couple's request the booking comes from." })
  requestId: number;

  @ApiProperty({ example: 'Fotografie – Praha', description: "The request's title ('' when the request is gone)." })
  requestTitle: string;

  @ApiProperty({ example: 'Tereza a Jakub', description: "The couple's name ('Smazaný účet' once the couple deleted the account)." })
  coupleName: string;

  @ApiProperty({ example: 'tereza.jakub@example.cz', description: "The couple's e-mail ('' once the couple deleted the account)." })
  coupleEmail: string;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'The wedding day (YYYY-MM-DD); null when not known.' })
  eventDate: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'The agreed deposit in whole Kč; null without a deposit.' })
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
    type: String,
    format: 'date-time',
    example: '2026-04-05T10:12:00.000Z',
    description: "The provider's deadline to confirm (ISO date-time).",
  })
  respondBy: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-04-03T10:12:00.000Z',
    description: 'When the provider confirmed (ISO date-time); null when never.',
  })
  confirmedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was declined, expired or cancelled (ISO date-time); null otherwise.',
    example: null,
  })
  endedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-04-02T18:30:00.000Z',
    description: 'When the booking was made (ISO date-time).',
  })
  createdAt: string;

  @ApiProperty({ description: 'Whether the admin may cancel it (confirmed bookings only).', example: true })
  canCancel: boolean;
}

export class AdminBookingPageDto extends PageOf(AdminBookingDto, ADMIN_BOOKINGS_PAGE_SIZE_DEFAULT) {}

/** POST /api/admin/bookings/{id}/cancel: an admin cancels a confirmed booking (a fraud case) with a reason both sides see. */
export class AdminCancelBookingDto {
  @ApiProperty({
    minLength: BOOKING_REASON_MIN,
    maxLength: BOOKING_REASON_MAX,
    example: 'Dodavatel byl zablokován pro podvodné jednání.',
    description: 'Why the admin cancels, in plain text (3–500 characters); both sides see it.',
  })
  @Transform(({ value }: { value: unknown }) => plainText(value))
  @IsString({ message: BOOKING_MESSAGES.reasonRequired })
  @IsNotEmpty({ message: BOOKING_MESSAGES.reasonRequired })
  @MinLength(BOOKING_REASON_MIN, { message: BOOKING_MESSAGES.reasonMin })
  @MaxLength(BOOKING_REASON_MAX, { message: BOOKING_MESSAGES.reasonMax })
  reason: string;
}
