import { MigrationInterface, QueryRunner } from 'typeorm';
import { syncCatalog } from '../catalog-sync';

/**
 * Each category names its providers ('Svatební fotografové'): the title of its public page, filled
 * from the data files by the sync. The empty default lets a backup from before this column (its rows
 * lack it) be restored; the catalogue reads the category's name in its place then.
 */
export class CategoryProvidersTitle1763704001900 implements MigrationInterface {
  name = 'CategoryProvidersTitle1763704001900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_categories ADD COLUMN providers_title text NOT NULL DEFAULT ''`);
    await syncCatalog(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_categories DROP COLUMN providers_title`);
  }
}
