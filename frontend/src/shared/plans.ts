import type { PlanDto } from '../api';

/** '/ měsíc' or '/ rok' after a plan's price. */
export const PERIOD_SUFFIX: Record<PlanDto['billingPeriod'], string> = { monthly: '/ měsíc', yearly: '/ rok' };

/** 'měsíčně' or 'ročně': how often a plan is paid. */
export const PERIOD_ADVERB: Record<PlanDto['billingPeriod'], string> = { monthly: 'měsíčně', yearly: 'ročně' };
