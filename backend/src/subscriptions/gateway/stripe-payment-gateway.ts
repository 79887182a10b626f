import { BadGatewayException, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config/app-config';
import { findPaidPlan, type PaidPlanType, type Plan } from '../plans';
import type {
  CardDetails,
  GatewayCustomerInput,
  GatewayPayment,
  PaymentGateway,
  ResumedSubscription,
  StartedSubscription,
  UpgradeChargeInput,
} from './payment-gateway';

export const GATEWAY_FAILURE_MESSAGE = 'Platební brána teď neodpovídá. Zkuste to prosím za chvíli znovu.';

/**
 * Stripe's SDK (~3 MB of heap) is loaded here, only when its keys are set: offline mode never holds it. The
 * CommonJS build, as a static import would load it (import() would take the ES one: another copy, other types).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Svatby' },
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}

const interval = (plan: Plan): 'month' | 'year' => (plan.billingPeriod === 'yearly' ? 'year' : 'month');

/** The Payment Element's secret of an invoice (expanded `confirmation_secret`). */
function clientSecretOf(invoice: string | Stripe.Invoice | null | undefined): string | null {
  return invoice && typeof invoice === 'object' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
}

/**
 * Payments through Stripe's SDK (API version pinned by the SDK). Subscriptions start incomplete
 * (`default_incomplete`) and the browser pays their first invoice with the Payment Element; the
 * webhook (StripeWebhookService) then activates them. Prices are found by lookup key = plan id and
 * created on first use, so a fresh Stripe account needs no setup beyond the keys.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly logger = new Logger('Stripe');
  private readonly priceIds = new Map<string, string>();

  constructor(
    readonly client: Stripe,
    private readonly settings: StripeSettings,
  ) {
    this.publishableKey = settings.publishableKey;
  }

  async ensureCustomer(input: GatewayCustomerInput): Promise<string> {
    if (input.existingCustomerId) return input.existingCustomerId;
    const customer = await this.call('customers.create', () =>
      this.client.customers.create(
        {
          email: input.email,
          ...(input.name ? { name: input.name } : {}),
          metadata: { userId: String(input.userId), providerId: String(input.providerId) },
        },
        // Two checkouts racing for a new user get the same customer.
        { idempotencyKey: `svatby-customer-user-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async startSubscription(input: { customerId: string | null; plan: Plan; providerId: number }): Promise<StartedSubscription> {
    if (!input.customerId) throw new Error('A Stripe subscription needs a customer');
    const price = await this.priceId(input.plan);
    const subscription = await this.call('subscriptions.create', () =>
      this.client.subscriptions.create({
        customer: input.customerId!,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { providerId: String(input.providerId), planId: input.plan.id },
      }),
    );
    const clientSecret = clientSecretOf(subscription.latest_invoice);
    if (!clientSecret) {
      this.logger.error(`Subscription ${subscription.id} came without its invoice's confirmation secret`);
      throw new BadGatewayException(GATEWAY_FAILURE_MESSAGE);
    }
    return { kind: 'requires_payment', clientSecret, gatewaySubscriptionId: subscription.id };
  }

  async resumeSubscription(gatewaySubscriptionId: string): Promise<ResumedSubscription> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.client.subscriptions.retrieve(gatewaySubscriptionId, {
        expand: ['latest_invoice.confirmation_secret'],
      });
    } catch (error) {
      if (this.isMissing(error)) return { kind: 'gone' };
      throw this.failure('subscriptions.retrieve', error);
    }
    if (subscription.status === 'incomplete') {
      const clientSecret = clientSecretOf(subscription.latest_invoice);
      return clientSecret ? { kind: 'requires_payment', clientSecret } : { kind: 'gone' };
    }
    return ['active', 'trialing', 'past_due'].includes(subscription.status) ? { kind: 'paid' } : { kind: 'gone' };
  }

  async cancelNow(gatewaySubscriptionId: string): Promise<void> {
    try {
      await this.client.subscriptions.cancel(gatewaySubscriptionId);
    } catch (error) {
      if (this.isMissing(error) || (await this.alreadyEnded(gatewaySubscriptionId, error))) return;
      throw this.failure('subscriptions.cancel', error);
    }
  }

  private isMissing(error: unknown): boolean {
    return error instanceof this.client.errors.StripeInvalidRequestError && error.code === 'resource_missing';
  }

  /** Stripe refuses to cancel what has ended already (an unpaid checkout expires after 23 hours). */
  private async alreadyEnded(gatewaySubscriptionId: string, error: unknown): Promise<boolean> {
    if (!(error instanceof this.client.errors.StripeInvalidRequestError)) return false;
    const subscription = await this.client.subscriptions.retrieve(gatewaySubscriptionId).catch(() => null);
    return subscription !== null && ['canceled', 'incomplete_expired'].includes(subscription.status);
  }

  async chargeUpgrade(input: UpgradeChargeInput): Promise<GatewayPayment> {
    if (!input.customerId) throw new Error('An upgrade invoice needs a customer');
    const customer = input.customerId;
    const metadata = {
      providerId: String(input.providerId),
      subscriptionId: String(input.subscriptionId),
      upgradeToPlanId: input.targetPlan.id,
    };
    // get-or-create: reuse the open invoice of this very upgrade, void open ones of other upgrades.
    const open = await this.call('invoices.list', () => this.client.invoices.list({ customer, status: 'open', limit: 20 }));
    for (const invoice of open.data) {
      if (invoice.metadata?.subscriptionId !== metadata.subscriptionId || !invoice.metadata?.upgradeToPlanId) continue;
      if (invoice.metadata.upgradeToPlanId === input.targetPlan.id && invoice.amount_due === input.amount * 100) {
        const current = await this.call('invoices.retrieve', () =>
          this.client.invoices.retrieve(invoice.id, { expand: ['confirmation_secret'] }),
        );
        const clientSecret = clientSecretOf(current);
        if (clientSecret) return { kind: 'requires_payment', clientSecret };
      }
      await this.call('invoices.voidInvoice', () => this.client.invoices.voidInvoice(invoice.id));
    }

    const draft = await this.call('invoices.create', () =>
      this.client.invoices.create({
        customer,
        currency: 'czk',
        collection_method: 'charge_automatically',
        // The browser confirms the payment; Stripe must not charge a saved card on its own.
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        description: input.description,
        metadata,
      }),
    );
    await this.call('invoiceItems.create', () =>
      this.client.invoiceItems.create({
        customer,
        invoice: draft.id,
        amount: input.amount * 100,
        currency: 'czk',
        description: input.description,
        metadata,
      }),
    );
    const finalized = await this.call('invoices.finalizeInvoice', () =>
      this.client.invoices.finalizeInvoice(draft.id, { expand: ['confirmation_secret'] }),
    );
    const clientSecret = clientSecretOf(finalized);
    if (!clientSecret) {
      this.logger.error(`Upgrade invoice ${finalized.id} came without a confirmation secret`);
      throw new BadGatewayException(GATEWAY_FAILURE_MESSAGE);
    }
    return { kind: 'requires_payment', clientSecret };
  }

  async setCancelAtPeriodEnd(gatewaySubscriptionId: string, cancel: boolean): Promise<void> {
    await this.call('subscriptions.update', () =>
      this.client.subscriptions.update(gatewaySubscriptionId, { cancel_at_period_end: cancel }),
    );
  }

  async changePlan(gatewaySubscriptionId: string, plan: Plan, nextBillingAt: Date, options: { uncancel: boolean }): Promise<void> {
    const subscription = await this.call('subscriptions.retrieve', () => this.client.subscriptions.retrieve(gatewaySubscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw this.failure('subscriptions.retrieve', new Error(`subscription ${gatewaySubscriptionId} has no items`));
    const price = await this.priceId(plan);
    // A new interval would reset the billing cycle and invoice at once; a trial until the paid
    // period ends defers the first charge of the new price to then.
    const intervalChanges = item.price.recurring?.interval !== interval(plan);
    await this.call('subscriptions.update', () =>
      this.client.subscriptions.update(gatewaySubscriptionId, {
        ...(options.uncancel ? { cancel_at_period_end: false } : {}),
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
        ...(intervalChanges ? { trial_end: Math.floor(nextBillingAt.getTime() / 1000) } : {}),
      }),
    );
  }

  // ---- for the webhook ----

  /** Verifies Stripe's signature over the raw body; throws Stripe's SignatureVerificationError. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }

  /** The card that paid an invoice (its invoice payment's PaymentIntent's payment method). */
  async cardOfInvoice(invoiceId: string): Promise<CardDetails & { paymentIntentId: string | null }> {
    const none = { paymentMethod: null, brand: null, last4: null, paymentIntentId: null };
    const payments = await this.call('invoicePayments.list', () =>
      this.client.invoicePayments.list({
        invoice: invoiceId,
        limit: 10,
        expand: ['data.payment.payment_intent.payment_method'],
      }),
    );
    const payment = payments.data.find((candidate) => candidate.status === 'paid') ?? payments.data[0];
    let intent = payment?.payment.payment_intent;
    if (!intent) return none;
    if (typeof intent === 'string') {
      const id = intent;
      intent = await this.call('paymentIntents.retrieve', () =>
        this.client.paymentIntents.retrieve(id, { expand: ['payment_method'] }),
      );
    }
    const method = intent.payment_method;
    if (!method || typeof method === 'string') return { ...none, paymentIntentId: intent.id };
    return {
      paymentMethod: method.type,
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? null,
      paymentIntentId: intent.id,
    };
  }

  /** The current billing period of a subscription (its item's), for an invoice that does not say it. */
  async subscriptionPeriod(gatewaySubscriptionId: string): Promise<{ start: Date; end: Date } | null> {
    const subscription = await this.call('subscriptions.retrieve', () => this.client.subscriptions.retrieve(gatewaySubscriptionId));
    const item = subscription.items.data[0];
    return item ? { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) } : null;
  }

  /** The plan a Stripe price stands for (lookup key = plan id, else the price's metadata). */
  planOfPrice(price: Stripe.Price | null | undefined): (Plan & { planType: PaidPlanType }) | undefined {
    const id = price?.lookup_key ?? price?.metadata?.planId;
    return id ? findPaidPlan(id) : undefined;
  }

  // ----

  private async priceId(plan: Plan): Promise<string> {
    const cached = this.priceIds.get(plan.id);
    if (cached) return cached;
    const amount = plan.price * 100;
    const listed = await this.call('prices.list', () =>
      this.client.prices.list({ lookup_keys: [plan.id], active: true, limit: 1 }),
    );
    let price = listed.data.find(
      (candidate) =>
        candidate.unit_amount === amount && candidate.currency === 'czk' && candidate.recurring?.interval === interval(plan),
    );
    if (!price) {
      // Missing, or the plan's price changed: a new price takes the lookup key over.
      price = await this.call('prices.create', () =>
        this.client.prices.create(
          {
            currency: 'czk',
            unit_amount: amount,
            recurring: { interval: interval(plan) },
            lookup_key: plan.id,
            transfer_lookup_key: listed.data.length > 0,
            product_data: { name: `Svatby ${plan.name} (${plan.billingPeriod === 'yearly' ? 'roční' : 'měsíční'})` },
            metadata: { planId: plan.id },
          },
          { idempotencyKey: `svatby-price-${plan.id}-${amount}-${interval(plan)}` },
        ),
      );
    }
    this.priceIds.set(plan.id, price.id);
    return price.id;
  }

  async refund(input: { paymentId: number; paymentIntentId: string }): Promise<void> {
    await this.call('refunds.create', () =>
      this.client.refunds.create(
        { payment_intent: input.paymentIntentId, metadata: { paymentId: String(input.paymentId) } },
        // A retried refund of the same payment is the same refund at Stripe.
        { idempotencyKey: `svatby-refund-payment-${input.paymentId}` },
      ),
    );
  }

  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.failure(operation, error);
    }
  }

  private failure(operation: string, error: unknown): BadGatewayException {
    const detail =
      error instanceof this.client.errors.StripeError
        ? `${error.type} ${error.statusCode ?? ''} ${error.code ?? ''}: ${error.message}`
        : String(error);
    this.logger.error(`Stripe ${operation} failed: ${detail}`);
    return new BadGatewayException(GATEWAY_FAILURE_MESSAGE);
  }
}
