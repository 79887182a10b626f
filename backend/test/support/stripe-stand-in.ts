import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, any>;

export interface StripeCall {
  method: string;
  /** Without the query string, e.g. '/v1/subscriptions/sub_standin3'. */
  path: string;
  /** The form body (POST) or the query (GET, DELETE), brackets decoded into objects and arrays. */
  params: Json;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface TestCard {
  brand: string;
  last4: string;
}

export const API_VERSION = '2026-10-28.endive';

/**
 * Decodes Stripe's form encoding (`items[0][price]=x&expand[0]=y&metadata[a]=b`) into nested
 * objects, numeric keys becoming arrays.
 */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) node[segment] = value;
      else node = node[segment] ??= {};
    });
  }
  const arrays = (value: any): any => {
    if (!value || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((key) => arrays(value[key]));
    }
    return Object.fromEntries(keys.map((key) => [key, arrays(value[key])]));
  };
  return arrays(root);
}

const now = (): number => Math.floor(Date.now() / 1000);

function addInterval(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(body.error?.message ?? 'stand-in error');
  }
}

const missing = (kind: string, id: string): StandInError =>
  new StandInError(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' },
  });

/** The webhook signing secret the API tests give the app and sign the stand-in's events with. */
export const STANDIN_WEBHOOK_SECRET = 'whsec_standin_signing_secret';

/** The app's settings for Stripe through the stand-in at `url` (behind a proxy, as the rate limit tests want). */
export const stripeStandInSettings = (url: string) => ({
  TRUST_PROXY: 'true',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
  STRIPE_API_URL: url,
});

/**
 * A local stand-in for the part of Stripe's REST API (version 2026-10-28) the app uses: customers,
 * prices by lookup key (+ products), subscriptions (create / retrieve / update / cancel), invoices
 * and invoice items, invoice payments, payment intents and payment methods. It keeps the objects in
 * memory, honours `expand`, replays idempotent POSTs, and records every call. The test helpers do
 * what Stripe does when the browser pays (payInvoice), a charge fails, or a period renews.
 */
export class StripeStandIn {
  /**
   * `tag` goes into every id ('sub_standin<tag>3'): test files that run at the same time on the
   * run's database each need their own ids (gateway ids and event ids are unique there).
   */
  constructor(private readonly tag = '') {}

  readonly calls: StripeCall[] = [];
  private server?: http.Server;
  private sequence = 0;
  private readonly objects = new Map<string, Json>();
  /** Includable fields rendered only when expanded. */
  private readonly confirmationSecrets = new Map<string, Json>();
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private readonly failures: Array<{ method: string; path: string }> = [];

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const method = request.method ?? 'GET';
        const params = method === 'POST' ? parseStripeForm(raw) : parseStripeForm(url.search.slice(1));
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        this.calls.push({ method, path: url.pathname, params, authorization: request.headers.authorization, idempotencyKey });
        const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : undefined;
        const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
        let status = 200;
        let body: Json;
        if (replay) {
          ({ status, body } = replay);
        } else {
          try {
            body = this.route(method, url.pathname, params);
          } catch (error) {
            if (!(error instanceof StandInError)) throw error;
            status = error.status;
            body = error.body;
          }
          if (replayKey) this.idempotent.set(replayKey, { status, body });
        }
        response
          .writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_standin${this.sequence}`, 'Stripe-Version': API_VERSION })
          .end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Forgets the recorded calls (the objects stay: the app caches price ids). */
  clearCalls(): void {
    this.calls.length = 0;
  }

  callsTo(method: string, path: string | RegExp): StripeCall[] {
    return this.calls.filter((call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)));
  }

  /** The next call of `method` to `path` answers 400 (an API error the SDK does not retry). */
  failNext(method: string, path: string | RegExp): void {
    this.failures.push({ method, path: typeof path === 'string' ? path : path.source });
  }

  // ---- the objects, as the API renders them ----

  customer(id: string): Json {
    return this.render(id);
  }

  subscription(id: string): Json {
    return this.render(id);
  }

  invoice(id: string): Json {
    return this.render(id);
  }

  /** All objects of a kind, e.g. 'invoice', oldest first. */
  all(object: string): Json[] {
    return [...this.objects.values()].filter((candidate) => candidate.object === object).map((candidate) => this.render(candidate.id));
  }

  // ---- what Stripe does on its own ----

  /** The browser confirmed the invoice's payment with `card`: invoice paid, subscription active. */
  payInvoice(invoiceId: string, card: TestCard = { brand: 'visa', last4: '4242' }): Json {
    const invoice = this.get(invoiceId, 'invoice');
    const intent = this.get(invoice._payment_intent, 'payment_intent');
    const method = this.store('pm', {
      object: 'payment_method',
      type: 'card',
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: 2030,
        country: 'CZ',
        funding: 'credit',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        networks: { available: [card.brand], preferred: null },
      },
      customer: invoice.customer,
      created: now(),
      livemode: false,
      metadata: {},
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: method.id });
    const paidAt = now();
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempted: true,
      attempt_count: invoice.attempt_count + 1,
      status_transitions: { ...invoice.status_transitions, paid_at: paidAt },
    });
    const payment = this.get(invoice._invoice_payment, 'invoice_payment');
    Object.assign(payment, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { canceled_at: null, paid_at: paidAt } });
    const subscriptionId = invoice.parent?.subscription_details?.subscription as string | undefined;
    if (subscriptionId) {
      const subscription = this.get(subscriptionId, 'subscription');
      if (['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) subscription.status = 'active';
      subscription.default_payment_method = method.id;
    }
    return this.render(invoiceId);
  }

  /** A charge of the invoice was declined. */
  failInvoice(invoiceId: string): Json {
    const invoice = this.get(invoiceId, 'invoice');
    Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
    const subscriptionId = invoice.parent?.subscription_details?.subscription as string | undefined;
    if (subscriptionId && invoice.billing_reason === 'subscription_cycle') this.get(subscriptionId, 'subscription').status = 'past_due';
    return this.render(invoiceId);
  }

  /** The period ended: the next one starts and its invoice (open, unpaid) is created at the current price. */
  renew(subscriptionId: string): { subscription: Json; invoice: Json } {
    const subscription = this.get(subscriptionId, 'subscription');
    const item = subscription.items.data[0];
    const start = item.current_period_end;
    Object.assign(item, { current_period_start: start, current_period_end: addInterval(start, item.price.recurring.interval) });
    if (subscription.status === 'trialing') Object.assign(subscription, { status: 'active' });
    const invoice = this.subscriptionInvoice(subscription, 'subscription_cycle');
    subscription.latest_invoice = invoice.id;
    return { subscription: this.render(subscriptionId), invoice: this.render(invoice.id) };
  }

  /** Stripe ended the subscription (unpaid, or cancelled in the Dashboard). */
  endSubscription(subscriptionId: string): Json {
    return this.render(this.cancelSubscription(subscriptionId).id);
  }

  /** A signed-payload-ready event of the API version. */
  event(type: string, object: Json, options: { created?: number; previousAttributes?: Json } = {}): Json {
    this.sequence += 1;
    return {
      id: `evt_standin${this.tag}${this.sequence}`,
      object: 'event',
      api_version: API_VERSION,
      created: options.created ?? now(),
      data: { object, ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  // ---- the REST API ----

  private route(method: string, path: string, params: Json): Json {
    const failure = this.failures.findIndex((candidate) => candidate.method === method && new RegExp(`^${candidate.path}$`).test(path));
    if (failure >= 0) {
      this.failures.splice(failure, 1);
      throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'stand-in: scripted failure' } });
    }
    const expand: string[] = params.expand ?? [];
    const segments = path.split('/').filter(Boolean); // ['v1', 'subscriptions', 'sub_x', ...]
    const [version, resource, id, action] = segments;
    if (version !== 'v1') throw this.unrecognized(method, path);
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return this.render(this.createCustomer(params).id, expand);
      case 'GET customers/:id':
        return this.render(this.get(id, 'customer').id, expand);
      case 'GET prices':
        return this.list('/v1/prices', this.findPrices(params), expand);
      case 'POST prices':
        return this.render(this.createPrice(params).id, expand);
      case 'POST products':
        return this.render(this.createProduct(params).id, expand);
      case 'GET products/:id':
        return this.render(this.get(id, 'product').id, expand);
      case 'POST subscriptions':
        return this.render(this.createSubscription(params).id, expand);
      case 'GET subscriptions/:id':
        return this.render(this.get(id, 'subscription').id, expand);
      case 'POST subscriptions/:id':
        return this.render(this.updateSubscription(id, params).id, expand);
      case 'DELETE subscriptions/:id':
        return this.render(this.cancelSubscription(id).id, expand);
      case 'POST invoices':
        return this.render(this.createInvoice(params).id, expand);
      case 'GET invoices':
        return this.list('/v1/invoices', this.findInvoices(params), expand);
      case 'GET invoices/:id':
        return this.render(this.get(id, 'invoice').id, expand);
      case 'POST invoices/:id/finalize':
        return this.render(this.finalizeInvoice(id).id, expand);
      case 'POST invoices/:id/void':
        return this.render(this.voidInvoice(id).id, expand);
      case 'POST invoiceitems':
        return this.render(this.createInvoiceItem(params).id, expand);
      case 'GET invoice_payments':
        return this.list(
          '/v1/invoice_payments',
          [...this.objects.values()].filter((payment) => payment.object === 'invoice_payment' && (!params.invoice || payment.invoice === params.invoice)),
          expand,
        );
      case 'GET payment_intents/:id':
        return this.render(this.get(id, 'payment_intent').id, expand);
      case 'GET payment_methods/:id':
        return this.render(this.get(id, 'payment_method').id, expand);
      case 'POST refunds':
        return this.render(this.createRefund(params).id, expand);
      default:
        throw this.unrecognized(method, path);
    }
  }

  private createCustomer(params: Json): Json {
    return this.store('cus', {
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: params.email ?? null,
      invoice_prefix: 'STANDIN',
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    });
  }

  private createProduct(params: Json): Json {
    return this.store('prod', {
      object: 'product',
      active: true,
      created: now(),
      default_price: null,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: params.metadata ?? {},
      name: params.name,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: now(),
      url: null,
    });
  }

  private findPrices(params: Json): Json[] {
    const keys: string[] | undefined = params.lookup_keys;
    return [...this.objects.values()]
      .filter((price) => price.object === 'price')
      .filter((price) => params.active === undefined || String(price.active) === params.active)
      .filter((price) => !keys || keys.includes(price.lookup_key))
      .reverse()
      .slice(0, params.limit ? Number(params.limit) : 10);
  }

  private createPrice(params: Json): Json {
    if (!params.currency || params.unit_amount === undefined) {
      throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'Missing required param: currency / unit_amount.' } });
    }
    const product = params.product ?? this.createProduct(params.product_data ?? {}).id;
    if (params.lookup_key) {
      const holder = [...this.objects.values()].find((price) => price.object === 'price' && price.lookup_key === params.lookup_key);
      if (holder && params.transfer_lookup_key !== 'true') {
        throw new StandInError(400, {
          error: { type: 'invalid_request_error', message: `A price (\`${holder.id}\`) already uses that lookup key.`, param: 'lookup_key' },
        });
      }
      if (holder) holder.lookup_key = null;
    }
    return this.store('price', {
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: params.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: params.lookup_key ?? null,
      metadata: params.metadata ?? {},
      nickname: null,
      product,
      recurring: params.recurring
        ? { interval: params.recurring.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
        : null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: params.recurring ? 'recurring' : 'one_time',
      unit_amount: Number(params.unit_amount),
      unit_amount_decimal: String(params.unit_amount),
    });
  }

  private createSubscription(params: Json): Json {
    const customer = this.get(params.customer, 'customer');
    const price = this.get(params.items?.[0]?.price, 'price');
    const start = now();
    const subscription = this.store('sub', {
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: start,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: start },
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: price.currency,
      customer: customer.id,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
      items: { object: 'list', data: [], has_more: false, total_count: 1, url: '' },
      latest_invoice: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: params.payment_settings?.save_default_payment_method ?? 'off',
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: null,
    });
    subscription.items.url = `/v1/subscription_items?subscription=${subscription.id}`;
    subscription.items.data.push(this.subscriptionItem(subscription.id, price, start));
    subscription.latest_invoice = this.subscriptionInvoice(subscription, 'subscription_create').id;
    return subscription;
  }

  private subscriptionItem(subscriptionId: string, price: Json, start: number): Json {
    this.sequence += 1;
    return {
      id: `si_standin${this.tag}${this.sequence}`,
      object: 'subscription_item',
      billing_thresholds: null,
      created: start,
      current_period_end: addInterval(start, price.recurring.interval),
      current_period_start: start,
      discounts: [],
      metadata: {},
      plan: {
        id: price.id,
        object: 'plan',
        active: true,
        amount: price.unit_amount,
        currency: price.currency,
        interval: price.recurring.interval,
        interval_count: 1,
        product: price.product,
      },
      price: { ...price },
      quantity: 1,
      subscription: subscriptionId,
      tax_rates: [],
    };
  }

  private updateSubscription(id: string, params: Json): Json {
    const subscription = this.get(id, 'subscription');
    if (['canceled', 'incomplete_expired'].includes(subscription.status)) {
      throw new StandInError(400, {
        error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' },
      });
    }
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      Object.assign(subscription, { cancel_at_period_end: cancel, canceled_at: cancel ? now() : null });
    }
    const item = subscription.items.data[0];
    for (const change of params.items ?? []) {
      if (change.id && change.id !== item.id) throw missing('subscription_item', change.id);
      if (change.price) {
        const price = this.get(change.price, 'price');
        Object.assign(item, { price: { ...price }, plan: { ...item.plan, id: price.id, amount: price.unit_amount, interval: price.recurring.interval } });
      }
    }
    if (params.trial_end) {
      const trialEnd = Number(params.trial_end);
      Object.assign(subscription, { status: 'trialing', trial_start: now(), trial_end: trialEnd });
      Object.assign(item, { current_period_start: now(), current_period_end: trialEnd });
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
    return subscription;
  }

  private cancelSubscription(id: string): Json {
    const subscription = this.get(id, 'subscription');
    if (['canceled', 'incomplete_expired'].includes(subscription.status)) {
      throw new StandInError(400, {
        error: { type: 'invalid_request_error', message: `No such subscription: '${id}'`, code: 'resource_missing' },
      });
    }
    const at = now();
    return Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at, cancel_at_period_end: false });
  }

  private baseInvoice(customerId: string, fields: Json): Json {
    const customer = this.get(customerId, 'customer');
    const created = now();
    return {
      object: 'invoice',
      account_country: 'CZ',
      account_name: 'Svatby',
      account_tax_ids: null,
      amount_due: 0,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: 0,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: false,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: 'manual',
      collection_method: 'charge_automatically',
      created,
      currency: 'czk',
      custom_fields: null,
      customer: customer.id,
      customer_account: null,
      customer_address: null,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: null,
      ending_balance: null,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      on_behalf_of: null,
      parent: null,
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: created,
      period_start: created,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: 0,
      subtotal_excluding_tax: 0,
      test_clock: null,
      total: 0,
      total_discount_amounts: [],
      total_excluding_tax: 0,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: created,
      ...fields,
    };
  }

  /** A subscription's invoice for its item's current period, finalized (open) with its PaymentIntent. */
  private subscriptionInvoice(subscription: Json, billingReason: string): Json {
    const item = subscription.items.data[0];
    const invoice = this.store('in', this.baseInvoice(subscription.customer, {
      billing_reason: billingReason,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
    }));
    invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
    this.addLine(invoice, {
      amount: item.price.unit_amount,
      description: `1 × ${this.objects.get(item.price.product)?.name ?? 'Subscription'}`,
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: String(item.price.unit_amount) },
      subscription: subscription.id,
    });
    return this.finalizeInvoice(invoice.id);
  }

  private addLine(invoice: Json, line: Json): void {
    this.sequence += 1;
    invoice.lines.data.push({
      id: `il_standin${this.tag}${this.sequence}`,
      object: 'line_item',
      currency: invoice.currency,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: invoice.id,
      livemode: false,
      metadata: {},
      pretax_credit_amounts: [],
      quantity: 1,
      subtotal: line.amount,
      taxes: [],
      subscription: null,
      ...line,
    });
    invoice.lines.total_count = invoice.lines.data.length;
    const total = invoice.lines.data.reduce((sum: number, candidate: Json) => sum + candidate.amount, 0);
    Object.assign(invoice, { subtotal: total, subtotal_excluding_tax: total, total, total_excluding_tax: total, amount_due: total, amount_remaining: total });
  }

  private createInvoice(params: Json): Json {
    const invoice = this.store('in', this.baseInvoice(params.customer, {
      auto_advance: params.auto_advance === 'true',
      collection_method: params.collection_method ?? 'charge_automatically',
      currency: params.currency ?? 'czk',
      description: params.description ?? null,
      metadata: params.metadata ?? {},
    }));
    invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
    return invoice;
  }

  private createInvoiceItem(params: Json): Json {
    const invoice = params.invoice ? this.get(params.invoice, 'invoice') : null;
    if (invoice && invoice.status !== 'draft') {
      throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'Invoice is not a draft.' } });
    }
    const item = this.store('ii', {
      object: 'invoiceitem',
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer,
      date: now(),
      description: params.description ?? null,
      discountable: true,
      discounts: [],
      invoice: invoice?.id ?? null,
      livemode: false,
      metadata: params.metadata ?? {},
      parent: null,
      period: { start: now(), end: now() },
      pricing: null,
      proration: false,
      quantity: 1,
      tax_rates: [],
      test_clock: null,
    });
    if (invoice) {
      this.addLine(invoice, {
        amount: item.amount,
        description: item.description,
        parent: {
          type: 'invoice_item_details',
          invoice_item_details: { invoice_item: item.id, proration: false, proration_details: { credited_items: null }, subscription: null },
          subscription_item_details: null,
        },
        period: item.period,
        pricing: null,
      });
    }
    return item;
  }

  private finalizeInvoice(id: string): Json {
    const invoice = this.get(id, 'invoice');
    if (invoice.status !== 'draft') throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'This invoice is already finalized.' } });
    const intent = this.store('pi', {
      object: 'payment_intent',
      amount: invoice.amount_due,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: '',
      confirmation_method: 'automatic',
      created: now(),
      currency: invoice.currency,
      customer: invoice.customer,
      description: invoice.description,
      last_payment_error: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    });
    intent.client_secret = `${intent.id}_secret_standin`;
    const payment = this.store('inpay', {
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: now(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
    this.sequence += 1;
    Object.assign(invoice, {
      status: 'open',
      number: `STANDIN-${String(this.sequence).padStart(4, '0')}`,
      status_transitions: { ...invoice.status_transitions, finalized_at: now() },
      effective_at: now(),
      _payment_intent: intent.id,
      _invoice_payment: payment.id,
    });
    this.confirmationSecrets.set(invoice.id, { client_secret: intent.client_secret, type: 'payment_intent' });
    return invoice;
  }

  /** A full refund of a succeeded payment intent (issue 47's admin refund). */
  private createRefund(params: Json): Json {
    const intent = this.get(params.payment_intent, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has not succeeded.' } });
    }
    return this.store('re', {
      object: 'refund',
      amount: intent.amount_received,
      currency: intent.currency,
      created: now(),
      payment_intent: intent.id,
      metadata: params.metadata ?? {},
      status: 'succeeded',
    });
  }

  /** The charge.refunded event's object for a paid payment intent (refunded in full). */
  refundedCharge(paymentIntentId: string): Json {
    const intent = this.get(paymentIntentId, 'payment_intent');
    return { id: `ch_${intent.id}`, object: 'charge', amount: intent.amount_received, amount_refunded: intent.amount_received, refunded: true, payment_intent: intent.id, currency: intent.currency };
  }

  private voidInvoice(id: string): Json {
    const invoice = this.get(id, 'invoice');
    if (invoice.status !== 'open') throw new StandInError(400, { error: { type: 'invalid_request_error', message: 'Only open invoices can be voided.' } });
    return Object.assign(invoice, { status: 'void', status_transitions: { ...invoice.status_transitions, voided_at: now() } });
  }

  private findInvoices(params: Json): Json[] {
    return [...this.objects.values()]
      .filter((invoice) => invoice.object === 'invoice')
      .filter((invoice) => !params.customer || invoice.customer === params.customer)
      .filter((invoice) => !params.status || invoice.status === params.status)
      .filter((invoice) => !params.subscription || invoice.parent?.subscription_details?.subscription === params.subscription)
      .reverse()
      .slice(0, params.limit ? Number(params.limit) : 10);
  }

  // ---- storage and rendering ----

  private store(prefix: string, fields: Json): Json {
    this.sequence += 1;
    const object = { id: `${prefix}_standin${this.tag}${this.sequence}`, ...fields };
    this.objects.set(object.id, object);
    return object;
  }

  private get(id: string | undefined, kind: string): Json {
    const object = id ? this.objects.get(id) : undefined;
    if (!object || object.object !== kind) throw missing(kind, String(id));
    return object;
  }

  private list(url: string, data: Json[], expand: string[]): Json {
    const rendered = data.map((object) => this.render(object.id));
    return this.expandAll({ object: 'list', data: rendered, has_more: false, url }, expand);
  }

  /** The object as the API answers it: a copy without internal fields, with `expand` applied. */
  private render(id: string, expand: string[] = []): Json {
    const object = this.objects.get(id);
    if (!object) throw missing('object', id);
    return this.expandAll(this.clean(object), expand);
  }

  private clean(object: Json): Json {
    return JSON.parse(JSON.stringify(object, (key, value: unknown) => (key.startsWith('_') ? undefined : value))) as Json;
  }

  private expandAll(object: Json, expand: string[]): Json {
    return expand.reduce((result, path) => this.expand(result, path.split('.')) as Json, object);
  }

  private expand(value: unknown, path: string[]): unknown {
    if (Array.isArray(value)) return value.map((element) => this.expand(element, path));
    if (!value || typeof value !== 'object' || path.length === 0) return value;
    const [head, ...rest] = path;
    const copy = { ...(value as Json) };
    let child: unknown = head === 'confirmation_secret' && copy.object === 'invoice' ? (this.confirmationSecrets.get(copy.id) ?? null) : copy[head];
    if (typeof child === 'string' && this.objects.has(child)) child = this.clean(this.objects.get(child)!);
    copy[head] = this.expand(child, rest);
    return copy;
  }

  private unrecognized(method: string, path: string): StandInError {
    return new StandInError(404, {
      error: { type: 'invalid_request_error', message: `stand-in: unrecognized request URL (${method}: ${path})` },
    });
  }
}
