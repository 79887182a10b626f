import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_REQUESTS } from '../demo/demo-requests.data';

/**
 * Demo requests say so (like demo providers): is_demo marks them, they are listed but counted apart
 * (the top bar counts real requests only), get no premium mails and show no contact. The counts'
 * trigger (ActiveRequestCounts1763703000100) gains the demo column; the list's total stays the sum
 * of `active`, the top bar's is `active - demo`. Requests the demo seed made earlier are marked by
 * their seeded addresses (never an account's).
 */
export class RequestDemoFlag1763704001000 implements MigrationInterface {
  name = 'RequestDemoFlag1763704001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN is_demo boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE derived.active_request_counts ADD COLUMN demo bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.service_requests_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        delta bigint := 0;
        demo_delta bigint := 0;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM derived.active_request_counts;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          SELECT delta + count(*), demo_delta + count(*) FILTER (WHERE is_demo) INTO delta, demo_delta
            FROM new_rows WHERE status = 'active';
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          SELECT delta - count(*), demo_delta - count(*) FILTER (WHERE is_demo) INTO delta, demo_delta
            FROM old_rows WHERE status = 'active';
        END IF;
        IF delta <> 0 OR demo_delta <> 0 THEN
          INSERT INTO derived.active_request_counts AS c (slot, active, demo) VALUES (pg_backend_pid() % 32, delta, demo_delta)
          ON CONFLICT (slot) DO UPDATE SET active = c.active + EXCLUDED.active, demo = c.demo + EXCLUDED.demo;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`UPDATE service_requests SET is_demo = true WHERE user_id IS NULL AND contact_email = ANY($1::varchar[])`, [
      DEMO_REQUESTS.map((demo) => demo.contactEmail),
    ]);
    await queryRunner.query(`DELETE FROM derived.active_request_counts`);
    await queryRunner.query(`
      INSERT INTO derived.active_request_counts (slot, active, demo)
      SELECT 0, count(*), count(*) FILTER (WHERE is_demo) FROM service_requests WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.service_requests_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        delta bigint;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM derived.active_request_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT count(*) INTO delta FROM new_rows WHERE status = 'active';
        ELSIF TG_OP = 'DELETE' THEN
          SELECT -count(*) INTO delta FROM old_rows WHERE status = 'active';
        ELSE
          SELECT (SELECT count(*) FROM new_rows WHERE status = 'active') - (SELECT count(*) FROM old_rows WHERE status = 'active')
            INTO delta;
        END IF;
        IF delta <> 0 THEN
          INSERT INTO derived.active_request_counts AS c (slot, active) VALUES (pg_backend_pid() % 32, delta)
          ON CONFLICT (slot) DO UPDATE SET active = c.active + EXCLUDED.active;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`ALTER TABLE derived.active_request_counts DROP COLUMN demo`);
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN is_demo`);
  }
}
