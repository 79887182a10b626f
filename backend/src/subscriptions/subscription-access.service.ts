import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaidPlanType } from './plans';
import { activeSubscriptionCondition } from './subscription-access';

/** The one "has an active subscription" check for code that holds a user (contacts, dashboard). */
@Injectable()
export class SubscriptionAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The plan type of the user's provider profile's active subscription, or null (none, ended, not a provider). */
  async activePlanOfUser(userId: number): Promise<PaidPlanType | null> {
    const rows = (await this.dataSource.query(
      `SELECT s.plan_type AS "planType"
         FROM provider_profiles p
         JOIN provider_subscriptions s ON s.provider_id = p.id AND ${activeSubscriptionCondition('s')}
        WHERE p.user_id = $1
        LIMIT 1`,
      [userId],
    )) as Array<{ planType: PaidPlanType }>;
    return rows[0]?.planType ?? null;
  }

  async hasActiveSubscription(userId: number): Promise<boolean> {
    return (await this.activePlanOfUser(userId)) !== null;
  }
}
