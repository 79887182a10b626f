import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The couple's wedding plan (issue 46): one plan shared by at most two accounts (plan_members; an
 * account belongs to one plan at most, hence the unique user_id), and the partner invitations
 * (hashed single-use tokens, 7 days; at most one live per plan, the partial unique index). The
 * tasks, budget lines and guests hang on wedding_plans with ON DELETE CASCADE (their own
 * migrations): deleting the plan when its last member leaves removes everything in it.
 */
export class CreatePlans1763708000100 implements MigrationInterface {
  name = 'CreatePlans1763708000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE wedding_plans (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        couple_names varchar(120) NULL,
        wedding_date date NULL,
        location_id varchar(64) NULL REFERENCES locations (id) ON DELETE SET NULL,
        expected_guests integer NULL CONSTRAINT wedding_plans_expected_guests_check CHECK (expected_guests BETWEEN 0 AND 2000),
        total_budget integer NULL CONSTRAINT wedding_plans_total_budget_check CHECK (total_budget BETWEEN 0 AND 100000000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE plan_members (
        plan_id integer NOT NULL REFERENCES wedding_plans (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now(),
        weekly_digest boolean NOT NULL DEFAULT true,
        last_digest_at timestamptz NULL,
        CONSTRAINT plan_members_pkey PRIMARY KEY (plan_id, user_id),
        CONSTRAINT plan_members_user_key UNIQUE (user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE plan_partner_invitations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        plan_id integer NOT NULL REFERENCES wedding_plans (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT plan_partner_invitations_token_key UNIQUE,
        invited_by_user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        email varchar(254) NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        revoked_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One unused, unrevoked invitation per plan (a new one revokes the old first); expiry is checked on use.
    await queryRunner.query(
      `CREATE UNIQUE INDEX plan_partner_invitations_open_key ON plan_partner_invitations (plan_id) WHERE used_at IS NULL AND revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plan_partner_invitations`);
    await queryRunner.query(`DROP TABLE plan_members`);
    await queryRunner.query(`DROP TABLE wedding_plans`);
  }
}
