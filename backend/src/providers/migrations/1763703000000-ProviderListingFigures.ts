import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Figures the public catalogue sorts and counts by, kept on the rows by triggers instead of being
 * aggregated on every request (20 000 providers, 200 000 reviews):
 *
 * - review_count, rating_sum (and the generated rating_average = avg(overall_rating)) from the
 *   provider's reviews: the rating sorts and the rating on every card and portfolio header;
 * - listing_plan, listing_until: the plan and period end of the provider's subscription with
 *   status 'active' (at most one: provider_subscriptions_one_live), and the generated
 *   listing_tier (premium 0, basic 1, none 2) of the default order. Whether that subscription
 *   still counts depends on time, which a trigger cannot see: the queries test
 *   `listing_until > now()` themselves (the rule of subscriptions/subscriptions.repository.ts);
 * - derived.catalogue_version, bumped by any change to who is listed or in which categories,
 *   so that the listed counts (the catalogue's total, the counts per category, the top bar) are
 *   computed once per change and served from memory meanwhile (providers/listing-counts.ts).
 *
 * The triggers recompute from the source rows (never add deltas) after locking the provider's row,
 * so they stay right under concurrent writers and when a restore loads rows that already carry
 * figures. The `derived` schema holds figures that are rebuilt from the public tables: backups
 * (public schema only) leave it out and a restore rebuilds it through these triggers.
 */
export class ProviderListingFigures1763703000000 implements MigrationInterface {
  name = 'ProviderListingFigures1763703000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS derived`);
    await queryRunner.query(
      `COMMENT ON SCHEMA derived IS 'Figures maintained by triggers from the public tables; not backed up (a restore rebuilds them)'`,
    );

    await queryRunner.query(`
      ALTER TABLE provider_profiles
        ADD COLUMN review_count integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_sum integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_average numeric
          GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN rating_sum::numeric / review_count END) STORED,
        ADD COLUMN listing_plan varchar(16),
        ADD COLUMN listing_until timestamptz,
        ADD COLUMN listing_tier smallint
          GENERATED ALWAYS AS (CASE listing_plan WHEN 'premium' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END) STORED`);

    // Reviews → review_count, rating_sum of the providers a statement touched.
    await queryRunner.query(`
      CREATE FUNCTION derived.refresh_provider_review_figures(provider_ids integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF provider_ids IS NULL THEN RETURN; END IF;
        -- Concurrent reviewers of one provider wait here; the count below then runs on a fresh
        -- snapshot (READ COMMITTED) that sees the other's committed review. NO KEY UPDATE does not
        -- conflict with the FOR KEY SHARE that inserting a review takes on the provider.
        PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE provider_profiles p
           SET review_count = f.review_count, rating_sum = f.rating_sum
          FROM (SELECT x.id, count(r.provider_id)::int AS review_count, coalesce(sum(r.overall_rating), 0)::int AS rating_sum
                  FROM unnest(provider_ids) AS x (id) LEFT JOIN reviews r ON r.provider_id = x.id
                 GROUP BY x.id) f
         WHERE p.id = f.id AND (p.review_count, p.rating_sum) IS DISTINCT FROM (f.review_count, f.rating_sum);
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION derived.reviews_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE provider_profiles SET review_count = 0, rating_sum = 0 WHERE review_count <> 0 OR rating_sum <> 0;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT provider_id) INTO ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT provider_id) INTO ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT provider_id) INTO ids
            FROM (SELECT provider_id FROM new_rows UNION SELECT provider_id FROM old_rows) changed;
        END IF;
        PERFORM derived.refresh_provider_review_figures(ids);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.reviews_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER reviews_figures_update AFTER UPDATE ON reviews
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.reviews_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.reviews_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER reviews_figures_truncate AFTER TRUNCATE ON reviews
        FOR EACH STATEMENT EXECUTE FUNCTION derived.reviews_changed()`);

    // Subscriptions → listing_plan, listing_until of the providers a statement touched.
    await queryRunner.query(`
      CREATE FUNCTION derived.refresh_provider_listing(provider_ids integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF provider_ids IS NULL THEN RETURN; END IF;
        PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE provider_profiles p
           SET listing_plan = f.plan_type, listing_until = f.period_end
          FROM (SELECT x.id, a.plan_type, a.period_end
                  FROM unnest(provider_ids) AS x (id)
                  LEFT JOIN LATERAL (
                    SELECT s.plan_type, s.current_period_end AS period_end
                      FROM provider_subscriptions s
                     WHERE s.provider_id = x.id AND s.status = 'active'
                     ORDER BY s.current_period_end DESC NULLS LAST, s.id DESC
                     LIMIT 1
                  ) a ON true) f
         WHERE p.id = f.id AND (p.listing_plan, p.listing_until) IS DISTINCT FROM (f.plan_type, f.period_end);
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION derived.subscriptions_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE provider_profiles SET listing_plan = NULL, listing_until = NULL WHERE listing_plan IS NOT NULL OR listing_until IS NOT NULL;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT provider_id) INTO ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT provider_id) INTO ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT provider_id) INTO ids
            FROM (SELECT provider_id FROM new_rows UNION SELECT provider_id FROM old_rows) changed;
        END IF;
        PERFORM derived.refresh_provider_listing(ids);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER provider_subscriptions_listing_insert AFTER INSERT ON provider_subscriptions
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.subscriptions_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_subscriptions_listing_update AFTER UPDATE ON provider_subscriptions
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.subscriptions_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_subscriptions_listing_delete AFTER DELETE ON provider_subscriptions
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION derived.subscriptions_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER provider_subscriptions_listing_truncate AFTER TRUNCATE ON provider_subscriptions
        FOR EACH STATEMENT EXECUTE FUNCTION derived.subscriptions_changed()`);

    // Who is listed and in which categories → a new catalogue version.
    await queryRunner.query(`
      CREATE TABLE derived.catalogue_version (
        singleton boolean PRIMARY KEY DEFAULT true CONSTRAINT catalogue_version_singleton CHECK (singleton),
        version bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO derived.catalogue_version (singleton, version) VALUES (true, 1)`);
    await queryRunner.query(`
      CREATE FUNCTION derived.bump_catalogue_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE derived.catalogue_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER provider_profiles_catalogue_version
        AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF is_demo, categories, listing_plan, listing_until ON provider_profiles
        FOR EACH STATEMENT EXECUTE FUNCTION derived.bump_catalogue_version()`);

    // The figures of the rows already there.
    await queryRunner.query(`SELECT derived.refresh_provider_review_figures(array_agg(DISTINCT provider_id)) FROM reviews`);
    await queryRunner.query(`SELECT derived.refresh_provider_listing(array_agg(DISTINCT provider_id)) FROM provider_subscriptions`);

    // The default order (premium, basic, the rest; newest within each) and the two rating orders,
    // over the providers that can be listed: a page reads a few index entries instead of sorting
    // the whole catalogue. The queries' listed test implies the predicate.
    const listable = `WHERE is_demo OR listing_until IS NOT NULL`;
    await queryRunner.query(
      `CREATE INDEX provider_profiles_tier_newest_idx ON provider_profiles (listing_tier, created_at DESC, id DESC) ${listable}`,
    );
    await queryRunner.query(`
      CREATE INDEX provider_profiles_rating_high_idx
        ON provider_profiles (rating_average DESC NULLS LAST, review_count DESC, created_at DESC, id DESC) ${listable}`);
    await queryRunner.query(`
      CREATE INDEX provider_profiles_rating_low_idx
        ON provider_profiles (rating_average ASC NULLS LAST, review_count DESC, created_at DESC, id DESC) ${listable}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER provider_profiles_catalogue_version ON provider_profiles`);
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER provider_subscriptions_listing_${event} ON provider_subscriptions`);
      await queryRunner.query(`DROP TRIGGER reviews_figures_${event} ON reviews`);
    }
    await queryRunner.query(`DROP TABLE derived.catalogue_version`);
    await queryRunner.query(`DROP FUNCTION derived.bump_catalogue_version()`);
    await queryRunner.query(`DROP FUNCTION derived.subscriptions_changed()`);
    await queryRunner.query(`DROP FUNCTION derived.refresh_provider_listing(integer[])`);
    await queryRunner.query(`DROP FUNCTION derived.reviews_changed()`);
    await queryRunner.query(`DROP FUNCTION derived.refresh_provider_review_figures(integer[])`);
    await queryRunner.query(`
      ALTER TABLE provider_profiles
        DROP COLUMN listing_tier, DROP COLUMN listing_until, DROP COLUMN listing_plan,
        DROP COLUMN rating_average, DROP COLUMN rating_sum, DROP COLUMN review_count`);
    await queryRunner.query(`DROP SCHEMA derived`);
  }
}
