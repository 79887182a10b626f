import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A provider's profile (dodavatel): one per user account. Its contact details are public, unlike
 * a couple's: providers want to be contacted.
 */
@Entity('provider_profiles')
export class ProviderProfile {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 200 })
  companyName: string;

  @Column({ type: 'text' })
  description: string;

  /** Category ids, in the provider's order (the spec's comma-joined serviceType). */
  @Column({ type: 'varchar', length: 64, array: true })
  categories: string[];

  /**
   * The categories plus those its name and description match by synonym (common/text/
   * category-matching): what the catalogue's category filter tests. Computed on write.
   */
  @Column({ type: 'varchar', length: 64, array: true })
  matchedCategories: string[];

  /** Location ids; ['cela-cr'] alone means the whole country. */
  @Column({ type: 'varchar', length: 64, array: true })
  serviceAreas: string[];

  @Column({ type: 'varchar', length: 8, default: '+420' })
  phonePrefix: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  /** The public contact e-mail (the account's e-mail at registration). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  facebookUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  tiktokUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedinUrl: string | null;

  @Column({ type: 'integer', nullable: true })
  yearsExperience: number | null;

  /** Whole Kč; null = 'Cena na vyžádání'. */
  @Column({ type: 'integer', nullable: true })
  priceFrom: number | null;

  @Column({ type: 'integer', nullable: true })
  priceTo: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  /** A seeded demo provider (listed, never reviewed). */
  @Column({ type: 'boolean', default: false })
  isDemo: boolean;

  @Column({ type: 'text', insert: false, update: false, select: false })
  searchText: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
