/* The provider's subscription state (badge, note), which the provider's dashboard shows too. */
export { SubscriptionStatusBadge, subscriptionNote, useSubscriptionState } from './SubscriptionStatus';
export type { SubscriptionState } from './SubscriptionStatus';
