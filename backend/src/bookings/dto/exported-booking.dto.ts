import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_ACTIONS, BOOKING_ACTORS, type BookingAction, type BookingActor } from '../entities/booking-history.entity';
import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity';

const DATE_TIME = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE_TIME = { type: String, format: 'date-time', nullable: true } as const;

/** One step of an exported booking's history. */
export class ExportedBookingHistoryDto {
  @ApiProperty(DATE_TIME)
  at: string;

  @ApiProperty({ enum: BOOKING_ACTORS, enumName: 'BookingActor' })
  actor: BookingActor;

  @ApiProperty({ enum: BOOKING_ACTIONS, enumName: 'BookingAction' })
  action: BookingAction;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;
}

/** A booking in the account's export (GET /api/account/export), on either side. */
export class ExportedBookingDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'SV-2026-000123' })
  number: string;

  @ApiProperty({
    enum: ['couple', 'provider'],
    description: "The account's side: its provider profile's booking ('provider') or its own ('couple')",
  })
  side: 'couple' | 'provider';

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  status: BookingStatus;

  @ApiProperty()
  offerId: number;

  @ApiProperty()
  requestId: number;

  @ApiProperty()
  providerId: number;

  @ApiProperty()
  providerName: string;

  @ApiProperty()
  coupleName: string;

  @ApiProperty()
  coupleEmail: string;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12' })
  eventDate: string | null;

  @ApiProperty(DATE_TIME)
  respondBy: string;

  @ApiProperty(NULLABLE_DATE_TIME)
  confirmedAt: string | null;

  @ApiProperty(NULLABLE_DATE_TIME)
  endedAt: string | null;

  @ApiProperty({ type: Number, nullable: true })
  depositAmount: number | null;

  @ApiProperty(NULLABLE_DATE_TIME)
  depositReceivedAt: string | null;

  @ApiProperty()
  keepDateBlocked: boolean;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      '"Potvrzení rezervace" as frozen at the confirmation (provider, couple, date, place, items, price, deposit, cancellation terms)',
  })
  document: Record<string, unknown> | null;

  @ApiProperty({ type: [ExportedBookingHistoryDto] })
  history: ExportedBookingHistoryDto[];

  @ApiProperty(DATE_TIME)
  createdAt: string;

  @ApiProperty(DATE_TIME)
  updatedAt: string;
}
