import type { PaymentDto, PlanDto, SubscriptionInfoDto } from '../api';
import { formatCzk, formatDate } from './format';
import { PERIOD_SUFFIX } from './plans';
import { href, paths } from './paths';
import { hasSubscription, isCancelledButActive, isRunning } from './subscriptionDisplay';

/**
 * The subscription rules of seed 001 (sections 4, 8 and 9) for choosing and paying: the plans, the plan-choice rule,
 * the payment status and the checkout amounts (the status display is subscriptionDisplay.ts's). Pure functions.
 */

/* ---------------------------------------------------------------- plans */

/** The '990 Kč' monthly shown when the current plan is not among the plans (seed 001, section 9). */
export const FALLBACK_PLAN_PRICE = 990;

export type BillingPeriod = PlanDto['billingPeriod'];

/** The paid plans of one billing period, basic first. */
export function paidPlans(plans: readonly PlanDto[], period: BillingPeriod): PlanDto[] {
  return plans
    .filter((plan) => plan.planType !== 'free' && plan.billingPeriod === period)
    .sort((a, b) => a.price - b.price);
}

/** A paid plan by checkout id; 'basic' and 'premium' alone mean the monthly plan (as the API reads them). */
export function findPaidPlan(plans: readonly PlanDto[], id: string | null | undefined): PlanDto | undefined {
  if (!id) return undefined;
  const plan = plans.find((candidate) => candidate.id === id) ?? plans.find((candidate) => candidate.id === `${id}_monthly`);
  return plan && plan.planType !== 'free' ? plan : undefined;
}

/** The subscription's plan among the plans, if it is one of them. */
export function currentPlanOf(plans: readonly PlanDto[], info: SubscriptionInfoDto | undefined): PlanDto | undefined {
  return hasSubscription(info) ? plans.find((plan) => plan.id === info!.planId) : undefined;
}

/** The current plan's price for comparisons: the plan's, else the info's, else basic monthly's (seed 001: "defaults to basic"). */
export function currentPlanPrice(plans: readonly PlanDto[], info: SubscriptionInfoDto | undefined): number {
  const current = currentPlanOf(plans, info);
  if (current) return current.price;
  if (hasSubscription(info) && typeof info!.price === 'number') return info!.price;
  return plans.find((plan) => plan.id === 'basic_monthly')?.price ?? 290;
}

/** The current plan's price line: '490 Kč / měsíc'; '990 Kč / měsíc' when the plan is unknown. */
export function currentPriceText(plans: readonly PlanDto[], info: SubscriptionInfoDto): string {
  const current = currentPlanOf(plans, info);
  if (current) return `${formatCzk(current.price)} ${PERIOD_SUFFIX[current.billingPeriod]}`;
  if (typeof info.price === 'number' && info.price > 0) {
    return `${formatCzk(info.price)} ${PERIOD_SUFFIX[info.billingPeriod ?? 'monthly']}`;
  }
  return `${formatCzk(FALLBACK_PLAN_PRICE)} ${PERIOD_SUFFIX.monthly}`;
}

export type PlanChoice =
  | { kind: 'current' }
  | { kind: 'schedule'; planType: string }
  | { kind: 'downgrade'; planType: string }
  | { kind: 'scheduled' }
  | { kind: 'checkout'; to: string; upgrade: boolean };

/**
 * What choosing `plan` on /subscription-management does (seed 001, section 4):
 * - the live subscription's own plan: nothing (it is the current plan), except when cancelled;
 * - cancelled but still active: schedule that plan (kept without paying now);
 * - running, and the plan is not dearer: a change when the paid period ends ('downgrade'; the plan
 *   already chosen so is 'scheduled');
 * - otherwise checkout at /subscribe?plan={id}&from=subscription-management, with upgrade=true when a
 *   live subscription moves to a dearer plan (the current price defaults to basic monthly's).
 */
export function planChoice(plan: PlanDto, plans: readonly PlanDto[], info: SubscriptionInfoDto | undefined): PlanChoice {
  const live = isRunning(info);
  if (info && live && isCancelledButActive(info)) return { kind: 'schedule', planType: plan.id };
  if (info && live && info.planId === plan.id) return { kind: 'current' };
  if (info && live && info.scheduledPlanId === plan.id) return { kind: 'scheduled' };
  if (info && live && plan.price <= currentPlanPrice(plans, info)) return { kind: 'downgrade', planType: plan.id };
  const upgrade = live && plan.price > currentPlanPrice(plans, info);
  const to = href.subscribe({ plan: plan.id, from: 'subscription-management', upgrade });
  return { kind: 'checkout', to, upgrade };
}

/* ------------------------------------------------------------- payments */

/** 'succeeded' shows 'Uhrazeno', anything else 'Neuhrazeno'. */
export function paymentStatusLabel(status: PaymentDto['status'] | string): string {
  return status === 'succeeded' ? 'Uhrazeno' : 'Neuhrazeno';
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa •••• 4242', else the payment method ('Karta'), else '–'. */
export function paymentMethodText(payment: Pick<PaymentDto, 'brand' | 'last4' | 'paymentMethod'>): string {
  const brand = payment.brand ? (BRANDS[payment.brand.toLowerCase()] ?? payment.brand) : null;
  if (payment.last4) return `${brand ?? 'Karta'} •••• ${payment.last4}`;
  if (brand) return brand;
  if (payment.paymentMethod) return payment.paymentMethod === 'card' ? 'Karta' : payment.paymentMethod;
  return '–';
}

/** The payment's date: epoch seconds → '12. 9. 2026'. */
export function paymentDate(payment: Pick<PaymentDto, 'created' | 'formattedDate'>): string {
  return Number.isFinite(payment.created) && payment.created > 0
    ? formatDate(new Date(payment.created * 1000))
    : payment.formattedDate;
}

/* ------------------------------------------------------------- checkout */

/** Query parameters of /subscribe. */
export interface CheckoutParams {
  plan: string | null;
  upgrade: boolean;
  cost: number | null;
  from: string | null;
  clientSecret: string | null;
  redirectStatus: string | null;
}

export function readCheckoutParams(params: URLSearchParams): CheckoutParams {
  const rawCost = params.get('cost');
  const cost = rawCost !== null && /^\d{1,7}$/.test(rawCost.trim()) ? Number(rawCost.trim()) : null;
  return {
    plan: params.get('plan'),
    upgrade: params.get('upgrade') === 'true',
    cost,
    from: params.get('from'),
    clientSecret: params.get('client_secret'),
    redirectStatus: params.get('redirect_status'),
  };
}

/** Where checkout returns to: the management page when it came from there, else the dashboard. */
export function checkoutReturnPath(from: string | null): string {
  return from === 'subscription-management' ? paths.subscriptionManagement : paths.dashboard;
}

/**
 * The Kč amount the page shows and sends: the plan's price, or for an upgrade the `cost` from the
 * URL, else the difference to the current plan's price.
 */
export function checkoutAmount(plan: PlanDto, upgrade: boolean, cost: number | null, currentPrice: number): number {
  if (!upgrade) return plan.price;
  if (cost !== null) return cost;
  return Math.max(0, plan.price - currentPrice);
}
