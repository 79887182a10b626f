import type { ShortlistEntryDto } from '../../api';
import { formatKc, formatRating, responseWithin } from '../../shared/format';
import { plural } from '../../shared/format/text';

/**
 * The couple's shortlist ('Vybraní dodavatelé', issue 45) without React: the hearts' texts, the visitor's
 * pending heart (kept over the login), the page's groups and the comparison's rows. The one place that reads
 * the shape of GET /api/shortlist (ShortlistEntryDto).
 */

export const SAVE_LABEL = 'Uložit do výběru';
export const REMOVE_LABEL = 'Odebrat z výběru';
/** A provider account sees the heart disabled, with this hint (the API answers a provider 403 with it). */
export const COUPLES_ONLY_TEXT = 'Výběr dodavatelů je pro páry.';
export const SHORTLIST_TITLE = 'Vybraní dodavatelé';
export const INVITE_TITLE = 'Pozvat k nabídce';

/** Providers compared side by side, and how many one invitation may name (the API's limit per request). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const INVITE_MAX = 5;

export const heartLabel = (saved: boolean): string => (saved ? REMOVE_LABEL : SAVE_LABEL);

/** The heart a visitor clicked before signing in: saved once they are back, signed in (session storage: this tab only). */
export const PENDING_HEART_KEY = 'svatby.pendingHeart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off (a privacy mode): the heart is simply not remembered.
    return null;
  }
}

export function rememberPendingHeart(providerId: number): void {
  try {
    storage()?.setItem(PENDING_HEART_KEY, String(providerId));
  } catch {
    // Full or blocked storage: nothing to remember the heart in.
  }
}

/** The pending heart's provider id, removed as it is read (it is saved once); null without a valid one. */
export function takePendingHeart(): number | null {
  const store = storage();
  if (!store) return null;
  let value: string | null = null;
  try {
    value = store.getItem(PENDING_HEART_KEY);
    store.removeItem(PENDING_HEART_KEY);
  } catch {
    return null;
  }
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export type ShortlistProvider = ShortlistEntryDto['provider'];

export interface ShortlistGroup {
  /** The category id; '' for providers without a category. */
  categoryId: string;
  name: string;
  entries: ShortlistEntryDto[];
}

export const OTHER_GROUP = 'Ostatní';

/**
 * The shortlist grouped by each provider's first (main) category, in the server's order (by category, then
 * when saved); a category's name from the catalogue, the id while the catalogue loads.
 */
export function groupByCategory(entries: ShortlistEntryDto[], names: ReadonlyMap<string, string>): ShortlistGroup[] {
  const groups = new Map<string, ShortlistGroup>();
  for (const entry of entries) {
    const categoryId = entry.provider.categories[0] ?? '';
    let group = groups.get(categoryId);
    if (!group) {
      group = { categoryId, name: categoryId ? (names.get(categoryId) ?? categoryId) : OTHER_GROUP, entries: [] };
      groups.set(categoryId, group);
    }
    group.entries.push(entry);
  }
  // Providers without a category come last.
  return [...groups.values()].sort((a, b) => Number(a.categoryId === '') - Number(b.categoryId === ''));
}

/** '15 000 – 40 000 Kč', 'od 15 000 Kč', 'do 40 000 Kč' or 'Cena na vyžádání'. */
export function priceText({ priceMin, priceMax }: Pick<ShortlistProvider, 'priceMin' | 'priceMax'>): string {
  if (priceMin != null && priceMax != null) {
    return priceMin === priceMax ? formatKc(priceMin) : `${formatKc(priceMin).replace(' Kč', '')} – ${formatKc(priceMax)}`;
  }
  if (priceMin != null) return `od ${formatKc(priceMin)}`;
  if (priceMax != null) return `do ${formatKc(priceMax)}`;
  return 'Cena na vyžádání';
}

/** '4,5 (3 hodnocení)' or 'Bez hodnocení'. */
export function ratingText({ ratingAverage, reviewCount }: Pick<ShortlistProvider, 'ratingAverage' | 'reviewCount'>): string {
  if (ratingAverage == null || reviewCount === 0) return 'Bez hodnocení';
  return `${formatRating(ratingAverage)} (${reviewCount} ${plural(reviewCount, ['hodnocení', 'hodnocení', 'hodnocení'])})`;
}

/** Reviews written through a confirmed booking ('Ověřená rezervace'). */
export function bookingReviewsText(count: number): string {
  return count === 0 ? 'Žádné' : `${count} ${plural(count, ['ověřená rezervace', 'ověřené rezervace', 'ověřených rezervací'])}`;
}

/** 'Obvykle do 3 hodin', or 'Neznámá' without a figure. */
export function responseText(hours: number | null): string {
  return hours == null ? 'Neznámá' : `Obvykle ${responseWithin(Math.round(hours * 60))}`;
}

/** 'Odpovídá na 80 % poptávek', or 'Neznámý' without a figure. */
export function answerRateText(rate: number | null): string {
  return rate == null ? 'Neznámý' : `${Math.round(Math.min(1, Math.max(0, rate)) * 100)} %`;
}

export type AvailabilityKey = 'free' | 'busy' | 'unknown';

export const AVAILABILITY_TEXT: Record<AvailabilityKey, string> = { free: 'Volno', busy: 'Obsazeno', unknown: 'Neznámé' };

/** The couple's wedding date in the provider's calendar (the date of their newest active request). */
export function availabilityKey(availableOnDate: boolean | null | undefined): AvailabilityKey {
  return availableOnDate === true ? 'free' : availableOnDate === false ? 'busy' : 'unknown';
}

export function areasText(areas: string[]): string {
  return areas.length > 0 ? areas.join(', ') : 'Neuvedeno';
}

export interface ComparisonRow {
  key: string;
  label: string;
  values: string[];
}

/** The side-by-side comparison: one row per property, one value per compared provider (in the order picked). */
export function comparisonRows(entries: ShortlistEntryDto[]): ComparisonRow[] {
  const providers = entries.map((entry) => entry.provider);
  const row = (key: string, label: string, value: (provider: ShortlistProvider) => string): ComparisonRow => ({
    key,
    label,
    values: providers.map(value),
  });
  return [
    row('price', 'Cena', priceText),
    row('rating', 'Hodnocení', ratingText),
    row('bookingReviews', 'Hodnocení z rezervací', (provider) => bookingReviewsText(provider.bookingReviewCount)),
    row('response', 'Rychlost odpovědi', (provider) => responseText(provider.responseTimeHours)),
    row('answerRate', 'Odpovídá na poptávky', (provider) => answerRateText(provider.answerRate)),
    row('availability', 'Termín svatby', (provider) => AVAILABILITY_TEXT[availabilityKey(provider.availableOnDate)]),
    row('areas', 'Oblast působení', (provider) => areasText(provider.areas)),
  ];
}

/** 'Pozvánka odešla 2 dodavatelům.' */
export function sentText(count: number): string {
  return `Pozvánka odešla ${count} ${plural(count, ['dodavateli', 'dodavatelům', 'dodavatelům'])}.`;
}
