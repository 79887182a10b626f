import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** "Nemám volný termín", "Nehodí se mi", "Potřebuji upřesnit" (issue 45). */
export const REPLY_KINDS = ['unavailable', 'not_fit', 'question'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** Why a request does not fit ('not_fit' only): Rozpočet, Styl, Vzdálenost, Kapacita, Jiné. */
export const REPLY_REASONS = ['budget', 'style', 'distance', 'capacity', 'other'] as const;
export type ReplyReason = (typeof REPLY_REASONS)[number];

/**
 * A provider's one-tap answer to a request instead of an offer (CreateRequestReplies1763707000200):
 * one per provider and request, taken back within 10 seconds by deleting it. A published table: the
 * Requests module's provider list reads it (EXISTS) to leave out the requests the provider turned down.
 */
@Entity('request_replies')
export class RequestReply {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  requestId: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: ReplyKind;

  @Column({ type: 'varchar', length: 32, nullable: true })
  reason: ReplyReason | null;

  /** The question to the couple ('question' only), 1–1000 characters. */
  @Column({ type: 'text', nullable: true })
  question: string | null;

  /** Whether this answer set the wedding day busy in the provider's calendar (then the undo puts the day back). */
  @Column({ type: 'boolean', default: false })
  calendarMarked: boolean;

  /** The day's calendar entry before the mark: its status (null: no entry) and notes. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  dayStatusBefore: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  dayNotesBefore: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
