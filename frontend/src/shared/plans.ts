import type { PlanDto } from '../api';

/** '/ měsíc' or '/ rok' after a plan's price. */
export const PERIOD_SUFFIX: Record<PlanDto['billingPeriod'], string> = { monthly: '/ měsíc', yearly: '/ rok' };
