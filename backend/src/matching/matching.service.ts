import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MatchingRepository } from './matching.repository';

/** The accounts that share a couple's shortlist (the Planning module's plan members), the account's own id among them. */
export type HouseholdSource = (userId: number) => Promise<number[]>;

/**
 * Matching's questions for other modules (the Offers module's cap asks whether the sender is invited).
 */
@Injectable()
export class MatchingService {
  private householdSource: HouseholdSource | null = null;

  constructor(private readonly matching: MatchingRepository) {}

  /**
   * Called by the Planning module at init (issue 46: the shortlist belongs to the couple's plan).
   * Planning depends on matching, never the reverse, so it hands its read over (like ViewerService.useProviderSource).
   */
  useHouseholdSource(source: HouseholdSource): void {
    this.householdSource = source;
  }

  /** The accounts whose shortlist entries the account sees and removes: its plan's members, or itself alone. */
  async household(userId: number): Promise<number[]> {
    if (!this.householdSource) return [userId];
    const ids = await this.householdSource(userId);
    return ids.includes(userId) ? ids : [userId, ...ids];
  }

  /**
   * Whether the provider is invited to the request (by the couple or by the 48-hour job). Read in
   * the caller's transaction, e.g. the offer's, after it locked the request's row: invitations of
   * that request take the same lock first, so the answer cannot change before the caller commits.
   */
  isInvited(manager: EntityManager, requestId: number, providerId: number): Promise<boolean> {
    return this.matching.isInvited(manager, requestId, providerId);
  }

  /** The providers invited to the request (any source), in the caller's transaction (the Offers module's cap recount). */
  invitedProviderIds(manager: EntityManager, requestId: number): Promise<number[]> {
    return this.matching.invitedProviderIds(manager, requestId);
  }

  /** The provider's invitations to active requests it has neither offered on nor answered (the dashboard's "Pozvánka od páru"). */
  openInvitationCount(providerId: number): Promise<number> {
    return this.matching.openInvitationCount(providerId);
  }
}
