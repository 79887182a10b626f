import type { CategoryInfo } from './catalog.repository';
import type { CategoryDto } from './dto/catalog.dto';

/** The categories in their order, each with the number of listed providers having it. */
export function categoriesWithCounts(categories: readonly CategoryInfo[], counts: Readonly<Record<string, number>>): CategoryDto[] {
  return categories.map((category) => ({ ...category, providerCount: counts[category.id] ?? 0 }));
}

/**
 * Cache-Control of the reference data. Locations change only with a deployment's migrations: an
 * hour in any cache. The categories carry live provider counts: stored but revalidated every time
 * (the ETag makes that a 304 without a body).
 */
export const LOCATIONS_CACHE_CONTROL = 'public, max-age=3600';
export const CATEGORIES_CACHE_CONTROL = 'public, no-cache';
