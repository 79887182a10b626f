import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One cell of the public figures (CreateMarketFigures1763709300100): a category in an area, as the
 * hourly job last computed it. Null figures are below their minimum count ("málo dat").
 */
@Entity('market_figures')
export class MarketFigure {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  categoryId: string;

  /** 'cela-cr' for the whole country, else a catalogue region. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  regionId: string;

  @Column({ type: 'integer' })
  providersActive: number;

  @Column({ type: 'integer' })
  requestsCount: number;

  @Column({ type: 'integer', nullable: true })
  medianFirstOfferMinutes: number | null;

  @Column({ name: 'share_two_offers_48h', type: 'real', nullable: true })
  shareTwoOffers48h: number | null;

  @Column({ type: 'integer' })
  acceptedCount: number;

  @Column({ type: 'integer', nullable: true })
  priceMedian: number | null;

  @Column({ type: 'integer', nullable: true })
  priceP25: number | null;

  @Column({ type: 'integer', nullable: true })
  priceP75: number | null;

  @Column({ type: 'timestamptz' })
  refreshedAt: Date;
}
