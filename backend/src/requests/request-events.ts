import type { DomainEvent } from '../common/domain-events/domain-events';

/*
 * What the Requests module reports after a change commits (DomainEvents).
 */

/**
 * Requests sent without an account to a proven address became the account's (the couple opened
 * their dashboard with that address verified). Conversations moves the threads of those requests to
 * the account, merging each with the account's own thread with that provider.
 */
export interface RequestsAttached extends DomainEvent {
  type: 'requests.attached';
  userId: number;
  /** The requests attached by this change (never empty). */
  requestIds: number[];
}
