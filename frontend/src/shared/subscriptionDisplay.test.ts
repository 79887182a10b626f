import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_SELECT_PLAN_KEY, forgetPlan, rememberPlan, rememberedPlan } from './autoSelectPlan';
import { canCancel, daysRemainingText, NO_SUBSCRIPTION, subscriptionDisplay } from './subscriptionDisplay';
import {
  checkoutAmount,
  checkoutReturnPath,
  currentPriceText,
  findPaidPlan,
  paymentMethodText,
  paymentStatusLabel,
  planChoice,
  readCheckoutParams,
} from './subscriptionPlans';
import { activeInfo, testPlans } from '../test/subscriptionTestKit';

/** Intl puts a non-breaking space before 'Kč'; compare with plain spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

const plans = testPlans;
const active = activeInfo;

describe('subscription display', () => {
  it('says Bezplatný účet without a subscription', () => {
    const display = subscriptionDisplay(NO_SUBSCRIPTION);
    expect(display).toMatchObject({ tone: 'free', status: 'Bezplatný účet', planLabel: 'Bezplatný účet', note: null });
  });

  it('shows Aktivní with the days remaining', () => {
    expect(subscriptionDisplay(active())).toMatchObject({
      tone: 'active',
      status: 'Aktivní',
      planLabel: 'Basic',
      note: 'Zbývá 30 dní',
      activeUntil: null,
    });
  });

  it("shows 'Aktivní (zrušeno)' with 'Končí:' and 'Aktivní do' when cancelled but still active", () => {
    const display = subscriptionDisplay(active({ cancelled: true, status: 'cancelled', daysRemaining: 3 }));
    expect(display).toMatchObject({
      tone: 'cancelled',
      status: 'Aktivní (zrušeno)',
      note: 'Končí: 12. 10. 2026',
      activeUntil: 'Aktivní do 12. 10. 2026',
      daysRemaining: 'Zbývají 3 dny',
    });
  });

  it("shows 'Neaktivní' / 'Předplatné vypršelo' for a subscription that is not active", () => {
    const display = subscriptionDisplay(active({ isActive: false, status: 'expired', daysRemaining: 0 }));
    expect(display).toMatchObject({ tone: 'inactive', status: 'Neaktivní', note: 'Předplatné vypršelo', daysRemaining: null });
    expect(subscriptionDisplay(active({ isActive: false, status: 'incomplete' })).note).toBe('Platba nebyla dokončena');
  });

  it('uses the Czech plural of days (den / dny / dní)', () => {
    expect(daysRemainingText(1)).toBe('Zbývá 1 den');
    expect(daysRemainingText(2)).toBe('Zbývají 2 dny');
    expect(daysRemainingText(4)).toBe('Zbývají 4 dny');
    expect(daysRemainingText(5)).toBe('Zbývá 5 dní');
    expect(daysRemainingText(22)).toBe('Zbývá 22 dní');
    expect(daysRemainingText(365)).toBe('Zbývá 365 dní');
    expect(daysRemainingText(0)).toBe('Končí dnes');
  });

  it("offers cancel only for the server's status 'active' (running and not cancelled yet)", () => {
    expect(canCancel(active())).toBe(true);
    expect(canCancel(active({ cancelled: true, status: 'cancelled' }))).toBe(false);
    expect(canCancel(active({ isActive: false, status: 'past_due' }))).toBe(false);
    expect(canCancel(active({ isActive: false, status: 'expired' }))).toBe(false);
    expect(canCancel(active({ isActive: false, status: 'incomplete' }))).toBe(false);
    expect(canCancel(NO_SUBSCRIPTION)).toBe(false);
    expect(canCancel(undefined)).toBe(false);
  });
});

describe('plan choice', () => {
  const premium = plans[2];
  const basicYearly = plans[3];

  it('schedules any plan when the subscription is cancelled but still active', () => {
    const cancelled = active({ cancelled: true, status: 'cancelled' });
    expect(planChoice(premium, plans, cancelled)).toEqual({ kind: 'schedule', planType: 'premium_monthly' });
    expect(planChoice(plans[1], plans, cancelled)).toEqual({ kind: 'schedule', planType: 'basic_monthly' });
  });

  it('goes to checkout with upgrade=true for a dearer plan than the live one', () => {
    expect(planChoice(premium, plans, active())).toEqual({
      kind: 'checkout',
      to: '/subscribe?plan=premium_monthly&from=subscription-management&upgrade=true',
      upgrade: true,
    });
    // Not dearer: a change when the paid period ends, not a checkout; the plan chosen so is 'scheduled'.
    expect(planChoice(basicYearly, plans, active({ planId: 'premium_yearly', price: 4400 }))).toEqual({
      kind: 'downgrade',
      planType: 'basic_yearly',
    });
    expect(planChoice(basicYearly, plans, active({ planId: 'premium_yearly', price: 4400, scheduledPlanId: 'basic_yearly' }))).toEqual({
      kind: 'scheduled',
    });
  });

  it('compares with basic monthly when the current plan is unknown', () => {
    const unknown = active({ planId: 'legacy', price: null });
    expect(planChoice(premium, plans, unknown)).toMatchObject({ upgrade: true });
    expect(planChoice(plans[1], plans, unknown)).toMatchObject({ kind: 'downgrade' });
  });

  it('is plain checkout without a live subscription, and nothing for the current plan', () => {
    expect(planChoice(premium, plans, NO_SUBSCRIPTION)).toEqual({
      kind: 'checkout',
      to: '/subscribe?plan=premium_monthly&from=subscription-management',
      upgrade: false,
    });
    expect(planChoice(plans[1], plans, active())).toEqual({ kind: 'current' });
  });

  it("shows the current plan's price, else the info's, else '990 Kč / měsíc'", () => {
    expect(plain(currentPriceText(plans, active()))).toBe('290 Kč / měsíc');
    expect(plain(currentPriceText(plans, active({ planId: 'x', price: 1200, billingPeriod: 'yearly' })))).toBe(
      '1 200 Kč / rok',
    );
    expect(plain(currentPriceText(plans, active({ planId: 'x', price: null })))).toBe('990 Kč / měsíc');
  });

  it('finds paid plans by id, reading basic / premium as monthly', () => {
    expect(findPaidPlan(plans, 'premium')?.id).toBe('premium_monthly');
    expect(findPaidPlan(plans, 'basic_yearly')?.id).toBe('basic_yearly');
    expect(findPaidPlan(plans, 'free')).toBeUndefined();
    expect(findPaidPlan(plans, 'gold')).toBeUndefined();
    expect(findPaidPlan(plans, null)).toBeUndefined();
  });
});

describe('payments and checkout', () => {
  it("labels payments 'Uhrazeno' / 'Neuhrazeno' and shows the card", () => {
    expect(paymentStatusLabel('succeeded')).toBe('Uhrazeno');
    expect(paymentStatusLabel('failed')).toBe('Neuhrazeno');
    expect(paymentStatusLabel('pending')).toBe('Neuhrazeno');
    expect(paymentMethodText({ brand: 'visa', last4: '4242', paymentMethod: 'card' })).toBe('Visa •••• 4242');
    expect(paymentMethodText({ brand: null, last4: '1881', paymentMethod: 'card' })).toBe('Karta •••• 1881');
    expect(paymentMethodText({ brand: null, last4: null, paymentMethod: null })).toBe('–');
  });

  it('reads the /subscribe parameters', () => {
    expect(
      readCheckoutParams(new URLSearchParams('plan=premium_monthly&upgrade=true&cost=200&from=subscription-management')),
    ).toEqual({
      plan: 'premium_monthly',
      upgrade: true,
      cost: 200,
      from: 'subscription-management',
      clientSecret: null,
      redirectStatus: null,
    });
    expect(readCheckoutParams(new URLSearchParams('plan=basic&cost=abc')).cost).toBeNull();
    expect(checkoutReturnPath('subscription-management')).toBe('/subscription-management');
    expect(checkoutReturnPath(null)).toBe('/dashboard');
  });

  it('charges the price, or for an upgrade the cost or the difference', () => {
    const premium = plans[2];
    expect(checkoutAmount(premium, false, null, 290)).toBe(490);
    expect(checkoutAmount(premium, true, 150, 290)).toBe(150);
    expect(checkoutAmount(premium, true, null, 290)).toBe(200);
  });
});

describe('autoSelectPlan', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers, reads and forgets the chosen plan in session storage', () => {
    rememberPlan('premium_yearly');
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBe('premium_yearly');
    expect(rememberedPlan()).toBe('premium_yearly');
    forgetPlan();
    expect(rememberedPlan()).toBeNull();
  });
});
