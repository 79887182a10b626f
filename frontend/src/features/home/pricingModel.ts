import type { PlanDto } from '../../api';
import { href } from '../../shared/paths';

export type Period = PlanDto['billingPeriod'];

/** The free plan once, then basic and premium of the chosen billing period. */
export function plansForPeriod(plans: readonly PlanDto[], period: Period): PlanDto[] {
  const free = plans.find((plan) => plan.planType === 'free');
  const paid = (['basic', 'premium'] as const)
    .map((type) => plans.find((plan) => plan.planType === type && plan.billingPeriod === period))
    .filter((plan): plan is PlanDto => plan !== undefined);
  return free ? [free, ...paid] : paid;
}

/** Where 'Vybrat plán' leads: checkout for a signed-in user, else the login with the subscription return. */
export function planHref(plan: PlanDto, signedIn: boolean): string {
  const id = encodeURIComponent(plan.id);
  return signedIn ? href.subscribe({ plan: id }) : href.login({ returnTo: 'subscribe', plan: id });
}
