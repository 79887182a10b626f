import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account's messaging: message e-mails on or off, and an admin's block. No row: the defaults. */
@Entity('messaging_settings')
export class MessagingSettings {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'boolean', default: true })
  messageEmails: boolean;

  /** Set by an admin: the account sends no offers or messages. */
  @Column({ type: 'timestamptz', nullable: true })
  blockedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  blockedReason: string | null;
}
