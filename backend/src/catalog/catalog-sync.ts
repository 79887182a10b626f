import { QueryRunner } from 'typeorm';
import { SERVICE_CATEGORIES } from './data/categories.data';
import { CATEGORY_KEYWORDS } from './data/keywords.data';
import { LOCATIONS } from './data/locations.data';

/**
 * Upserts the reference data from `data/` into the catalogue tables. Migrations call it, so a
 * database always holds the catalogue of the code that migrated it; a later change to the data
 * files ships with a new migration that calls it again.
 */
export async function syncCatalog(queryRunner: QueryRunner): Promise<void> {
  for (const category of SERVICE_CATEGORIES) {
    await queryRunner.query(
      `INSERT INTO service_categories (id, name, description, group_name, icon, price_range, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         group_name = EXCLUDED.group_name, icon = EXCLUDED.icon, price_range = EXCLUDED.price_range,
         sort_order = EXCLUDED.sort_order`,
      [
        category.id,
        category.name,
        category.description,
        category.group,
        category.icon,
        category.priceRange,
        category.sortOrder,
      ],
    );
  }
  for (const location of LOCATIONS) {
    await queryRunner.query(
      `INSERT INTO locations (id, name, type, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, sort_order = EXCLUDED.sort_order`,
      [location.id, location.name, location.type, location.sortOrder],
    );
  }
  await queryRunner.query(`DELETE FROM category_keywords`);
  for (const [categoryId, keywords] of Object.entries(CATEGORY_KEYWORDS)) {
    await queryRunner.query(
      `INSERT INTO category_keywords (category_id, keyword)
       SELECT $1, keyword FROM unnest($2::text[]) AS keyword ON CONFLICT DO NOTHING`,
      [categoryId, [...new Set(keywords.map((keyword) => keyword.trim().toLowerCase()))]],
    );
  }
}
