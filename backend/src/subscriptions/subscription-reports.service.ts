import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaidPlanType } from './plans';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * What the operators read of the subscriptions' tables (the admin panel asks through this): the
 * overview's figures and one provider's subscription rows.
 */
@Injectable()
export class SubscriptionReportsService {
  constructor(private readonly repository: SubscriptionsRepository) {}

  /** Active subscriptions per plan type, both types listed (0 when none). */
  activeCountsByPlan(): Promise<Array<{ planType: PaidPlanType; count: number }>> {
    return this.repository.activeCountsByPlan();
  }

  /**
   * Succeeded payments per month over the last `months` months in `timeZone`, oldest first, empty
   * months included (CZK): the revenue (`amount`) without the test gateway's payments, which are
   * summed apart (`testAmount`).
   */
  monthlyRevenue(months: number, timeZone: string): Promise<Array<{ month: string; amount: number; testAmount: number }>> {
    return this.repository.monthlyRevenue(months, timeZone);
  }

  /**
   * What the providers paid Svatby per month in `timeZone` (YYYY-MM, from and to inclusive): succeeded
   * payments net of refunds, whole Kč (the providers' results, issue 47). Months without a payment are left out.
   */
  paidByMonth(
    providerIds: number[],
    from: string,
    to: string,
    timeZone = 'Europe/Prague',
  ): Promise<Array<{ providerId: number; month: string; amount: number }>> {
    return this.repository.paidByMonth(providerIds, from, to, timeZone);
  }

  /** The provider's active subscription's plan and source, if any. */
  activeOf(manager: EntityManager, providerId: number): Promise<{ planId: string; source: string } | null> {
    return this.repository.activeOf(manager, providerId);
  }

  /** How many subscription and payment rows the provider has (for the record of a delete). */
  rowCountsOf(manager: EntityManager, providerId: number): Promise<{ subscriptions: number; payments: number }> {
    return this.repository.rowCountsOf(manager, providerId);
  }
}
