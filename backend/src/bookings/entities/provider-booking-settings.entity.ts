import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A provider's booking settings ("Rezervace a zálohy"). No row = the defaults: DEFAULT_CANCELLATION_TERMS,
 * no deposit, no bank account, one event a day. The row is also the lock that serialises the
 * provider's confirmations (capacity).
 */
@Entity('provider_booking_settings')
export class ProviderBookingSettings {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @Column({ type: 'text' })
  cancellationTerms: string;

  /** 1..100: the default deposit as a share of the offer's price; null = none. */
  @Column({ type: 'smallint', nullable: true })
  depositPercent: number | null;

  @Column({ type: 'varchar', length: 34, nullable: true })
  bankAccountIban: string | null;

  @Column({ type: 'smallint', default: 1 })
  eventsPerDay: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
