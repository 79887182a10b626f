/**
 * Pure rules of subscriptions: what the provider sees, what an upgrade costs, how periods move.
 * Whether a subscription is active comes from the one SQL rule (subscriptions.repository.ts) and is
 * passed in, never recomputed here.
 */
import dayjs from 'dayjs';
import type { SubscriptionDisplayStatus } from './dto/subscription-info.dto';
import type { SubscriptionStatus } from './entities/provider-subscription.entity';
import type { Plan } from './plans';

const DAY_MS = 86_400_000;

export function displayStatus(
  subscription: { status: SubscriptionStatus; cancelAtPeriodEnd: boolean } | null,
  isActive: boolean,
): SubscriptionDisplayStatus {
  if (!subscription) return 'none';
  if (isActive) return subscription.cancelAtPeriodEnd ? 'cancelled' : 'active';
  if (subscription.status === 'incomplete' || subscription.status === 'past_due') return subscription.status;
  // Canceled, expired, or 'active' whose period has ended (before the daily job marks it).
  return 'expired';
}

/** Whole days left, rounded up (a subscription ending in 2 hours has 1 day left); 0 when inactive. */
export function daysRemaining(periodEnd: Date | null, isActive: boolean, now: Date = new Date()): number {
  if (!isActive || !periodEnd) return 0;
  return Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS));
}

/** What an upgrade charges now: the difference of the prices in whole Kč; null when `target` is not dearer. */
export function upgradeCharge(current: Plan, target: Plan): number | null {
  const difference = target.price - current.price;
  return difference > 0 ? difference : null;
}

/** The end of a billing period of `plan` starting at `start`. */
export function periodEndAfter(plan: Plan, start: Date): Date {
  return dayjs(start)
    .add(1, plan.billingPeriod === 'yearly' ? 'year' : 'month')
    .toDate();
}

/**
 * The period end after an upgrade: unchanged within the same billing period; from monthly to yearly
 * the difference pays for a year from the current period's start.
 */
export function periodEndAfterUpgrade(current: Plan, target: Plan, periodStart: Date, periodEnd: Date): Date {
  return current.billingPeriod === target.billingPeriod ? periodEnd : periodEndAfter(target, periodStart);
}

/**
 * The next period of a renewed local (offline) subscription: it follows the ended one, unless that
 * ended more than a whole period ago (the app was down), then it starts now.
 */
export function renewalPeriod(plan: Plan, previousEnd: Date, now: Date = new Date()): { start: Date; end: Date } {
  const end = periodEndAfter(plan, previousEnd);
  if (end > now) return { start: previousEnd, end };
  return { start: now, end: periodEndAfter(plan, now) };
}

/**
 * A gateway's new period start counts as the next period (a scheduled plan takes over) when it
 * reaches the end of the current one; a start moved within the period (a trial set to defer
 * billing) does not.
 */
export function periodAdvanced(currentPeriodEnd: Date | null, newPeriodStart: Date): boolean {
  return currentPeriodEnd !== null && newPeriodStart.getTime() >= currentPeriodEnd.getTime() - 60_000;
}

export function planLabel(plan: Plan): string {
  return `${plan.name} – ${plan.billingPeriod === 'yearly' ? 'roční' : 'měsíční'} předplatné`;
}

/** The payment history's description: 'Premium – měsíční předplatné (testovací režim)'. */
export function paymentDescription(plan: Plan, options: { upgrade?: boolean; offline?: boolean } = {}): string {
  const notes = [options.upgrade ? 'doplatek' : null, options.offline ? 'testovací režim' : null].filter(Boolean);
  const text = options.upgrade ? `Přechod na ${planLabel(plan)}` : planLabel(plan);
  return notes.length ? `${text} (${notes.join(', ')})` : text;
}

const PRAGUE_DATE = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** 'D. M. YYYY' in Prague time, e.g. '1. 12. 2026'. */
export function formatCzechDate(date: Date): string {
  const parts = Object.fromEntries(PRAGUE_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}. ${parts.month}. ${parts.year}`;
}
