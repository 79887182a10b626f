import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../auth/auth.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { parseDay } from '../common/validation/calendar-day';
import { CHECKLIST, checklistItem, checklistOrder } from './checklist';
import type { CreatePlanTaskDto, PlanTaskDto, PlanTaskListDto, UpdatePlanTaskDto } from './dto/plan-task.dto';
import { PlanAccess, type PlanMembership } from './plan-access';
import { compareTasks, isOverdue, pragueDay, taskDueDate } from './plan-task-schedule';
import { type TaskChanges, type TaskRow, PlanTasksRepository } from './plan-tasks.repository';
import { planChanged } from './planning-events';
import { CUSTOM_TASKS_MAX, TASK_MESSAGES } from './planning-rules';

/** A task row with its text and schedule, before the DTO. */
export interface ScheduledTaskRow extends TaskRow {
  displayTitle: string;
  why: string | null;
  due: string | null;
  order: number;
}

/**
 * The plan's checklist ("Úkoly", issue 46 item 2): the module's ~40 tasks seeded with the plan, the
 * couple's own (at most 300), each timed back from the wedding date. Members only (PlanAccess); a
 * task of another plan is never found (404). Every write records planning.changed('tasks') in its
 * transaction, so that the partner's page refetches.
 */
@Injectable()
export class PlanTasksService {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly access: PlanAccess,
    private readonly tasks: PlanTasksRepository,
  ) {}

  /** The checklist's rows of a new plan, in PlanService.create's transaction. */
  async seedFor(manager: EntityManager, planId: number): Promise<void> {
    await this.tasks.insertTemplates(manager, planId, CHECKLIST);
  }

  /** GET /api/plan/tasks: every task (hidden ones flagged), in the schedule's order. */
  async list(viewer: Viewer): Promise<PlanTaskListDto> {
    const membership = await this.access.require(viewer);
    const rows = await this.tasks.list(membership.planId);
    const today = pragueDay(new Date());
    return { items: schedule(rows, membership.weddingDate).map((row) => toDto(row, today)), weddingDate: membership.weddingDate };
  }

  /** The plan's next open tasks (not hidden), by date: the summary's and the dashboard's. */
  async nextOpen(planId: number, limit: number): Promise<PlanTaskDto[]> {
    const [rows, weddingDate] = await Promise.all([this.tasks.list(planId), this.tasks.weddingDate(planId)]);
    const today = pragueDay(new Date());
    return schedule(
      rows.filter((row) => !row.doneAt && !row.hidden),
      weddingDate,
    )
      .slice(0, limit)
      .map((row) => toDto(row, today));
  }

  /** POST /api/plan/tasks: the couple's own task; 409 over 300, 400 for an assignee outside the plan. */
  async create(dto: CreatePlanTaskDto, viewer: Viewer): Promise<PlanTaskDto> {
    const membership = await this.access.require(viewer);
    checkAssignee(membership, dto.assigneeUserId);
    checkDay(dto.dueDate);
    return this.domainEvents.transaction(async (manager, record) => {
      if ((await this.tasks.lockAndCountCustom(manager, membership.planId)) >= CUSTOM_TASKS_MAX) {
        throw new ConflictException(TASK_MESSAGES.listFull);
      }
      const id = await this.tasks.insertCustom(manager, membership.planId, {
        title: dto.title,
        dueDate: dto.dueDate ?? null,
        monthsBefore: dto.monthsBefore ?? null,
        note: emptyToNull(dto.note),
        assigneeUserId: dto.assigneeUserId ?? null,
      });
      record(planChanged(membership.planId, 'tasks'));
      return this.dto(manager, membership, id);
    });
  }

  /** PATCH /api/plan/tasks/{id}: done, note, assignee, hidden, timing; title and exact date of the couple's own tasks only. */
  async update(id: number, dto: UpdatePlanTaskDto, viewer: Viewer): Promise<PlanTaskDto> {
    const membership = await this.access.require(viewer);
    checkAssignee(membership, dto.assigneeUserId);
    checkDay(dto.dueDate);
    if (dto.title === null) throw fieldError('title', TASK_MESSAGES.titleRequired);
    return this.domainEvents.transaction(async (manager, record) => {
      const task = await this.tasks.lock(manager, membership.planId, id);
      if (!task) throw new NotFoundException(TASK_MESSAGES.notFound);
      const template = task.templateKey !== null;
      if (template && dto.title !== undefined) throw fieldError('title', TASK_MESSAGES.templateTitle);
      if (template && dto.dueDate !== undefined && dto.dueDate !== null) throw fieldError('dueDate', TASK_MESSAGES.templateDueDate);
      // A task of the list keeps some timing: null would leave it without a date for good.
      if (template && dto.monthsBefore === null) throw fieldError('monthsBefore', TASK_MESSAGES.monthsBefore);
      const changes: TaskChanges = {
        title: dto.title,
        dueDate: template ? undefined : dto.dueDate,
        monthsBefore: dto.monthsBefore,
        note: dto.note === undefined ? undefined : emptyToNull(dto.note),
        assigneeUserId: dto.assigneeUserId,
        hidden: dto.hidden,
        done: dto.done,
      };
      await this.tasks.update(manager, membership.planId, id, changes);
      record(planChanged(membership.planId, 'tasks'));
      return this.dto(manager, membership, id);
    });
  }

  /** DELETE /api/plan/tasks/{id}: the couple's own tasks; 409 for the list's (hide those). */
  async remove(id: number, viewer: Viewer): Promise<void> {
    const membership = await this.access.require(viewer);
    await this.domainEvents.transaction(async (manager, record) => {
      const task = await this.tasks.lock(manager, membership.planId, id);
      if (!task) throw new NotFoundException(TASK_MESSAGES.notFound);
      if (task.templateKey !== null) throw new ConflictException(TASK_MESSAGES.templateDelete);
      await this.tasks.delete(manager, membership.planId, id);
      record(planChanged(membership.planId, 'tasks'));
    });
  }

  /**
   * Svatby ticks the open tasks of a category in the account's plan (an offer of that category
   * accepted, a booking confirmed); nothing without a plan or an open task of it.
   */
  async tickCategory(userId: number, categoryId: string): Promise<void> {
    await this.domainEvents.transaction(async (manager, record) => {
      const planId = await this.tasks.tickCategory(manager, userId, categoryId);
      if (planId !== null) record(planChanged(planId, 'tasks'));
    });
  }

  private async dto(manager: EntityManager, membership: PlanMembership, id: number): Promise<PlanTaskDto> {
    const row = await this.tasks.find(manager, membership.planId, id);
    if (!row) throw new NotFoundException(TASK_MESSAGES.notFound);
    return toDto(schedule([row], membership.weddingDate)[0], pragueDay(new Date()));
  }
}

/** The rows with their text (the list's from checklist.ts) and date, in the checklist's order; tasks gone from the list are left out. */
export function schedule(rows: TaskRow[], weddingDate: string | null): ScheduledTaskRow[] {
  const scheduled: ScheduledTaskRow[] = [];
  for (const row of rows) {
    const item = row.templateKey === null ? undefined : checklistItem(row.templateKey);
    if (row.templateKey !== null && !item) continue;
    scheduled.push({
      ...row,
      displayTitle: item ? item.title : (row.title ?? ''),
      why: item?.why ?? null,
      due: taskDueDate(weddingDate, row.monthsBefore, row.templateKey === null ? row.dueDate : null),
      order: checklistOrder(row.templateKey),
    });
  }
  return scheduled.sort((a, b) => compareTasks({ ...a, dueDate: a.due }, { ...b, dueDate: b.due }));
}

export function toDto(row: ScheduledTaskRow, today: string): PlanTaskDto {
  const done = row.doneAt !== null;
  return {
    id: row.id,
    key: row.templateKey,
    title: row.displayTitle,
    why: row.why,
    categoryId: row.categoryId,
    monthsBefore: row.monthsBefore,
    dueDate: row.due,
    overdue: isOverdue(row.due, done, today),
    done,
    doneBy: row.doneBy,
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    note: row.note,
    assigneeUserId: row.assigneeUserId,
    hidden: row.hidden,
    custom: row.templateKey === null,
  };
}

/** Only a member of the plan may be assigned (null: nobody). */
function checkAssignee(membership: PlanMembership, assigneeUserId: number | null | undefined): void {
  if (assigneeUserId === undefined || assigneeUserId === null) return;
  if (!membership.memberUserIds.includes(assigneeUserId)) throw fieldError('assigneeUserId', TASK_MESSAGES.notMember);
}

/** A real calendar day (2027-02-30 passes the pattern, not this). */
function checkDay(day: string | null | undefined): void {
  if (day && !parseDay(day)) throw fieldError('dueDate', TASK_MESSAGES.dueDateFormat);
}

const emptyToNull = (text: string | null | undefined): string | null => (text ? text : null);
