import type { PaymentDto, PlanDto, SubscriptionInfoDto } from '../api';
import { formatCzk } from '../shared/format';
import { NO_SUBSCRIPTION } from '../shared/subscriptionDisplay';

/** Fixtures of the subscription tests (the seed's plans and prices). Only imported by *.test.tsx files. */

/** "2 800 Kč" with plain spaces: Testing Library normalizes the page's non-breaking spaces. */
export const czk = (amount: number) => formatCzk(amount).replace(/\s/g, ' ');

const features = ['Profil v seznamu dodavatelů', 'Kontakty na páry u všech poptávek'];

function plan(p: Pick<PlanDto, 'id' | 'planType' | 'name' | 'price' | 'billingPeriod'> & Partial<PlanDto>): PlanDto {
  return {
    priceFormatted: formatCzk(p.price),
    description: `Plán ${p.name}.`,
    features,
    isPopular: false,
    savings: null,
    originalPrice: null,
    discountPercent: null,
    ...p,
  };
}

export const testPlans: PlanDto[] = [
  plan({ id: 'free', planType: 'free', name: 'Zdarma', price: 0, billingPeriod: 'monthly' }),
  plan({ id: 'basic_monthly', planType: 'basic', name: 'Basic', price: 290, billingPeriod: 'monthly' }),
  plan({ id: 'premium_monthly', planType: 'premium', name: 'Premium', price: 490, billingPeriod: 'monthly', isPopular: true }),
  plan({
    id: 'basic_yearly',
    planType: 'basic',
    name: 'Basic',
    price: 2800,
    billingPeriod: 'yearly',
    savings: 680,
    originalPrice: 3480,
    discountPercent: 20,
  }),
  plan({
    id: 'premium_yearly',
    planType: 'premium',
    name: 'Premium',
    price: 4400,
    billingPeriod: 'yearly',
    savings: 1480,
    originalPrice: 5880,
    discountPercent: 25,
  }),
];

export const freeInfo: SubscriptionInfoDto = NO_SUBSCRIPTION;

/** An active Basic monthly subscription with 30 days left, ending 12. 10. 2026. */
export function activeInfo(overrides: Partial<SubscriptionInfoDto> = {}): SubscriptionInfoDto {
  return {
    ...NO_SUBSCRIPTION,
    hasSubscription: true,
    isActive: true,
    status: 'active',
    activeUntil: '2026-10-12T10:00:00.000Z',
    endDate: '2026-10-12T10:00:00.000Z',
    planType: 'basic',
    planId: 'basic_monthly',
    planName: 'Basic',
    billingPeriod: 'monthly',
    price: 290,
    daysRemaining: 30,
    source: 'offline',
    ...overrides,
  };
}

export function cancelledInfo(overrides: Partial<SubscriptionInfoDto> = {}): SubscriptionInfoDto {
  return activeInfo({ cancelled: true, status: 'cancelled', cancelledAt: '2026-09-12T10:00:00.000Z', ...overrides });
}

export function payment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 1,
    amount: 290,
    formattedAmount: formatCzk(290),
    created: Date.UTC(2026, 8, 12, 10) / 1000,
    formattedDate: '12. 9. 2026',
    description: 'Předplatné Basic (měsíčně)',
    status: 'succeeded',
    paymentMethod: 'card',
    brand: 'visa',
    last4: '4242',
    ...overrides,
  };
}
