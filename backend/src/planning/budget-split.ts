/**
 * The suggested split of a wedding budget by category ("Návrh rozdělení rozpočtu"): whole percent of
 * the plan's total budget, summing to 100 (budget-split.spec.ts). Only catalogue categories
 * (catalog/data/categories.data.ts), so that an applied suggestion becomes ordinary category lines.
 *
 * Source: the proportions of published wedding cost breakdowns — The Knot Real Weddings Study 2024
 * (the venue with its catering about half of the cost, then photo and video, music, attire, rings
 * and flowers) and the cost overviews of Czech wedding portals 2024–2025 (the same order) — rounded by
 * us and checked against this catalogue's typical Czech prices (priceRange) for some 60 guests. A
 * rough guide, not a quote; accommodation, the honeymoon and the registry fees get their own lines.
 */
export interface BudgetShare {
  categoryId: string;
  /** Whole percent of the total budget. */
  share: number;
}

export const BUDGET_SPLIT: readonly BudgetShare[] = [
  { categoryId: 'venue', share: 17 },
  { categoryId: 'catering', share: 26 },
  { categoryId: 'photography', share: 9 },
  { categoryId: 'video', share: 6 },
  { categoryId: 'music', share: 7 },
  { categoryId: 'bridal_dresses', share: 7 },
  { categoryId: 'groom_suits', share: 3 },
  { categoryId: 'rings', share: 6 },
  { categoryId: 'flowers', share: 4 },
  { categoryId: 'decoration', share: 3 },
  { categoryId: 'hair_makeup', share: 2 },
  { categoryId: 'cake', share: 2 },
  { categoryId: 'sweet_bar', share: 2 },
  { categoryId: 'transport', share: 2 },
  { categoryId: 'invitations', share: 1 },
  { categoryId: 'officiant', share: 1 },
  { categoryId: 'photobooth', share: 2 },
];

/** The suggested amount for a share of `total` Kč, rounded to hundreds (a guide, not a price). */
export const suggestedAmount = (total: number, share: number): number => Math.round((total * share) / 100 / 100) * 100;
