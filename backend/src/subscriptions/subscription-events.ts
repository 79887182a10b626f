import type { DomainEvent } from '../common/domain-events/domain-events';

/*
 * What the Subscriptions module reports after a change commits (DomainEvents).
 */

/**
 * What changed: paid and active (a checkout, an admin's grant, Stripe reporting it paid), a new paid
 * period, another plan now, cancelled to the period's end, the next period's plan chosen (or a
 * cancellation taken back), a renewal not paid (past due), or ended now (an admin's revoke, Stripe's
 * deletion, the daily expiry).
 */
export type SubscriptionChange = 'activated' | 'renewed' | 'plan_changed' | 'cancelled' | 'plan_scheduled' | 'payment_failed' | 'ended';

/**
 * A provider's subscription changed, by whatever path: the provider's own actions, the admin panel,
 * Stripe's webhook or the daily expiry job (issue 50: the provider's webhooks). It carries the state as
 * the change left it. Recorded by SubscriptionsService.recordChange only.
 */
export interface SubscriptionChanged extends DomainEvent {
  type: 'subscription.changed';
  providerId: number;
  change: SubscriptionChange;
  /** The display status after the change ('active', 'cancelled', …). */
  status: string;
  planId: string | null;
  /** ISO date until which the paid period runs, or null. */
  activeUntil: string | null;
}
