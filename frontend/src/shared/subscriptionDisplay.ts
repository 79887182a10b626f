import type { SubscriptionInfoDto } from '../api';
import { countOf, formatDate, plural } from './format';
import { DAY_FORMS } from './glossary';

/**
 * The subscription rules and texts of seed 001 (sections 4, 8 and 9): the status display shared by the
 * dashboard and /subscription-management. The plan-choice rule, the payment status and the checkout amounts
 * are subscriptionPlans.ts's (the dashboard takes none of them along). Pure functions; the components only
 * render what they return.
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
