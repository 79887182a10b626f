import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's inquiries list (issue 45; RequestsRepository requestListQueries) collects the ids
 * of the active requests in its places and categories with their sort keys: with the categories
 * and the budget carried in the index of active requests by place, that is an index-only scan
 * (bench: a provider matching 1 000 of 100 000 requests, 7 600 in its places: ~140 index pages
 * instead of ~5 000 heap pages). It replaces service_requests_active_location_idx (the same key).
 */
export class ActiveRequestReachIndex1763707000350 implements MigrationInterface {
  name = 'ActiveRequestReachIndex1763707000350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_reach_idx ON service_requests (location_id, created_at DESC, id DESC)
         INCLUDE (matched_categories, budget_amount) WHERE status = 'active'`,
    );
    await queryRunner.query(`DROP INDEX service_requests_active_location_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_location_idx ON service_requests (location_id, created_at DESC, id DESC) WHERE status = 'active'`,
    );
    await queryRunner.query(`DROP INDEX service_requests_active_reach_idx`);
  }
}
