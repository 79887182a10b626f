import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's inquiries list reads its matches from derived.request_reach (ActiveRequestReach), and no other
 * statement reads service_requests_active_reach_idx: the app always gives the list a provider's categories with its
 * places, and the public lists filter by category (service_requests_matched_categories_idx) or by the place's text.
 * It was upkeep for nothing (16 MB at 100 000 requests, each with its categories copied into the index) on every
 * confirmation and every change of an active request's place, categories or budget.
 */
export class DropActiveRequestReachIndex1763709800200 implements MigrationInterface {
  name = 'DropActiveRequestReachIndex1763709800200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_active_reach_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_reach_idx ON service_requests (location_id, created_at DESC, id DESC)
         INCLUDE (matched_categories, budget_amount) WHERE status = 'active'`,
    );
  }
}
