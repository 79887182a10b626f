import type { EntityManager } from 'typeorm';
import {
  AccountData,
  type AccountDataContributor,
  type AccountErasure,
  type AccountExport,
  type AccountSubject,
  isoDates,
} from '../common/account-data/account-data';
import type { ExportedPlanDto } from './dto/plan.dto';
import { PlanService } from './plan.service';
import { PlanRepository } from './plan.repository';

/**
 * The account's wedding plan (issue 46, "GDPR"): the export carries the plan it is a member of with
 * its tasks, budget lines and guests (sections plan, planTasks, planBudget, planGuests; the guests'
 * RSVP token hashes left out) and the partner invitations it made. The deletion is leaving the plan:
 * the partner keeps it (the leaver's task assignments cleared); when the leaver was its last member
 * the plan goes with its tasks, lines and guests (the foreign keys' cascade). The e-mails it typed
 * into invitations are erased.
 */
@AccountData({ order: 40 })
export class PlanningAccountData implements AccountDataContributor {
  constructor(
    private readonly plans: PlanRepository,
    private readonly planService: PlanService,
  ) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const [membership, invitations] = await Promise.all([this.plans.exportMembership(subject.userId), this.plans.exportInvitations(subject.userId)]);
    const partnerInvitations = invitations.map(({ planId: _planId, ...row }) => isoDates(row));
    const plan = membership && (await this.plans.plan(membership.planId));
    if (!membership || !plan) {
      // Leaving erased the e-mails of the account's invitations: nothing of them is left to show.
      document.sections.plan = null;
      document.sections.planTasks = [];
      document.sections.planBudget = [];
      document.sections.planGuests = [];
      return;
    }
    const [members, tasks, budget, guests] = await Promise.all([
      this.plans.memberIds(plan.id),
      this.plans.exportRows('plan_tasks', plan.id),
      this.plans.exportRows('plan_budget_lines', plan.id),
      this.plans.exportRows('plan_guests', plan.id),
    ]);
    document.sections.plan = {
      id: plan.id,
      coupleNames: plan.coupleNames,
      weddingDate: plan.weddingDate,
      locationId: plan.locationId,
      expectedGuests: plan.expectedGuests,
      totalBudget: plan.totalBudget,
      joinedAt: membership.joinedAt.toISOString(),
      weeklyDigest: membership.weeklyDigest,
      memberUserIds: members,
      partnerInvitations,
    } satisfies ExportedPlanDto;
    document.sections.planTasks = tasks;
    document.sections.planBudget = budget;
    document.sections.planGuests = guests;
  }

  async erase(manager: EntityManager, subject: AccountSubject, _erasure: AccountErasure): Promise<void> {
    await this.plans.eraseInvitations(manager, subject.userId);
    const planId = await this.plans.planIdOf(manager, subject.userId);
    if (planId !== null) await this.planService.leaveIn(manager, planId, subject.userId);
  }
}
