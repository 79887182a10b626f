/**
 * The public surface of `subscriptions/`. Plans, subscriptions and payments: what other modules may use.
 * Other modules import from this file (and `subscriptions.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export type { PlanDto } from './dto/plan.dto';
export { formatCzk, planDtos } from './plans';
export type { PaidPlanType } from './plans';
export { SubscriptionReportsService } from './subscription-reports.service';
export { SubscriptionsService } from './subscriptions.service';
export type { CallerTransaction } from './subscriptions.service';
export type { SubscriptionChange, SubscriptionChanged } from './subscription-events';
