import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';
import { CatalogService } from '../catalog/catalog.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { BUDGET_SPLIT, suggestedAmount } from './budget-split';
import type {
  BudgetLineDto,
  BudgetSuggestionDto,
  BudgetTotalsDto,
  CreateBudgetLineDto,
  PlanBudgetDto,
  UpdateBudgetLineDto,
} from './dto/plan-budget.dto';
import { PlanAccess } from './plan-access';
import { type BudgetLineRow, PlanBudgetRepository } from './plan-budget.repository';
import { planChanged } from './planning-events';
import { BUDGET_LINES_MAX, BUDGET_MESSAGES } from './planning-rules';
import { isUniqueViolation } from '../database/sql-state';


/**
 * The plan's budget ("Rozpočet"): lines per catalogue category or of the couple's own, planned,
 * actual and paid amounts in whole Kč, their totals against the plan's total budget, and the
 * suggested split (budget-split.ts). Lines follow accepted offers by themselves (PlanBudgetEffects).
 * Every write tells the plan's members live (planning.changed 'budget').
 */
@Injectable()
export class PlanBudgetService {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly budget: PlanBudgetRepository,
    private readonly access: PlanAccess,
    private readonly catalog: CatalogService,
  ) {}

  /** GET /api/plan/budget. */
  async get(viewer: Viewer): Promise<PlanBudgetDto> {
    const { planId } = await this.access.require(viewer);
    return this.budgetOf(planId);
  }

  /** The budget's totals (the plan's summary). */
  async totals(planId: number): Promise<BudgetTotalsDto> {
    const [rows, totalBudget] = await Promise.all([this.budget.lines(planId), this.budget.totalBudget(planId)]);
    return budgetTotals(rows, totalBudget);
  }

  /** POST /api/plan/budget/lines: a category's line (one each: 409) or the couple's own item; 409 over the cap. */
  async create(viewer: Viewer, dto: CreateBudgetLineDto): Promise<BudgetLineDto> {
    const { planId } = await this.access.require(viewer);
    const names = await this.catalog.categoryNameMap();
    const categoryId = dto.categoryId ?? null;
    const title = dto.title ?? null;
    if ((categoryId === null) === (title === null)) throw fieldError(categoryId === null ? 'categoryId' : 'title', BUDGET_MESSAGES.lineKind);
    if (categoryId !== null && !names.has(categoryId)) throw fieldError('categoryId', BUDGET_MESSAGES.unknownCategory);
    const row = await this.domainEvents.transaction(async (manager, record) => {
      await this.budget.lockBudget(manager, planId);
      if ((await this.budget.count(manager, planId)) >= BUDGET_LINES_MAX) throw new ConflictException(BUDGET_MESSAGES.listFull);
      let created: BudgetLineRow;
      try {
        created = await this.budget.insert(manager, planId, {
          categoryId,
          title: title ?? names.get(categoryId!)!,
          planned: dto.planned ?? null,
          actual: dto.actual ?? null,
          paid: dto.paid ?? 0,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(BUDGET_MESSAGES.categoryTaken);
        throw error;
      }
      record(planChanged(planId, 'budget'));
      return created;
    });
    return toLineDto(row, names);
  }

  /**
   * PATCH /api/plan/budget/lines/{id}: 404 for a line of another plan. An actual amount the couple
   * types (a changed one) is theirs: exact, and kept when the Svatby link drops.
   */
  async update(viewer: Viewer, id: number, dto: UpdateBudgetLineDto): Promise<BudgetLineDto> {
    const { planId } = await this.access.require(viewer);
    const names = await this.catalog.categoryNameMap();
    const row = await this.domainEvents.transaction(async (manager, record) => {
      const line = await this.budget.line(manager, planId, id);
      if (!line) throw new NotFoundException(BUDGET_MESSAGES.notFound);
      if (dto.title !== undefined && line.categoryId !== null) throw fieldError('title', BUDGET_MESSAGES.categoryTitle);
      const typedActual = dto.actual !== undefined && dto.actual !== line.actual;
      const changed = await this.budget.update(manager, planId, id, {
        title: dto.title,
        planned: dto.planned,
        actual: dto.actual,
        paid: dto.paid,
        typedActual,
      });
      record(planChanged(planId, 'budget'));
      return changed!;
    });
    return toLineDto(row, names);
  }

  /** DELETE /api/plan/budget/lines/{id}: a line from Svatby too (it comes back with a new acceptance only). */
  async remove(viewer: Viewer, id: number): Promise<void> {
    const { planId } = await this.access.require(viewer);
    await this.domainEvents.transaction(async (manager, record) => {
      if (!(await this.budget.delete(manager, planId, id))) throw new NotFoundException(BUDGET_MESSAGES.notFound);
      record(planChanged(planId, 'budget'));
    });
  }

  /**
   * POST /api/plan/budget/apply-suggestion: each suggested category gets its share of the total
   * budget as its planned amount, unless the couple planned it already; 409 without a total budget.
   */
  async applySuggestion(viewer: Viewer): Promise<PlanBudgetDto> {
    const { planId } = await this.access.require(viewer);
    const names = await this.catalog.categoryNameMap();
    await this.domainEvents.transaction(async (manager, record) => {
      await this.budget.lockBudget(manager, planId);
      const total = await this.budget.totalBudget(planId, manager);
      if (total === null) throw new ConflictException(BUDGET_MESSAGES.totalMissing);
      const lines = await this.budget.lines(planId, manager);
      const present = new Set(lines.map((line) => line.categoryId));
      const split = BUDGET_SPLIT.filter((entry) => names.has(entry.categoryId));
      const added = split.filter((entry) => !present.has(entry.categoryId)).length;
      if (lines.length + added > BUDGET_LINES_MAX) throw new ConflictException(BUDGET_MESSAGES.listFull);
      await this.budget.applyPlanned(
        manager,
        planId,
        split.map((entry) => ({ categoryId: entry.categoryId, title: names.get(entry.categoryId)!, planned: suggestedAmount(total, entry.share) })),
      );
      record(planChanged(planId, 'budget'));
    });
    return this.budgetOf(planId);
  }

  private async budgetOf(planId: number): Promise<PlanBudgetDto> {
    const [rows, totalBudget, names] = await Promise.all([
      this.budget.lines(planId),
      this.budget.totalBudget(planId),
      this.catalog.categoryNameMap(),
    ]);
    const order = new Map([...names.keys()].map((id, index) => [id, index]));
    // Category lines in the catalogue's order, then the couple's own items as added.
    const rank = (row: BudgetLineRow) => (row.categoryId === null ? order.size : (order.get(row.categoryId) ?? order.size));
    const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
    return {
      lines: sorted.map((row) => toLineDto(row, names)),
      totals: budgetTotals(rows, totalBudget),
      suggestion: budgetSuggestion(totalBudget, names),
    };
  }
}

/** What is left to pay on a line: its actual (else planned) amount less what is paid, never below 0. */
const toPay = (row: BudgetLineRow): number => Math.max((row.actual ?? row.planned ?? 0) - row.paid, 0);

export function toLineDto(row: BudgetLineRow, names: ReadonlyMap<string, string>): BudgetLineDto {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: (row.categoryId !== null && names.get(row.categoryId)) || row.title,
    planned: row.planned,
    actual: row.actual,
    actualIsEstimate: row.actualIsEstimate,
    paid: row.paid,
    toPay: toPay(row),
    source: row.source,
    offerId: row.offerId,
    depositDue: row.depositDue,
    overBudget: row.actual !== null && row.planned !== null && row.actual > row.planned,
  };
}

/** The totals; what the lines commit is each line's larger of planned and actual. */
export function budgetTotals(rows: BudgetLineRow[], totalBudget: number | null): BudgetTotalsDto {
  const sum = (amount: (row: BudgetLineRow) => number) => rows.reduce((total, row) => total + amount(row), 0);
  const committed = sum((row) => Math.max(row.planned ?? 0, row.actual ?? 0));
  const remaining = totalBudget === null ? null : totalBudget - committed;
  return {
    totalBudget,
    planned: sum((row) => row.planned ?? 0),
    actual: sum((row) => row.actual ?? 0),
    paid: sum((row) => row.paid),
    toPay: sum(toPay),
    remaining,
    overBudget: remaining !== null && remaining < 0,
  };
}

function budgetSuggestion(totalBudget: number | null, names: ReadonlyMap<string, string>): BudgetSuggestionDto[] {
  return BUDGET_SPLIT.filter((entry) => names.has(entry.categoryId)).map((entry) => ({
    categoryId: entry.categoryId,
    share: entry.share,
    amount: totalBudget === null ? null : suggestedAmount(totalBudget, entry.share),
  }));
}
