import type { BudgetBand, BudgetChoice } from '../api';

/*
 * The budget values of the API (generated enums BudgetChoice, BudgetBand) with their Czech labels.
 * A value the API adds without a label here fails the type check. A chosen budget is stored and
 * shown by the server as the same label (backend requests/budget.ts).
 */

const CHOICE_LABELS: Record<BudgetChoice, string> = {
  'not-sure': 'Ještě nevím',
  '50000': 'Do 50 000 Kč',
  '100000': '50 000 – 100 000 Kč',
  '200000': '100 000 – 200 000 Kč',
  '500000': '200 000 – 500 000 Kč',
  '1000000': 'Nad 500 000 Kč',
};
const CHOICE_ORDER: BudgetChoice[] = ['not-sure', '50000', '100000', '200000', '500000', '1000000'];

const BAND_LABELS: Record<BudgetBand, string> = {
  'do-50k': 'Do 50 000 Kč',
  '50k-100k': '50 000 – 100 000 Kč',
  '100k-200k': '100 000 – 200 000 Kč',
  'nad-200k': 'Nad 200 000 Kč',
  nevim: 'Ještě nevím',
};
const BAND_ORDER: BudgetBand[] = ['do-50k', '50k-100k', '100k-200k', 'nad-200k', 'nevim'];

/** The request form's budget select, in the form's order. */
export const BUDGET_CHOICE_OPTIONS: Array<{ value: BudgetChoice; label: string }> = CHOICE_ORDER.map((value) => ({
  value,
  label: CHOICE_LABELS[value],
}));

/** The request list's budget filter, in the filter's order. */
export const BUDGET_BAND_OPTIONS: Array<{ value: BudgetBand; label: string }> = BAND_ORDER.map((value) => ({
  value,
  label: BAND_LABELS[value],
}));

export const isBudgetBand = (value: string | null | undefined): value is BudgetBand =>
  typeof value === 'string' && Object.hasOwn(BAND_LABELS, value);

/** The form choice a stored budget text is the label of; undefined for the couple's own words. */
export const budgetChoiceOf = (text: string): BudgetChoice | undefined =>
  CHOICE_ORDER.find((choice) => CHOICE_LABELS[choice] === text);
