import { MigrationInterface, QueryRunner } from 'typeorm';
import { syncCatalog } from '../catalog-sync';

export class CreateCatalog1763700000300 implements MigrationInterface {
  name = 'CreateCatalog1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE service_categories (
        id varchar(64) PRIMARY KEY CONSTRAINT service_categories_id_format CHECK (id ~ '^[a-z][a-z0-9_]*$'),
        name varchar(120) NOT NULL,
        description text NOT NULL,
        group_name varchar(120) NOT NULL,
        icon varchar(64) NOT NULL,
        price_range varchar(120) NOT NULL,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE locations (
        id varchar(64) PRIMARY KEY CONSTRAINT locations_id_format CHECK (id ~ '^[a-z0-9-]+$'),
        name varchar(120) NOT NULL,
        type varchar(16) NOT NULL CONSTRAINT locations_type_check CHECK (type IN ('city', 'region', 'country')),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE category_keywords (
        category_id varchar(64) NOT NULL REFERENCES service_categories (id) ON DELETE CASCADE,
        keyword varchar(120) NOT NULL,
        PRIMARY KEY (category_id, keyword)
      )`);
    await queryRunner.query(`CREATE INDEX category_keywords_keyword_idx ON category_keywords (keyword)`);
    await syncCatalog(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE category_keywords`);
    await queryRunner.query(`DROP TABLE locations`);
    await queryRunner.query(`DROP TABLE service_categories`);
  }
}
