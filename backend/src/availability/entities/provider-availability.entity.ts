import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AvailabilityStatus } from '../availability-rules';

/** One day of a provider's availability calendar; days without a row have no status. */
@Entity('provider_availability')
export class ProviderAvailability {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  /** YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 16 })
  status: AvailabilityStatus;

  /** The provider's private note; never shown publicly. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  notes: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
