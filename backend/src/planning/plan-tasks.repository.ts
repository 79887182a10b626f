import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ChecklistItem } from './checklist';
import type { TaskDoneBy } from './entities/plan-task.entity';

/** A plan_tasks row as the service reads it (dates as YYYY-MM-DD). */
export interface TaskRow {
  id: number;
  planId: number;
  templateKey: string | null;
  title: string | null;
  categoryId: string | null;
  monthsBefore: number | null;
  dueDate: string | null;
  doneAt: Date | null;
  doneBy: TaskDoneBy | null;
  note: string | null;
  assigneeUserId: number | null;
  hidden: boolean;
  createdAt: Date;
}

/** The columns a write may set (undefined: unchanged). */
export interface TaskChanges {
  title?: string;
  monthsBefore?: number | null;
  dueDate?: string | null;
  note?: string | null;
  assigneeUserId?: number | null;
  hidden?: boolean;
  /** true: ticked by the couple (kept when already done); false: open again. */
  done?: boolean;
}

/** A member the weekly digest may write to. */
export interface DigestMember {
  planId: number;
  userId: number;
  email: string;
  weddingDate: string | null;
}

const TASK_SELECT = `SELECT t.id, t.plan_id AS "planId", t.template_key AS "templateKey", t.title, t.category_id AS "categoryId",
    t.months_before AS "monthsBefore", to_char(t.due_date, 'YYYY-MM-DD') AS "dueDate", t.done_at AS "doneAt", t.done_by AS "doneBy",
    t.note, t.assignee_user_id AS "assigneeUserId", t.hidden, t.created_at AS "createdAt"
  FROM plan_tasks t`;

/**
 * plan_tasks: the only place that reads or writes it. Every query of a couple's write filters by the
 * membership's plan id, so another plan's task is never found (404). The digest reads the members'
 * addresses from users (the Auth module's table, as the plan's member list does).
 */
@Injectable()
export class PlanTasksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(planId: number, manager: EntityManager = this.dataSource.manager): Promise<TaskRow[]> {
    return (await manager.query(`${TASK_SELECT} WHERE t.plan_id = $1 ORDER BY t.id`, [planId])) as TaskRow[];
  }

  /** The plan's task, its row locked for the caller's transaction; null for another plan's or a missing one. */
  async lock(manager: EntityManager, planId: number, id: number): Promise<TaskRow | null> {
    const [row] = (await manager.query(`${TASK_SELECT} WHERE t.id = $1 AND t.plan_id = $2 FOR UPDATE`, [id, planId])) as TaskRow[];
    return row ?? null;
  }

  async find(manager: EntityManager, planId: number, id: number): Promise<TaskRow | null> {
    const [row] = (await manager.query(`${TASK_SELECT} WHERE t.id = $1 AND t.plan_id = $2`, [id, planId])) as TaskRow[];
    return row ?? null;
  }

  async weddingDate(planId: number, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = (await manager.query(`SELECT to_char(wedding_date, 'YYYY-MM-DD') AS "weddingDate" FROM wedding_plans WHERE id = $1`, [
      planId,
    ])) as Array<{ weddingDate: string | null }>;
    return row?.weddingDate ?? null;
  }

  /** The checklist's rows of a new plan (already present keys skipped); a category gone from the catalogue is left out. */
  async insertTemplates(manager: EntityManager, planId: number, items: readonly ChecklistItem[]): Promise<void> {
    if (items.length === 0) return;
    await manager.query(
      `INSERT INTO plan_tasks (plan_id, template_key, category_id, months_before)
       SELECT $1, item.key, c.id, item.months
         FROM unnest($2::varchar[], $3::varchar[], $4::smallint[]) AS item (key, category, months)
         LEFT JOIN service_categories c ON c.id = item.category
       ON CONFLICT (plan_id, template_key) DO NOTHING`,
      [planId, items.map((item) => item.key), items.map((item) => item.categoryId ?? null), items.map((item) => item.monthsBefore)],
    );
  }

  /** Serialises the plan's custom-task inserts (the cap holds against parallel adds) and counts its custom tasks. */
  async lockAndCountCustom(manager: EntityManager, planId: number): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('plan_tasks'), $1)`, [planId]);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM plan_tasks WHERE plan_id = $1 AND template_key IS NULL`, [
      planId,
    ])) as Array<{ count: number }>;
    return count;
  }

  async insertCustom(
    manager: EntityManager,
    planId: number,
    task: { title: string; dueDate: string | null; monthsBefore: number | null; note: string | null; assigneeUserId: number | null },
  ): Promise<number> {
    const [{ id }] = (await manager.query(
      `INSERT INTO plan_tasks (plan_id, title, due_date, months_before, note, assignee_user_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [planId, task.title, task.dueDate, task.monthsBefore, task.note, task.assigneeUserId],
    )) as Array<{ id: number }>;
    return id;
  }

  async update(manager: EntityManager, planId: number, id: number, changes: TaskChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id, planId];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (changes.title !== undefined) set('title', changes.title);
    if (changes.monthsBefore !== undefined) set('months_before', changes.monthsBefore);
    if (changes.dueDate !== undefined) set('due_date', changes.dueDate);
    if (changes.note !== undefined) set('note', changes.note);
    if (changes.assigneeUserId !== undefined) set('assignee_user_id', changes.assigneeUserId);
    if (changes.hidden !== undefined) set('hidden', changes.hidden);
    if (changes.done === true) sets.push(`done_at = coalesce(done_at, now())`, `done_by = coalesce(done_by, 'couple')`);
    if (changes.done === false) sets.push(`done_at = NULL`, `done_by = NULL`);
    if (sets.length === 0) return;
    await manager.query(`UPDATE plan_tasks SET ${sets.join(', ')} WHERE id = $1 AND plan_id = $2`, params);
  }

  async delete(manager: EntityManager, planId: number, id: number): Promise<void> {
    await manager.query(`DELETE FROM plan_tasks WHERE id = $1 AND plan_id = $2`, [id, planId]);
  }

  /**
   * Ticks the open tasks of the category in the plan of the account (done by Svatby); the plan's id
   * when any was ticked, else null (no plan, or nothing open of that category).
   */
  async tickCategory(manager: EntityManager, userId: number, categoryId: string): Promise<number | null> {
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [rows] = (await manager.query(
      `UPDATE plan_tasks t SET done_at = now(), done_by = 'svatby'
         FROM plan_members m
        WHERE m.user_id = $1 AND t.plan_id = m.plan_id AND t.category_id = $2 AND t.done_at IS NULL
        RETURNING t.plan_id AS "planId"`,
      [userId, categoryId],
    )) as [Array<{ planId: number }>, number];
    return rows[0]?.planId ?? null;
  }

  // ---- the weekly digest ----

  /** Members who want the digest, with a proven e-mail, not written to since `since`. */
  async digestMembers(since: Date): Promise<DigestMember[]> {
    return (await this.dataSource.query(
      `SELECT m.plan_id AS "planId", m.user_id AS "userId", u.email, to_char(p.wedding_date, 'YYYY-MM-DD') AS "weddingDate"
         FROM plan_members m
         JOIN users u ON u.id = m.user_id
         JOIN wedding_plans p ON p.id = m.plan_id
        WHERE m.weekly_digest AND u.email_verified_at IS NOT NULL AND (m.last_digest_at IS NULL OR m.last_digest_at < $1)
        ORDER BY m.plan_id, m.user_id`,
      [since],
    )) as DigestMember[];
  }

  /**
   * Claims the member's digest for this run under its row's lock: false when it was sent since
   * `since` (another run), switched off or the member left meanwhile.
   */
  async claimDigest(manager: EntityManager, planId: number, userId: number, since: Date, at: Date): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE plan_members SET last_digest_at = $4
        WHERE plan_id = $1 AND user_id = $2 AND weekly_digest AND (last_digest_at IS NULL OR last_digest_at < $3)
        RETURNING user_id`,
      [planId, userId, since, at],
    )) as [unknown[], number];
    return rows.length > 0;
  }
}
