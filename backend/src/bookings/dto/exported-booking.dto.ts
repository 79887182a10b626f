import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_ACTIONS, BOOKING_ACTORS, type BookingAction, type BookingActor } from '../entities/booking-history.entity';
import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity';

const DATE_TIME = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE_TIME = { type: String, format: 'date-time', nullable: true } as const;

/** One step of an exported booking's history. */
export class ExportedBookingHistoryDto {
  @ApiProperty({ ...DATE_TIME, example: '2026-04-03T10:12:00.000Z', description: 'When it happened (ISO date-time).' })
  at: string;

  @ApiProperty({ enum: BOOKING_ACTORS, enumName: 'BookingActor', description: 'Who did it.' })
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

/** A booking in the account's export (GET /api/account/export), on either side. */
export class ExportedBookingDto {
  @ApiProperty({ example: 5, description: "The booking's id." })
  id: number;

  @ApiProperty({ example: 'SV-2026-000123', description: 'The booking number.' })
  number: string;

  @ApiProperty({
    enum: ['couple', 'provider'],
    description: "The account's side: its provider profile's booking ('provider') or its own ('couple')",
  })
  side: 'couple' | 'provider';

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', description: "The booking's status." })
  status: BookingStatus;

  @ApiProperty({ example: 7, description: 'The accepted offer the booking comes from.' })
  offerId: number;

  @ApiProperty({ example: 40, description: "The couple's request the offer answered." })
  requestId: number;

  @ApiProperty({ example: 12, description: "The provider's id." })
  providerId: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's company name." })
  providerName: string;

  @ApiProperty({ example: 'Jana a Petr', description: "The couple's name." })
  coupleName: string;

  @ApiProperty({ example: 'jana@example.cz', description: "The couple's e-mail." })
  coupleEmail: string;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'The wedding day (YYYY-MM-DD); null when not known.' })
  eventDate: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-04-05T10:12:00.000Z', description: "The provider's deadline to confirm (ISO date-time)." })
  respondBy: string;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2026-04-03T10:12:00.000Z',
    description: 'When the provider confirmed (ISO date-time); null when never.',
  })
  confirmedAt: string | null;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: null,
    description: 'When it was declined, expired or cancelled (ISO date-time); null otherwise.',
  })
  endedAt: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 5000, description: 'The agreed deposit in whole Kč; null when none.' })
  depositAmount: number | null;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: null,
    description: 'When the provider marked the deposit received (ISO date-time); null until then.',
  })
  depositReceivedAt: string | null;

  @ApiProperty({ example: false, description: "A cancelled booking's day stays busy in the provider's calendar." })
  keepDateBlocked: boolean;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      '"Potvrzení rezervace" as frozen at the confirmation (provider, couple, date, place, items, price, deposit, cancellation terms)',
  })
  document: Record<string, unknown> | null;

  @ApiProperty({ type: [ExportedBookingHistoryDto], description: "The booking's steps, oldest first." })
  history: ExportedBookingHistoryDto[];

  @ApiProperty({ ...DATE_TIME, example: '2026-04-02T18:30:00.000Z', description: 'When the booking was made (ISO date-time).' })
  createdAt: string;

  @ApiProperty({ ...DATE_TIME, example: '2026-04-03T10:12:00.000Z', description: 'When the booking last changed (ISO date-time).' })
  updatedAt: string;
}
