import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wedding plan's checklist (issue 46, "Úkoly"): the module's tasks (template_key, one row each
 * per plan, seeded with the plan) and the couple's own (title; at most 300 per plan, counted under a
 * lock). A task of the list keeps its category (the auto-tick's match) and its months before the date.
 * Deleting the plan removes its tasks; a deleted account leaves its tasks unassigned.
 */
export class CreatePlanTasks1763708000200 implements MigrationInterface {
  name = 'CreatePlanTasks1763708000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE plan_tasks (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        plan_id integer NOT NULL REFERENCES wedding_plans (id) ON DELETE CASCADE,
        template_key varchar(64) NULL,
        title varchar(200) NULL,
        category_id varchar(64) NULL REFERENCES service_categories (id) ON DELETE SET NULL,
        months_before smallint NULL CONSTRAINT plan_tasks_months_before_check CHECK (months_before BETWEEN 0 AND 24),
        due_date date NULL,
        done_at timestamptz NULL,
        done_by varchar(10) NULL CONSTRAINT plan_tasks_done_by_check CHECK (done_by IN ('couple', 'svatby')),
        note varchar(1000) NULL,
        assignee_user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        hidden boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT plan_tasks_plan_template_key UNIQUE (plan_id, template_key),
        CONSTRAINT plan_tasks_kind_check CHECK ((template_key IS NULL) <> (title IS NULL)),
        CONSTRAINT plan_tasks_done_check CHECK ((done_at IS NULL) = (done_by IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX plan_tasks_plan_idx ON plan_tasks (plan_id)`);
    // The account's deletion sets its assignments to null: without the index that is a scan.
    await queryRunner.query(`CREATE INDEX plan_tasks_assignee_idx ON plan_tasks (assignee_user_id) WHERE assignee_user_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plan_tasks`);
  }
}
