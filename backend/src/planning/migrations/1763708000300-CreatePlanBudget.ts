import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wedding plan's budget lines (issue 46, "Rozpočet"): one line per catalogue category and plan
 * (the partial unique index; custom lines have no category), whole Kč within 0–100 000 000. A line
 * may follow an accepted offer (offer_id, booking_id: no FK, Offers' and Bookings' tables; the link
 * is dropped by the planning module when the booking lapses). Deleting the plan deletes its lines.
 */
export class CreatePlanBudget1763708000300 implements MigrationInterface {
  name = 'CreatePlanBudget1763708000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE plan_budget_lines (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        plan_id integer NOT NULL REFERENCES wedding_plans (id) ON DELETE CASCADE,
        category_id varchar(64) NULL REFERENCES service_categories (id) ON DELETE SET NULL,
        title varchar(120) NOT NULL,
        planned integer NULL CONSTRAINT plan_budget_lines_planned_check CHECK (planned BETWEEN 0 AND 100000000),
        actual integer NULL CONSTRAINT plan_budget_lines_actual_check CHECK (actual BETWEEN 0 AND 100000000),
        paid integer NOT NULL DEFAULT 0 CONSTRAINT plan_budget_lines_paid_check CHECK (paid BETWEEN 0 AND 100000000),
        actual_is_estimate boolean NOT NULL DEFAULT false,
        offer_id integer NULL,
        booking_id integer NULL,
        source varchar(10) NOT NULL DEFAULT 'couple' CONSTRAINT plan_budget_lines_source_check CHECK (source IN ('couple', 'svatby')),
        deposit_due integer NULL CONSTRAINT plan_budget_lines_deposit_due_check CHECK (deposit_due BETWEEN 0 AND 100000000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX plan_budget_lines_category_key ON plan_budget_lines (plan_id, category_id) WHERE category_id IS NOT NULL`,
    );
    // The offers' and bookings' events find the line by the offer it follows.
    await queryRunner.query(`CREATE INDEX plan_budget_lines_offer_idx ON plan_budget_lines (offer_id) WHERE offer_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plan_budget_lines`);
  }
}
