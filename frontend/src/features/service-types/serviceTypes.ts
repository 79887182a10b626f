import type { ProvidersByTypeApiArg, PublicProviderDto } from '../../api';
import { plural } from '../../shared/format/text';
import { SERVICE_TYPES } from '../../shared/serviceTypePaths';

export { SERVICE_TYPES };
export type ServiceType = ProvidersByTypeApiArg['serviceType'];

export const PAGE_SIZE = 12;
/** Skeleton cards while the list loads when the category's count is not known. */
export const SKELETON_CARDS = 3;
export const PAGE_PARAM = 'strana';
export const WHOLE_COUNTRY_NAME = 'Celá ČR';
export const PRICE_ON_REQUEST = 'Cena na vyžádání';

/** Name and icon while the category list loads, or if it fails (the catalogue's own values). */
export const FALLBACK_CATEGORIES: Record<ServiceType, { name: string; icon: string }> = {
  photography: { name: 'Fotografie', icon: 'camera' },
  music: { name: 'Živá hudba', icon: 'guitar' },
  catering: { name: 'Catering', icon: 'utensils' },
  wedding_planning: { name: 'Svatební agentura', icon: 'heart-handshake' },
  decoration: { name: 'Dekorace', icon: 'sparkles' },
  flowers: { name: 'Květiny', icon: 'flower-2' },
};

export function isServiceType(value: string | undefined): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** 'Nalezeno 1 poskytovatel' / '3 poskytovatelé' / '7 poskytovatelů'. */
export function foundText(count: number): string {
  return `Nalezeno ${count} ${plural(count, ['poskytovatel', 'poskytovatelé', 'poskytovatelů'])}`;
}

/** The areas as text; 'Celá ČR' when the provider named none. */
export function areasText(provider: Pick<PublicProviderDto, 'location' | 'serviceAreas'>): string {
  const text = provider.location?.trim();
  if (!text || text === 'Neuvedeno' || provider.serviceAreas.length === 0) return WHOLE_COUNTRY_NAME;
  return text;
}

export function priceText(provider: Pick<PublicProviderDto, 'priceRange'>): string {
  return provider.priceRange?.trim() || PRICE_ON_REQUEST;
}

/** The page number of ?strana= (1 when missing or invalid). */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * How many skeleton cards stand in for the list: as many as the page will show, from the category's listed
 * count (GET /api/service-categories, there before the page renders), so that the cards replace them in place
 * instead of pushing the call to action below the list down. SKELETON_CARDS while the count is unknown.
 */
export function skeletonCount(listed: number | undefined, page: number): number {
  if (!listed) return SKELETON_CARDS;
  const onPage = listed - (page - 1) * PAGE_SIZE;
  // A page past the end shows the last page (the page corrects its URL).
  if (onPage <= 0) return ((listed - 1) % PAGE_SIZE) + 1;
  return Math.min(PAGE_SIZE, onPage);
}
