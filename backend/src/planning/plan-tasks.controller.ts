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
import { CreatePlanTaskDto, PlanTaskDto, PlanTaskListDto, UpdatePlanTaskDto } from './dto/plan-task.dto';
import { PlanTasksService } from './plan-tasks.service';
import { ApiNoPlanResponse, PlanRoutes } from './plan-routes';
import { TASK_MESSAGES } from './planning-rules';

const taskId = new PositiveIdPipe(TASK_MESSAGES.notFound);

/** The plan's checklist ("Úkoly"): the members' view and writes. */
@PlanRoutes('plan/tasks')
export class PlanTasksController {
  constructor(private readonly tasks: PlanTasksService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPlanTasks',
    summary: "The plan's tasks, by due date (without a wedding date by months before); hidden ones included, flagged",
    description: "Signed-in couples who are members of a plan (either partner). Provider accounts get 403, a couple without a plan 404.",
  })
  @ApiOkResponse({ type: PlanTaskListDto })
  @ApiNoPlanResponse()
  list(@Viewer() viewer: Viewer): Promise<PlanTaskListDto> {
    return this.tasks.list(viewer);
  }

  @Post()
  @ApiOperation({
    operationId: 'createPlanTask',
    summary: "Adds the couple's own task (at most 300 per plan)",
    description: 'Either partner of the plan. The task may be assigned to a member and dated; the other partner sees it at once.',
  })
  @ApiCreatedResponse({ type: PlanTaskDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Invalid input; an assignee outside the plan: '${TASK_MESSAGES.notMember}'` })
  @ApiNoPlanResponse()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${TASK_MESSAGES.listFull}'` })
  create(@Body() dto: CreatePlanTaskDto, @Viewer() viewer: Viewer): Promise<PlanTaskDto> {
    return this.tasks.create(dto, viewer);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updatePlanTask',
    summary: 'Ticks, unticks, notes, assigns, hides or re-times a task; renames or dates the couple\'s own tasks only',
    description:
      "Either partner of the plan, for the plan's tasks. Only the fields sent change; the checklist's own tasks keep their title.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PlanTaskDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Invalid input; '${TASK_MESSAGES.templateTitle}'; '${TASK_MESSAGES.notMember}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${TASK_MESSAGES.notFound}' (also another plan's task), or no plan` })
  update(@Param('id', taskId) id: number, @Body() dto: UpdatePlanTaskDto, @Viewer() viewer: Viewer): Promise<PlanTaskDto> {
    return this.tasks.update(id, dto, viewer);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePlanTask',
    summary: "Deletes the couple's own task (the list's tasks can only be hidden)",
    description: "Either partner of the plan, for tasks the couple added; the checklist's own tasks answer 409 and can only be hidden.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${TASK_MESSAGES.notFound}' (also another plan's task), or no plan` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `A task of the list: '${TASK_MESSAGES.templateDelete}'` })
  remove(@Param('id', taskId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.tasks.remove(id, viewer);
  }
}
