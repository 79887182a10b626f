import type { PaymentDto, PlanDto, SubscriptionInfoDto } from '../api';
import { countOf, formatCzk, formatDate, plural } from './format';
import { PERIOD_SUFFIX } from './plans';
import { href, paths } from './paths';
import { DAY_FORMS } from './glossary';

/**
 * The subscription rules and texts of seed 001 (sections 4, 8 and 9) in one place: the status
 * display shared by the dashboard and /subscription-management, the plan-choice rule, the payment
 * status and the checkout amounts. Pure functions; the components only render what they return.
 */

export const FREE_PLAN_LABEL = 'Bezplatný účet';

export const SUBSCRIPTION_TEXTS = {
  free: FREE_PLAN_LABEL,
  active: 'Aktivní',
  activeCancelled: 'Aktivní (zrušeno)',
  inactive: 'Neaktivní',
  expired: 'Předplatné vypršelo',
  incomplete: 'Platba nebyla dokončena',
  loading: 'Načítám informace...',
  errorTitle: 'Chyba',
  errorText: 'Nepodařilo se načíst informace o předplatném',
  endsToday: 'Končí dnes',
  adminGranted: 'Předplatné vám zdarma aktivoval administrátor.',
} as const;

/** Subscription info is refetched every 10 s where it is shown (seed 001, section 7). */
export const SUBSCRIPTION_POLLING = { pollingInterval: 10_000, refetchOnMountOrArgChange: true } as const;

/** The '990 Kč' monthly shown when the current plan is not among the plans (seed 001, section 9). */
export const FALLBACK_PLAN_PRICE = 990;

/** A user without a subscription (also what a couple has). */
export const NO_SUBSCRIPTION: SubscriptionInfoDto = {
  hasSubscription: false,
  isActive: false,
  status: 'none',
  cancelled: false,
  cancelledAt: null,
  activeUntil: null,
  endDate: null,
  planType: null,
  planId: null,
  planName: null,
  billingPeriod: null,
  price: null,
  daysRemaining: 0,
  scheduledPlanId: null,
  scheduledPlanName: null,
  source: null,
};

export type SubscriptionTone = 'free' | 'active' | 'cancelled' | 'inactive';

export interface SubscriptionDisplay {
  tone: SubscriptionTone;
  /** The status badge: 'Bezplatný účet', 'Aktivní', 'Aktivní (zrušeno)' or 'Neaktivní'. */
  status: string;
  /** The plan name, or 'Bezplatný účet' without a subscription. */
  planLabel: string;
  /** A short line under the status: 'Zbývá 30 dní', 'Končí: 12. 9. 2026', 'Předplatné vypršelo'. */
  note: string | null;
  /** 'Aktivní do 12. 9. 2026' for a cancelled subscription that is still active. */
  activeUntil: string | null;
  /** 'Zbývá 30 dní' (also for a cancelled one), null when not active. */
  daysRemaining: string | null;
}

/** 'Zbývá 1 den', 'Zbývají 3 dny', 'Zbývá 30 dní'; 'Končí dnes' for 0. */
export function daysRemainingText(days: number): string {
  const count = Math.max(0, Math.floor(days));
  if (count === 0) return SUBSCRIPTION_TEXTS.endsToday;
  return `${plural(count, ['Zbývá', 'Zbývají', 'Zbývá'])} ${countOf(count, DAY_FORMS)}`;
}

/*
 * The server's `status` is the one state these rules read: 'none' (free account), 'active',
 * 'cancelled' (cancelled but within the paid period), 'incomplete' (checkout not paid), 'past_due'
 * and 'expired' (both no longer active). The flags beside it (isActive, cancelled, hasSubscription)
 * are the spec's fields for integrators.
 */

/** Within a paid period (also when cancelled): contacts, listing and perks apply. */
export function isRunning(info: SubscriptionInfoDto | undefined): boolean {
  return info?.status === 'active' || info?.status === 'cancelled';
}

/** Has or had a subscription (an unpaid checkout included); 'none' is the free account. */
export function hasSubscription(info: SubscriptionInfoDto | undefined): boolean {
  return Boolean(info) && info!.status !== 'none';
}

/** Cancelled by the provider but still within the paid period. */
export function isCancelledButActive(info: SubscriptionInfoDto): boolean {
  return info.status === 'cancelled';
}

/** The spec's cancel rule: offered only for a running subscription that is not cancelled yet. */
export function canCancel(info: SubscriptionInfoDto | undefined): boolean {
  return info?.status === 'active';
}

/** What the dashboard and the management page show for a subscription (seed 001, section 4). */
export function subscriptionDisplay(info: SubscriptionInfoDto): SubscriptionDisplay {
  if (!hasSubscription(info)) {
    return { tone: 'free', status: FREE_PLAN_LABEL, planLabel: FREE_PLAN_LABEL, note: null, activeUntil: null, daysRemaining: null };
  }
  const planLabel = info.planName ?? 'Předplatné';
  const end = info.activeUntil ?? info.endDate;
  if (isRunning(info)) {
    const daysRemaining = daysRemainingText(info.daysRemaining);
    if (info.status === 'cancelled') {
      return {
        tone: 'cancelled',
        status: SUBSCRIPTION_TEXTS.activeCancelled,
        planLabel,
        note: end ? `Končí: ${formatDate(end)}` : daysRemaining,
        activeUntil: end ? `Aktivní do ${formatDate(end)}` : null,
        daysRemaining,
      };
    }
    return { tone: 'active', status: SUBSCRIPTION_TEXTS.active, planLabel, note: daysRemaining, activeUntil: null, daysRemaining };
  }
  return {
    tone: 'inactive',
    status: SUBSCRIPTION_TEXTS.inactive,
    planLabel,
    note: info.status === 'incomplete' ? SUBSCRIPTION_TEXTS.incomplete : SUBSCRIPTION_TEXTS.expired,
    activeUntil: null,
    daysRemaining: null,
  };
}

/* ---------------------------------------------------------------- plans */

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
