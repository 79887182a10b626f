import { findPaidPlan } from './plans';
import {
  daysRemaining,
  displayStatus,
  formatCzechDate,
  paymentDescription,
  periodAdvanced,
  periodEndAfter,
  periodEndAfterUpgrade,
  renewalPeriod,
  upgradeCharge,
} from './subscription-rules';

const plan = (id: string) => findPaidPlan(id)!;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('subscription rules', () => {
  describe('displayStatus', () => {
    it('is none without a subscription', () => {
      expect(displayStatus(null, false)).toBe('none');
    });

    it('tells active from cancelled-but-active by the cancel flag', () => {
      expect(displayStatus({ status: 'active', cancelAtPeriodEnd: false }, true)).toBe('active');
      expect(displayStatus({ status: 'active', cancelAtPeriodEnd: true }, true)).toBe('cancelled');
    });

    it('is expired once the period ended, whatever the stored status says', () => {
      expect(displayStatus({ status: 'active', cancelAtPeriodEnd: false }, false)).toBe('expired');
      expect(displayStatus({ status: 'active', cancelAtPeriodEnd: true }, false)).toBe('expired');
      expect(displayStatus({ status: 'canceled', cancelAtPeriodEnd: false }, false)).toBe('expired');
      expect(displayStatus({ status: 'expired', cancelAtPeriodEnd: false }, false)).toBe('expired');
    });

    it('shows unpaid states as they are', () => {
      expect(displayStatus({ status: 'incomplete', cancelAtPeriodEnd: false }, false)).toBe('incomplete');
      expect(displayStatus({ status: 'past_due', cancelAtPeriodEnd: false }, false)).toBe('past_due');
    });
  });

  describe('daysRemaining', () => {
    const now = new Date('2026-11-21T12:00:00Z');

    it('rounds part of a day up', () => {
      expect(daysRemaining(new Date(now.getTime() + 2 * HOUR), true, now)).toBe(1);
      expect(daysRemaining(new Date(now.getTime() + 30 * DAY), true, now)).toBe(30);
      expect(daysRemaining(new Date(now.getTime() + 30 * DAY + 1), true, now)).toBe(31);
    });

    it('is 0 when inactive or without an end', () => {
      expect(daysRemaining(new Date(now.getTime() + 5 * DAY), false, now)).toBe(0);
      expect(daysRemaining(null, true, now)).toBe(0);
      expect(daysRemaining(new Date(now.getTime() - DAY), true, now)).toBe(0);
    });
  });

  describe('upgrades', () => {
    it('charge the difference of the prices in whole Kč', () => {
      expect(upgradeCharge(plan('basic_monthly'), plan('premium_monthly'))).toBe(200);
      expect(upgradeCharge(plan('basic_yearly'), plan('premium_yearly'))).toBe(1600);
      expect(upgradeCharge(plan('basic_monthly'), plan('premium_yearly'))).toBe(4110);
      expect(upgradeCharge(plan('premium_monthly'), plan('basic_yearly'))).toBe(2310);
    });

    it('are refused to a cheaper or equal plan', () => {
      expect(upgradeCharge(plan('premium_monthly'), plan('basic_monthly'))).toBeNull();
      expect(upgradeCharge(plan('premium_yearly'), plan('basic_yearly'))).toBeNull();
      expect(upgradeCharge(plan('basic_monthly'), plan('basic_monthly'))).toBeNull();
    });

    it('keep the period within the same billing period and pay a year from its start otherwise', () => {
      const start = new Date('2026-11-10T08:00:00Z');
      const end = new Date('2026-12-10T08:00:00Z');
      expect(periodEndAfterUpgrade(plan('basic_monthly'), plan('premium_monthly'), start, end)).toEqual(end);
      expect(periodEndAfterUpgrade(plan('basic_monthly'), plan('premium_yearly'), start, end)).toEqual(new Date('2027-11-10T08:00:00Z'));
    });
  });

  describe('periods', () => {
    it('last a calendar month or year', () => {
      expect(periodEndAfter(plan('basic_monthly'), new Date('2026-01-15T10:00:00Z'))).toEqual(new Date('2026-02-15T10:00:00Z'));
      expect(periodEndAfter(plan('premium_yearly'), new Date('2026-03-01T10:00:00Z'))).toEqual(new Date('2027-03-01T10:00:00Z'));
    });

    it('renew from the end of the last one, or from now after a long gap', () => {
      const now = new Date('2026-11-21T12:00:00Z');
      const lastEnd = new Date('2026-11-20T12:00:00Z');
      expect(renewalPeriod(plan('basic_monthly'), lastEnd, now)).toEqual({ start: lastEnd, end: new Date('2026-12-20T12:00:00Z') });
      const longAgo = new Date('2026-06-01T12:00:00Z');
      expect(renewalPeriod(plan('basic_monthly'), longAgo, now)).toEqual({ start: now, end: new Date('2026-12-21T12:00:00Z') });
    });

    it('advance when the new period starts where the current one ends, not within it', () => {
      const end = new Date('2026-12-10T08:00:00Z');
      expect(periodAdvanced(end, end)).toBe(true);
      expect(periodAdvanced(end, new Date(end.getTime() + DAY))).toBe(true);
      expect(periodAdvanced(end, new Date(end.getTime() - 5 * DAY))).toBe(false);
      expect(periodAdvanced(null, end)).toBe(false);
    });
  });

  it('describes payments in Czech', () => {
    expect(paymentDescription(plan('premium_monthly'), { offline: true })).toBe('Premium – měsíční předplatné (testovací režim)');
    expect(paymentDescription(plan('basic_yearly'))).toBe('Basic – roční předplatné');
    expect(paymentDescription(plan('premium_monthly'), { upgrade: true })).toBe('Přechod na Premium – měsíční předplatné (doplatek)');
  });

  it("formats dates as 'D. M. YYYY' in Prague time", () => {
    expect(formatCzechDate(new Date('2026-11-21T10:00:00Z'))).toBe('21. 11. 2026');
    // 23:30 UTC on 31 December is already New Year in Prague.
    expect(formatCzechDate(new Date('2026-12-31T23:30:00Z'))).toBe('1. 1. 2027');
  });
});
