import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, type RecordEvent } from '../common/domain-events/domain-events';
import { PeriodicJob } from '../queue/queue.api';
import { PAYMENT_GATEWAY, type PaymentGateway, TEST_CARD } from './gateway/payment-gateway';
import { findPaidPlan } from './plans';
import { PaymentSettlement } from './payment-settlement.service';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';
import { paymentDescription, renewalPeriod } from './subscription-rules';

export interface ExpiryCounts {
  /** Local (offline / admin) subscriptions ended: cancelled, granted by an admin, or no test gateway to renew them. */
  expired: number;
  /** Offline subscriptions renewed for another period (on the scheduled plan when one was chosen). */
  renewed: number;
  /** Stripe subscriptions whose period ended over 3 days ago without news from Stripe (lost webhooks). */
  stripeExpired: number;
  /** Checkouts left unpaid for 2 days (Stripe expires them after 23 hours). */
  abandoned: number;
}

/**
 * The daily sweep of ended periods. Access never waits for it (the active rule compares the period
 * end with the time), it keeps statuses and renewals right. Each instance's clock (03:20 Prague) and
 * each start queue a sweep, at most one per hour across instances; one worker runs it. The sweep
 * itself is idempotent and skips rows another transaction holds. Each subscription it ends or renews
 * is reported (subscription.changed) after its commit.
 */
@Injectable()
export class SubscriptionsJobs {
  private readonly logger = new Logger(SubscriptionsJobs.name);

  constructor(
    private readonly events: DomainEvents,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
    private readonly repository: SubscriptionsRepository,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** One sweep now, in one transaction (the periodic job; tests, maintenance). */
  @PeriodicJob({ name: 'subscription-expiry', cron: '20 3 * * *', windowSeconds: 3600, atStart: true, pollingIntervalSeconds: 10 })
  runOnce(): Promise<ExpiryCounts> {
    return this.events.transaction((manager, record) => this.sweep(manager, record));
  }

  private async sweep(manager: EntityManager, record: RecordEvent): Promise<ExpiryCounts> {
    return { ...(await this.sweepLocal(manager, record)), ...(await this.sweepGateway(manager, record)) };
  }

  private async sweepLocal(manager: EntityManager, record: RecordEvent): Promise<Pick<ExpiryCounts, 'expired' | 'renewed'>> {
    // Rows a checkout or admin action holds right now are left for the next run.
    const ended = await this.repository.lockEndedLocal(manager);
    let expired = 0;
    let renewed = 0;
    for (const subscription of ended) {
      const renews = this.gateway.mode === 'offline' && subscription.source === 'offline' && !subscription.cancelAtPeriodEnd;
      const plan = findPaidPlan(subscription.scheduledPlanId ?? subscription.planId);
      if (!renews || !plan) {
        await this.repository.updateSubscription(manager, subscription.id, { status: 'expired', endedAt: subscription.currentPeriodEnd });
        await this.subscriptions.recordChange(manager, record, subscription.providerId, 'ended');
        expired += 1;
        continue;
      }
      const period = renewalPeriod(plan, subscription.currentPeriodEnd!);
      await this.repository.updateSubscription(manager, subscription.id, {
        plan,
        status: 'active',
        scheduledPlanId: null,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      });
      const payment = await this.repository.recordPayment(manager, {
        providerId: subscription.providerId,
        subscriptionId: subscription.id,
        amount: plan.price,
        status: 'succeeded',
        description: paymentDescription(plan, { offline: true }),
        ...TEST_CARD,
      });
      await this.settlement.succeeded(manager, payment);
      await this.subscriptions.recordChange(manager, record, subscription.providerId, 'renewed');
      renewed += 1;
    }
    return { expired, renewed };
  }

  private async sweepGateway(manager: EntityManager, record: RecordEvent): Promise<Pick<ExpiryCounts, 'stripeExpired' | 'abandoned'>> {
    const stale = await this.repository.expireSilentGatewaySubscriptions(manager);
    for (const row of stale) {
      this.logger.warn(`Stripe subscription ${row.gatewaySubscriptionId} (local ${row.id}) expired without news from Stripe: check the webhook`);
      await this.subscriptions.recordChange(manager, record, row.providerId, 'ended');
    }
    // An unpaid checkout dropped is no change of the subscription the provider has (none was reported when it began).
    const abandoned = await this.repository.cancelAbandonedCheckouts(manager);
    return { stripeExpired: stale.length, abandoned };
  }
}
