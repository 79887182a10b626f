import type { BudgetLineDto, BudgetSuggestionDto, BudgetTotalsDto } from '../../api';
import { formatKc } from '../../shared/format/money';

/*
 * The 'Rozpočet' tab's pure parts (issue 46): line names, the amounts' texts, the form's values and the chart's
 * rows. Amounts are whole Kč (0–100 000 000), as the API takes them.
 */

export const BUDGET_MAX_AMOUNT = 100_000_000;
export const BUDGET_TITLE_MAX = 120;

export const SVATBY_MARK = 'Z nabídky na Svatby';
export const ESTIMATE_MARK = 'odhad';
export const NO_AMOUNT = '—';

/** A category line shows the category's name; a custom one its own title. */
export function lineName(line: Pick<BudgetLineDto, 'categoryId' | 'title'>, names: ReadonlyMap<string, string>): string {
  if (line.categoryId) return names.get(line.categoryId) ?? line.title ?? line.categoryId;
  return line.title;
}

export function amountText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? NO_AMOUNT : formatKc(amount);
}

/** How much a line's actual amount exceeds its plan (0 when within it or either is unknown). */
export function lineOverBy(line: Pick<BudgetLineDto, 'planned' | 'actual'>): number {
  if (line.planned === null || line.actual === null) return 0;
  return Math.max(line.actual - line.planned, 0);
}

/** The warning under the totals: by how much the plan's lines exceed the total budget; null within it. */
export function totalsWarning(totals: BudgetTotalsDto): string | null {
  if (!totals.overBudget) return null;
  if (totals.remaining !== null && totals.remaining < 0) {
    return `Výdaje přesahují celkový rozpočet o ${formatKc(-totals.remaining)}.`;
  }
  return 'Skutečné výdaje přesahují plán.';
}

/** The line form: amounts as typed (null: empty). */
export interface BudgetLineFormValues {
  /** 'custom' or a category id (new lines only). */
  kind: string;
  title?: string;
  planned: number | null;
  actual: number | null;
  paid: number | null;
}

export const CUSTOM_KIND = 'custom';

export function lineFormValues(line: BudgetLineDto | null): BudgetLineFormValues {
  if (!line) return { kind: CUSTOM_KIND, title: '', planned: null, actual: null, paid: null };
  return {
    kind: line.categoryId ?? CUSTOM_KIND,
    title: line.categoryId ? undefined : line.title,
    planned: line.planned,
    actual: line.actual,
    paid: line.paid,
  };
}

const amountOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));

/** The body of createBudgetLine: a category line, or a custom one with its title. */
export function createLineBody(values: BudgetLineFormValues) {
  const amounts = { planned: amountOrNull(values.planned), actual: amountOrNull(values.actual), paid: amountOrNull(values.paid) ?? 0 };
  return values.kind === CUSTOM_KIND ? { title: (values.title ?? '').trim(), ...amounts } : { categoryId: values.kind, ...amounts };
}

/**
 * The body of updateBudgetLine: only what changed. A typed actual amount makes a Svatby line the couple's (it stops
 * following its offer), so an untouched one is never sent back.
 */
export function updateLineBody(values: BudgetLineFormValues, line: BudgetLineDto) {
  const body: { title?: string; planned?: number | null; actual?: number | null; paid?: number } = {};
  const planned = amountOrNull(values.planned);
  const actual = amountOrNull(values.actual);
  const paid = amountOrNull(values.paid) ?? 0;
  if (planned !== line.planned) body.planned = planned;
  if (actual !== line.actual) body.actual = actual;
  if (paid !== line.paid) body.paid = paid;
  const title = (values.title ?? '').trim();
  if (!line.categoryId && title !== line.title) body.title = title;
  return body;
}

/** One bar pair of the chart: planned vs actual of a line. */
export interface ChartRow {
  name: string;
  planned: number;
  actual: number;
}

/** The chart's rows: lines with any amount, largest first, at most `limit` (the rest would not read on a phone). */
export function chartRows(lines: readonly BudgetLineDto[], names: ReadonlyMap<string, string>, limit = 12): ChartRow[] {
  return lines
    .filter((line) => (line.planned ?? 0) > 0 || (line.actual ?? 0) > 0)
    .map((line) => ({ name: lineName(line, names), planned: line.planned ?? 0, actual: line.actual ?? 0 }))
    .sort((a, b) => Math.max(b.planned, b.actual) - Math.max(a.planned, a.actual))
    .slice(0, limit);
}

/** Suggestions for categories with a line that already has a plan are done; the rest is what 'Použít návrh' fills. */
export function openSuggestions(suggestion: readonly BudgetSuggestionDto[], lines: readonly BudgetLineDto[]): BudgetSuggestionDto[] {
  const planned = new Set(lines.filter((line) => line.categoryId && line.planned !== null).map((line) => line.categoryId));
  return suggestion.filter((entry) => !planned.has(entry.categoryId));
}
