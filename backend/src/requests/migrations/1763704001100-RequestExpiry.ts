import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listed request ends by itself (DESIGN.md section 5): the day after its wedding date (midnight
 * in Prague), or 180 days after its confirmation when it has no date. request_expires_at is the one
 * definition, used when a request is stored, confirmed, edited or extended and for the rows already
 * there. Fourteen days before, the couple is asked whether they still search (expiry_reminded_at:
 * once per term; an extension or a new date starts a new term).
 */
export class RequestExpiry1763704001100 implements MigrationInterface {
  name = 'RequestExpiry1763704001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION request_expires_at(wedding_date date, listed_at timestamptz) RETURNS timestamptz
      LANGUAGE sql STABLE AS $$
        SELECT CASE
          WHEN wedding_date IS NOT NULL THEN ((wedding_date + 1)::timestamp AT TIME ZONE 'Europe/Prague')
          WHEN listed_at IS NOT NULL THEN listed_at + interval '180 days'
        END
      $$`);
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN expires_at timestamptz, ADD COLUMN expiry_reminded_at timestamptz`);
    await queryRunner.query(
      `UPDATE service_requests SET expires_at = request_expires_at(wedding_date, coalesce(confirmed_at, created_at))
        WHERE status <> 'unconfirmed'`,
    );
    // The daily sweep's reads: the active requests by their end.
    await queryRunner.query(`CREATE INDEX service_requests_expiry_idx ON service_requests (expires_at) WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_expiry_idx`);
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN expiry_reminded_at, DROP COLUMN expires_at`);
    await queryRunner.query(`DROP FUNCTION request_expires_at(date, timestamptz)`);
  }
}
