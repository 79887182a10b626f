/**
 * "Has an active subscription" (DESIGN.md section 4): status 'active' and the paid period not yet
 * ended. Time decides, not the daily job: a period that ended a minute ago no longer counts even
 * before the job marks it expired. The rule itself is the SQL function subscription_is_active
 * (ActiveSubscriptionRule1763704000200), which the listing trigger uses too; this module's queries
 * apply it through activeSubscriptionCondition, other modules read active_subscription(provider)
 * (ActiveSubscriptionFunction1763704000500). The catalogue reads the same rule from
 * provider_profiles.listing_until, the trigger's copy of the active period's end (provider_is_listed,
 * see listedCondition), so that its sorts run on one index.
 */

/** Condition on a provider_subscriptions row aliased `subscription`. */
export function activeSubscriptionCondition(subscription = 's'): string {
  return `subscription_is_active(${subscription}.status, ${subscription}.current_period_end)`;
}
