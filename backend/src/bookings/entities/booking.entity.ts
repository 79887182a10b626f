import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingDocumentContent } from '../booking-document';

export const BOOKING_STATUSES = ['pending_provider', 'confirmed', 'declined', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking (issue 44): made when the couple accepts an offer, confirmed or declined by the provider
 * within 72 hours (else expired), a confirmed one cancelled by either side. Names and e-mail are
 * copies taken at creation, so that the booking stands alone when one side's account is erased.
 */
@Entity('bookings')
export class Booking {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** 'SV-2026-000123': the creation year (Europe/Prague) and booking_number_seq. */
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'integer' })
  offerId: number;

  @Column({ type: 'integer' })
  requestId: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'integer', nullable: true })
  providerUserId: number | null;

  /** Null: a couple without an account, acting through the request's manage link. */
  @Column({ type: 'integer', nullable: true })
  coupleUserId: number | null;

  @Column({ type: 'varchar', length: 20, default: 'pending_provider' })
  status: BookingStatus;

  /** YYYY-MM-DD: the request's wedding date, or the provider's when confirming a dateless request. */
  @Column({ type: 'date', nullable: true })
  eventDate: string | null;

  /** Creation + 72 hours: the provider's deadline, then the job expires it. */
  @Column({ type: 'timestamptz' })
  respondBy: Date;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When it was declined, expired or cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  /** Kč; null without a deposit. */
  @Column({ type: 'integer', nullable: true })
  depositAmount: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  depositReceivedAt: Date | null;

  @Column({ type: 'smallint', default: 0 })
  depositRemindersSent: number;

  /** The content frozen at confirmation ("Potvrzení rezervace"). */
  @Column({ type: 'jsonb', nullable: true })
  document: BookingDocumentContent | null;

  /** iCalendar SEQUENCE: +1 on every change after creation. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  /** The provider kept the day busy when cancelling. */
  @Column({ type: 'boolean', default: false })
  keepDateBlocked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  reviewInvitedAt: Date | null;

  @Column({ type: 'varchar', length: 200 })
  coupleName: string;

  @Column({ type: 'varchar', length: 254 })
  coupleEmail: string;

  @Column({ type: 'varchar', length: 200 })
  providerName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
