import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GuestRsvp } from '../guest-csv';

/** A guest of the plan ("Hosté"), with the answer to the invitation (by the couple, or by the guest through the RSVP link). */
@Entity('plan_guests')
export class PlanGuest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  planId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 80, nullable: true })
  groupName: string | null;

  @Column({ type: 'boolean', default: false })
  isChild: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  dietary: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  tableLabel: string | null;

  @Column({ type: 'varchar', length: 10, default: 'invited' })
  rsvp: GuestRsvp;

  /** The people the answer counts (1–10). */
  @Column({ type: 'smallint', default: 1 })
  partySize: number;

  /** SHA-256 of the guest's RSVP link token; null: no link. */
  @Column({ type: 'char', length: 64, nullable: true })
  rsvpTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  rsvpTokenExpiresAt: Date | null;

  /** When the guest last answered through the link. */
  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
