import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../common/domain-events/domain-events';
import type { SubscriptionStatus } from './entities/provider-subscription.entity';
import type { CardDetails } from './gateway/payment-gateway';
import { StripePaymentGateway } from './gateway/stripe-payment-gateway';
import { findPaidPlan, type Plan } from './plans';
import { PaymentRefunds } from './payment-refunds.service';
import { PaymentSettlement } from './payment-settlement.service';
import type { SubscriptionChange } from './subscription-events';
import { SubscriptionMailsService } from './subscription-mails.service';
import { SubscriptionsService } from './subscriptions.service';
import { type SubscriptionPatch, type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';
import { paymentDescription, periodAdvanced, periodEndAfterUpgrade, upgradeCharge } from './subscription-rules';

export const BAD_SIGNATURE = 'Neplatný podpis události';
export const STRIPE_NOT_CONFIGURED = 'Platby přes Stripe nejsou na tomto serveru zapnuté';

type Period = { start: Date; end: Date };

/** How an event changed a provider's subscription (reported as subscription.changed); nothing when it did not. */
type Changed = { providerId: number; change: SubscriptionChange } | undefined;

/** What a paid invoice did: the plan now in force, and the change to report (null: none). */
type Applied = { plan: Plan; change: SubscriptionChange | null };

/** What an invoice.paid needs from Stripe besides the event, fetched before the transaction. */
interface InvoiceExtras {
  card: CardDetails & { paymentIntentId: string | null };
  period: Period | null;
}

const NO_CARD: InvoiceExtras['card'] = { paymentMethod: null, brand: null, last4: null, paymentIntentId: null };

const date = (seconds: number): Date => new Date(seconds * 1000);
const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's subscription status as the local one; null for the terminal ones. */
function localStatus(status: Stripe.Subscription.Status): Exclude<SubscriptionStatus, 'canceled' | 'expired'> | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
      return null;
    default:
      // past_due, unpaid, paused: not paid for now.
      return 'past_due';
  }
}

/**
 * Applies Stripe's events to the local mirror. Each event is applied once: its id goes into
 * payment_gateway_events in the same transaction as its effects, and a duplicate finds it there.
 * The subscription row is locked while an event changes it, so concurrent deliveries serialise.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly events: DomainEvents,
    @Inject(StripePaymentGateway) private readonly stripe: StripePaymentGateway | null,
    private readonly mails: SubscriptionMailsService,
    private readonly settlement: PaymentSettlement,
    private readonly refunds: PaymentRefunds,
    private readonly repository: SubscriptionsRepository,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async handle(rawBody: Buffer, signature: string): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) throw new NotFoundException(STRIPE_NOT_CONFIGURED);
    let event: Stripe.Event;
    try {
      event = stripe.constructEvent(rawBody, signature);
    } catch {
      throw new BadRequestException(BAD_SIGNATURE);
    }
    if (await this.repository.gatewayEventApplied(event.id)) return;
    // Network calls stay outside the transaction; if they fail, Stripe redelivers the event.
    const extras = event.type === 'invoice.paid' ? await this.invoiceExtras(stripe, event.data.object) : null;

    await this.events.transaction(async (manager, record) => {
      if (!(await this.repository.recordGatewayEvent(manager, event.id, event.type))) return; // a concurrent delivery applied it
      const changed = await this.apply(manager, stripe, event, extras);
      if (changed) await this.subscriptions.recordChange(manager, record, changed.providerId, changed.change);
    });
  }

  /** The event's effects, in its transaction; says how it changed a subscription, if it did. */
  private async apply(manager: EntityManager, stripe: StripePaymentGateway, event: Stripe.Event, extras: InvoiceExtras | null): Promise<Changed> {
    const at = date(event.created);
    switch (event.type) {
      case 'invoice.paid':
        return this.invoicePaid(manager, stripe, event, event.data.object, extras!);
      case 'invoice.payment_failed':
        return this.invoiceFailed(manager, event, event.data.object, at);
      case 'customer.subscription.updated':
        return this.subscriptionUpdated(manager, stripe, event, event.data.object, at);
      case 'customer.subscription.deleted':
        return this.subscriptionDeleted(manager, event, event.data.object, at);
      case 'charge.refunded':
        // A refund leaves the subscription as it is.
        await this.chargeRefunded(manager, event, event.data.object, at);
        return;
      default:
        // Stored, so a redelivery is skipped quickly; nothing else to do.
        return;
    }
  }

  private async invoiceExtras(stripe: StripePaymentGateway, invoice: Stripe.Invoice): Promise<InvoiceExtras> {
    const card = invoice.amount_paid > 0 ? await stripe.cardOfInvoice(invoice.id) : NO_CARD;
    let period = subscriptionPeriodOfInvoice(invoice);
    const gatewaySubscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!period && gatewaySubscriptionId && !invoice.metadata?.upgradeToPlanId) {
      period = await stripe.subscriptionPeriod(gatewaySubscriptionId);
    }
    return { card, period };
  }

  // ---- invoices ----

  private async invoicePaid(
    manager: EntityManager,
    stripe: StripePaymentGateway,
    event: Stripe.Event,
    invoice: Stripe.Invoice,
    extras: InvoiceExtras,
  ): Promise<Changed> {
    const subscription = await this.subscriptionOfInvoice(manager, invoice);
    if (!subscription) return this.unknown(event, invoice.id);
    const at = date(event.created);
    const upgradeTo = invoice.metadata?.upgradeToPlanId ? findPaidPlan(invoice.metadata.upgradeToPlanId) : undefined;
    const { plan, change } = upgradeTo
      ? await this.applyUpgrade(manager, stripe, subscription, upgradeTo, at)
      : await this.applyPaidPeriod(manager, subscription, extras.period, at);
    const changed: Changed = change ? { providerId: subscription.providerId, change } : undefined;
    if (invoice.amount_paid <= 0) return changed;
    const payment = await this.repository.recordPayment(manager, {
      providerId: subscription.providerId,
      subscriptionId: subscription.id,
      amount: Math.round(invoice.amount_paid / 100),
      status: 'succeeded',
      description: paymentDescription(upgradeTo ?? plan, { upgrade: Boolean(upgradeTo) }),
      paymentMethod: extras.card.paymentMethod,
      brand: extras.card.brand,
      last4: extras.card.last4,
      gatewayInvoiceId: invoice.id,
      gatewayPaymentIntentId: extras.card.paymentIntentId,
      createdAt: invoice.status_transitions?.paid_at ? date(invoice.status_transitions.paid_at) : at,
    });
    await this.settlement.succeeded(manager, payment);
    return changed;
  }

  /** A paid subscription invoice: active for the paid period. Returns the plan now in force and what changed. */
  private async applyPaidPeriod(manager: EntityManager, subscription: SubscriptionRow, period: Period | null, at: Date): Promise<Applied> {
    const plan = findPaidPlan(subscription.planId)!;
    const patch: SubscriptionPatch = { lastEventAt: later(subscription.lastEventAt, at) };
    // A canceled subscription stays ended: the payment is recorded, access is not given back.
    if (await this.mayBecomeLive(manager, subscription)) {
      patch.status = 'active';
      if (subscription.status === 'expired') patch.endedAt = null;
      if (period && (!subscription.currentPeriodEnd || period.end > subscription.currentPeriodEnd)) {
        patch.currentPeriodStart = period.start;
        patch.currentPeriodEnd = period.end;
        Object.assign(patch, this.scheduledTakeover(subscription, period.start));
      }
    }
    await this.repository.updateSubscription(manager, subscription.id, patch);
    const activated = patch.status === 'active' && subscription.status !== 'active';
    if (activated) await this.mails.activated(manager, subscription.id);
    return { plan: patch.plan ?? plan, change: activated ? 'activated' : patch.currentPeriodEnd ? 'renewed' : null };
  }

  /** A paid upgrade invoice: the dearer plan now, and Stripe bills it from the next period on. */
  private async applyUpgrade(
    manager: EntityManager,
    stripe: StripePaymentGateway,
    subscription: SubscriptionRow,
    target: Plan,
    at: Date,
  ): Promise<Applied> {
    const current = findPaidPlan(subscription.planId)!;
    if (!subscription.isActive || subscription.planId === target.id || upgradeCharge(current, target) === null) {
      this.logger.warn(
        `Upgrade of subscription ${subscription.id} to ${target.id} was paid but no longer applies (status ${subscription.status}, plan ${subscription.planId}); refund it in Stripe`,
      );
      await this.repository.updateSubscription(manager, subscription.id, { lastEventAt: later(subscription.lastEventAt, at) });
      return { plan: current, change: null };
    }
    const periodEnd = periodEndAfterUpgrade(current, target, subscription.currentPeriodStart ?? at, subscription.currentPeriodEnd!);
    await this.repository.updateSubscription(manager, subscription.id, {
      plan: target,
      scheduledPlanId: null,
      currentPeriodEnd: periodEnd,
      lastEventAt: later(subscription.lastEventAt, at),
    });
    // Inside the transaction: if Stripe refuses, the event rolls back and is redelivered.
    if (subscription.gatewaySubscriptionId) {
      await stripe.changePlan(subscription.gatewaySubscriptionId, target, periodEnd, { uncancel: false });
    }
    return { plan: target, change: 'plan_changed' };
  }

  private async invoiceFailed(manager: EntityManager, event: Stripe.Event, invoice: Stripe.Invoice, at: Date): Promise<Changed> {
    const subscription = await this.subscriptionOfInvoice(manager, invoice);
    if (!subscription) return this.unknown(event, invoice.id);
    const upgradeTo = invoice.metadata?.upgradeToPlanId ? findPaidPlan(invoice.metadata.upgradeToPlanId) : undefined;
    const stale = subscription.lastEventAt !== null && at < subscription.lastEventAt;
    // A failed upgrade charge leaves the subscription as it was; a failed renewal makes it past due.
    const pastDue = !upgradeTo && !stale && subscription.status === 'active';
    await this.repository.updateSubscription(manager, subscription.id, {
      lastEventAt: later(subscription.lastEventAt, at),
      ...(pastDue ? { status: 'past_due' as const } : {}),
    });
    await this.repository.recordPayment(manager, {
      providerId: subscription.providerId,
      subscriptionId: subscription.id,
      amount: Math.round(invoice.amount_due / 100),
      status: 'failed',
      description: paymentDescription(upgradeTo ?? findPaidPlan(subscription.planId)!, { upgrade: Boolean(upgradeTo) }),
      paymentMethod: null,
      brand: null,
      last4: null,
      gatewayInvoiceId: invoice.id,
      createdAt: at,
    });
    if (pastDue) return { providerId: subscription.providerId, change: 'payment_failed' };
  }

  /** An upgrade invoice names the local subscription in its metadata; others belong to a Stripe subscription. */
  private async subscriptionOfInvoice(manager: EntityManager, invoice: Stripe.Invoice): Promise<SubscriptionRow | null> {
    const metadata = invoice.metadata ?? {};
    if (metadata.upgradeToPlanId && metadata.subscriptionId) {
      const subscription = await this.repository.lockSubscription(manager, { id: Number(metadata.subscriptionId) });
      return subscription && String(subscription.providerId) === metadata.providerId ? subscription : null;
    }
    const gatewaySubscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    return gatewaySubscriptionId ? this.repository.lockSubscription(manager, { gatewaySubscriptionId }) : null;
  }

  /** A refund at Stripe (the admin's, echoed, or one made in Stripe's dashboard): the payment marked refunded and its credit note, once. */
  private async chargeRefunded(manager: EntityManager, event: Stripe.Event, charge: Stripe.Charge, at: Date): Promise<void> {
    const paymentIntentId = idOf(charge.payment_intent);
    if (!paymentIntentId) return this.unknown(event, charge.id);
    const applied = await this.refunds.fromGateway(manager, { paymentIntentId, amount: Math.round((charge.amount_refunded ?? 0) / 100), at });
    if (!applied) this.logger.log(`Stripe event ${event.id}: charge ${charge.id} is refunded here already or belongs to no payment`);
  }

  // ---- subscriptions ----

  private async subscriptionUpdated(
    manager: EntityManager,
    stripe: StripePaymentGateway,
    event: Stripe.Event,
    object: Stripe.Subscription,
    at: Date,
  ): Promise<Changed> {
    const subscription = await this.repository.lockSubscription(manager, { gatewaySubscriptionId: object.id });
    if (!subscription) return this.unknown(event, object.id);
    if (subscription.status === 'canceled') return;
    if (subscription.lastEventAt && at < subscription.lastEventAt) return; // older than what is applied
    const status = localStatus(object.status);
    if (!status) return this.end(manager, subscription, object, at);

    const item = object.items.data[0];
    const cancelAtPeriodEnd =
      object.cancel_at_period_end || (object.cancel_at !== null && item !== undefined && object.cancel_at <= item.current_period_end);
    const patch: SubscriptionPatch = {
      lastEventAt: at,
      cancelAtPeriodEnd,
      cancelledAt: cancelAtPeriodEnd ? (subscription.cancelledAt ?? (object.canceled_at ? date(object.canceled_at) : at)) : null,
      ...(cancelAtPeriodEnd ? { scheduledPlanId: null } : {}),
    };
    if (status !== 'incomplete' && (await this.mayBecomeLive(manager, subscription))) {
      patch.status = status;
      if (subscription.status === 'expired') patch.endedAt = null;
    }
    if (item && status !== 'incomplete') {
      const start = date(item.current_period_start);
      patch.currentPeriodStart = start;
      patch.currentPeriodEnd = date(item.current_period_end);
      const takeover = cancelAtPeriodEnd ? {} : this.scheduledTakeover(subscription, start);
      Object.assign(patch, takeover);
      const pricedPlan = stripe.planOfPrice(item.price);
      // A price changed at Stripe itself (not our scheduled one) is mirrored at once.
      if (!takeover.plan && pricedPlan && pricedPlan.id !== subscription.planId && pricedPlan.id !== subscription.scheduledPlanId) {
        patch.plan = pricedPlan;
      }
    }
    await this.repository.updateSubscription(manager, subscription.id, patch);
    // Stripe may report the activation here before invoice.paid; the row lock makes it one mail (and event) either way.
    if (patch.status === 'active' && subscription.status !== 'active') await this.mails.activated(manager, subscription.id);
    // Cancelled at Stripe itself (our own cancel already set the flag, so it mails once).
    else if (cancelAtPeriodEnd && !subscription.cancelAtPeriodEnd && subscription.status === 'active') {
      await this.mails.cancelled(manager, subscription.id);
    }
    const change = updateChange(subscription, patch);
    if (change) return { providerId: subscription.providerId, change };
  }

  private async subscriptionDeleted(manager: EntityManager, event: Stripe.Event, object: Stripe.Subscription, at: Date): Promise<Changed> {
    const subscription = await this.repository.lockSubscription(manager, { gatewaySubscriptionId: object.id });
    if (!subscription) return this.unknown(event, object.id);
    // Deletion is final whatever its order among the events.
    return this.end(manager, subscription, object, at);
  }

  /** Ends it here; only a subscription not canceled already (e.g. by an admin's grant or revoke) is a change to report. */
  private async end(manager: EntityManager, subscription: SubscriptionRow, object: Stripe.Subscription, at: Date): Promise<Changed> {
    await this.repository.updateSubscription(manager, subscription.id, {
      status: 'canceled',
      endedAt: subscription.endedAt ?? (object.ended_at ? date(object.ended_at) : at),
      scheduledPlanId: null,
      lastEventAt: later(subscription.lastEventAt, at),
    });
    if (subscription.status !== 'canceled') return { providerId: subscription.providerId, change: 'ended' };
  }

  /** The scheduled plan takes over when the gateway's period moves past the current one. */
  private scheduledTakeover(subscription: SubscriptionRow, newPeriodStart: Date): Pick<SubscriptionPatch, 'plan' | 'scheduledPlanId'> {
    const scheduled = subscription.scheduledPlanId ? findPaidPlan(subscription.scheduledPlanId) : undefined;
    if (!scheduled || !periodAdvanced(subscription.currentPeriodEnd, newPeriodStart)) return {};
    return { plan: scheduled, scheduledPlanId: null };
  }

  /** Canceled is terminal; an expired one (webhooks were lost) comes back unless another took its place. */
  private async mayBecomeLive(manager: EntityManager, subscription: SubscriptionRow): Promise<boolean> {
    if (subscription.status === 'canceled') return false;
    if (subscription.status !== 'expired') return true;
    return !(await this.repository.hasOtherLiveSubscription(manager, subscription.providerId, subscription.id));
  }

  private unknown(event: Stripe.Event, objectId: string): undefined {
    this.logger.warn(`Stripe event ${event.id} (${event.type}) for ${objectId}: no such subscription here; ignored`);
    return undefined;
  }
}

/**
 * How a customer.subscription.updated changed the subscription, the most telling first; null when
 * nothing the provider sees changed (Stripe's echo of a change made here, an unpaid checkout).
 */
function updateChange(before: SubscriptionRow, patch: SubscriptionPatch): SubscriptionChange | null {
  if (patch.status && patch.status !== before.status) return patch.status === 'active' ? 'activated' : 'payment_failed';
  if (patch.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) return 'cancelled';
  if (patch.plan && patch.plan.id !== before.planId) return 'plan_changed';
  if (patch.currentPeriodEnd && before.currentPeriodEnd && patch.currentPeriodEnd > before.currentPeriodEnd) return 'renewed';
  // A cancellation taken back at Stripe itself (the provider's own one is reported by schedulePlan).
  if (patch.cancelAtPeriodEnd === false && before.cancelAtPeriodEnd) return 'plan_scheduled';
  return null;
}

/** The subscription's billing period an invoice pays for (its subscription line). */
function subscriptionPeriodOfInvoice(invoice: Stripe.Invoice): Period | null {
  const lines = (invoice.lines?.data ?? []).filter(
    (line) => line.parent?.type === 'subscription_item_details' || line.parent?.subscription_item_details || line.subscription,
  );
  if (lines.length === 0) return null;
  const line = lines.reduce((latest, candidate) => (candidate.period.end > latest.period.end ? candidate : latest));
  return { start: date(line.period.start), end: date(line.period.end) };
}
