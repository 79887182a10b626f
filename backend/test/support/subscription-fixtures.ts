import { DataSource } from 'typeorm';
import type { PaidPlanType } from '../../src/subscriptions/plans';

export interface SubscriptionFixture {
  /** The end of the paid period; 30 days from now unless given (a past date: ended, not yet marked expired). */
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}

/**
 * An active monthly subscription straight in the database, as an admin would grant it (source
 * 'admin', status 'active'), so tests need no payment gateway. Returns the subscription's id.
 */
export async function activateSubscription(
  dataSource: DataSource,
  providerId: number,
  planType: PaidPlanType,
  { periodEnd = new Date(Date.now() + 30 * 86_400_000), cancelAtPeriodEnd = false }: SubscriptionFixture = {},
): Promise<number> {
  const [{ id }] = (await dataSource.query(
    `INSERT INTO provider_subscriptions
       (provider_id, plan_id, plan_type, billing_period, status, source, current_period_start, current_period_end, cancel_at_period_end)
     VALUES ($1, $2, $3, 'monthly', 'active', 'admin', $4::timestamptz - interval '30 days', $4, $5)
     RETURNING id`,
    [providerId, `${planType}_monthly`, planType, periodEnd, cancelAtPeriodEnd],
  )) as Array<{ id: number }>;
  return id;
}
