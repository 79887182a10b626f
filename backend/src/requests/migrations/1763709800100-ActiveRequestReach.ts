import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each active request once per category it matches, by place (derived.request_reach), kept by triggers on
 * service_requests: a provider's inquiries list (issue 45; RequestsRepository requestListQueries) reads the
 * requests in its places and categories from it as one index range per place and category, the matches only.
 * Read from service_requests_active_reach_idx, it walked every active request of its places and tested each
 * one's categories (bench: 7 600 entries to keep 950, two thirds of the statement's time).
 * In the `derived` schema (see ProviderListingFigures1763703000000): not backed up, rebuilt by the triggers on
 * a restore. A request's deletion takes its rows with it (the foreign key); requests outside the catalogue's
 * places (location_id null) have none: only whole-country providers reach them, and those read by category.
 */
export class ActiveRequestReach1763709800100 implements MigrationInterface {
  name = 'ActiveRequestReach1763709800100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE derived.request_reach (
        request_id integer NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
        category_id varchar(64) NOT NULL,
        location_id varchar(64) NOT NULL,
        created_at timestamptz NOT NULL,
        budget_amount integer,
        PRIMARY KEY (request_id, category_id)
      )`);
    // The list's sort keys in the index: its ids are collected by an index-only scan.
    await queryRunner.query(
      `CREATE INDEX request_reach_place_idx ON derived.request_reach (location_id, category_id) INCLUDE (request_id, created_at, budget_amount)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION derived.request_reach_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM derived.request_reach WHERE request_id = OLD.id;
        END IF;
        IF NEW.status = 'active' AND NEW.location_id IS NOT NULL THEN
          INSERT INTO derived.request_reach (request_id, category_id, location_id, created_at, budget_amount)
          SELECT DISTINCT NEW.id, category, NEW.location_id, NEW.created_at, NEW.budget_amount FROM unnest(NEW.matched_categories) AS category;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER request_reach_insert AFTER INSERT ON service_requests
        FOR EACH ROW WHEN (NEW.status = 'active' AND NEW.location_id IS NOT NULL) EXECUTE FUNCTION derived.request_reach_sync()`);
    // Only a change of what the rows carry: the counters (offer_count…) and the other columns are updated far more often.
    await queryRunner.query(`
      CREATE TRIGGER request_reach_update AFTER UPDATE OF status, location_id, matched_categories, created_at, budget_amount ON service_requests
        FOR EACH ROW WHEN (
          OLD.status IS DISTINCT FROM NEW.status OR OLD.location_id IS DISTINCT FROM NEW.location_id
          OR OLD.matched_categories IS DISTINCT FROM NEW.matched_categories OR OLD.created_at IS DISTINCT FROM NEW.created_at
          OR OLD.budget_amount IS DISTINCT FROM NEW.budget_amount
        ) EXECUTE FUNCTION derived.request_reach_sync()`);
    await queryRunner.query(`
      INSERT INTO derived.request_reach (request_id, category_id, location_id, created_at, budget_amount)
      SELECT DISTINCT r.id, category, r.location_id, r.created_at, r.budget_amount
        FROM service_requests r CROSS JOIN LATERAL unnest(r.matched_categories) AS category
       WHERE r.status = 'active' AND r.location_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER request_reach_update ON service_requests`);
    await queryRunner.query(`DROP TRIGGER request_reach_insert ON service_requests`);
    await queryRunner.query(`DROP FUNCTION derived.request_reach_sync()`);
    await queryRunner.query(`DROP TABLE derived.request_reach`);
  }
}
