import type { CategoryInfo } from './catalog.repository';
import type { CategoryDto } from './dto/catalog.dto';

/**
 * The categories in their order, each with the number of listed providers having it. The fields are
 * named one by one: what only the server uses (providersTitle, for page heads) stays out of the API.
 */
export function categoriesWithCounts(categories: readonly CategoryInfo[], counts: Readonly<Record<string, number>>): CategoryDto[] {
  return categories.map(({ id, name, description, group, icon, priceRange }) => ({
    id,
    name,
    description,
    group,
    icon,
    priceRange,
    providerCount: counts[id] ?? 0,
  }));
}

/**
 * Cache-Control of the reference data. Locations change only with a deployment's migrations: an
 * hour in any cache. The categories carry live provider counts: stored but revalidated every time
 * (the ETag makes that a 304 without a body).
 */
export const LOCATIONS_CACHE_CONTROL = 'public, max-age=3600';
export const CATEGORIES_CACHE_CONTROL = 'public, no-cache';
