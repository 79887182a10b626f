import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partner's invitation link: the token's SHA-256 only, 7 days, single use; one live per plan. */
@Entity('plan_partner_invitations')
export class PlanPartnerInvitation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  planId: number;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'integer', nullable: true })
  invitedByUserId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
