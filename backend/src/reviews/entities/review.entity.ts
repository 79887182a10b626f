import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A couple's review of a provider. The e-mail (one review per address and provider) is never shown. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  providerId: number;

  /** Lower-cased; never leaves the server. */
  @Column({ type: 'varchar', length: 254, select: false })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reviewerName: string | null;

  @Column({ type: 'smallint' })
  overallRating: number;

  @Column({ type: 'smallint', nullable: true })
  communicationRating: number | null;

  @Column({ type: 'smallint', nullable: true })
  qualityRating: number | null;

  @Column({ type: 'smallint', nullable: true })
  timingRating: number | null;

  @Column({ type: 'smallint', nullable: true })
  valueRating: number | null;

  @Column({ type: 'text', default: '' })
  reviewText: string;

  /** 'pending' until the author opens the e-mailed link, then 'confirmed'; 'hidden' by an admin. Only confirmed reviews count. */
  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: 'pending' | 'confirmed' | 'hidden';

  /** The mailbox (common/mailbox's key: review_email_key = mailbox_key in SQL), computed by the database. */
  @Column({ type: 'varchar', length: 254, select: false, insert: false, update: false })
  emailKey: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** "Ověřená spolupráce" as written (issue 51): a signed-in couple that had accepted the provider's offer. */
  @Column({ type: 'boolean', default: false })
  verifiedBooking: boolean;

  /** That couple's account: one such published review per couple and provider. */
  @Column({ type: 'integer', nullable: true })
  bookingUserId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
