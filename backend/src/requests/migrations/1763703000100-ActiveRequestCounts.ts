import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of active requests (the public list's total without filters, the top bar), kept by
 * triggers instead of counting 100 000 rows per request. Spread over slots picked by the writing
 * backend, so that concurrent submissions (whose transaction also queues e-mails) do not queue on
 * one counter row; the total is the sum of the slots. In the `derived` schema (see
 * ProviderListingFigures1763703000000): not backed up, rebuilt by the triggers on a restore.
 */
export class ActiveRequestCounts1763703000100 implements MigrationInterface {
  name = 'ActiveRequestCounts1763703000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE derived.active_request_counts (
        slot smallint PRIMARY KEY,
        active bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION derived.service_requests_changed() RETURNS trigger
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
    await queryRunner.query(`
      CREATE TRIGGER service_requests_counts_insert AFTER INSERT ON service_requests
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.service_requests_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER service_requests_counts_update AFTER UPDATE ON service_requests
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.service_requests_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER service_requests_counts_delete AFTER DELETE ON service_requests
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.service_requests_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER service_requests_counts_truncate AFTER TRUNCATE ON service_requests
        FOR EACH STATEMENT EXECUTE FUNCTION derived.service_requests_changed()`);
    await queryRunner.query(`
      INSERT INTO derived.active_request_counts (slot, active)
      SELECT 0, count(*) FROM service_requests WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER service_requests_counts_${event} ON service_requests`);
    }
    await queryRunner.query(`DROP FUNCTION derived.service_requests_changed()`);
    await queryRunner.query(`DROP TABLE derived.active_request_counts`);
  }
}
