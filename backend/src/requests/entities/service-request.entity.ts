import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RequestDetails } from '../../catalog/catalog.api';
import type { BudgetBand } from '../budget';

/** What the couple can set: listed ('active'), or closed with one of the reasons. */
export const OWNER_REQUEST_STATUSES = ['active', 'fulfilled', 'cancelled', 'resolved', 'no_interest'] as const;
export type OwnerRequestStatus = (typeof OWNER_REQUEST_STATUSES)[number];

/**
 * The lifecycle (DESIGN.md section 5): 'unconfirmed' until the contact e-mail's owner opens the
 * confirmation link, then 'active' (listed, counted, matched) until closed by the couple, 'booked'
 * (the couple accepted an offer: unlisted, closed to new offers, "Vybráno"; the couple may still
 * close it) or 'expired' by the daily job.
 */
export const REQUEST_STATUSES = ['unconfirmed', ...OWNER_REQUEST_STATUSES, 'booked', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A couple's request (poptávka). Contact fields leave the server only per ContactAccessService. */
@Entity('service_requests')
export class ServiceRequest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  coupleName: string;

  /** YYYY-MM-DD, or null for "ještě nemám vybráno datum". */
  @Column({ type: 'date', nullable: true })
  weddingDate: string | null;

  /** Requested category ids, in the couple's order; the first is the primary category. */
  @Column({ type: 'varchar', length: 64, array: true })
  services: string[];

  @Column({ type: 'varchar', length: 64 })
  primaryCategoryId: string;

  /** The requested categories plus those its text matches by synonym: what category filters test. */
  @Column({ type: 'varchar', length: 64, array: true })
  matchedCategories: string[];

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The text people see: a form choice's label ("50 000 – 100 000 Kč") or the couple's own words (requestBudget). */
  @Column({ type: 'varchar', length: 100 })
  budget: string;

  @Column({ type: 'varchar', length: 16 })
  budgetBand: BudgetBand;

  /** The largest amount in the budget text (Kč), for sorting; null when it names none. */
  @Column({ type: 'integer', nullable: true })
  budgetAmount: number | null;

  /** The place as people see it: a location's name, or the couple's own words. */
  @Column({ type: 'varchar', length: 200 })
  location: string;

  /** The catalogue location (slug) the place is; null when the couple named another place. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  locationId: string | null;

  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  phoneCountryCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: RequestStatus;

  /** The couple's answers to the questions of the request's categories, typed by question key (catalog/request-questions.ts); {} for none. */
  @Column({ type: 'jsonb', default: {} })
  details: RequestDetails;

  /** A demo request (the demo seed): listed and marked as such, counted apart, no premium mails, no contact. */
  @Column({ type: 'boolean', default: false })
  isDemo: boolean;

  /** When a listed request ends by itself (request_expires_at: the day after the wedding, or 180 days without a date). */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** When the couple was asked "Ještě hledáte?" in this term; null when not yet. */
  @Column({ type: 'timestamptz', nullable: true })
  expiryRemindedAt: Date | null;

  /** When the couple confirmed the request by the e-mail link (or submitted it signed in with that verified address). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The couple's account when they were signed in. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'text', insert: false, update: false, select: false })
  searchText: string;

  /** The contact e-mail's mailbox (common/mailbox: mailbox_key in SQL), computed by the database: what the caps and the block compare. */
  @Column({ type: 'varchar', length: 254, insert: false, update: false, select: false })
  contactEmailKey: string;

  /** Internal notes of the admins (never shown outside /admin). */
  @Column({ type: 'text', nullable: true })
  adminNotes: string | null;

  /** When an admin marked the request for deletion; null when unmarked. */
  @Column({ type: 'timestamptz', nullable: true })
  markedForDeletionAt: Date | null;

  /** Why it was marked (required with the mark). */
  @Column({ type: 'text', nullable: true })
  deletionReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
