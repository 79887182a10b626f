/**
 * The SQL of subscriptions and payments shared by checkout, the webhook and the daily job. Every
 * function runs on the caller's EntityManager, so it joins the caller's transaction.
 */
import type { EntityManager } from 'typeorm';
import type { CardDetails } from './gateway/payment-gateway';
import { LIVE_SUBSCRIPTION_STATUSES } from './entities/provider-subscription.entity';
import type { ProviderSubscription, SubscriptionSource, SubscriptionStatus } from './entities/provider-subscription.entity';
import type { PaymentStatus } from './entities/subscription-payment.entity';
import type { Plan } from './plans';
import { activeSubscriptionCondition } from './subscription-access';

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

export const SELECT_SUBSCRIPTION = `SELECT ${Object.entries(COLUMNS)
  .map(([field, column]) => `s.${column} AS "${field}"`)
  .join(', ')}, (${activeSubscriptionCondition('s')}) AS "isActive" FROM provider_subscriptions s`;

/** The statuses holding the provider's one live slot (LIVE_SUBSCRIPTION_STATUSES). */
const LIVE = `s.status IN (${LIVE_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** Serialises subscription changes of one provider (checkout, cancel, admin) until the transaction ends. */
export async function lockProvider(manager: EntityManager, providerId: number): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby:subscriptions'), $1)`, [providerId]);
}

/** The provider's live subscription (at most one: index provider_subscriptions_one_live), locked. */
export async function liveSubscription(manager: EntityManager, providerId: number): Promise<SubscriptionRow | null> {
  const rows = (await manager.query(`${SELECT_SUBSCRIPTION} WHERE s.provider_id = $1 AND ${LIVE} FOR UPDATE`, [
    providerId,
  ])) as SubscriptionRow[];
  return rows[0] ?? null;
}

/** What the provider sees: the live subscription, else the latest one that was ever paid. */
export async function latestSubscription(manager: EntityManager, providerId: number): Promise<SubscriptionRow | null> {
  const rows = (await manager.query(
    `${SELECT_SUBSCRIPTION}
      WHERE s.provider_id = $1 AND (${LIVE} OR s.current_period_end IS NOT NULL)
      ORDER BY (${LIVE}) DESC, s.current_period_end DESC NULLS LAST, s.id DESC
      LIMIT 1`,
    [providerId],
  )) as SubscriptionRow[];
  return rows[0] ?? null;
}

export async function lockSubscription(
  manager: EntityManager,
  where: { id: number } | { gatewaySubscriptionId: string },
): Promise<SubscriptionRow | null> {
  const [condition, value] =
    'id' in where ? ['s.id = $1', where.id] : ['s.gateway_subscription_id = $1', where.gatewaySubscriptionId];
  const rows = (await manager.query(`${SELECT_SUBSCRIPTION} WHERE ${condition} FOR UPDATE`, [value])) as SubscriptionRow[];
  return rows[0] ?? null;
}

export async function hasOtherLiveSubscription(manager: EntityManager, providerId: number, exceptId: number): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM provider_subscriptions s WHERE s.provider_id = $1 AND s.id <> $2 AND ${LIVE}`, [
    providerId,
    exceptId,
  ])) as unknown[];
  return rows.length > 0;
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

export async function insertSubscription(manager: EntityManager, subscription: NewSubscription): Promise<number> {
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

export async function updateSubscription(manager: EntityManager, id: number, patch: SubscriptionPatch): Promise<void> {
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

/**
 * Records a payment; a gateway invoice is recorded once and then updated (a failed attempt becomes
 * succeeded when paid later, never the other way round).
 */
export async function recordPayment(manager: EntityManager, payment: PaymentRecord): Promise<RecordedPayment> {
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
