import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public list filtered by a category (/poptavky?kategorie=…, and a whole-country provider's matches) counts its
 * total apart from its page, and the count read every request: the index of all requests' categories
 * (service_requests_matched_categories_idx, kept for the lists of every status) left the active ones to a filter, so
 * PostgreSQL scanned the table. At 100 000 active requests the count of one category's 17 700 took 130-150 ms; through
 * this index of the active requests' categories it takes 17-36 ms.
 */
export class ActiveRequestCategoryIndex1763709800300 implements MigrationInterface {
  name = 'ActiveRequestCategoryIndex1763709800300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_categories_idx ON service_requests USING gin (matched_categories) WHERE status = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_active_categories_idx`);
  }
}
