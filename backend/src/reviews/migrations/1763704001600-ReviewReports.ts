import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of published reviews (issue 18): anyone may report a review once (reporter_key: SHA-256 of
 * the client address, or of 'user:<id>' when signed in); a provider's report of a review about them
 * is marked. Reports stay open until an admin decides the review (hide, keep or delete).
 */
export class ReviewReports1763704001600 implements MigrationInterface {
  name = 'ReviewReports1763704001600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE review_reports (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        reason varchar(16) NOT NULL CONSTRAINT review_reports_reason_check CHECK (reason IN ('spam', 'offensive', 'fake', 'conflict', 'other')),
        note varchar(1000),
        reporter_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        by_provider boolean NOT NULL DEFAULT false,
        reporter_key char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CONSTRAINT review_reports_reporter_key UNIQUE (review_id, reporter_key)
      )`);
    // The admin filter 'reported' and the open-report counts read only the open reports.
    await queryRunner.query(`CREATE INDEX review_reports_open_idx ON review_reports (review_id, created_at) WHERE resolved_at IS NULL`);
    // An account's delete sets its reports' reporter to null.
    await queryRunner.query(`CREATE INDEX review_reports_user_idx ON review_reports (reporter_user_id) WHERE reporter_user_id IS NOT NULL`);
    // The admin list: newest first, over all reviews or one status (pending, hidden).
    await queryRunner.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX reviews_status_created_idx ON reviews (status, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reviews_status_created_idx`);
    await queryRunner.query(`DROP INDEX reviews_created_idx`);
    await queryRunner.query(`DROP TABLE review_reports`);
  }
}
