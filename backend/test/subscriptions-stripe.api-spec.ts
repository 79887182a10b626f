import request from 'supertest';
import Stripe from 'stripe';
import { ProvidersRepository } from '../src/providers/providers.repository';
import { signedInProvider, SignedInProvider } from './support/accounts';
import { plainSpaces } from './support/provider-fixtures';
import { STANDIN_WEBHOOK_SECRET, StripeStandIn, stripeStandInSettings } from './support/stripe-stand-in';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `str${process.pid}x${Date.now().toString(36)}`;
const CHECKOUT = '/api/get-or-create-subscription';
const WEBHOOK = '/api/stripe/webhook';
const WEBHOOK_SECRET = STANDIN_WEBHOOK_SECRET;
const DAY = 86_400_000;

type Json = Record<string, any>;

interface SubscriptionRecord {
  id: number;
  planId: string;
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
}

/** The real Stripe adapter (SDK) against the local stand-in, and webhooks signed with the SDK's helper. */
describe('Subscriptions through Stripe (SDK against the stand-in)', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let sequence = 0;

  const subscriptionsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT id, plan_id AS "planId", status, source, current_period_start AS "currentPeriodStart",
              current_period_end AS "currentPeriodEnd", cancel_at_period_end AS "cancelAtPeriodEnd",
              cancelled_at AS "cancelledAt", ended_at AS "endedAt", scheduled_plan_id AS "scheduledPlanId",
              gateway_customer_id AS "gatewayCustomerId", gateway_subscription_id AS "gatewaySubscriptionId"
         FROM provider_subscriptions WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    ) as Promise<SubscriptionRecord[]>;
  const paymentsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT amount, status, description, payment_method AS "paymentMethod", brand, last4,
              gateway_invoice_id AS "gatewayInvoiceId", gateway_payment_intent_id AS "gatewayPaymentIntentId"
         FROM subscription_payments WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    ) as Promise<Json[]>;
  const eventRows = (id: string) =>
    t.dataSource.query(`SELECT id, type FROM payment_gateway_events WHERE id = $1`, [id]) as Promise<Json[]>;

  const send = (event: Json, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(t.server).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };

  const newProvider = () => {
    sequence += 1;
    return signedInProvider(t, { companyName: `Stripe dodavatel ${sequence} ${RUN}` });
  };

  /** Checkout of `planType` up to the incomplete subscription; returns its Stripe id and client secret. */
  const startCheckout = async (provider: SignedInProvider, planType: string) => {
    const { body } = await provider.agent.post(CHECKOUT).send({ planType }).expect(200);
    const rows = await subscriptionsOf(provider.providerId);
    const live = rows.find((row) => row.status === 'incomplete')!;
    return { body, gatewaySubscriptionId: live.gatewaySubscriptionId!, subscription: stripe.subscription(live.gatewaySubscriptionId!) };
  };

  /** The browser pays the subscription's first invoice and Stripe reports invoice.paid. */
  const subscribeAndPay = async (provider: SignedInProvider, planType: string, card = { brand: 'visa', last4: '4242' }) => {
    const started = await startCheckout(provider, planType);
    const invoice = stripe.payInvoice(started.subscription.latest_invoice, card);
    const event = stripe.event('invoice.paid', invoice);
    await send(event).expect(200);
    return { ...started, invoice, event };
  };

  beforeAll(async () => {
    t = await createTestApp(stripeStandInSettings(await stripe.start()));
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(() => stripe.clearCalls());

  it("gives the checkout page Stripe's publishable key and lets Stripe.js through the CSP", async () => {
    const response = await request(t.server).get('/api/subscription/checkout-config').expect(200);
    expect(response.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_standin' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  describe('checkout', () => {
    it('creates the customer, the price and an incomplete subscription, and answers the client secret', async () => {
      const provider = await newProvider();
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'premium', amount: 490 }).expect(200);
      expect(response.body).toMatchObject({ mode: 'stripe', status: 'requires_payment', amount: 490, planId: 'premium_monthly' });
      expect(response.body.clientSecret).toMatch(/^pi_standin\d+_secret_standin$/);

      // The customer, saved on the user.
      const [customerCall] = stripe.callsTo('POST', '/v1/customers');
      expect(customerCall.authorization).toBe('Bearer sk_test_standin');
      expect(customerCall.params).toMatchObject({
        email: provider.email,
        name: expect.stringContaining('Stripe dodavatel'),
        metadata: { userId: String(provider.userId), providerId: String(provider.providerId) },
      });
      const [{ stripeCustomerId }] = await t.dataSource.query(`SELECT stripe_customer_id AS "stripeCustomerId" FROM users WHERE id = $1`, [provider.userId]);
      expect(stripeCustomerId).toMatch(/^cus_standin/);

      // The price by lookup key, created on first use: 490 Kč = 49 000 haléřů a month.
      expect(stripe.callsTo('GET', '/v1/prices')[0].params).toMatchObject({ lookup_keys: ['premium_monthly'], active: 'true' });
      expect(stripe.callsTo('POST', '/v1/prices')[0].params).toMatchObject({
        currency: 'czk',
        unit_amount: '49000',
        recurring: { interval: 'month' },
        lookup_key: 'premium_monthly',
        product_data: { name: expect.stringContaining('Premium') },
      });

      const [subscriptionCall] = stripe.callsTo('POST', '/v1/subscriptions');
      expect(subscriptionCall.params).toMatchObject({
        customer: stripeCustomerId,
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { providerId: String(provider.providerId), planId: 'premium_monthly' },
      });
      const price = stripe.all('price').find((candidate) => candidate.lookup_key === 'premium_monthly')!;
      expect(subscriptionCall.params.items).toEqual([{ price: price.id }]);

      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({
        planId: 'premium_monthly',
        status: 'incomplete',
        source: 'stripe',
        gatewayCustomerId: stripeCustomerId,
        currentPeriodEnd: null,
      });
      expect(row.gatewaySubscriptionId).toMatch(/^sub_standin/);
      expect(stripe.subscription(row.gatewaySubscriptionId!).status).toBe('incomplete');

      const info = (await provider.agent.get('/api/subscription/info').expect(200)).body;
      expect(info).toMatchObject({ hasSubscription: true, isActive: false, status: 'incomplete', planId: 'premium_monthly', daysRemaining: 0 });
    });

    it('resumes the unpaid checkout of the same plan, and replaces it for another plan', async () => {
      const provider = await newProvider();
      const first = await startCheckout(provider, 'basic');
      stripe.clearCalls();

      const again = await provider.agent.post(CHECKOUT).send({ planType: 'basic_monthly' }).expect(200);
      expect(again.body.clientSecret).toBe(first.body.clientSecret);
      expect(stripe.callsTo('POST', '/v1/subscriptions')).toHaveLength(0);
      expect(stripe.callsTo('POST', '/v1/customers')).toHaveLength(0);
      expect(stripe.callsTo('GET', `/v1/subscriptions/${first.gatewaySubscriptionId}`)[0].params.expand).toEqual([
        'latest_invoice.confirmation_secret',
      ]);

      const other = await provider.agent.post(CHECKOUT).send({ planType: 'premium_yearly' }).expect(200);
      expect(other.body).toMatchObject({ status: 'requires_payment', amount: 4400, planId: 'premium_yearly' });
      expect(other.body.clientSecret).not.toBe(first.body.clientSecret);
      expect(stripe.callsTo('DELETE', `/v1/subscriptions/${first.gatewaySubscriptionId}`)).toHaveLength(1);
      expect(stripe.subscription(first.gatewaySubscriptionId).status).toBe('canceled');
      const rows = await subscriptionsOf(provider.providerId);
      expect(rows.map((row) => [row.planId, row.status])).toEqual([
        ['basic_monthly', 'canceled'],
        ['premium_yearly', 'incomplete'],
      ]);
      // The price of a plan is looked up once per process.
      expect(stripe.callsTo('GET', '/v1/prices').map((call) => call.params.lookup_keys)).toEqual([['premium_yearly']]);
    });

    it('answers 502 when Stripe fails and keeps nothing', async () => {
      const provider = await newProvider();
      stripe.failNext('POST', '/v1/subscriptions');
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(502);
      expect(response.body.message).toBe('Platební brána teď neodpovídá. Zkuste to prosím za chvíli znovu.');
      expect(await subscriptionsOf(provider.providerId)).toEqual([]);
    });
  });

  describe('webhook', () => {
    it('activates the subscription on a signed invoice.paid and records the payment with the card', async () => {
      const provider = await newProvider();
      const { invoice, event, gatewaySubscriptionId } = await subscribeAndPay(provider, 'premium', { brand: 'mastercard', last4: '4444' });

      const [row] = await subscriptionsOf(provider.providerId);
      const line = invoice.lines.data[0];
      expect(row).toMatchObject({ status: 'active', planId: 'premium_monthly', gatewaySubscriptionId });
      expect(row.currentPeriodStart).toEqual(new Date(line.period.start * 1000));
      expect(row.currentPeriodEnd).toEqual(new Date(line.period.end * 1000));

      expect(await paymentsOf(provider.providerId)).toEqual([
        {
          amount: 490,
          status: 'succeeded',
          description: 'Premium – měsíční předplatné',
          paymentMethod: 'card',
          brand: 'mastercard',
          last4: '4444',
          gatewayInvoiceId: invoice.id,
          gatewayPaymentIntentId: expect.stringMatching(/^pi_standin/),
        },
      ]);
      expect(stripe.callsTo('GET', '/v1/invoice_payments')[0].params).toMatchObject({
        invoice: invoice.id,
        expand: ['data.payment.payment_intent.payment_method'],
      });
      expect(await eventRows(event.id)).toEqual([{ id: event.id, type: 'invoice.paid' }]);

      const info = (await provider.agent.get('/api/subscription/info').expect(200)).body;
      expect(info).toMatchObject({ hasSubscription: true, isActive: true, status: 'active', planType: 'premium', source: 'stripe' });
      expect(info.daysRemaining).toBe(Math.ceil((row.currentPeriodEnd!.getTime() - Date.now()) / DAY));
      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan).toBe('premium');
      const payments = (await provider.agent.get('/api/subscription/payments').expect(200)).body;
      expect(payments[0]).toMatchObject({ amount: 490, status: 'succeeded', brand: 'mastercard', last4: '4444' });
      expect(plainSpaces(payments[0].formattedAmount)).toBe('490 Kč');
    });

    it('applies the same event once, also when deliveries race', async () => {
      const provider = await newProvider();
      const { subscription } = await startCheckout(provider, 'basic');
      const event = stripe.event('invoice.paid', stripe.payInvoice(subscription.latest_invoice));

      const responses = await Promise.all([send(event), send(event), send(event)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
      expect(await eventRows(event.id)).toHaveLength(1);

      const updatedAt = async () =>
        ((await t.dataSource.query(`SELECT updated_at AS "updatedAt" FROM provider_subscriptions WHERE provider_id = $1`, [provider.providerId])) as Json[])[0]
          .updatedAt as Date;
      const before = await updatedAt();
      stripe.clearCalls();
      await send(event).expect(200, { received: true });
      expect(stripe.calls).toEqual([]);
      expect(await updatedAt()).toEqual(before);
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
    });

    it("refuses a bad or missing signature with 400 and changes nothing", async () => {
      const provider = await newProvider();
      const { subscription } = await startCheckout(provider, 'basic');
      const invoice = stripe.payInvoice(subscription.latest_invoice);
      const event = stripe.event('invoice.paid', invoice);

      const wrongSecret = await send(event, 'whsec_somebody_else').expect(400);
      expect(wrongSecret.body.message).toBe('Neplatný podpis události');

      const signature = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
      const tampered = JSON.stringify({ ...event, data: { object: { ...invoice, amount_paid: 1 } } });
      const changed = await request(t.server).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(tampered).expect(400);
      expect(changed.body.message).toBe('Neplatný podpis události');

      const missing = await request(t.server).post(WEBHOOK).set('Content-Type', 'application/json').send(JSON.stringify(event)).expect(400);
      expect(missing.body.message).toMatch(/podpis/);

      expect((await subscriptionsOf(provider.providerId))[0].status).toBe('incomplete');
      expect(await paymentsOf(provider.providerId)).toEqual([]);
      expect(await eventRows(event.id)).toEqual([]);
    });

    it('keeps a subscription deleted before its invoice.paid arrived canceled, recording the payment', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'basic');
      const invoice = stripe.payInvoice(subscription.latest_invoice);
      const paid = stripe.event('invoice.paid', invoice);
      const deleted = stripe.event('customer.subscription.deleted', stripe.endSubscription(gatewaySubscriptionId));

      await send(deleted).expect(200);
      await send(paid).expect(200);

      const [row] = await subscriptionsOf(provider.providerId);
      expect(row.status).toBe('canceled');
      expect(row.endedAt).toBeInstanceOf(Date);
      expect((await paymentsOf(provider.providerId)).map((payment) => [payment.amount, payment.status])).toEqual([[290, 'succeeded']]);
      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan ?? null).toBeNull();
    });

    it('marks a failed renewal payment failed and the subscription past due, until the invoice is paid', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId } = await subscribeAndPay(provider, 'basic');
      const { invoice: renewal } = stripe.renew(gatewaySubscriptionId);

      await send(stripe.event('invoice.payment_failed', stripe.failInvoice(renewal.id))).expect(200);
      expect((await paymentsOf(provider.providerId)).map((payment) => [payment.amount, payment.status, payment.gatewayInvoiceId])).toEqual([
        [290, 'succeeded', expect.any(String)],
        [290, 'failed', renewal.id],
      ]);
      expect((await subscriptionsOf(provider.providerId))[0].status).toBe('past_due');
      expect((await provider.agent.get('/api/subscription/info').expect(200)).body).toMatchObject({ status: 'past_due', isActive: false });

      await send(stripe.event('invoice.paid', stripe.payInvoice(renewal.id))).expect(200);
      const payments = await paymentsOf(provider.providerId);
      expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row.status).toBe('active');
      expect(row.currentPeriodEnd).toEqual(new Date(renewal.lines.data[0].period.end * 1000));
    });

    it('ignores a customer.subscription.updated older than the last applied event', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId, event: paid } = await subscribeAndPay(provider, 'basic');
      const cancelled = { ...stripe.subscription(gatewaySubscriptionId), cancel_at_period_end: true, canceled_at: paid.created };

      await send(stripe.event('customer.subscription.updated', cancelled, { created: paid.created - 120 })).expect(200);
      expect((await subscriptionsOf(provider.providerId))[0].cancelAtPeriodEnd).toBe(false);

      await send(stripe.event('customer.subscription.updated', cancelled, { created: paid.created + 5 })).expect(200);
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(row.cancelledAt).toEqual(new Date(paid.created * 1000));
      expect((await provider.agent.get('/api/subscription/info').expect(200)).body.status).toBe('cancelled');
    });

    it('mirrors an incomplete subscription turning active', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'premium');
      stripe.payInvoice(subscription.latest_invoice);
      await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);
      const [row] = await subscriptionsOf(provider.providerId);
      const item = stripe.subscription(gatewaySubscriptionId).items.data[0];
      expect(row).toMatchObject({ status: 'active', planId: 'premium_monthly' });
      expect(row.currentPeriodEnd).toEqual(new Date(item.current_period_end * 1000));
    });

    it('stores and ignores unknown event types and events of unknown subscriptions', async () => {
      const other = stripe.event('charge.refunded', { id: 'ch_standin_x', object: 'charge' });
      await send(other).expect(200, { received: true });
      expect(await eventRows(other.id)).toEqual([{ id: other.id, type: 'charge.refunded' }]);

      const stranger = stripe.event('customer.subscription.deleted', { id: 'sub_unknown', object: 'subscription', status: 'canceled', items: { data: [] } });
      await send(stranger).expect(200);
      expect(await eventRows(stranger.id)).toHaveLength(1);
    });
  });

  describe('cancel, schedule-plan and upgrades at Stripe', () => {
    it('cancels at period end at Stripe and takes it back with a new plan billed from the renewal on', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId } = await subscribeAndPay(provider, 'premium');
      stripe.clearCalls();

      await provider.agent.post('/api/subscription/cancel').expect(200);
      expect(stripe.callsTo('POST', `/v1/subscriptions/${gatewaySubscriptionId}`).map((call) => call.params)).toEqual([
        { cancel_at_period_end: 'true' },
      ]);
      expect(stripe.subscription(gatewaySubscriptionId).cancel_at_period_end).toBe(true);

      const scheduled = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }).expect(200);
      expect(scheduled.body.subscription).toMatchObject({ status: 'active', planId: 'premium_monthly', scheduledPlanId: 'basic_monthly' });
      const basicPrice = stripe.all('price').find((price) => price.lookup_key === 'basic_monthly')!;
      const update = stripe.callsTo('POST', `/v1/subscriptions/${gatewaySubscriptionId}`).at(-1)!;
      expect(update.params).toMatchObject({ cancel_at_period_end: 'false', proration_behavior: 'none', items: [{ price: basicPrice.id }] });
      expect(update.params.trial_end).toBeUndefined();
      const atStripe = stripe.subscription(gatewaySubscriptionId);
      expect(atStripe).toMatchObject({ cancel_at_period_end: false, status: 'active' });
      expect(atStripe.items.data[0].price.id).toBe(basicPrice.id);

      // Stripe's echo of the change keeps premium until the period ends.
      await send(stripe.event('customer.subscription.updated', atStripe)).expect(200);
      expect((await subscriptionsOf(provider.providerId))[0]).toMatchObject({ planId: 'premium_monthly', scheduledPlanId: 'basic_monthly' });

      // The renewal starts the next period on basic, charged 290 Kč.
      const { subscription: renewed, invoice } = stripe.renew(gatewaySubscriptionId);
      await send(stripe.event('customer.subscription.updated', renewed, { created: Math.floor(Date.now() / 1000) + 1 })).expect(200);
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ planId: 'basic_monthly', scheduledPlanId: null, status: 'active' });
      expect(row.currentPeriodStart).toEqual(new Date(renewed.items.data[0].current_period_start * 1000));
      await send(stripe.event('invoice.paid', stripe.payInvoice(invoice.id))).expect(200);
      expect((await paymentsOf(provider.providerId)).map((payment) => [payment.amount, payment.description])).toEqual([
        [490, 'Premium – měsíční předplatné'],
        [290, 'Basic – měsíční předplatné'],
      ]);
    });

    it('moves a running subscription to a cheaper plan from the renewal on, without cancelling it, and takes it back', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId } = await subscribeAndPay(provider, 'premium');
      stripe.clearCalls();

      const scheduled = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }).expect(200);
      expect(scheduled.body.message).toBe('Změna plánu naplánována');
      const basicPrice = stripe.all('price').find((price) => price.lookup_key === 'basic_monthly')!;
      const [update] = stripe.callsTo('POST', `/v1/subscriptions/${gatewaySubscriptionId}`);
      expect(update.params).toMatchObject({ proration_behavior: 'none', items: [{ price: basicPrice.id }] });
      // Nothing about cancelling is sent for a subscription that was never cancelled.
      expect(update.params.cancel_at_period_end).toBeUndefined();
      expect(stripe.subscription(gatewaySubscriptionId).items.data[0].price.id).toBe(basicPrice.id);
      await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);
      expect((await subscriptionsOf(provider.providerId))[0]).toMatchObject({ planId: 'premium_monthly', scheduledPlanId: 'basic_monthly' });

      // Undo: Stripe gets the premium price back.
      await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'premium' }).expect(200);
      const premiumPrice = stripe.all('price').find((price) => price.lookup_key === 'premium_monthly')!;
      expect(stripe.subscription(gatewaySubscriptionId).items.data[0].price.id).toBe(premiumPrice.id);
      expect((await subscriptionsOf(provider.providerId))[0]).toMatchObject({ planId: 'premium_monthly', scheduledPlanId: null });
    });

    it('defers the first charge of a plan with another billing period to the end of the paid one', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId } = await subscribeAndPay(provider, 'basic');
      await provider.agent.post('/api/subscription/cancel').expect(200);
      stripe.clearCalls();
      await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic_yearly' }).expect(200);
      const [row] = await subscriptionsOf(provider.providerId);
      const [update] = stripe.callsTo('POST', `/v1/subscriptions/${gatewaySubscriptionId}`);
      expect(update.params).toMatchObject({ proration_behavior: 'none', trial_end: String(row.currentPeriodEnd!.getTime() / 1000) });

      // Stripe's echo (a trial until then) neither switches the plan nor shortens the period.
      await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);
      const [after] = await subscriptionsOf(provider.providerId);
      expect(after).toMatchObject({ planId: 'basic_monthly', scheduledPlanId: 'basic_yearly', status: 'active' });
      expect(after.currentPeriodEnd).toEqual(row.currentPeriodEnd);
    });

    it('charges an upgrade by an invoice of the difference and switches the plan when it is paid', async () => {
      const provider = await newProvider();
      const { gatewaySubscriptionId } = await subscribeAndPay(provider, 'basic');
      const [before] = await subscriptionsOf(provider.providerId);
      stripe.clearCalls();

      const response = await provider.agent.post(CHECKOUT).send({ planType: 'premium', isUpgrade: true, amount: 200 }).expect(200);
      expect(response.body).toMatchObject({ mode: 'stripe', status: 'requires_payment', amount: 200, planId: 'premium_monthly' });
      const [invoiceCall] = stripe.callsTo('POST', '/v1/invoices');
      expect(invoiceCall.params).toMatchObject({
        customer: before.gatewayCustomerId,
        currency: 'czk',
        auto_advance: 'false',
        metadata: { providerId: String(provider.providerId), subscriptionId: String(before.id), upgradeToPlanId: 'premium_monthly' },
      });
      const [itemCall] = stripe.callsTo('POST', '/v1/invoiceitems');
      expect(itemCall.params).toMatchObject({ amount: '20000', currency: 'czk', customer: before.gatewayCustomerId });
      const upgrade = stripe.all('invoice').find((invoice) => invoice.id === itemCall.params.invoice)!;
      expect(upgrade).toMatchObject({ status: 'open', amount_due: 20000 });
      expect(response.body.clientSecret).toMatch(/^pi_standin\d+_secret_standin$/);
      // Nothing changes before the payment.
      expect((await subscriptionsOf(provider.providerId))[0].planId).toBe('basic_monthly');

      // Asking again resumes the same invoice.
      const again = await provider.agent.post(CHECKOUT).send({ planType: 'premium', isUpgrade: true }).expect(200);
      expect(again.body.clientSecret).toBe(response.body.clientSecret);
      expect(stripe.callsTo('POST', '/v1/invoices')).toHaveLength(1);

      stripe.clearCalls();
      await send(stripe.event('invoice.paid', stripe.payInvoice(upgrade.id, { brand: 'visa', last4: '1881' }))).expect(200);
      const [after] = await subscriptionsOf(provider.providerId);
      expect(after).toMatchObject({ id: before.id, planId: 'premium_monthly', status: 'active' });
      expect(after.currentPeriodEnd).toEqual(before.currentPeriodEnd);
      const premiumPrice = stripe.all('price').find((price) => price.lookup_key === 'premium_monthly')!;
      const [priceUpdate] = stripe.callsTo('POST', `/v1/subscriptions/${gatewaySubscriptionId}`);
      expect(priceUpdate.params).toMatchObject({ proration_behavior: 'none', items: [{ price: premiumPrice.id }] });
      expect(priceUpdate.params.cancel_at_period_end).toBeUndefined();
      expect(stripe.subscription(gatewaySubscriptionId).items.data[0].price.id).toBe(premiumPrice.id);
      expect((await paymentsOf(provider.providerId)).at(-1)).toMatchObject({
        amount: 200,
        status: 'succeeded',
        description: 'Přechod na Premium – měsíční předplatné (doplatek)',
        brand: 'visa',
        last4: '1881',
        gatewayInvoiceId: upgrade.id,
      });
    });

    it('refuses a cheaper plan and the same plan while active', async () => {
      const provider = await newProvider();
      await subscribeAndPay(provider, 'premium');
      stripe.clearCalls();
      await provider.agent.post(CHECKOUT).send({ planType: 'basic', isUpgrade: true }).expect(409);
      const same = await provider.agent.post(CHECKOUT).send({ planType: 'premium' }).expect(409);
      expect(same.body.message).toBe('Toto předplatné už máte aktivní');
      expect(stripe.calls).toEqual([]);
    });
  });
});
