import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A PDF or image sent with a message, stored privately (never under /uploads) under storage_key. */
@Entity('message_attachments')
export class MessageAttachment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'bigint' })
  messageId: string;

  /** The sender's file name, cleaned (shown, and offered on download). */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  sizeBytes: number;

  /** A random name in the private attachments folder. */
  @Column({ type: 'varchar', length: 100 })
  storageKey: string;
}
