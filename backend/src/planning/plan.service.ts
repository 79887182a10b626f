import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../auth/auth.api';
import { CatalogService } from '../catalog/catalog.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { parseDay } from '../common/validation/calendar-day';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.api';
import { RequestsService } from '../requests/requests.api';
import type {
  CreatePlanDto,
  InvitePartnerDto,
  JoinPlanDto,
  PartnerInvitationDto,
  PlanDto,
  PlanPrefillDto,
  PlanStateDto,
  PlanSummaryDto,
  UpdatePlanDto,
} from './dto/plan.dto';
import { PlanAccess } from './plan-access';
import { PlanBudgetService } from './plan-budget.service';
import { PlanGuestsService } from './plan-guests.service';
import { PlanTasksService } from './plan-tasks.service';
import { type PlanFields, PlanRepository } from './plan.repository';
import { planChanged } from './planning-events';
import { partnerInvitationMail, partnerJoinUrl } from './planning-mails';
import { PARTNER_INVITATION_DAYS, PLAN_MEMBERS_MAX, PLAN_MESSAGES } from './planning-rules';

/** Tasks on the dashboard's card. */
const SUMMARY_TASKS = 3;

/**
 * The couple's plan itself (issue 46, item 1): creating it (prefilled from the latest request), its
 * fields, the two partners' membership (invitation link, joining, leaving). Every membership change
 * runs in one transaction under the plan's row lock; the partners hear of each write live
 * (planning.changed → PlanningEffects).
 */
@Injectable()
export class PlanService {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly plans: PlanRepository,
    private readonly access: PlanAccess,
    private readonly tasks: PlanTasksService,
    private readonly budget: PlanBudgetService,
    private readonly guests: PlanGuestsService,
    private readonly requests: RequestsService,
    private readonly catalog: CatalogService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** GET /api/plan: the plan (or null) and what a new one would start with. */
  async state(viewer: Viewer): Promise<PlanStateDto> {
    const membership = await this.access.find(viewer);
    const [plan, prefill] = await Promise.all([
      membership ? this.dto(membership.planId, membership.userId) : Promise.resolve(null),
      this.prefill(membership?.userId ?? viewer.user!.id),
    ]);
    return { plan, prefill };
  }

  /** GET /api/plan/summary: the dashboard's card (next 3 tasks, budget totals, RSVP counts); hasPlan false and nulls without a plan. */
  async summary(viewer: Viewer): Promise<PlanSummaryDto> {
    const membership = await this.access.find(viewer);
    if (!membership) return { hasPlan: false, weddingDate: null, nextTasks: [], budget: null, guests: null };
    const [nextTasks, budget, guests] = await Promise.all([
      this.tasks.nextOpen(membership.planId, SUMMARY_TASKS),
      this.budget.totals(membership.planId),
      this.guests.counts(membership.planId),
    ]);
    return { hasPlan: true, weddingDate: membership.weddingDate, nextTasks, budget, guests };
  }

  /** POST /api/plan: 409 when the viewer already has one; the template tasks come with it (one transaction). */
  async create(dto: CreatePlanDto, viewer: Viewer): Promise<PlanDto> {
    const userId = this.access.couple(viewer);
    const prefill = await this.prefill(userId);
    const fields = await this.checked(dto);
    const planId = await this.domainEvents.transaction(async (manager, record) => {
      await this.plans.lockAccount(manager, userId);
      if (await this.plans.membership(userId, manager)) throw new ConflictException(PLAN_MESSAGES.alreadyHasPlan);
      const id = await this.plans.insertPlan(manager, {
        coupleNames: fields.coupleNames !== undefined ? fields.coupleNames : prefill.coupleNames,
        weddingDate: fields.weddingDate !== undefined ? fields.weddingDate : prefill.weddingDate,
        locationId: fields.locationId !== undefined ? fields.locationId : prefill.locationId,
        expectedGuests: fields.expectedGuests ?? null,
        totalBudget: fields.totalBudget ?? null,
      });
      await this.plans.insertMember(manager, id, userId);
      await this.tasks.seedFor(manager, id);
      record(planChanged(id, 'plan'));
      return id;
    });
    return (await this.dto(planId, userId))!;
  }

  /** PATCH /api/plan: the given fields (null clears) and the viewer's weekly digest switch. */
  async update(dto: UpdatePlanDto, viewer: Viewer): Promise<PlanDto> {
    const membership = await this.access.require(viewer);
    const fields = await this.checked(dto);
    await this.domainEvents.transaction(async (manager, record) => {
      await this.plans.updatePlan(manager, membership.planId, fields);
      if (dto.weeklyDigest !== undefined) await this.plans.setWeeklyDigest(manager, membership.planId, membership.userId, dto.weeklyDigest);
      record(planChanged(membership.planId, 'plan'));
    });
    return (await this.dto(membership.planId, membership.userId))!;
  }

  /** POST /api/plan/leave: the plan stays with the other partner; the last one leaving deletes it with everything in it. */
  async leave(viewer: Viewer): Promise<void> {
    const membership = await this.access.require(viewer);
    await this.domainEvents.transaction(async (manager, record) => {
      await this.leaveIn(manager, membership.planId, membership.userId);
      record(planChanged(membership.planId, 'plan', [membership.userId]));
    });
  }

  /** Removes the account from the plan in the caller's transaction (also the account's erasure); true when the plan went with it. */
  async leaveIn(manager: EntityManager, planId: number, userId: number): Promise<boolean> {
    if (!(await this.plans.lockPlan(manager, planId))) return false;
    const empty = await this.plans.removeMember(manager, planId, userId);
    if (empty) await this.plans.deletePlan(manager, planId);
    return empty;
  }

  /**
   * POST /api/plan/partner-invitation: a new single-use link for 7 days (the previous one stops
   * working); 409 when the plan has two members already. With an e-mail the link is mailed there,
   * with fixed words only.
   */
  async invitePartner(dto: InvitePartnerDto, viewer: Viewer): Promise<PartnerInvitationDto> {
    const membership = await this.access.require(viewer);
    const link = newLinkToken();
    const expiresAt = new Date(Date.now() + PARTNER_INVITATION_DAYS * 86_400_000);
    const url = partnerJoinUrl(this.config.appUrl, link.token);
    await this.domainEvents.transaction(async (manager, record) => {
      if (!(await this.plans.lockPlan(manager, membership.planId))) throw new NotFoundException(PLAN_MESSAGES.noPlan);
      if ((await this.plans.memberCount(manager, membership.planId)) >= PLAN_MEMBERS_MAX) throw new ConflictException(PLAN_MESSAGES.planFull);
      await this.plans.revokeInvitations(manager, membership.planId);
      const email = dto.email ?? null;
      await this.plans.insertInvitation(manager, { planId: membership.planId, tokenHash: link.hash, invitedBy: membership.userId, email, expiresAt });
      if (email) await this.mail.enqueue({ email, name: null }, partnerInvitationMail({ url, expiresAt }), manager);
      record(planChanged(membership.planId, 'plan'));
    });
    return { url, expiresAt: expiresAt.toISOString() };
  }

  /** DELETE /api/plan/partner-invitation: the live link stops working (idempotent). */
  async revokePartnerInvitation(viewer: Viewer): Promise<void> {
    const membership = await this.access.require(viewer);
    await this.domainEvents.transaction(async (manager, record) => {
      if ((await this.plans.revokeInvitations(manager, membership.planId)) > 0) record(planChanged(membership.planId, 'plan'));
    });
  }

  /**
   * POST /api/plan/join: the invitation's plan gets the viewer as its second member, and the link is
   * used up, in one transaction (its row locked). 404 for an unknown, expired, used or revoked link;
   * 409 when the viewer has a plan of its own (leave it first) or the plan is full.
   */
  async join(dto: JoinPlanDto, viewer: Viewer): Promise<PlanDto> {
    const userId = this.access.couple(viewer);
    const planId = await this.domainEvents.transaction(async (manager, record) => {
      await this.plans.lockAccount(manager, userId);
      const invitation = await this.plans.lockInvitation(manager, hashToken(dto.token));
      if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= Date.now()) {
        throw new NotFoundException(PLAN_MESSAGES.invitationInvalid);
      }
      const own = await this.plans.membership(userId, manager);
      if (own) throw new ConflictException(PLAN_MESSAGES.alreadyHasPlan);
      if (!(await this.plans.lockPlan(manager, invitation.planId))) throw new NotFoundException(PLAN_MESSAGES.invitationInvalid);
      if ((await this.plans.memberCount(manager, invitation.planId)) >= PLAN_MEMBERS_MAX) throw new ConflictException(PLAN_MESSAGES.planFull);
      await this.plans.insertMember(manager, invitation.planId, userId);
      await this.plans.markUsed(manager, invitation.id);
      record(planChanged(invitation.planId, 'plan'));
      return invitation.planId;
    });
    return (await this.dto(planId, userId))!;
  }

  /** The plan as its member sees it, or null when it is gone. */
  async dto(planId: number, viewerId: number): Promise<PlanDto | null> {
    const [plan, members, invitation, guests] = await Promise.all([
      this.plans.plan(planId),
      this.plans.members(planId),
      this.plans.openInvitation(planId),
      this.guests.counts(planId),
    ]);
    if (!plan) return null;
    return {
      id: plan.id,
      coupleNames: plan.coupleNames,
      weddingDate: plan.weddingDate,
      locationId: plan.locationId,
      locationName: plan.locationName,
      expectedGuests: plan.expectedGuests,
      totalBudget: plan.totalBudget,
      members: members.map((member) => ({
        userId: member.userId,
        name: member.firstName?.trim() || member.email.split('@')[0],
        isViewer: member.userId === viewerId,
        joinedAt: member.joinedAt.toISOString(),
      })),
      partnerInvitation: invitation && { expiresAt: invitation.expiresAt.toISOString(), email: invitation.email },
      weeklyDigest: members.find((member) => member.userId === viewerId)?.weeklyDigest ?? true,
      guests,
      createdAt: plan.createdAt.toISOString(),
    };
  }

  private async prefill(userId: number): Promise<PlanPrefillDto> {
    const newest = await this.requests.newestPlanPrefill(userId);
    return {
      coupleNames: newest?.coupleName.slice(0, 120) || null,
      weddingDate: newest?.weddingDate ?? null,
      locationId: newest?.locationId ?? null,
    };
  }

  /** The DTO's plan fields with a real calendar day and a catalogue place (400 naming the field otherwise). */
  private async checked(dto: CreatePlanDto | UpdatePlanDto): Promise<PlanFields> {
    if (typeof dto.weddingDate === 'string' && !parseDay(dto.weddingDate)) throw fieldError('weddingDate', 'Neplatné datum svatby');
    if (typeof dto.locationId === 'string' && !(await this.catalog.locationNameMap()).has(dto.locationId)) {
      throw fieldError('locationId', PLAN_MESSAGES.unknownLocation);
    }
    return {
      coupleNames: dto.coupleNames === '' ? null : dto.coupleNames,
      weddingDate: dto.weddingDate,
      locationId: dto.locationId,
      expectedGuests: dto.expectedGuests,
      totalBudget: dto.totalBudget,
    };
  }
}
