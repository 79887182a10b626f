import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who wrote a message: one of the two sides, or Svatby itself (an automatic notice). */
export const MESSAGE_SENDER_SIDES = ['couple', 'provider', 'system'] as const;
export type MessageSenderSide = (typeof MESSAGE_SENDER_SIDES)[number];
export type ConversationSide = Exclude<MessageSenderSide, 'system'>;

/**
 * The thread between a couple and a provider (one per pair, issue 51): a signed-in couple's question
 * from the portfolio and the offers on the couple's requests meet in it. See the migration for the
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

  /** The couple's account (the asker of a question, or the owner of the requests the offers answer); null without one. */
  @Column({ type: 'integer', nullable: true })
  coupleUserId: number | null;

  /**
   * The couple (issue 51: one thread per couple and provider, unique with provider_id): 'user:<id>'
   * for an account, else 'mailbox:<key>' of the request's contact e-mail. The thread's offers are in
   * conversation_offers; request_id and offer_id name the latest.
   */
  @Column({ type: 'varchar', length: 300 })
  coupleKey: string;

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
