import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plan's guests (issue 46, "Hosté"): at most 2 000 per plan (checked under a per-plan lock), the
 * answer ('invited' until someone answers) with the number of people it counts, and the guest's
 * RSVP link (the token's SHA-256, unique, with its expiry). Deleted with the plan (CASCADE). The
 * index serves the paged list (by plan, then name) and the counts.
 */
export class CreatePlanGuests1763708000400 implements MigrationInterface {
  name = 'CreatePlanGuests1763708000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE plan_guests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        plan_id integer NOT NULL REFERENCES wedding_plans (id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        group_name varchar(80) NULL,
        is_child boolean NOT NULL DEFAULT false,
        contact varchar(200) NULL,
        dietary varchar(500) NULL,
        table_label varchar(40) NULL,
        rsvp varchar(10) NOT NULL DEFAULT 'invited' CONSTRAINT plan_guests_rsvp_check CHECK (rsvp IN ('invited', 'confirmed', 'declined')),
        party_size smallint NOT NULL DEFAULT 1 CONSTRAINT plan_guests_party_size_check CHECK (party_size BETWEEN 1 AND 10),
        rsvp_token_hash char(64) NULL CONSTRAINT plan_guests_rsvp_token_key UNIQUE,
        rsvp_token_expires_at timestamptz NULL,
        responded_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX plan_guests_plan_name_idx ON plan_guests (plan_id, name, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plan_guests`);
  }
}
