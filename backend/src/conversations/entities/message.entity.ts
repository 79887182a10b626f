import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageSenderSide } from './conversation.entity';

/** One message of a conversation: plain text (HTML stripped on the way in), maybe with attachments. */
@Entity('messages')
export class Message {
  /** bigint: TypeORM hands it over as a string. */
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  conversationId: number;

  @Column({ type: 'varchar', length: 8 })
  senderSide: MessageSenderSide;

  @Column({ type: 'integer', nullable: true })
  senderUserId: number | null;

  @Column({ type: 'text' })
  body: string;

  /** A notice's text for the couple / the provider when it differs from body (issue 51). */
  @Column({ type: 'text', nullable: true })
  coupleBody: string | null;

  @Column({ type: 'text', nullable: true })
  providerBody: string | null;

  /** The side whose own action a notice reports: never unread for that side. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  actorSide: 'couple' | 'provider' | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
