import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * One event sent (or to be sent) to one endpoint: the payload as signed, its state, and the last
 * attempt's outcome (the delivery log). A resend is a new row with the same event id.
 */
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  endpointId: number;

  /** `evt_…`: the same for every endpoint and resend of one event (the receiver's deduplication key). */
  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state: WebhookDeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the next attempt is due (null while one is queued, and once finished). */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ type: 'integer', nullable: true })
  lastDurationMs: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  /** The start of the receiver's last answer (≤ 1 000 characters). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  responseExcerpt: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
