import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConversationSide } from './conversation.entity';

export const MESSAGE_REPORT_REASONS = ['spam', 'offensive', 'scam', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** A side's report of a message written by the other side; open until an admin resolves it. */
@Entity('message_reports')
export class MessageReport {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'bigint' })
  messageId: string;

  @Column({ type: 'varchar', length: 8 })
  reporterSide: ConversationSide;

  @Column({ type: 'integer', nullable: true })
  reporterUserId: number | null;

  @Column({ type: 'varchar', length: 16 })
  reason: MessageReportReason;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;
}
