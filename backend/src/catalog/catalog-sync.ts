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
  // The first migration (CreateCatalog) runs this code too, before a later one added providers_title.
  const [{ present: withProvidersTitle }] = (await queryRunner.query(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
       AND table_name = 'service_categories' AND column_name = 'providers_title') AS present`,
  )) as Array<{ present: boolean }>;
  const columns = ['id', 'name', 'description', 'group_name', 'icon', 'price_range', 'sort_order'];
  if (withProvidersTitle) columns.push('providers_title');
  const updates = columns.filter((column) => column !== 'id').map((column) => `${column} = EXCLUDED.${column}`);
  for (const category of SERVICE_CATEGORIES) {
    const { id, name, description, group, icon, priceRange, sortOrder, providersTitle } = category;
    const values = [id, name, description, group, icon, priceRange, sortOrder, ...(withProvidersTitle ? [providersTitle] : [])];
    await queryRunner.query(
      `INSERT INTO service_categories (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      values,
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
