import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A project in a provider's portfolio: text, optional links and up to six uploaded images. */
@Entity('portfolio_items')
export class PortfolioItem {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** A category id, or null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  category: string | null;

  @Column({ type: 'text' })
  description: string;

  /** YYYY-MM-DD of the event, or null. */
  @Column({ type: 'date', nullable: true })
  eventDate: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  websiteUrl: string | null;

  /** URLs of the stored images ('/uploads/portfolio/<random>.webp'), in the provider's order. */
  @Column({ type: 'varchar', length: 300, array: true, default: () => "'{}'" })
  images: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
