import { Injectable, OnModuleInit } from '@nestjs/common';
import { MatchingService } from '../matching/matching.api';
import { PlanRepository } from './plan.repository';

/**
 * The Planning module's questions for others. At init it hands Matching the couple's household (the
 * plan's members), so the shortlist is shared by the partners without Matching importing planning.
 */
@Injectable()
export class PlanningService implements OnModuleInit {
  constructor(
    private readonly plans: PlanRepository,
    private readonly matching: MatchingService,
  ) {}

  onModuleInit(): void {
    this.matching.useHouseholdSource((userId) => this.membersOf(userId));
  }

  /** The account's plan's members (itself included), or the account alone without a plan. */
  membersOf(userId: number): Promise<number[]> {
    return this.plans.household(userId);
  }
}
