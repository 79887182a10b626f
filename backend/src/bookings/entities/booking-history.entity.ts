import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const BOOKING_ACTORS = ['couple', 'provider', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export const BOOKING_ACTIONS = ['created', 'confirmed', 'declined', 'expired', 'cancelled', 'deposit_received'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** One step of a booking's life: who, when, what and why (both sides see it). */
@Entity('booking_history')
export class BookingHistory {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  bookingId: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'varchar', length: 10 })
  actor: BookingActor;

  @Column({ type: 'varchar', length: 24 })
  action: BookingAction;

  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
