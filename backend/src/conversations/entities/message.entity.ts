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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
