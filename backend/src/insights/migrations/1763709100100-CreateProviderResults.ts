import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The providers' results (issue 47, "Výsledky"): facts stored as they happen, so that the page reads
 * small pre-aggregated rows and never scans requests or offers.
 * - insights_tracking: since when each figure is recorded (a month before that is "neznámé", not 0);
 * - provider_daily_results: per provider and Prague day, the funnel's counters;
 * - provider_request_results: per provider and request, when it reached, was opened by, was offered
 *   and answered by the provider (each counted once);
 * - results_listed_requests: when a request was first listed (the start of a response time when the
 *   request reached the provider otherwise, e.g. by an invitation);
 * - provider_response_times: minutes from the request reaching the provider to its first answer.
 */
export class CreateProviderResults1763709100100 implements MigrationInterface {
  name = 'CreateProviderResults1763709100100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE insights_tracking (
        figure varchar(32) PRIMARY KEY,
        since timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO insights_tracking (figure)
      VALUES ('requestsMatched'), ('requestsOpened'), ('offersSent'), ('offersRead'), ('offersAccepted'), ('bookingsConfirmed'),
             ('responseMinutes')`);
    await queryRunner.query(`
      CREATE TABLE provider_daily_results (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        day date NOT NULL,
        requests_matched integer NOT NULL DEFAULT 0,
        requests_opened integer NOT NULL DEFAULT 0,
        offers_sent integer NOT NULL DEFAULT 0,
        offers_read integer NOT NULL DEFAULT 0,
        offers_accepted integer NOT NULL DEFAULT 0,
        bookings_confirmed integer NOT NULL DEFAULT 0,
        PRIMARY KEY (provider_id, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE provider_request_results (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        request_id integer NOT NULL,
        matched_at timestamptz,
        opened_at timestamptz,
        offered_at timestamptz,
        responded_at timestamptz,
        PRIMARY KEY (provider_id, request_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE results_listed_requests (
        request_id integer PRIMARY KEY,
        listed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE provider_response_times (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        request_id integer NOT NULL,
        minutes integer NOT NULL CHECK (minutes >= 0),
        responded_at timestamptz NOT NULL,
        PRIMARY KEY (provider_id, request_id)
      )`);
    await queryRunner.query(`CREATE INDEX provider_response_times_provider_at ON provider_response_times (provider_id, responded_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE provider_response_times`);
    await queryRunner.query(`DROP TABLE results_listed_requests`);
    await queryRunner.query(`DROP TABLE provider_request_results`);
    await queryRunner.query(`DROP TABLE provider_daily_results`);
    await queryRunner.query(`DROP TABLE insights_tracking`);
  }
}
