import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review counts once its author proves the address (DESIGN.md section 5): it is stored 'pending'
 * with a single-use confirmation link (review_tokens: SHA-256, 72 hours) and becomes 'confirmed';
 * an admin may hide it ('hidden'). One confirmed review per provider and mailbox: Gmail addresses
 * are compared by review_email_key (lower case, no dots, no +tag, googlemail.com = gmail.com), the
 * one rule in SQL. Only confirmed reviews enter a provider's review_count and rating_sum.
 */
export class ReviewVerification1763704001400 implements MigrationInterface {
  name = 'ReviewVerification1763704001400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION review_email_key(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com')
          THEN replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
          ELSE lower(email) END
      $$`);
    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'confirmed'
          CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'confirmed', 'hidden')),
        ADD COLUMN email_key varchar(254) GENERATED ALWAYS AS (review_email_key(email)) STORED,
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason varchar(500)`);
    // The reviews so far were published at once: confirmed then. Aliases of one mailbox beyond the
    // first review of a provider are hidden, so that the one-review rule holds from here on.
    await queryRunner.query(`UPDATE reviews SET confirmed_at = created_at`);
    await queryRunner.query(`
      UPDATE reviews r SET status = 'hidden', hidden_at = now(), hidden_reason = 'Další hodnocení ze stejné schránky'
        FROM (SELECT id, row_number() OVER (PARTITION BY provider_id, email_key ORDER BY created_at, id) AS n FROM reviews) d
       WHERE d.id = r.id AND d.n > 1`);
    await queryRunner.query(`ALTER TABLE reviews ALTER COLUMN status SET DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_provider_email_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX reviews_provider_email_key_confirmed ON reviews (provider_id, email_key) WHERE status = 'confirmed'`);
    // The public list and figures read only confirmed reviews.
    await queryRunner.query(`DROP INDEX reviews_provider_created_idx`);
    await queryRunner.query(
      `CREATE INDEX reviews_provider_created_idx ON reviews (provider_id, created_at DESC, id DESC) INCLUDE (overall_rating) WHERE status = 'confirmed'`,
    );
    await queryRunner.query(`CREATE INDEX reviews_provider_idx ON reviews (provider_id)`);
    await queryRunner.query(`
      CREATE TABLE review_tokens (
        token_hash char(64) PRIMARY KEY,
        review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX review_tokens_review_idx ON review_tokens (review_id)`);
    await queryRunner.query(`CREATE INDEX reviews_pending_created_idx ON reviews (created_at) WHERE status = 'pending'`);
    // Only confirmed reviews count (derived.reviews_changed calls this for the providers a statement touched).
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.refresh_provider_review_figures(provider_ids integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF provider_ids IS NULL THEN RETURN; END IF;
        -- As before (ProviderListingFigures): concurrent reviewers of one provider wait here.
        PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE provider_profiles p
           SET review_count = f.review_count, rating_sum = f.rating_sum
          FROM (SELECT x.id, count(r.provider_id)::int AS review_count, coalesce(sum(r.overall_rating), 0)::int AS rating_sum
                  FROM unnest(provider_ids) AS x (id) LEFT JOIN reviews r ON r.provider_id = x.id AND r.status = 'confirmed'
                 GROUP BY x.id) f
         WHERE p.id = f.id AND (p.review_count, p.rating_sum) IS DISTINCT FROM (f.review_count, f.rating_sum);
      END
      $$`);
    await queryRunner.query(`SELECT derived.refresh_provider_review_figures(array_agg(DISTINCT provider_id)) FROM reviews`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE review_tokens`);
    await queryRunner.query(`DELETE FROM reviews WHERE status <> 'confirmed'`);
    await queryRunner.query(`DROP INDEX reviews_pending_created_idx`);
    await queryRunner.query(`DROP INDEX reviews_provider_idx`);
    await queryRunner.query(`DROP INDEX reviews_provider_created_idx`);
    await queryRunner.query(`DROP INDEX reviews_provider_email_key_confirmed`);
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN hidden_reason, DROP COLUMN hidden_at, DROP COLUMN confirmed_at, DROP COLUMN email_key, DROP COLUMN status`);
    await queryRunner.query(`ALTER TABLE reviews ADD CONSTRAINT reviews_provider_email_key UNIQUE (provider_id, email)`);
    await queryRunner.query(
      `CREATE INDEX reviews_provider_created_idx ON reviews (provider_id, created_at DESC, id DESC) INCLUDE (overall_rating)`,
    );
    await queryRunner.query(`DROP FUNCTION review_email_key(text)`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.refresh_provider_review_figures(provider_ids integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF provider_ids IS NULL THEN RETURN; END IF;
        PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE provider_profiles p
           SET review_count = f.review_count, rating_sum = f.rating_sum
          FROM (SELECT x.id, count(r.provider_id)::int AS review_count, coalesce(sum(r.overall_rating), 0)::int AS rating_sum
                  FROM unnest(provider_ids) AS x (id) LEFT JOIN reviews r ON r.provider_id = x.id
                 GROUP BY x.id) f
         WHERE p.id = f.id AND (p.review_count, p.rating_sum) IS DISTINCT FROM (f.review_count, f.rating_sum);
      END $$`);
  }
}
