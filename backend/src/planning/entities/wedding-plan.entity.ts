import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The couple's wedding plan: one per couple, shared by at most two accounts (plan_members). */
@Entity('wedding_plans')
export class WeddingPlan {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 120, nullable: true })
  coupleNames: string | null;

  /** YYYY-MM-DD (Europe/Prague calendar day); null: not decided yet. */
  @Column({ type: 'date', nullable: true })
  weddingDate: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  locationId: string | null;

  @Column({ type: 'integer', nullable: true })
  expectedGuests: number | null;

  /** Whole Kč. */
  @Column({ type: 'integer', nullable: true })
  totalBudget: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
