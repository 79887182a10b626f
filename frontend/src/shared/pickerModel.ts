import type { LocationDto } from '../api';

/**
 * Rules of the category and area pickers (CategoryGrid, AreaPicker), shared by the provider
 * registration and the profile settings.
 */

export const WHOLE_COUNTRY = 'cela-cr';
export const WHOLE_COUNTRY_NAME = 'Celá ČR';

/** Spec, section 9: the category summary shows up to 5 badges, the area preview 8, then '+N'. */
export const CATEGORY_SUMMARY_MAX = 5;
export const AREA_PREVIEW_MAX = 8;

/** Whole country first (with a fallback entry), then cities and regions, in the server's order. */
export function groupLocations(locations: readonly LocationDto[] | undefined) {
  const all = locations ?? [];
  const country = all.find((location) => location.type === 'country' && location.id === WHOLE_COUNTRY) ??
    all.find((location) => location.type === 'country') ?? { id: WHOLE_COUNTRY, name: WHOLE_COUNTRY_NAME, type: 'country' as const };
  return {
    country,
    cities: all.filter((location) => location.type === 'city'),
    regions: all.filter((location) => location.type === 'region'),
  };
}

/**
 * The next area list after one checkbox changed: the whole country replaces every other area,
 * unticking it empties the list, other areas toggle on their own.
 */
export function toggleArea(current: readonly string[], id: string, checked: boolean, countryId = WHOLE_COUNTRY): string[] {
  if (id === countryId) return checked ? [countryId] : [];
  const rest = current.filter((item) => item !== countryId && item !== id);
  return checked ? [...rest, id] : rest;
}

/** The first `max` items and how many are left for '+N'. */
export function preview<T>(items: readonly T[], max: number): { shown: T[]; rest: number } {
  const shown = items.slice(0, max);
  return { shown, rest: items.length - shown.length };
}
