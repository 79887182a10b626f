import request from 'supertest';
import Stripe from 'stripe';
import { signedInAdmin, signedInProvider, type SignedInProvider } from './support/accounts';
import { STANDIN_WEBHOOK_SECRET, StripeStandIn, stripeStandInSettings } from './support/stripe-stand-in';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `bst${process.pid}x${Date.now().toString(36)}`;
const CHECKOUT = '/api/get-or-create-subscription';
const WEBHOOK = '/api/stripe/webhook';

type Json = Record<string, any>;

/** Invoices and refunds of card payments: Stripe's SDK against the stand-in, webhooks signed with its helper. */
describe('Billing with Stripe: card invoices, refunds and charge.refunded', () => {
  const stripe = new StripeStandIn('billing');
  let t: TestApp;
  let sequence = 0;

  const send = (event: Json) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STANDIN_WEBHOOK_SECRET });
    return request(t.server).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };
  const documentsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT kind, number, total_halere::int AS total, payment_method AS "paymentMethod", corrected_invoice_id AS "correctedInvoiceId"
         FROM invoices WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    ) as Promise<Json[]>;
  const paymentOf = async (providerId: number) =>
    ((await t.dataSource.query(
      `SELECT id, amount, gateway_payment_intent_id AS "paymentIntentId", refunded_at AS "refundedAt", refunded_amount AS "refundedAmount"
         FROM subscription_payments WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    )) as Json[])[0];

  /** A provider who subscribed and paid by card (invoice.paid). */
  const paidProvider = async (): Promise<SignedInProvider & { invoice: Json }> => {
    sequence += 1;
    const provider = await signedInProvider(t, { companyName: `Kartou ${sequence} ${RUN}` });
    await provider.agent.post(CHECKOUT).send({ planType: 'premium' }).expect(200);
    const [{ gatewaySubscriptionId }] = (await t.dataSource.query(
      `SELECT gateway_subscription_id AS "gatewaySubscriptionId" FROM provider_subscriptions WHERE provider_id = $1`,
      [provider.providerId],
    )) as Json[];
    const invoice = stripe.payInvoice(stripe.subscription(gatewaySubscriptionId).latest_invoice);
    await send(stripe.event('invoice.paid', invoice)).expect(200);
    return { ...provider, invoice };
  };

  beforeAll(async () => {
    t = await createTestApp(stripeStandInSettings(await stripe.start()));
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(() => stripe.clearCalls());

  it('invoices a card payment once, also when invoice.paid is delivered again', async () => {
    const provider = await paidProvider();
    // Stripe delivers the same invoice again in a new event: the payment is known, no second invoice.
    await send(stripe.event('invoice.paid', provider.invoice)).expect(200);
    const payment = await paymentOf(provider.providerId);
    expect(await documentsOf(provider.providerId)).toEqual([
      { kind: 'invoice', number: expect.stringMatching(/^\d{10}$/), total: payment.amount * 100, paymentMethod: 'card', correctedInvoiceId: null },
    ]);
  });

  it("refunds at Stripe by the payment intent, issues the credit note, and takes Stripe's charge.refunded echo as done", async () => {
    const provider = await paidProvider();
    const payment = await paymentOf(provider.providerId);
    const admin = await signedInAdmin(t);
    const response = await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({ reason: 'Reklamace' }).expect(200);
    const [call] = stripe.callsTo('POST', '/v1/refunds');
    expect(call.params).toMatchObject({ payment_intent: payment.paymentIntentId, metadata: { paymentId: String(payment.id) } });
    expect(call.idempotencyKey).toBe(`svatby-refund-payment-${payment.id}`);

    await send(stripe.event('charge.refunded', stripe.refundedCharge(payment.paymentIntentId))).expect(200);
    const documents = await documentsOf(provider.providerId);
    expect(documents).toHaveLength(2);
    expect(documents[1]).toMatchObject({ kind: 'credit_note', number: response.body.creditNoteNumber, total: -payment.amount * 100 });
  });

  it('records a refund made in Stripe (charge.refunded) with its credit note, once per event and payment', async () => {
    const provider = await paidProvider();
    const payment = await paymentOf(provider.providerId);
    const event = stripe.event('charge.refunded', stripe.refundedCharge(payment.paymentIntentId));
    await send(event).expect(200);
    await send(event).expect(200);
    await send(stripe.event('charge.refunded', stripe.refundedCharge(payment.paymentIntentId))).expect(200);
    expect(await paymentOf(provider.providerId)).toMatchObject({ refundedAt: expect.any(Date), refundedAmount: payment.amount });
    const documents = await documentsOf(provider.providerId);
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(stripe.callsTo('POST', '/v1/refunds')).toEqual([]);
    // The admin cannot refund it again.
    const admin = await signedInAdmin(t);
    await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({}).expect(409);
  });

  it('keeps nothing when Stripe refuses the refund (502)', async () => {
    const provider = await paidProvider();
    const payment = await paymentOf(provider.providerId);
    const admin = await signedInAdmin(t);
    stripe.failNext('POST', '/v1/refunds');
    await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({}).expect(502);
    expect(await paymentOf(provider.providerId)).toMatchObject({ refundedAt: null });
    expect((await documentsOf(provider.providerId)).map((document) => document.kind)).toEqual(['invoice']);
  });
});
