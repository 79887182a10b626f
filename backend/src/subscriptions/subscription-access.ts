/**
 * "Has an active subscription" (DESIGN.md section 4): status 'active' and the paid period not yet
 * ended. Time decides, not the daily job: a period that ended a minute ago no longer counts even
 * before the job marks it expired. The rule itself is the SQL function subscription_is_active
 * (ActiveSubscriptionRule1763704000200), which the listing trigger uses too; these fragments only
 * apply it. The catalogue reads the same rule from provider_profiles.listing_until, the trigger's
 * copy of the active period's end (provider_is_listed, see listedCondition), so that its sorts run
 * on one index.
 */

/** Condition on a provider_subscriptions row aliased `subscription`. */
export function activeSubscriptionCondition(subscription = 's'): string {
  return `subscription_is_active(${subscription}.status, ${subscription}.current_period_end)`;
}

/**
 * LEFT JOIN of a provider's active subscription (at most one row: the partial unique index
 * provider_subscriptions_one_live), for listings that also sort or filter by plan.
 */
export function activeSubscriptionJoin(provider = 'p', subscription = 's'): string {
  return `LEFT JOIN provider_subscriptions ${subscription} ON ${subscription}.provider_id = ${provider}.id AND ${activeSubscriptionCondition(subscription)}`;
}

/** EXISTS test: the provider aliased `provider` has an active subscription (optionally of one plan type). */
export function hasActiveSubscriptionSql(provider = 'p', planType?: 'basic' | 'premium'): string {
  const plan = planType ? ` AND active_subscription.plan_type = '${planType}'` : '';
  return `EXISTS (SELECT 1 FROM provider_subscriptions active_subscription WHERE active_subscription.provider_id = ${provider}.id AND ${activeSubscriptionCondition('active_subscription')}${plan})`;
}
