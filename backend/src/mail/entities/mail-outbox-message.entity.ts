import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'pending' | 'sent' | 'failed';

@Entity('mail_outbox')
export class MailOutboxMessage {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  template: string;

  @Column({ type: 'varchar', length: 254 })
  toEmail: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  toName: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MailStatus;

  /** The bodies hold a usable link: cleared once sent or failed for good (MailSecretBodies1763704000900). */
  @Column({ type: 'boolean', default: false })
  secret: boolean;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** Which transport delivered it: 'sendgrid', or 'log' in offline mode. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  transport: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
