import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const BUDGET_LINE_SOURCES = ['couple', 'svatby'] as const;
/** 'svatby': the line follows an offer accepted in Svatby (offer_id); 'couple': typed by the couple. */
export type BudgetLineSource = (typeof BUDGET_LINE_SOURCES)[number];

/**
 * A line of the plan's budget ("Rozpočet"): a catalogue category (one line per category and plan)
 * or the couple's own item. Whole Kč; planned and actual are null until known.
 */
@Entity('plan_budget_lines')
export class PlanBudgetLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  planId: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  categoryId: string | null;

  /** The couple's name of a custom line; a category line stores the category's name (the catalogue's is shown). */
  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'integer', nullable: true })
  planned: number | null;

  @Column({ type: 'integer', nullable: true })
  actual: number | null;

  @Column({ type: 'integer', default: 0 })
  paid: number;

  /** The actual amount is an offer's upper bound or starting price, not an exact one. */
  @Column({ type: 'boolean', default: false })
  actualIsEstimate: boolean;

  /** The accepted offer the line follows (no FK: Offers' table). */
  @Column({ type: 'integer', nullable: true })
  offerId: number | null;

  @Column({ type: 'integer', nullable: true })
  bookingId: number | null;

  @Column({ type: 'varchar', length: 10, default: 'couple' })
  source: BudgetLineSource;

  /** The confirmed booking's deposit, due until the provider records it received. */
  @Column({ type: 'integer', nullable: true })
  depositDue: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
