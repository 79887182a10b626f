/*
 * The one definition of a request's budget: the filter bands (spec: id, min, max), the form's
 * choices (spec: not-sure, 50000 … 1000000) and the rules that read the couple's own words.
 * The API takes a choice or free text; the stored request keeps the text shown to people (a
 * choice's label) with its band and amount (RequestBudget), so lists filter and sort in SQL.
 */
import { foldText } from '../common/text/fold';

/** The list filter's bands, in the filter's order; min/max in Kč, inclusive (null: open / undecided). */
export const BUDGET_BAND_RANGES = {
  'do-50k': { min: 0, max: 50_000 },
  '50k-100k': { min: 50_001, max: 100_000 },
  '100k-200k': { min: 100_001, max: 200_000 },
  'nad-200k': { min: 200_001, max: null },
  nevim: { min: null, max: null },
} as const satisfies Record<string, { min: number | null; max: number | null }>;
export type BudgetBand = keyof typeof BUDGET_BAND_RANGES;
export const BUDGET_BANDS = Object.keys(BUDGET_BAND_RANGES) as BudgetBand[];

/** The request form's choices (spec), in the form's order. */
export const BUDGET_CHOICES = ['not-sure', '50000', '100000', '200000', '500000', '1000000'] as const;
export type BudgetChoice = (typeof BUDGET_CHOICES)[number];

/** The text each choice is stored and shown as. */
export const BUDGET_CHOICE_LABELS: Readonly<Record<BudgetChoice, string>> = {
  'not-sure': 'Ještě nevím',
  '50000': 'Do 50 000 Kč',
  '100000': '50 000 – 100 000 Kč',
  '200000': '100 000 – 200 000 Kč',
  '500000': '200 000 – 500 000 Kč',
  '1000000': 'Nad 500 000 Kč',
};

/** The filter bands' labels (as the list's filter shows them). */
export const BUDGET_BAND_LABELS: Readonly<Record<BudgetBand, string>> = {
  'do-50k': 'Do 50 000 Kč',
  '50k-100k': '50 000 – 100 000 Kč',
  '100k-200k': '100 000 – 200 000 Kč',
  'nad-200k': 'Nad 200 000 Kč',
  nevim: 'Ještě nevím',
};

/**
 * A stored budget in catalogue words only: a form choice's label as it is, the couple's own words as
 * their band's label (what mails to others carry instead of the couple's text).
 */
export function budgetCatalogueLabel(budget: { text: string; band: BudgetBand }): string {
  return (Object.values(BUDGET_CHOICE_LABELS) as string[]).includes(budget.text) ? budget.text : BUDGET_BAND_LABELS[budget.band];
}

/** A request's budget as stored: the text people see, its filter band and its amount for sorting. */
export interface RequestBudget {
  text: string;
  band: BudgetBand;
  /** The budget's upper end in Kč; null when the text names no amount. */
  amount: number | null;
}

/** What the API received (a form choice or the couple's own words, trimmed) as a stored budget. */
export function requestBudget(input: string): RequestBudget {
  const text = (BUDGET_CHOICES as readonly string[]).includes(input) ? BUDGET_CHOICE_LABELS[input as BudgetChoice] : input;
  return { text, band: budgetBand(text), amount: budgetAmount(text) };
}

/** The band an amount falls in (BUDGET_BAND_RANGES). */
export function bandOfAmount(amount: number): BudgetBand {
  const banded = BUDGET_BANDS.find((band) => {
    const { min, max } = BUDGET_BAND_RANGES[band];
    return min !== null && amount >= min && (max === null || amount <= max);
  });
  return banded ?? 'do-50k';
}

/** Phrases meaning "not decided": unsure, by agreement, on request, individually. */
const UNDECIDED = [
  'nevim',
  'nevime',
  'not-sure',
  'nejsem si jist',
  'nejsme si jist',
  'zatim nevim',
  'dohod', // dohodou, po dohodě, dle dohody
  'na vyzadani',
  'na dotaz',
  'individual', // individuálně, individuální
  'nerozhodnut',
];

/** Words that hint at a band when the text has no number. */
const KEYWORD_FALLBACKS: Array<[RegExp, BudgetBand]> = [
  [/luxus|neomezen|vysok|velk(y|e) rozpocet|premium/, 'nad-200k'],
  [/stredn|prumern/, '50k-100k'],
  [/nizk|mal(y|e) rozpocet|skromn|levn|co nejlevnej/, 'do-50k'],
];

const MULTIPLIERS: Record<string, number> = { k: 1_000, tis: 1_000, tisic: 1_000, mil: 1_000_000, milion: 1_000_000 };

/**
 * Every amount in Kč written in the text: "50 000", "50.000", "80k", "150 tis.", "1,5 mil".
 * Digit groups separated by spaces or dots are one number.
 */
export function amountsInText(text: string): number[] {
  const folded = foldText(text).replace(/\u00a0/g, ' ');
  const pattern = /(\d{1,3}(?:[ .]\d{3})+|\d+(?:[.,]\d+)?)\s*(k\b|tis(?:ic)?|mil(?:ion\w*)?)?/g;
  const amounts: number[] = [];
  for (const match of folded.matchAll(pattern)) {
    const [, digits, unit] = match;
    const grouped = /[ .]\d{3}$/.test(digits) && !/,/.test(digits);
    const value = grouped ? Number(digits.replace(/[ .]/g, '')) : Number(digits.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    const multiplier = unit ? (MULTIPLIERS[unit.replace(/ion\w*$/, 'ion')] ?? MULTIPLIERS[unit.slice(0, 3)] ?? 1) : 1;
    amounts.push(Math.round(value * multiplier));
  }
  return amounts;
}

/** The largest amount in the text (the budget's upper end), or null when it names none. */
export function budgetAmount(text: string): number | null {
  if (UNDECIDED.some((phrase) => foldText(text).includes(phrase))) return null;
  const amounts = amountsInText(text);
  return amounts.length ? Math.max(...amounts) : null;
}

/**
 * Maps the couple's free budget text to a filter band (spec: unsure / by agreement / on request /
 * individually → nevim; else the largest number decides; keyword fallbacks).
 */
export function budgetBand(text: string): BudgetBand {
  const folded = foldText(text).trim();
  if (!folded || UNDECIDED.some((phrase) => folded.includes(phrase))) return 'nevim';
  const amount = budgetAmount(folded);
  if (amount !== null) return bandOfAmount(amount);
  return KEYWORD_FALLBACKS.find(([pattern]) => pattern.test(folded))?.[1] ?? 'nevim';
}
