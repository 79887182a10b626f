import { foldText } from './fold';

export const BUDGET_BANDS = ['do-50k', '50k-100k', '100k-200k', 'nad-200k', 'nevim'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

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
  if (amount !== null) {
    if (amount <= 50_000) return 'do-50k';
    if (amount <= 100_000) return '50k-100k';
    if (amount <= 200_000) return '100k-200k';
    return 'nad-200k';
  }
  return KEYWORD_FALLBACKS.find(([pattern]) => pattern.test(folded))?.[1] ?? 'nevim';
}
