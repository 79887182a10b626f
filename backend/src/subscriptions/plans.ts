/**
 * The plans: the one source of truth for prices (whole Kč), read by the API, the home page's
 * pricing, the FAQ and checkout. Yearly prices carry the spec's discount against 12 months.
 */
import type { ViewerProvider } from '../auth/auth.api';
import type { PlanDto } from './dto/plan.dto';

export type PlanType = 'free' | 'basic' | 'premium';
export type PaidPlanType = Exclude<PlanType, 'free'>;
/** The viewer carries the plan without importing this module (Auth is below it): this fails to compile when the two differ. */
type SamePlans = [PaidPlanType, NonNullable<ViewerProvider['activePlan']>] extends [NonNullable<ViewerProvider['activePlan']>, PaidPlanType] ? true : never;
export const VIEWER_PLANS_MATCH: SamePlans = true;
export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  id: string;
  planType: PlanType;
  name: string;
  billingPeriod: BillingPeriod;
  price: number;
  description: string;
  features: string[];
  isPopular: boolean;
}

const BASIC_FEATURES = [
  'Profil v seznamu dodavatelů',
  'Kontakty na páry u všech poptávek',
  'Portfolio, recenze a kalendář dostupnosti',
];
const PREMIUM_FEATURES = [
  ...BASIC_FEATURES,
  'Přednostní pozice v seznamu dodavatelů',
  'Nové poptávky z vašich kategorií e-mailem',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    planType: 'free',
    name: 'Zdarma',
    billingPeriod: 'monthly',
    price: 0,
    description: 'Profil, portfolio a kalendář bez závazků.',
    features: ['Profil a portfolio dodavatele', 'Kalendář dostupnosti', 'Přehled poptávek bez kontaktů'],
    isPopular: false,
  },
  {
    id: 'basic_monthly',
    planType: 'basic',
    name: 'Basic',
    billingPeriod: 'monthly',
    price: 290,
    description: 'Viditelnost v katalogu a kontakty na páry.',
    features: BASIC_FEATURES,
    isPopular: false,
  },
  {
    id: 'premium_monthly',
    planType: 'premium',
    name: 'Premium',
    billingPeriod: 'monthly',
    price: 490,
    description: 'Přednostní pozice a poptávky e-mailem.',
    features: PREMIUM_FEATURES,
    isPopular: true,
  },
  {
    id: 'basic_yearly',
    planType: 'basic',
    name: 'Basic',
    billingPeriod: 'yearly',
    price: 2_800,
    description: 'Viditelnost v katalogu a kontakty na páry, na celý rok.',
    features: BASIC_FEATURES,
    isPopular: false,
  },
  {
    id: 'premium_yearly',
    planType: 'premium',
    name: 'Premium',
    billingPeriod: 'yearly',
    price: 4_400,
    description: 'Přednostní pozice a poptávky e-mailem, na celý rok.',
    features: PREMIUM_FEATURES,
    isPopular: false,
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** For a yearly plan: 12 × the monthly price of the same type, what is saved, and the discount. */
export function yearlySavings(plan: Plan): { originalPrice: number; savings: number; discountPercent: number } | null {
  if (plan.billingPeriod !== 'yearly') return null;
  const monthly = PLANS.find((candidate) => candidate.planType === plan.planType && candidate.billingPeriod === 'monthly');
  if (!monthly) return null;
  const originalPrice = monthly.price * 12;
  const savings = originalPrice - plan.price;
  return { originalPrice, savings, discountPercent: Math.round((savings / originalPrice) * 100) };
}

const czk = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 });

/** "2 800 Kč" (with the non-breaking space Czech typography uses). */
export function formatCzk(amount: number): string {
  return czk.format(amount);
}

/** The ids checkout and plan changes accept: every paid plan, plus 'basic' / 'premium' for the monthly one. */
export const CHECKOUT_PLAN_IDS: readonly string[] = [
  ...PLANS.filter((plan) => plan.planType !== 'free').map((plan) => plan.id),
  'basic',
  'premium',
];

/** A paid plan by checkout id ('premium' = 'premium_monthly'); undefined for free or unknown ids. */
export function findPaidPlan(id: string): (Plan & { planType: PaidPlanType }) | undefined {
  const plan = findPlan(id) ?? findPlan(`${id}_monthly`);
  return plan && plan.planType !== 'free' ? (plan as Plan & { planType: PaidPlanType }) : undefined;
}

/** The plans as GET /api/subscription/plans answers them. */
export function planDtos(): PlanDto[] {
  return PLANS.map((plan) => {
    const yearly = yearlySavings(plan);
    return {
      ...plan,
      priceFormatted: formatCzk(plan.price),
      savings: yearly?.savings ?? null,
      originalPrice: yearly?.originalPrice ?? null,
      discountPercent: yearly?.discountPercent ?? null,
    };
  });
}
