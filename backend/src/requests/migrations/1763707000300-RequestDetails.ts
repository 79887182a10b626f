import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complete requests (issue 45): the couple's answers to the questions of the request's categories
 * (catalog/request-questions.ts), typed by question key: `{ "photoHours": 8, "photoPrints": true,
 * "cateringMenu": "buffet", "flowersItems": ["bouquet", "tables"] }`. Old requests have none ('{}').
 * The check keeps every stored value an object (the rules of the values live in the catalogue).
 */
export class RequestDetails1763707000300 implements MigrationInterface {
  name = 'RequestDetails1763707000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await queryRunner.query(
      `ALTER TABLE service_requests ADD CONSTRAINT service_requests_details_object CHECK (jsonb_typeof(details) = 'object')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN details`);
  }
}
