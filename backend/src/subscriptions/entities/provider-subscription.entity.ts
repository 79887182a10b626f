import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingPeriod, PaidPlanType } from '../plans';

export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled' | 'expired';
/** Where the subscription lives: Stripe, the offline test gateway, or granted by an admin. */
export type SubscriptionSource = 'stripe' | 'offline' | 'admin';

/** Statuses that hold the provider's one "live" slot (partial unique index provider_subscriptions_one_live). */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'active', 'past_due'];

/**
 * A provider's subscription, mirroring the gateway's (plan, status, billing period) so that access
 * checks never call the gateway. Active = status 'active' and the period not yet ended.
 */
@Entity('provider_subscriptions')
export class ProviderSubscription {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  providerId: number;

  /** A paid plan id of plans.ts, e.g. 'premium_monthly'. */
  @Column({ type: 'varchar', length: 32 })
  planId: string;

  @Column({ type: 'varchar', length: 16 })
  planType: PaidPlanType;

  @Column({ type: 'varchar', length: 16 })
  billingPeriod: BillingPeriod;

  @Column({ type: 'varchar', length: 24 })
  status: SubscriptionStatus;

  @Column({ type: 'varchar', length: 16 })
  source: SubscriptionSource;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  /** Cancelled by the provider: stays active until currentPeriodEnd, then ends. */
  @Column({ type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  /** A plan chosen to replace the current one from the next period on. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  scheduledPlanId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  gatewayCustomerId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  gatewaySubscriptionId: string | null;

  /** The creation time of the last gateway event applied; older events do not overwrite newer state. */
  @Column({ type: 'timestamptz', nullable: true })
  lastEventAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
