import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { SIGN_IN_REQUIRED, type Viewer } from '../auth/auth.api';
import { PlanRepository } from './plan.repository';
import { PLAN_MESSAGES } from './planning-rules';

/** The viewer's place in a plan: what every planning write checks before touching a row. */
export interface PlanMembership {
  planId: number;
  userId: number;
  /** Every member's account (the viewer's first). */
  memberUserIds: number[];
  weddingDate: string | null;
}

/**
 * Who may use a plan: its members only. A provider account gets 403, a couple without a plan 404;
 * rows of another plan are never found (every query filters by the membership's planId), so their
 * ids answer 404, never 403.
 */
@Injectable()
export class PlanAccess {
  constructor(private readonly plans: PlanRepository) {}

  /** The signed-in couple's account id; 403 for a provider account. */
  couple(viewer: Viewer): number {
    if (!viewer.user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (viewer.provider) throw new ForbiddenException(PLAN_MESSAGES.couplesOnly);
    return viewer.user.id;
  }

  /** The viewer's membership, or null without a plan (403 for a provider account). */
  async find(viewer: Viewer): Promise<PlanMembership | null> {
    const userId = this.couple(viewer);
    const row = await this.plans.membership(userId);
    return row && { planId: row.planId, userId, memberUserIds: row.memberUserIds, weddingDate: row.weddingDate };
  }

  /** The viewer's membership: 403 for a provider account, 404 without a plan. */
  async require(viewer: Viewer): Promise<PlanMembership> {
    const membership = await this.find(viewer);
    if (!membership) throw new NotFoundException(PLAN_MESSAGES.noPlan);
    return membership;
  }
}
