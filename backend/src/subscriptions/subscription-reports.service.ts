import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PaidPlanType } from './plans';
import { activeSubscriptionCondition } from './subscription-access';

/**
 * What the operators read of the subscriptions' tables (the admin panel asks through this): the
 * overview's figures and one provider's subscription rows.
 */
@Injectable()
export class SubscriptionReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active subscriptions per plan type, both types listed (0 when none). */
  activeCountsByPlan(): Promise<Array<{ planType: PaidPlanType; count: number }>> {
    return this.dataSource.query(
      `SELECT plan.plan_type AS "planType", count(s.id)::int AS count
         FROM (VALUES ('basic'), ('premium')) AS plan (plan_type)
         LEFT JOIN provider_subscriptions s ON s.plan_type = plan.plan_type AND ${activeSubscriptionCondition('s')}
        GROUP BY plan.plan_type
        ORDER BY plan.plan_type`,
    ) as Promise<Array<{ planType: PaidPlanType; count: number }>>;
  }

  /** Succeeded payments per month over the last `months` months in `timeZone`, oldest first, empty months included (CZK). */
  async monthlyRevenue(months: number, timeZone: string): Promise<Array<{ month: string; amount: number }>> {
    const rows = (await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 month',
                                date_trunc('month', now() AT TIME ZONE $1), interval '1 month') AS month
       )
       SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(sum(pay.amount), 0)::bigint AS amount
         FROM months m
         LEFT JOIN subscription_payments pay
           ON pay.status = 'succeeded'
          AND pay.created_at >= (m.month AT TIME ZONE $1)
          AND pay.created_at < ((m.month + interval '1 month') AT TIME ZONE $1)
        GROUP BY m.month
        ORDER BY m.month`,
      [timeZone, months],
    )) as Array<{ month: string; amount: string }>;
    return rows.map((row) => ({ month: row.month, amount: Number(row.amount) }));
  }

  /** The provider's active subscription's plan and source, if any. */
  async activeOf(manager: EntityManager, providerId: number): Promise<{ planId: string; source: string } | null> {
    const [current] = (await manager.query(
      `SELECT s.plan_id AS "planId", s.source FROM provider_subscriptions s WHERE s.provider_id = $1 AND ${activeSubscriptionCondition('s')}`,
      [providerId],
    )) as Array<{ planId: string; source: string }>;
    return current ?? null;
  }

  /** How many subscription and payment rows the provider has (for the record of a delete). */
  async rowCountsOf(manager: EntityManager, providerId: number): Promise<{ subscriptions: number; payments: number }> {
    const [counts] = (await manager.query(
      `SELECT (SELECT count(*) FROM provider_subscriptions WHERE provider_id = $1)::int AS subscriptions,
              (SELECT count(*) FROM subscription_payments WHERE provider_id = $1)::int AS payments`,
      [providerId],
    )) as Array<{ subscriptions: number; payments: number }>;
    return counts;
  }
}
