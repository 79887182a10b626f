import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who wrote a message: one of the two sides, or Svatby itself (an automatic notice). */
export const MESSAGE_SENDER_SIDES = ['couple', 'provider', 'system'] as const;
export type MessageSenderSide = (typeof MESSAGE_SENDER_SIDES)[number];
export type ConversationSide = Exclude<MessageSenderSide, 'system'>;

/**
 * A thread between a couple and a provider: an offer's (request_id and offer_id set), or a signed-in
 * couple's question from the portfolio (couple_user_id set, no request). See the migration for the
 * read state and the mail throttle.
 */
@Entity('conversations')
export class Conversation {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'integer', nullable: true })
  requestId: number | null;

  @Column({ type: 'integer', nullable: true })
  offerId: number | null;

  /** The asking couple's account (questions); for an offer's thread the request's owner is the couple. */
  @Column({ type: 'integer', nullable: true })
  coupleUserId: number | null;

  /** The last message id the couple has seen (0: none). */
  @Column({ type: 'bigint', default: 0 })
  coupleReadMessageId: string;

  @Column({ type: 'bigint', default: 0 })
  providerReadMessageId: string;

  /** When the couple was last e-mailed about unread messages here (at most one mail an hour). */
  @Column({ type: 'timestamptz', nullable: true })
  coupleMailedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  providerMailedAt: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
