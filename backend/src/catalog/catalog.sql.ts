/*
 * The reference data's SQL and the categories answer: CatalogService reads the rows once per
 * process, the Stats module adds the live provider counts.
 */
import type { CategoryDto } from './dto/catalog.dto';

export type CategoryInfo = Omit<CategoryDto, 'providerCount'>;

export const CATEGORY_ROWS_SQL = `SELECT id, name, description, group_name AS "group", icon, price_range AS "priceRange"
  FROM service_categories ORDER BY sort_order ASC, id ASC`;
export const KEYWORD_ROWS_SQL = `SELECT category_id AS "categoryId", keyword FROM category_keywords ORDER BY category_id ASC, keyword ASC`;
export const LOCATION_ROWS_SQL = `SELECT id, name, type FROM locations ORDER BY sort_order ASC, id ASC`;

/** The categories in their order, each with the number of listed providers having it. */
export function categoriesWithCounts(categories: readonly CategoryInfo[], counts: Readonly<Record<string, number>>): CategoryDto[] {
  return categories.map((category) => ({ ...category, providerCount: counts[category.id] ?? 0 }));
}

/**
 * Cache-Control of the reference data. Locations change only with a deployment's migrations: an
 * hour in any cache. The categories carry live provider counts: stored but revalidated every time
 * (the ETag, which Express derives from the body, makes that a 304 without a body).
 */
export const LOCATIONS_CACHE_CONTROL = 'public, max-age=3600';
export const CATEGORIES_CACHE_CONTROL = 'public, no-cache';
