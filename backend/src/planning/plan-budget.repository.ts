import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/sql-query';
import type { BudgetLineSource } from './entities/plan-budget-line.entity';

/** A budget line as the module reads it. */
export interface BudgetLineRow {
  id: number;
  planId: number;
  categoryId: string | null;
  title: string;
  planned: number | null;
  actual: number | null;
  paid: number;
  actualIsEstimate: boolean;
  offerId: number | null;
  bookingId: number | null;
  source: BudgetLineSource;
  depositDue: number | null;
}

/** What the couple writes on a line (already checked by the service); undefined: unchanged. */
export interface BudgetLineChange {
  title?: string;
  planned?: number | null;
  actual?: number | null;
  paid?: number;
  /** A typed actual amount is the couple's own: exact, and kept when the Svatby link drops. */
  typedActual?: boolean;
}

/** The accepted offer a category line follows. */
export interface FollowedOffer {
  planId: number;
  categoryId: string;
  title: string;
  actual: number;
  estimate: boolean;
  offerId: number;
}

const LINE_SELECT = `SELECT id, plan_id AS "planId", category_id AS "categoryId", title, planned, actual, paid,
    actual_is_estimate AS "actualIsEstimate", offer_id AS "offerId", booking_id AS "bookingId", source, deposit_due AS "depositDue"
  FROM plan_budget_lines`;
const LINE_RETURNING = `RETURNING id, plan_id AS "planId", category_id AS "categoryId", title, planned, actual, paid,
    actual_is_estimate AS "actualIsEstimate", offer_id AS "offerId", booking_id AS "bookingId", source, deposit_due AS "depositDue"`;

/** The rows a statement changed: the plans they belong to (for their live event), each once. */
const planIds = (rows: Array<{ planId: number }>): number[] => [...new Set(rows.map((row) => row.planId))];

/**
 * plan_budget_lines: the only place that reads or writes them. Every query of a couple's request
 * filters by the plan id of their membership, so that another plan's line is never found. Reads
 * wedding_plans.total_budget and plan_members (this module's own tables).
 */
@Injectable()
export class PlanBudgetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lines(planId: number, manager: EntityManager = this.dataSource.manager): Promise<BudgetLineRow[]> {
    return (await manager.query(`${LINE_SELECT} WHERE plan_id = $1 ORDER BY id`, [planId])) as BudgetLineRow[];
  }

  async line(manager: EntityManager, planId: number, id: number): Promise<BudgetLineRow | null> {
    const [row] = (await manager.query(`${LINE_SELECT} WHERE plan_id = $1 AND id = $2`, [planId, id])) as BudgetLineRow[];
    return row ?? null;
  }

  async totalBudget(planId: number, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const [row] = (await manager.query(`SELECT total_budget AS "totalBudget" FROM wedding_plans WHERE id = $1`, [planId])) as Array<{
      totalBudget: number | null;
    }>;
    return row?.totalBudget ?? null;
  }

  /** Serializes the plan's budget writes that count its lines (the cap), until the caller's transaction ends. */
  async lockBudget(manager: EntityManager, planId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('plan_budget'), $1)`, [planId]);
  }

  async count(manager: EntityManager, planId: number): Promise<number> {
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM plan_budget_lines WHERE plan_id = $1`, [planId])) as Array<{
      count: number;
    }>;
    return count;
  }

  /** A new line of the couple's; a second line of one category throws the unique violation (23505). */
  async insert(
    manager: EntityManager,
    planId: number,
    line: { categoryId: string | null; title: string; planned: number | null; actual: number | null; paid: number },
  ): Promise<BudgetLineRow> {
    const [row] = (await manager.query(
      `INSERT INTO plan_budget_lines (plan_id, category_id, title, planned, actual, paid) VALUES ($1, $2, $3, $4, $5, $6) ${LINE_RETURNING}`,
      [planId, line.categoryId, line.title, line.planned, line.actual, line.paid],
    )) as BudgetLineRow[];
    return row;
  }

  /** Changes the plan's line; null when it has no such line. */
  async update(manager: EntityManager, planId: number, id: number, change: BudgetLineChange): Promise<BudgetLineRow | null> {
    const sets: string[] = [];
    const params: unknown[] = [planId, id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (change.title !== undefined) set('title', change.title);
    if (change.planned !== undefined) set('planned', change.planned);
    if (change.actual !== undefined) set('actual', change.actual);
    if (change.paid !== undefined) set('paid', change.paid);
    if (change.typedActual) sets.push(`actual_is_estimate = false, source = 'couple'`);
    sets.push('updated_at = now()');
    const sql = `UPDATE plan_budget_lines SET ${sets.join(', ')} WHERE plan_id = $1 AND id = $2 ${LINE_RETURNING}`;
    const [rows] = (await manager.query(sql, params)) as [BudgetLineRow[], number];
    return rows[0] ?? null;
  }

  async delete(manager: EntityManager, planId: number, id: number): Promise<boolean> {
    const rows = (await manager.query(`DELETE FROM plan_budget_lines WHERE plan_id = $1 AND id = $2 RETURNING id`, [planId, id])) as [
      unknown[],
      number,
    ];
    return rows[1] > 0;
  }

  /**
   * The suggestion applied: each category gets its suggested planned amount, on a new line or on its
   * line without a planned amount (a planned amount the couple set stays). In the caller's transaction.
   */
  async applyPlanned(manager: EntityManager, planId: number, lines: Array<{ categoryId: string; title: string; planned: number }>): Promise<void> {
    if (lines.length === 0) return;
    await manager.query(
      `INSERT INTO plan_budget_lines (plan_id, category_id, title, planned)
       SELECT $1, s.category_id, s.title, s.planned FROM unnest($2::varchar[], $3::varchar[], $4::int[]) AS s (category_id, title, planned)
       ON CONFLICT (plan_id, category_id) WHERE category_id IS NOT NULL
       DO UPDATE SET planned = EXCLUDED.planned, updated_at = now() WHERE plan_budget_lines.planned IS NULL`,
      [planId, lines.map((line) => line.categoryId), lines.map((line) => line.title), lines.map((line) => line.planned)],
    );
  }

  // ---- from Svatby (offers' and bookings' events) ----

  /** The plan the account belongs to; null without one. */
  async planOf(manager: EntityManager, userId: number): Promise<number | null> {
    const [row] = (await manager.query(`SELECT plan_id AS "planId" FROM plan_members WHERE user_id = $1`, [userId])) as Array<{ planId: number }>;
    return row?.planId ?? null;
  }

  /**
   * The category's line follows the accepted offer: its actual amount is the offer's price, the
   * source 'svatby' (the line is made when missing). A booking and deposit of an earlier offer go with it.
   */
  async followOffer(manager: EntityManager, offer: FollowedOffer): Promise<void> {
    await manager.query(
      `INSERT INTO plan_budget_lines (plan_id, category_id, title, actual, actual_is_estimate, offer_id, source)
       VALUES ($1, $2, $3, $4, $5, $6, 'svatby')
       ON CONFLICT (plan_id, category_id) WHERE category_id IS NOT NULL
       DO UPDATE SET actual = EXCLUDED.actual, actual_is_estimate = EXCLUDED.actual_is_estimate, offer_id = EXCLUDED.offer_id,
                     booking_id = NULL, deposit_due = NULL, source = 'svatby', updated_at = now()`,
      [offer.planId, offer.categoryId, offer.title, offer.actual, offer.estimate, offer.offerId],
    );
  }

  /**
   * The accepted offer's booking lapsed (declined, expired, cancelled): the lines following it drop
   * the link; an amount taken from Svatby goes with it, one the couple typed stays. Their plans.
   */
  async dropOffer(manager: EntityManager, offerId: number): Promise<number[]> {
    const [rows] = (await manager.query(
      `UPDATE plan_budget_lines
          SET actual = CASE WHEN source = 'svatby' THEN NULL ELSE actual END, actual_is_estimate = false,
              source = 'couple', offer_id = NULL, booking_id = NULL, deposit_due = NULL, updated_at = now()
        WHERE offer_id = $1
        RETURNING plan_id AS "planId"`,
      [offerId],
    )) as [Array<{ planId: number }>, number];
    return planIds(rows);
  }

  /** The offer's booking was made or confirmed: the lines following the offer note it (and, confirmed, its deposit as due). */
  async noteBooking(manager: EntityManager, offerId: number, bookingId: number, depositDue?: number | null): Promise<number[]> {
    const deposit = depositDue === undefined ? '' : ', deposit_due = $3';
    const rows = await queryPrepared<{ planId: number }>(
      manager,
      `UPDATE plan_budget_lines SET booking_id = $2${deposit}, updated_at = now() WHERE offer_id = $1 RETURNING plan_id AS "planId"`,
      depositDue === undefined ? [offerId, bookingId] : [offerId, bookingId, depositDue],
    );
    return planIds(rows);
  }

  /** The provider recorded the deposit received: it counts as paid (never lowering what the couple typed) and is no longer due. */
  async depositReceived(manager: EntityManager, offerId: number, deposit: number | null): Promise<number[]> {
    const [rows] = (await manager.query(
      `UPDATE plan_budget_lines
          SET paid = LEAST(GREATEST(paid, COALESCE($2::int, deposit_due, 0)), 100000000), deposit_due = NULL, updated_at = now()
        WHERE offer_id = $1
        RETURNING plan_id AS "planId"`,
      [offerId, deposit],
    )) as [Array<{ planId: number }>, number];
    return planIds(rows);
  }
}
