import request from 'supertest';
import Stripe from 'stripe';
import { formatCzechDate } from '../src/subscriptions/subscription-rules';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';
import { signedInProvider, SignedInProvider } from './support/accounts';
import { STANDIN_WEBHOOK_SECRET, StripeStandIn, stripeStandInSettings } from './support/stripe-stand-in';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `mail${process.pid}x${Date.now().toString(36)}`;
const CHECKOUT = '/api/get-or-create-subscription';
const CANCEL = '/api/subscription/cancel';
const WEBHOOK = '/api/stripe/webhook';
const WEBHOOK_SECRET = STANDIN_WEBHOOK_SECRET;
const MANAGEMENT_URL = 'http://localhost:3000/subscription-management';

type Json = Record<string, any>;

interface Mail {
  template: string;
  toEmail: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * Both apps (offline gateway, Stripe stand-in) stay up for the whole file: passport's session
 * deserializer is process-wide, and a closed app's would fail the sign-ins of the next one.
 */
const apps: TestApp[] = [];
const stripe = new StripeStandIn('mails');
afterAll(async () => {
  for (const t of apps) await t.close();
  await stripe.stop();
});

let sequence = 0;
const newProvider = (t: TestApp) => {
  sequence += 1;
  return signedInProvider(t, { companyName: `Mailový dodavatel ${sequence} ${RUN}` });
};

const mailsTo = async (t: TestApp, email: string, template?: string) =>
  ((await t.dataSource.query(
    `SELECT template, to_email AS "toEmail", to_name AS "toName", subject, text_body AS text, html_body AS html
       FROM mail_outbox WHERE to_email = $1 ORDER BY id`,
    [email],
  )) as Mail[]).filter((mail) => !template || mail.template === template);

const periodEndOf = async (t: TestApp, providerId: number): Promise<Date> => {
  const [row] = (await t.dataSource.query(
    `SELECT current_period_end AS "end" FROM provider_subscriptions WHERE provider_id = $1 AND status = 'active'`,
    [providerId],
  )) as Array<{ end: Date }>;
  return row.end;
};

/** '490 Kč' as Intl writes it (a non-breaking space before Kč). */
const kc = (amount: number) => new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(amount);

describe('Subscription e-mails with the offline test gateway', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
  });

  it('an offline checkout queues exactly one subscription-activated and one payment-receipt to the provider', async () => {
    const provider = await newProvider(t);
    await provider.agent.post(CHECKOUT).send({ planType: 'premium', amount: 490 }).expect(200);

    const mails = await mailsTo(t, provider.email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['payment-receipt', 'subscription-activated']);
    const validUntil = formatCzechDate(await periodEndOf(t, provider.providerId));

    const [activated] = await mailsTo(t, provider.email, 'subscription-activated');
    expect(activated).toMatchObject({ toEmail: provider.email, toName: `Mailový dodavatel ${sequence} ${RUN}` });
    expect(activated.subject).toBe('Předplatné Premium je aktivní – Svatby');
    expect(activated.text).toContain(`Plán: Premium – měsíční předplatné. Cena: ${kc(490)}. Platí do: ${validUntil}.`);
    expect(activated.text).toContain(`Správa předplatného: ${MANAGEMENT_URL}`);
    expect(activated.html).toContain(`href="${MANAGEMENT_URL}"`);

    const [receipt] = await mailsTo(t, provider.email, 'payment-receipt');
    expect(receipt.subject).toBe(`Potvrzení platby ${kc(490)} – Svatby`);
    expect(receipt.text).toContain(`Částka: ${kc(490)}`);
    expect(receipt.text).toContain(`Datum: ${formatCzechDate(new Date())}`);
    expect(receipt.text).toContain('Popis: Premium – měsíční předplatné (testovací režim)');
    expect(receipt.text).toContain('Platební karta: Testovací karta •••• 4242');
    expect(receipt.text).toContain('Stav: Uhrazeno');
  });

  it('a cancel queues one subscription-cancelled with the end date, and nothing else', async () => {
    const provider = await newProvider(t);
    await provider.agent.post(CHECKOUT).send({ planType: 'basic_yearly' }).expect(200);
    const before = (await mailsTo(t, provider.email)).length;
    await provider.agent.post(CANCEL).expect(200);

    const mails = await mailsTo(t, provider.email);
    expect(mails).toHaveLength(before + 1);
    const [cancelled] = await mailsTo(t, provider.email, 'subscription-cancelled');
    expect(cancelled.subject).toBe('Předplatné bylo zrušeno – Svatby');
    expect(cancelled.text).toContain('vaše předplatné Basic jsme podle vašeho přání zrušili.');
    expect(cancelled.text).toContain(`Předplatné zůstává aktivní do ${formatCzechDate(await periodEndOf(t, provider.providerId))}.`);

    // A second cancel is refused (409) and mails nothing.
    await provider.agent.post(CANCEL).expect(409);
    expect(await mailsTo(t, provider.email)).toHaveLength(before + 1);
  });

  it('an upgrade sends a receipt for the difference, not a second activation', async () => {
    const provider = await newProvider(t);
    await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(200);
    await provider.agent.post(CHECKOUT).send({ planType: 'premium', amount: 200 }).expect(200);
    expect(await mailsTo(t, provider.email, 'subscription-activated')).toHaveLength(1);
    const receipts = await mailsTo(t, provider.email, 'payment-receipt');
    expect(receipts.map((mail) => mail.subject)).toEqual([`Potvrzení platby ${kc(290)} – Svatby`, `Potvrzení platby ${kc(200)} – Svatby`]);
    expect(receipts[1].text).toContain('Popis: Přechod na Premium – měsíční předplatné (doplatek, testovací režim)');
  });

  it('a refused checkout mails nothing', async () => {
    const provider = await newProvider(t);
    await provider.agent.post(CHECKOUT).send({ planType: 'premium', amount: 1 }).expect(400);
    expect(await mailsTo(t, provider.email)).toEqual([]);
  });

  it("an admin's free year queues subscription-activated at no price, without a receipt", async () => {
    const provider = await newProvider(t);
    await t.app.get(SubscriptionsService).grantFree(provider.providerId, 'premium');
    const mails = await mailsTo(t, provider.email);
    expect(mails.map((mail) => mail.template)).toEqual(['subscription-activated']);
    expect(mails[0].text).toContain(
      `Plán: Premium – roční předplatné. Cena: zdarma. Platí do: ${formatCzechDate(await periodEndOf(t, provider.providerId))}.`,
    );
  });
});

describe('Subscription e-mails through Stripe (webhooks from the stand-in)', () => {
  let t: TestApp;

  const send = (event: Json) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(t.server).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };
  const startCheckout = async (provider: SignedInProvider, planType: string) => {
    await provider.agent.post(CHECKOUT).send({ planType }).expect(200);
    const [{ gatewaySubscriptionId }] = (await t.dataSource.query(
      `SELECT gateway_subscription_id AS "gatewaySubscriptionId" FROM provider_subscriptions WHERE provider_id = $1 AND status = 'incomplete'`,
      [provider.providerId],
    )) as Array<{ gatewaySubscriptionId: string }>;
    return { gatewaySubscriptionId, subscription: stripe.subscription(gatewaySubscriptionId) };
  };
  const templatesTo = async (email: string) => (await mailsTo(t, email)).map((mail) => mail.template);

  beforeAll(async () => {
    t = await createTestApp(stripeStandInSettings(await stripe.start()));
    apps.push(t);
  });

  it('mails nothing before the payment, then one activation and one receipt on invoice.paid (once per event)', async () => {
    const provider = await newProvider(t);
    const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'premium');
    expect(await templatesTo(provider.email)).toEqual([]);

    const paid = stripe.event('invoice.paid', stripe.payInvoice(subscription.latest_invoice, { brand: 'mastercard', last4: '4444' }));
    await send(paid).expect(200);
    await send(paid).expect(200); // redelivered
    await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);

    expect(await templatesTo(provider.email)).toEqual(['subscription-activated', 'payment-receipt']);
    const [receipt] = await mailsTo(t, provider.email, 'payment-receipt');
    expect(receipt.text).toContain('Platební karta: Mastercard •••• 4444');
    expect(receipt.text).toContain('Popis: Premium – měsíční předplatné');
  });

  it('sends one activation when customer.subscription.updated arrives before invoice.paid', async () => {
    const provider = await newProvider(t);
    const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'basic');
    const invoice = stripe.payInvoice(subscription.latest_invoice);
    await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);
    await send(stripe.event('invoice.paid', invoice)).expect(200);
    expect(await templatesTo(provider.email)).toEqual(['subscription-activated', 'payment-receipt']);
  });

  it('a failed renewal mails no receipt; the same invoice paid later mails one', async () => {
    const provider = await newProvider(t);
    const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'basic');
    await send(stripe.event('invoice.paid', stripe.payInvoice(subscription.latest_invoice))).expect(200);
    const { invoice: renewal } = stripe.renew(gatewaySubscriptionId);

    await send(stripe.event('invoice.payment_failed', stripe.failInvoice(renewal.id))).expect(200);
    expect(await mailsTo(t, provider.email, 'payment-receipt')).toHaveLength(1);

    await send(stripe.event('invoice.paid', stripe.payInvoice(renewal.id))).expect(200);
    expect(await mailsTo(t, provider.email, 'payment-receipt')).toHaveLength(2);
    // Past due (no access) back to active: the provider is told it is active again.
    expect(await mailsTo(t, provider.email, 'subscription-activated')).toHaveLength(2);
  });

  it('cancelling mails once, also when Stripe then reports the cancellation', async () => {
    const provider = await newProvider(t);
    const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'basic');
    await send(stripe.event('invoice.paid', stripe.payInvoice(subscription.latest_invoice))).expect(200);
    await provider.agent.post(CANCEL).expect(200);
    await send(stripe.event('customer.subscription.updated', stripe.subscription(gatewaySubscriptionId))).expect(200);
    expect(await mailsTo(t, provider.email, 'subscription-cancelled')).toHaveLength(1);
  });

  it('mails the cancellation made at Stripe itself', async () => {
    const provider = await newProvider(t);
    const { gatewaySubscriptionId, subscription } = await startCheckout(provider, 'premium');
    const paid = stripe.event('invoice.paid', stripe.payInvoice(subscription.latest_invoice));
    await send(paid).expect(200);
    const cancelled = { ...stripe.subscription(gatewaySubscriptionId), cancel_at_period_end: true, canceled_at: paid.created };
    await send(stripe.event('customer.subscription.updated', cancelled, { created: paid.created + 5 })).expect(200);
    const mails = await mailsTo(t, provider.email, 'subscription-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('vaše předplatné Premium jsme podle vašeho přání zrušili.');
  });
});
