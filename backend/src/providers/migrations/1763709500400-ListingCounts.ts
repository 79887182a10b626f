import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listed counts (the catalogue's total, the providers per category) kept by triggers, so that
 * reading them touches no provider_profiles row (before: three sequential scans of the catalogue
 * whenever the catalogue version changed).
 *
 * provider_is_listed is `is_demo OR listing_until > now()`: time alone unlists a provider. So the
 * tables keep what a write decides and the read applies the time:
 * - derived.listing_counts: per category (NULL: all providers, the total), the providers that are
 *   listed or were until their period ended: demo profiles and those with a listing_until;
 * - derived.listing_ends: the same per period end (listing_until) for the non-demo ones.
 * Listed at t = listing_counts − listing_ends up to t. The ended rows are few: the subscriptions'
 * daily job expires their periods, which clears listing_until and drops them from both tables.
 * Time passing needs no write; the next period end (the counts' validUntil) is listing_ends' first
 * row after now.
 *
 * Every change to these rows comes with a catalogue version bump (ProviderListingFigures), which
 * serialises the writers of listings anyway; the triggers lock the version first, so their rows
 * are always taken in one order (no deadlock) and add no wait of their own. Each statement changes
 * a key once, however many providers it touches: insert and delete are counted from their transition
 * tables; an update that changes is_demo, categories or listing_until stages the old and new values
 * of each row it changes (derived.listing_changes) and counts them at the end of the statement. (No
 * transition tables for updates: they would copy every row of every update, the hourly response
 * figures' rewrite of the whole catalogue included.)
 */
export class ListingCounts1763709500400 implements MigrationInterface {
  name = 'ListingCounts1763709500400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE derived.listing_counts (
        category varchar(64) UNIQUE NULLS NOT DISTINCT,
        providers integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE derived.listing_ends (
        listed_until timestamptz NOT NULL,
        category varchar(64),
        providers integer NOT NULL,
        CONSTRAINT listing_ends_key UNIQUE NULLS NOT DISTINCT (listed_until, category)
      )`);

    // What one provider row adds: a row per key, NULL category for the total, each category as often
    // as the array holds it (the count per category counts array elements); ends NULL for a demo.
    await queryRunner.query(`
      CREATE FUNCTION derived.listing_keys(is_demo boolean, listing_until timestamptz, categories varchar[])
      RETURNS TABLE (category varchar, ends timestamptz)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT k.category, CASE WHEN NOT is_demo THEN listing_until END
          FROM (SELECT NULL::varchar AS category UNION ALL SELECT c FROM unnest(categories) AS c WHERE c IS NOT NULL) k
         WHERE is_demo OR listing_until IS NOT NULL
      $$`);
    await queryRunner.query(
      `CREATE TYPE derived.listing_change AS (is_demo boolean, listing_until timestamptz, categories varchar[], sign integer)`,
    );
    // Rows live within one statement (counted and deleted by its end): nothing to keep through a crash.
    await queryRunner.query(`CREATE UNLOGGED TABLE derived.listing_changes OF derived.listing_change`);
    await queryRunner.query(`
      CREATE FUNCTION derived.count_listings(changes derived.listing_change[]) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        emptied_ends timestamptz[];
      BEGIN
        IF changes IS NULL THEN RETURN; END IF;
        -- The version first, as every listing change takes it (see the migration's comment).
        PERFORM 1 FROM derived.catalogue_version FOR NO KEY UPDATE;
        INSERT INTO derived.listing_counts AS t (category, providers)
        SELECT k.category, sum(c.sign)
          FROM unnest(changes) c CROSS JOIN LATERAL derived.listing_keys(c.is_demo, c.listing_until, c.categories) k
         GROUP BY k.category HAVING sum(c.sign) <> 0
        ON CONFLICT (category) DO UPDATE SET providers = t.providers + excluded.providers;
        DELETE FROM derived.listing_counts WHERE providers = 0;

        WITH changed AS (
          INSERT INTO derived.listing_ends AS t (listed_until, category, providers)
          SELECT k.ends, k.category, sum(c.sign)
            FROM unnest(changes) c CROSS JOIN LATERAL derived.listing_keys(c.is_demo, c.listing_until, c.categories) k
           WHERE k.ends IS NOT NULL
           GROUP BY k.ends, k.category HAVING sum(c.sign) <> 0
          ON CONFLICT ON CONSTRAINT listing_ends_key DO UPDATE SET providers = t.providers + excluded.providers
          RETURNING t.listed_until, t.providers)
        SELECT array_agg(DISTINCT listed_until) INTO emptied_ends FROM changed WHERE providers = 0;
        IF emptied_ends IS NOT NULL THEN
          DELETE FROM derived.listing_ends WHERE listed_until = ANY (emptied_ends) AND providers = 0;
        END IF;
      END $$`);

    await queryRunner.query(`
      CREATE FUNCTION derived.provider_listings_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        staged derived.listing_change[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM 1 FROM derived.catalogue_version FOR NO KEY UPDATE;
          DELETE FROM derived.listing_counts;
          DELETE FROM derived.listing_ends;
        ELSIF TG_LEVEL = 'ROW' THEN
          INSERT INTO derived.listing_changes
          VALUES (OLD.is_demo, OLD.listing_until, OLD.categories, -1), (NEW.is_demo, NEW.listing_until, NEW.categories, 1);
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM derived.count_listings(array_agg((is_demo, listing_until, categories, 1)::derived.listing_change)) FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM derived.count_listings(array_agg((is_demo, listing_until, categories, -1)::derived.listing_change)) FROM old_rows;
        ELSE
          -- The end of an update: what its rows staged (other transactions' staged rows are not visible).
          WITH taken AS (DELETE FROM derived.listing_changes RETURNING *)
          SELECT array_agg(taken::derived.listing_change) INTO staged FROM taken;
          PERFORM derived.count_listings(staged);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_listing_counts_insert AFTER INSERT ON provider_profiles
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.provider_listings_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_listing_counts_delete AFTER DELETE ON provider_profiles
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.provider_listings_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_listing_counts_update_row AFTER UPDATE OF is_demo, categories, listing_until ON provider_profiles
        FOR EACH ROW
        WHEN ((OLD.is_demo, OLD.categories, OLD.listing_until) IS DISTINCT FROM (NEW.is_demo, NEW.categories, NEW.listing_until))
        EXECUTE FUNCTION derived.provider_listings_changed()`);
    // After the row triggers of the statement (PostgreSQL fires a statement's AFTER STATEMENT triggers last).
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_listing_counts_update AFTER UPDATE OF is_demo, categories, listing_until ON provider_profiles
        FOR EACH STATEMENT EXECUTE FUNCTION derived.provider_listings_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_listing_counts_truncate AFTER TRUNCATE ON provider_profiles
        FOR EACH STATEMENT EXECUTE FUNCTION derived.provider_listings_changed()`);

    // The rows already there (the triggers above already hold the table against writers).
    await queryRunner.query(`
      SELECT derived.count_listings(array_agg((is_demo, listing_until, categories, 1)::derived.listing_change))
        FROM provider_profiles WHERE is_demo OR listing_until IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update_row', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER provider_profiles_listing_counts_${event} ON provider_profiles`);
    }
    await queryRunner.query(`DROP FUNCTION derived.provider_listings_changed()`);
    await queryRunner.query(`DROP FUNCTION derived.count_listings(derived.listing_change[])`);
    await queryRunner.query(`DROP TABLE derived.listing_changes`);
    await queryRunner.query(`DROP TYPE derived.listing_change`);
    await queryRunner.query(`DROP FUNCTION derived.listing_keys(boolean, timestamptz, varchar[])`);
    await queryRunner.query(`DROP TABLE derived.listing_ends`);
    await queryRunner.query(`DROP TABLE derived.listing_counts`);
  }
}
