import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MatchingRepository } from './matching.repository';

/**
 * Matching's questions for other modules (the Offers module's cap asks whether the sender is invited).
 */
@Injectable()
export class MatchingService {
  constructor(private readonly matching: MatchingRepository) {}

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
