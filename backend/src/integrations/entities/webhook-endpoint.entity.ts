import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A provider's or admin's webhook endpoint (issue 50): the URL the chosen events are POSTed to,
 * signed with its secret. The secret is stored encrypted under WEBHOOK_SECRET_KEY (it signs every
 * delivery, so it is not hashed) and shown to its owner on demand. Disabled by its owner, or by the
 * delivery rules after repeated failures.
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true })
  events: string[];

  /** The HMAC key of the signatures (`whsec_…`), stored as `v1:…` (AES-256-GCM, webhooks/secret-cipher.ts). */
  @Column({ type: 'varchar', length: 200 })
  secret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** 'owner' (switched off in the app) or 'failures' (the delivery rules switched it off). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  disabledReason: string | null;

  /** The first of the unbroken run of deliveries that failed for good (null after a success). */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /** Deliveries failed for good since the last success. */
  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
