import { Body, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import {
  CreatePlanDto,
  InvitePartnerDto,
  JoinPlanDto,
  PartnerInvitationDto,
  PlanDto,
  PlanStateDto,
  PlanSummaryDto,
  UpdatePlanDto,
} from './dto/plan.dto';
import { PlanService } from './plan.service';
import { ApiNoPlanResponse, PlanRoutes } from './plan-routes';
import { PLAN_MESSAGES, PLAN_RATE_LIMITS } from './planning-rules';

/** The signed-in couple's wedding plan ("Můj plán") and its two partners. */
@PlanRoutes('plan')
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Get()
  @ApiOperation({
    operationId: 'getPlan',
    summary: "The couple's plan (null before they create or join one) and the prefill from their latest request",
    description: "Signed-in couples (provider accounts get 403). Either partner sees the same plan.",
  })
  @ApiOkResponse({ type: PlanStateDto })
  state(@Viewer() viewer: Viewer): Promise<PlanStateDto> {
    return this.plans.state(viewer);
  }

  // Before any ':param' route of the module's controllers.
  @Get('summary')
  @ApiOperation({
    operationId: 'planSummary',
    summary: "The dashboard's card: the plan's next 3 open tasks, budget totals and RSVP counts (hasPlan false and nulls without a plan)",
    description: 'Signed-in couples (provider accounts get 403). Never 404: without a plan it says so.',
  })
  @ApiOkResponse({ type: PlanSummaryDto })
  summary(@Viewer() viewer: Viewer): Promise<PlanSummaryDto> {
    return this.plans.summary(viewer);
  }

  @Post()
  @ApiOperation({
    operationId: 'createPlan',
    summary: 'Creates the couple\'s plan with the checklist of template tasks; omitted names, date and place come from the latest request',
    description:
      'Signed-in couples without a plan (provider accounts get 403). The caller becomes its first member; the partner joins by an ' +
      'invitation link.',
  })
  @ApiCreatedResponse({ type: PlanDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid field (a day that does not exist, an unknown place, amounts out of range)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${PLAN_MESSAGES.alreadyHasPlan}'` })
  create(@Body() dto: CreatePlanDto, @Viewer() viewer: Viewer): Promise<PlanDto> {
    return this.plans.create(dto, viewer);
  }

  @Patch()
  @ApiOperation({
    operationId: 'updatePlan',
    summary: "Changes the plan's fields (null clears) and the member's weekly digest switch",
    description: "Either partner of the plan. Only the fields sent change; the digest switch is the caller's own.",
  })
  @ApiOkResponse({ type: PlanDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNoPlanResponse()
  update(@Body() dto: UpdatePlanDto, @Viewer() viewer: Viewer): Promise<PlanDto> {
    return this.plans.update(dto, viewer);
  }

  @Post('leave')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'leavePlan',
    summary: 'Leaves the plan: it stays with the partner; when the last member leaves, the plan and everything in it (tasks, budget, guests) is deleted',
    description: 'Either partner of the plan. Irreversible for the last member: the plan is deleted with its RSVP links.',
  })
  @ApiNoContentResponse({ description: 'Left' })
  @ApiNoPlanResponse()
  leave(@Viewer() viewer: Viewer): Promise<void> {
    return this.plans.leave(viewer);
  }

  @Post('partner-invitation')
  @Throttle(PLAN_RATE_LIMITS.invitePartner)
  @ApiOperation({
    operationId: 'invitePartner',
    summary: 'A new invitation link for the partner (single use, 7 days; the previous link stops working)',
    description:
      'Either partner of a plan with one member; rate limited to 10 invitations an hour. With an e-mail the link is also mailed there; ' +
      'the mail carries fixed words and the link only (no name, nothing typed). ' +
      'The link is returned only now: the database keeps its hash.',
  })
  @ApiCreatedResponse({ type: PartnerInvitationDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNoPlanResponse()
  @ApiConflictResponse({ type: ApiErrorDto, description: `Two members already: '${PLAN_MESSAGES.planFull}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  invitePartner(@Body() dto: InvitePartnerDto, @Viewer() viewer: Viewer): Promise<PartnerInvitationDto> {
    return this.plans.invitePartner(dto, viewer);
  }

  @Delete('partner-invitation')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokePartnerInvitation',
    summary: 'The live partner invitation link stops working (idempotent)',
    description: 'Either partner of the plan. Revoking when there is no live link also answers 204.',
  })
  @ApiNoContentResponse({ description: 'Revoked (or there was none)' })
  @ApiNoPlanResponse()
  revokePartnerInvitation(@Viewer() viewer: Viewer): Promise<void> {
    return this.plans.revokePartnerInvitation(viewer);
  }

  @Post('join')
  @HttpCode(200)
  @Throttle(PLAN_RATE_LIMITS.join)
  @ApiOperation({
    operationId: 'joinPlan',
    summary: "Joins the partner's plan with the invitation's token (uses it up)",
    description: 'Signed-in couples without a plan (provider accounts get 403). The link is single use; rate limited to 20 tries an hour.',
  })
  @ApiOkResponse({ type: PlanDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `A missing or malformed token: '${PLAN_MESSAGES.invitationInvalid}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `Unknown, expired, used or revoked link: '${PLAN_MESSAGES.invitationInvalid}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${PLAN_MESSAGES.alreadyHasPlan}', or '${PLAN_MESSAGES.planFull}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  join(@Body() dto: JoinPlanDto, @Viewer() viewer: Viewer): Promise<PlanDto> {
    return this.plans.join(dto, viewer);
  }
}
