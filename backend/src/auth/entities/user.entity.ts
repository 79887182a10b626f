import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Always stored lower-cased (a CHECK constraint holds it). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id; null for accounts that only sign in through Google or the test login. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  googleId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  stripeCustomerId: string | null;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** When the owner proved the address (the e-mailed link, or Google's verified e-mail); null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
