import type { Plan } from '../plans';

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export type GatewayMode = 'stripe' | 'offline';

/** The card a payment was made with, as the payment history shows it. */
export interface CardDetails {
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
}

/** Who pays: the signed-in provider's account. */
export interface GatewayCustomerInput {
  userId: number;
  providerId: number;
  email: string;
  name: string | null;
  /** users.stripe_customer_id when already known. */
  existingCustomerId: string | null;
}

/** A payment the gateway either took at once (offline) or left for the browser to confirm (Stripe). */
export type GatewayPayment =
  | { kind: 'paid'; card: CardDetails }
  | { kind: 'requires_payment'; clientSecret: string };

export type StartedSubscription =
  | { kind: 'paid'; card: CardDetails }
  | { kind: 'requires_payment'; clientSecret: string; gatewaySubscriptionId: string };

/** What a started, unpaid subscription looks like at the gateway now. */
export type ResumedSubscription =
  | { kind: 'requires_payment'; clientSecret: string }
  /** Paid meanwhile: the webhook brings the details. */
  | { kind: 'paid' }
  /** Expired or cancelled at the gateway: start anew. */
  | { kind: 'gone' };

export interface UpgradeChargeInput {
  customerId: string | null;
  /** Whole Kč. */
  amount: number;
  description: string;
  providerId: number;
  /** The local subscription being upgraded. */
  subscriptionId: number;
  targetPlan: Plan;
}

/**
 * The payment gateway behind checkout. Two implementations, chosen by configuration: Stripe (the
 * browser confirms payments with the client secret, webhooks report the outcome) and the offline
 * test gateway ('testovací režim': every payment succeeds at once). Methods taking a gateway
 * subscription id are only called for subscriptions that live at this gateway (source 'stripe').
 */
export interface PaymentGateway {
  readonly mode: GatewayMode;
  /** Stripe's publishable key for Stripe.js; null offline. */
  readonly publishableKey: string | null;

  /** The gateway's customer for the user, created when missing; null for a gateway without customers. */
  ensureCustomer(input: GatewayCustomerInput): Promise<string | null>;

  startSubscription(input: { customerId: string | null; plan: Plan; providerId: number }): Promise<StartedSubscription>;

  resumeSubscription(gatewaySubscriptionId: string): Promise<ResumedSubscription>;

  /** Ends the gateway subscription now (an abandoned checkout, an admin's revoke or replacement). */
  cancelNow(gatewaySubscriptionId: string): Promise<void>;

  /** Charges the difference of an upgrade now (get-or-create: an open charge for the same upgrade is reused). */
  chargeUpgrade(input: UpgradeChargeInput): Promise<GatewayPayment>;

  setCancelAtPeriodEnd(gatewaySubscriptionId: string, cancel: boolean): Promise<void>;

  /**
   * Bills `plan` from `nextBillingAt` on without charging now (no proration); `uncancel` also keeps
   * a subscription cancelled at period end. Used when a cancelled subscription is kept with a
   * (possibly different) plan, and after a paid upgrade.
   */
  changePlan(gatewaySubscriptionId: string, plan: Plan, nextBillingAt: Date, options: { uncancel: boolean }): Promise<void>;

  /**
   * Gives a payment back in full (issue 47: the admin's refund). `paymentIntentId` is the gateway's
   * payment; the offline gateway has nothing to give back. Idempotent per `paymentId`.
   */
  refund(input: { paymentId: number; paymentIntentId: string }): Promise<void>;
}

/** The offline gateway's card: Stripe's well-known test card number ends in 4242. */
export const TEST_CARD: CardDetails = { paymentMethod: 'test', brand: 'test', last4: '4242' };
