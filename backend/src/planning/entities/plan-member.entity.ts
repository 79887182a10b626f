import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account sharing a plan (at most two; an account is in one plan at most). */
@Entity('plan_members')
export class PlanMember {
  @PrimaryColumn({ type: 'integer' })
  planId: number;

  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'timestamptz' })
  joinedAt: Date;

  @Column({ type: 'boolean', default: true })
  weeklyDigest: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastDigestAt: Date | null;
}
