import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One device (browser) of an account that has push notifications on: the push service's endpoint
 * and the keys its payloads are encrypted with (RFC 8291). Removed when the push service says it is
 * gone (404/410), when the user revokes it, or with the account.
 */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The device's P-256 public key (base64url). */
  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  /** The device's auth secret (base64url). */
  @Column({ type: 'varchar', length: 100 })
  auth: string;

  /** A device name for the list, e.g. "Chrome na Androidu". */
  @Column({ type: 'varchar', length: 100 })
  label: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The last notification the push service accepted for it. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/**
 * A listed request waiting for a basic provider's daily digest ("N nových poptávek ve vašem oboru"):
 * one row per account and request, removed when the digest is sent.
 */
@Entity('push_digest_items')
export class PushDigestItem {
  @Column({ type: 'integer', primary: true })
  userId: number;

  @Column({ type: 'integer', primary: true })
  requestId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
