/**
 * The Subscriptions module's tables (provider_subscriptions, subscription_payments,
 * payment_gateway_events): the only place that reads or writes them. Methods taking an EntityManager
 * run in the caller's transaction (checkout, the webhook, the daily sweep).
 *
 * "Has an active subscription" (DESIGN.md section 4): status 'active' and the paid period not yet
 * ended. Time decides, not the daily job: a period that ended a minute ago no longer counts even
 * before the job marks it expired. The rule itself is the SQL function subscription_is_active
 * (ActiveSubscriptionRule1763704000200), which the listing trigger uses too; this repository applies
 * it through ACTIVE, other modules read active_subscription(provider) (ActiveSubscriptionFunction1763704000500).
 * The catalogue reads the same rule from provider_profiles.listing_until, the trigger's copy of the
 * active period's end (provider_is_listed), so that its sorts run on one index.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CardDetails } from './gateway/payment-gateway';
import { LIVE_SUBSCRIPTION_STATUSES } from './entities/provider-subscription.entity';
import type { ProviderSubscription, SubscriptionSource, SubscriptionStatus } from './entities/provider-subscription.entity';
import type { PaymentStatus } from './entities/subscription-payment.entity';
import type { PaidPlanType, Plan } from './plans';

/** The active rule on a provider_subscriptions row aliased `s`. */
const ACTIVE = 'subscription_is_active(s.status, s.current_period_end)';
/** A subscription row plus THE active rule evaluated by the database. */
export type SubscriptionRow = Omit<ProviderSubscription, 'createdAt' | 'updatedAt'> & { isActive: boolean; createdAt: Date };

const COLUMNS: Record<keyof Omit<SubscriptionRow, 'isActive'>, string> = {
  id: 'id',
  providerId: 'provider_id',
  planId: 'plan_id',
  planType: 'plan_type',
  billingPeriod: 'billing_period',
  status: 'status',
  source: 'source',
  currentPeriodStart: 'current_period_start',
  currentPeriodEnd: 'current_period_end',
  cancelAtPeriodEnd: 'cancel_at_period_end',
  cancelledAt: 'cancelled_at',
  endedAt: 'ended_at',
  scheduledPlanId: 'scheduled_plan_id',
  gatewayCustomerId: 'gateway_customer_id',
  gatewaySubscriptionId: 'gateway_subscription_id',
  lastEventAt: 'last_event_at',
  createdAt: 'created_at',
};

const SELECT_SUBSCRIPTION = `SELECT ${Object.entries(COLUMNS)
  .map(([field, column]) => `s.${column} AS "${field}"`)
  .join(', ')}, (${ACTIVE}) AS "isActive" FROM provider_subscriptions s`;

/** The statuses holding the provider's one live slot (LIVE_SUBSCRIPTION_STATUSES). */
/**
 * A payment made through the offline test gateway (TEST_CARD's payment method 'test', or a
 * subscription whose source is 'offline'): not revenue. Reads `pay` and its subscription `s`.
 */
const TEST_PAYMENT = `(coalesce(pay.payment_method, '') = 'test' OR coalesce(s.source, '') = 'offline')`;

const LIVE = `s.status IN (${LIVE_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** A subscription as the account's data export lists it. */
export interface SubscriptionExportRecord {
  id: number;
  planId: string;
  planType: string;
  billingPeriod: string;
  status: string;
  source: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  endedAt: Date | null;
  scheduledPlanId: string | null;
  gatewayCustomerId: string | null;
  gatewaySubscriptionId: string | null;
  createdAt: Date;
}

/** A payment as the account's data export lists it. */
export interface PaymentExportRecord {
  id: number;
  subscriptionId: number | null;
  amount: number;
  currency: string;
  status: string;
  description: string;
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
  gatewayInvoiceId: string | null;
  createdAt: Date;
}

export interface NewSubscription {
  providerId: number;
  plan: Plan;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  gatewayCustomerId?: string | null;
  gatewaySubscriptionId?: string | null;
}

export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'cancelledAt'
    | 'endedAt'
    | 'scheduledPlanId'
    | 'lastEventAt'
  >
> & { plan?: Plan };

export interface PaymentRecord extends CardDetails {
  providerId: number;
  subscriptionId: number | null;
  /** Whole Kč. */
  amount: number;
  status: PaymentStatus;
  description: string;
  gatewayInvoiceId?: string | null;
  gatewayPaymentIntentId?: string | null;
  createdAt?: Date;
}

/** The payment row written; `newlySucceeded` when it is 'succeeded' now and was not before (the receipt is due). */
export interface RecordedPayment {
  id: number;
  newlySucceeded: boolean;
}

/** One row of the provider's payment history. */
export interface PaymentHistoryRow {
  id: number;
  amount: number;
  status: PaymentStatus;
  description: string;
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
  createdAt: Date;
}

/** A payment locked for its refund. */
export interface RefundablePayment {
  id: number;
  providerId: number | null;
  amount: number;
  status: PaymentStatus;
  paymentMethod: string | null;
  gatewayPaymentIntentId: string | null;
  refundedAt: Date | null;
}

/** What a receipt mail (and the payment's invoice) needs of a payment. */
export interface PaymentMailRow {
  paymentMethod: string | null;
  providerId: number;
  amount: number;
  status: string;
  description: string;
  brand: string | null;
  last4: string | null;
  createdAt: Date;
}

/** What an activation or cancellation mail needs of a subscription. */
export interface SubscriptionMailRow {
  providerId: number;
  planId: string;
  source: string;
  periodEnd: Date | null;
}

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- subscriptions and payments, in the caller's transaction ----

  /** Serialises subscription changes of one provider (checkout, cancel, admin) until the transaction ends. */
  async lockProvider(manager: EntityManager, providerId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby:subscriptions'), $1)`, [providerId]);
  }

  /** The provider's live subscription (at most one: index provider_subscriptions_one_live), locked. */
  async liveSubscription(manager: EntityManager, providerId: number): Promise<SubscriptionRow | null> {
    const rows = (await manager.query(`${SELECT_SUBSCRIPTION} WHERE s.provider_id = $1 AND ${LIVE} FOR UPDATE`, [
      providerId,
    ])) as SubscriptionRow[];
    return rows[0] ?? null;
  }

  /** What the provider sees: the live subscription, else the latest one that was ever paid. */
  async latestSubscription(manager: EntityManager, providerId: number): Promise<SubscriptionRow | null> {
    const rows = (await manager.query(
      `${SELECT_SUBSCRIPTION}
        WHERE s.provider_id = $1 AND (${LIVE} OR s.current_period_end IS NOT NULL)
        ORDER BY (${LIVE}) DESC, s.current_period_end DESC NULLS LAST, s.id DESC
        LIMIT 1`,
      [providerId],
    )) as SubscriptionRow[];
    return rows[0] ?? null;
  }

  async lockSubscription(
    manager: EntityManager,
    where: { id: number } | { gatewaySubscriptionId: string },
  ): Promise<SubscriptionRow | null> {
    const [condition, value] =
      'id' in where ? ['s.id = $1', where.id] : ['s.gateway_subscription_id = $1', where.gatewaySubscriptionId];
    const rows = (await manager.query(`${SELECT_SUBSCRIPTION} WHERE ${condition} FOR UPDATE`, [value])) as SubscriptionRow[];
    return rows[0] ?? null;
  }

  async hasOtherLiveSubscription(manager: EntityManager, providerId: number, exceptId: number): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM provider_subscriptions s WHERE s.provider_id = $1 AND s.id <> $2 AND ${LIVE}`, [
      providerId,
      exceptId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insertSubscription(manager: EntityManager, subscription: NewSubscription): Promise<number> {
    const [{ id }] = (await manager.query(
      `INSERT INTO provider_subscriptions
         (provider_id, plan_id, plan_type, billing_period, status, source, current_period_start, current_period_end,
          gateway_customer_id, gateway_subscription_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING id`,
      [
        subscription.providerId,
        subscription.plan.id,
        subscription.plan.planType,
        subscription.plan.billingPeriod,
        subscription.status,
        subscription.source,
        subscription.currentPeriodStart,
        subscription.currentPeriodEnd,
        subscription.gatewayCustomerId ?? null,
        subscription.gatewaySubscriptionId ?? null,
      ],
    )) as Array<{ id: number }>;
    return id;
  }

  async updateSubscription(manager: EntityManager, id: number, patch: SubscriptionPatch): Promise<void> {
    const { plan, ...fields } = patch;
    const assignments: Array<[string, unknown]> = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value]);
    if (plan) assignments.push(['plan_id', plan.id], ['plan_type', plan.planType], ['billing_period', plan.billingPeriod]);
    if (assignments.length === 0) return;
    await manager.query(
      `UPDATE provider_subscriptions SET ${assignments.map(([column], index) => `${column} = $${index + 2}`).join(', ')},
              updated_at = now()
        WHERE id = $1`,
      [id, ...assignments.map(([, value]) => value)],
    );
  }

  /**
   * Records a payment; a gateway invoice is recorded once and then updated (a failed attempt becomes
   * succeeded when paid later, never the other way round).
   */
  async recordPayment(manager: EntityManager, payment: PaymentRecord): Promise<RecordedPayment> {
    // `previous` reads the row as it was before this statement (the invoice's earlier attempt, if any).
    const [row] = (await manager.query(
      `WITH previous AS (SELECT status FROM subscription_payments WHERE gateway_invoice_id = $9)
       INSERT INTO subscription_payments
         (provider_id, subscription_id, amount, status, description, payment_method, brand, last4,
          gateway_invoice_id, gateway_payment_intent_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11, now()))
       ON CONFLICT (gateway_invoice_id) DO UPDATE SET
         amount = EXCLUDED.amount,
         status = CASE WHEN subscription_payments.status = 'succeeded' THEN 'succeeded' ELSE EXCLUDED.status END,
         payment_method = COALESCE(EXCLUDED.payment_method, subscription_payments.payment_method),
         brand = COALESCE(EXCLUDED.brand, subscription_payments.brand),
         last4 = COALESCE(EXCLUDED.last4, subscription_payments.last4),
         gateway_payment_intent_id = COALESCE(EXCLUDED.gateway_payment_intent_id, subscription_payments.gateway_payment_intent_id)
       RETURNING id, status, (SELECT status FROM previous) AS "previousStatus"`,
      [
        payment.providerId,
        payment.subscriptionId,
        payment.amount,
        payment.status,
        payment.description.slice(0, 200),
        payment.paymentMethod,
        payment.brand?.slice(0, 32) ?? null,
        payment.last4?.slice(0, 4) ?? null,
        payment.gatewayInvoiceId ?? null,
        payment.gatewayPaymentIntentId ?? null,
        payment.createdAt ?? null,
      ],
    )) as Array<{ id: number; status: PaymentStatus; previousStatus: PaymentStatus | null }>;
    return { id: row.id, newlySucceeded: row.status === 'succeeded' && row.previousStatus !== 'succeeded' };
  }

  // ---- refunds ----

  /** The payment, locked until the transaction ends (a refund and a concurrent charge.refunded serialise on it). */
  async lockPayment(manager: EntityManager, where: { id: number } | { paymentIntentId: string }): Promise<RefundablePayment | null> {
    const [condition, value] = 'id' in where ? ['id = $1', where.id] : ['gateway_payment_intent_id = $1', where.paymentIntentId];
    const [row] = (await manager.query(
      `SELECT id, provider_id AS "providerId", amount, status, payment_method AS "paymentMethod",
              gateway_payment_intent_id AS "gatewayPaymentIntentId", refunded_at AS "refundedAt"
         FROM subscription_payments WHERE ${condition}
        ORDER BY id LIMIT 1
        FOR UPDATE`,
      [value],
    )) as RefundablePayment[];
    return row ?? null;
  }

  async markRefunded(manager: EntityManager, paymentId: number, amount: number, at: Date): Promise<void> {
    await manager.query(`UPDATE subscription_payments SET refunded_at = $2, refunded_amount = $3 WHERE id = $1`, [paymentId, at, amount]);
  }

  // ---- the gateway's events (each applied once) ----

  async gatewayEventApplied(eventId: string): Promise<boolean> {
    return ((await this.dataSource.query(`SELECT 1 FROM payment_gateway_events WHERE id = $1`, [eventId])) as unknown[]).length > 0;
  }

  /** Records the event; false when it was recorded already (a concurrent delivery applied it). */
  async recordGatewayEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO payment_gateway_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [eventId, type],
    )) as unknown[];
    return inserted.length > 0;
  }

  // ---- the daily sweep ----

  /** Local (offline, admin) subscriptions whose paid period has ended, locked; rows another transaction holds are skipped. */
  async lockEndedLocal(manager: EntityManager): Promise<SubscriptionRow[]> {
    return (await manager.query(
      `${SELECT_SUBSCRIPTION}
        WHERE s.source <> 'stripe' AND s.status IN ('active', 'past_due') AND s.current_period_end <= now()
        ORDER BY s.id
        FOR UPDATE SKIP LOCKED`,
    )) as SubscriptionRow[];
  }

  /** Expires Stripe subscriptions 3 days past their period with no news from Stripe; returns them. */
  async expireSilentGatewaySubscriptions(manager: EntityManager): Promise<Array<{ id: number; providerId: number; gatewaySubscriptionId: string }>> {
    const [rows] = (await manager.query(
      `UPDATE provider_subscriptions SET status = 'expired', ended_at = current_period_end, updated_at = now()
        WHERE source = 'stripe' AND status IN ('active', 'past_due') AND current_period_end < now() - interval '3 days'
        RETURNING id, provider_id AS "providerId", gateway_subscription_id AS "gatewaySubscriptionId"`,
    )) as [Array<{ id: number; providerId: number; gatewaySubscriptionId: string }>, number];
    return rows;
  }

  /** Cancels checkouts left unpaid for 2 days; returns how many. */
  async cancelAbandonedCheckouts(manager: EntityManager): Promise<number> {
    const [, count] = (await manager.query(
      `UPDATE provider_subscriptions SET status = 'canceled', ended_at = now(), updated_at = now()
        WHERE status = 'incomplete' AND created_at < now() - interval '2 days'
        RETURNING id`,
    )) as [unknown[], number];
    return count;
  }

  // ---- reads for the provider, the mails and the operators ----

  async paymentHistory(providerId: number, limit: number): Promise<PaymentHistoryRow[]> {
    return (await this.dataSource.query(
      `SELECT id, amount, status, description, payment_method AS "paymentMethod", brand, last4, created_at AS "createdAt"
         FROM subscription_payments
        WHERE provider_id = $1
        ORDER BY created_at DESC, id DESC
        LIMIT $2`,
      [providerId, limit],
    )) as PaymentHistoryRow[];
  }

  async paymentForMail(manager: EntityManager, paymentId: number): Promise<PaymentMailRow | undefined> {
    const [row] = (await manager.query(
      `SELECT provider_id AS "providerId", amount, status, description, payment_method AS "paymentMethod", brand, last4,
              created_at AS "createdAt"
         FROM subscription_payments
        WHERE id = $1`,
      [paymentId],
    )) as PaymentMailRow[];
    return row;
  }

  async subscriptionForMail(manager: EntityManager, subscriptionId: number): Promise<SubscriptionMailRow | undefined> {
    const [row] = (await manager.query(
      `SELECT s.provider_id AS "providerId", s.plan_id AS "planId", s.source, s.current_period_end AS "periodEnd"
         FROM provider_subscriptions s
        WHERE s.id = $1`,
      [subscriptionId],
    )) as SubscriptionMailRow[];
    return row;
  }

  /** Active subscriptions per plan type, both types listed (0 when none). */
  activeCountsByPlan(): Promise<Array<{ planType: PaidPlanType; count: number }>> {
    return this.dataSource.query(
      `SELECT plan.plan_type AS "planType", count(s.id)::int AS count
         FROM (VALUES ('basic'), ('premium')) AS plan (plan_type)
         LEFT JOIN provider_subscriptions s ON s.plan_type = plan.plan_type AND ${ACTIVE}
        GROUP BY plan.plan_type
        ORDER BY plan.plan_type`,
    ) as Promise<Array<{ planType: PaidPlanType; count: number }>>;
  }

  /**
   * Succeeded payments per month over the last `months` months in `timeZone`, oldest first, empty
   * months included (CZK, net of refunds): `amount` the real ones (revenue), `testAmount` the test gateway's (TEST_PAYMENT).
   */
  async monthlyRevenue(months: number, timeZone: string): Promise<Array<{ month: string; amount: number; testAmount: number }>> {
    const rows = (await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 month',
                                date_trunc('month', now() AT TIME ZONE $1), interval '1 month') AS month
       ), paid AS (
         -- Net of refunds (PaymentRefunds1763709000150).
         SELECT pay.amount - coalesce(pay.refunded_amount, 0) AS amount, pay.created_at, ${TEST_PAYMENT} AS test
           FROM subscription_payments pay
           LEFT JOIN provider_subscriptions s ON s.id = pay.subscription_id
          WHERE pay.status = 'succeeded'
       )
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(sum(p.amount) FILTER (WHERE NOT p.test), 0)::bigint AS amount,
              coalesce(sum(p.amount) FILTER (WHERE p.test), 0)::bigint AS "testAmount"
         FROM months m
         LEFT JOIN paid p
           ON p.created_at >= (m.month AT TIME ZONE $1)
          AND p.created_at < ((m.month + interval '1 month') AT TIME ZONE $1)
        GROUP BY m.month
        ORDER BY m.month`,
      [timeZone, months],
    )) as Array<{ month: string; amount: string; testAmount: string }>;
    return rows.map((row) => ({ month: row.month, amount: Number(row.amount), testAmount: Number(row.testAmount) }));
  }

  /**
   * The providers' succeeded payments net of refunds per month in `timeZone` (YYYY-MM, by the
   * payment's time), from month `from` to month `to` inclusive; months without payments left out.
   */
  async paidByMonth(providerIds: number[], from: string, to: string, timeZone: string): Promise<Array<{ providerId: number; month: string; amount: number }>> {
    if (providerIds.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT pay.provider_id AS "providerId", to_char(pay.created_at AT TIME ZONE $4, 'YYYY-MM') AS month,
              sum(pay.amount - coalesce(pay.refunded_amount, 0))::bigint AS amount
         FROM subscription_payments pay
        WHERE pay.provider_id = ANY ($1::int[]) AND pay.status = 'succeeded'
          AND pay.created_at >= (to_date($2, 'YYYY-MM')::timestamp AT TIME ZONE $4)
          AND pay.created_at < ((to_date($3, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE $4)
        GROUP BY 1, 2`,
      [providerIds, from, to, timeZone],
    )) as Array<{ providerId: number; month: string; amount: string }>;
    return rows.map((row) => ({ providerId: row.providerId, month: row.month, amount: Number(row.amount) }));
  }

  /** The provider's active subscription's plan and source, if any. */
  async activeOf(manager: EntityManager, providerId: number): Promise<{ planId: string; source: string } | null> {
    const [current] = (await manager.query(
      `SELECT s.plan_id AS "planId", s.source FROM provider_subscriptions s WHERE s.provider_id = $1 AND ${ACTIVE}`,
      [providerId],
    )) as Array<{ planId: string; source: string }>;
    return current ?? null;
  }

  /** Every subscription and payment of the provider, oldest first: the account's data export. */
  async exportOf(providerId: number): Promise<{ subscriptions: SubscriptionExportRecord[]; payments: PaymentExportRecord[] }> {
    const [subscriptions, payments] = await Promise.all([
      this.dataSource.query(
        `SELECT id, plan_id AS "planId", plan_type AS "planType", billing_period AS "billingPeriod", status, source,
                current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd",
                cancel_at_period_end AS "cancelAtPeriodEnd", cancelled_at AS "cancelledAt", ended_at AS "endedAt",
                scheduled_plan_id AS "scheduledPlanId", gateway_customer_id AS "gatewayCustomerId",
                gateway_subscription_id AS "gatewaySubscriptionId", created_at AS "createdAt"
           FROM provider_subscriptions WHERE provider_id = $1 ORDER BY created_at, id`,
        [providerId],
      ) as Promise<SubscriptionExportRecord[]>,
      this.dataSource.query(
        `SELECT id, subscription_id AS "subscriptionId", amount, currency, status, description, payment_method AS "paymentMethod",
                brand, last4, gateway_invoice_id AS "gatewayInvoiceId", created_at AS "createdAt"
           FROM subscription_payments WHERE provider_id = $1 ORDER BY created_at, id`,
        [providerId],
      ) as Promise<PaymentExportRecord[]>,
    ]);
    return { subscriptions, payments };
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
