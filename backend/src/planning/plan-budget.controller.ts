import { Body, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { BudgetLineDto, CreateBudgetLineDto, PlanBudgetDto, UpdateBudgetLineDto } from './dto/plan-budget.dto';
import { PlanBudgetService } from './plan-budget.service';
import { BUDGET_MESSAGES } from './planning-rules';
import { ApiNoPlanResponse, PlanRoutes } from './plan-routes';

const lineId = new PositiveIdPipe(BUDGET_MESSAGES.notFound);

/** The couple's wedding budget ("Rozpočet"): lines, totals and the suggested split. */
@PlanRoutes('plan/budget')
export class PlanBudgetController {
  constructor(private readonly budget: PlanBudgetService) {}

  @Get()
  @ApiOperation({
    operationId: 'getPlanBudget',
    summary: "The plan's budget lines, their totals and the suggested split of the total budget",
    description: 'Either partner of the plan (signed-in couples only; provider accounts get 403, a couple without a plan 404).',
  })
  @ApiOkResponse({ type: PlanBudgetDto })
  @ApiNoPlanResponse()
  get(@Viewer() viewer: Viewer): Promise<PlanBudgetDto> {
    return this.budget.get(viewer);
  }

  @Post('lines')
  @ApiOperation({
    operationId: 'createBudgetLine',
    summary: "Adds a line: a catalogue category's (one per category) or the couple's own item by name",
    description: 'Either partner of the plan. Amounts are whole Kč; the totals are recomputed and the other partner sees the line at once.',
  })
  @ApiCreatedResponse({ type: BudgetLineDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (amounts 0–100 000 000 Kč; a category or a title, not both)' })
  @ApiNoPlanResponse()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BUDGET_MESSAGES.categoryTaken}', or '${BUDGET_MESSAGES.listFull}'` })
  create(@Body() dto: CreateBudgetLineDto, @Viewer() viewer: Viewer): Promise<BudgetLineDto> {
    return this.budget.create(viewer, dto);
  }

  @Patch('lines/:id')
  @ApiOperation({
    operationId: 'updateBudgetLine',
    summary: "Changes a line's amounts (null clears planned or actual) or a custom line's title",
    description: "Either partner of the plan, for the plan's lines. Only the fields sent change.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: BudgetLineDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BUDGET_MESSAGES.notFound}' (also another plan's line), or no plan` })
  update(@Param('id', lineId) id: number, @Body() dto: UpdateBudgetLineDto, @Viewer() viewer: Viewer): Promise<BudgetLineDto> {
    return this.budget.update(viewer, id, dto);
  }

  @Delete('lines/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteBudgetLine',
    summary: 'Deletes a line (a line from Svatby comes back only with a new acceptance)',
    description: "Either partner of the plan, for the plan's lines.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BUDGET_MESSAGES.notFound}' (also another plan's line), or no plan` })
  remove(@Param('id', lineId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.budget.remove(viewer, id);
  }

  @Post('apply-suggestion')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'applyBudgetSuggestion',
    summary: 'Sets the suggested share of the total budget as the planned amount of each suggested category not planned yet',
    description:
      'Either partner of the plan, once a total budget is set. Creates the missing category lines; planned amounts the couple set ' +
      'stay.',
  })
  @ApiOkResponse({ type: PlanBudgetDto })
  @ApiNoPlanResponse()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BUDGET_MESSAGES.totalMissing}', or '${BUDGET_MESSAGES.listFull}'` })
  applySuggestion(@Viewer() viewer: Viewer): Promise<PlanBudgetDto> {
    return this.budget.applySuggestion(viewer);
  }
}
