import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The provider's billing details ("Fakturační údaje"): the buyer on its next invoice. */
@Entity('billing_details')
export class BillingDetails {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 200 })
  companyName: string;

  @Column({ type: 'varchar', length: 200 })
  street: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 6 })
  postalCode: string;

  @Column({ type: 'char', length: 8, nullable: true })
  ico: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  dic: string | null;

  @Column({ type: 'boolean', default: false })
  vatPayer: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
