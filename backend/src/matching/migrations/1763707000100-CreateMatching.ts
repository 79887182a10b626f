import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Matching (issue 45): the couple's shortlist of providers (at most 200 per account, keyed by the
 * user until issue 46 moves it to the couple's plan), invitations to quote on a request (by the
 * couple, or by the 48-hour job: 'system') and the job's once-per-request mark. The index on
 * (provider_id, created_at desc) serves the provider's inquiries list (invited first) and the
 * dashboard's count of open invitations.
 */
export class CreateMatching1763707000100 implements MigrationInterface {
  name = 'CreateMatching1763707000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shortlist_entries (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shortlist_entries_pkey PRIMARY KEY (user_id, provider_id)
      )`);
    await queryRunner.query(`CREATE INDEX shortlist_entries_provider_idx ON shortlist_entries (provider_id)`);
    await queryRunner.query(`
      CREATE TABLE request_invitations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        request_id integer NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        source varchar(8) NOT NULL CONSTRAINT request_invitations_source_check CHECK (source IN ('couple', 'system')),
        invited_by integer NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT request_invitations_request_provider_key UNIQUE (request_id, provider_id)
      )`);
    await queryRunner.query(`CREATE INDEX request_invitations_provider_idx ON request_invitations (provider_id, created_at DESC)`);
    // The couple's daily limit counts their invitations of the last 24 hours.
    await queryRunner.query(
      `CREATE INDEX request_invitations_invited_by_idx ON request_invitations (invited_by, created_at) WHERE invited_by IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE request_followups (
        request_id integer PRIMARY KEY REFERENCES service_requests (id) ON DELETE CASCADE,
        ran_at timestamptz NOT NULL,
        invited_count integer NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE request_followups`);
    await queryRunner.query(`DROP TABLE request_invitations`);
    await queryRunner.query(`DROP TABLE shortlist_entries`);
  }
}
