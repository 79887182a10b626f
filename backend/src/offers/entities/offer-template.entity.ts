import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OfferPriceKind } from './offer.entity';

/** A provider's named starting point for its offers (issue 45, CreateOfferTemplates1763707000210): at most 10, names unique per provider. */
@Entity('offer_templates')
export class OfferTemplate {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 200, array: true, default: () => "'{}'" })
  includedItems: string[];

  @Column({ type: 'varchar', length: 8 })
  priceKind: OfferPriceKind;

  @Column({ type: 'integer' })
  priceMin: number;

  @Column({ type: 'integer', nullable: true })
  priceMax: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
