import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * How many of a provider's published reviews come from bookings ("3 z rezervací" on the catalogue
 * card and the portfolio, issue 44): kept on provider_profiles with review_count by the same trigger
 * function (ListingFiguresOwner), so the catalogue's query reads one more column and joins nothing.
 */

const REVIEW_FIGURES = (bookings: boolean) => `
  CREATE OR REPLACE FUNCTION derived.refresh_provider_review_figures(provider_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    IF provider_ids IS NULL THEN RETURN; END IF;
    -- Concurrent reviewers of one provider wait here (see ProviderListingFigures).
    PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE provider_profiles p
       SET review_count = f.review_count, rating_sum = f.rating_sum${bookings ? ', booking_review_count = f.booking_review_count' : ''}
      FROM (SELECT x.id, count(r.provider_id)::int AS review_count, coalesce(sum(r.overall_rating), 0)::int AS rating_sum${
        bookings ? ', count(r.booking_id)::int AS booking_review_count' : ''
      }
              FROM unnest(provider_ids) AS x (id) LEFT JOIN reviews r ON r.provider_id = x.id AND r.status = 'confirmed'
             GROUP BY x.id) f
     WHERE p.id = f.id AND ${
       bookings
         ? '(p.review_count, p.rating_sum, p.booking_review_count) IS DISTINCT FROM (f.review_count, f.rating_sum, f.booking_review_count)'
         : '(p.review_count, p.rating_sum) IS DISTINCT FROM (f.review_count, f.rating_sum)'
     };
  END
  $$`;

export class BookingReviewCount1763706001020 implements MigrationInterface {
  name = 'BookingReviewCount1763706001020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE provider_profiles ADD COLUMN booking_review_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(REVIEW_FIGURES(true));
    // The TRUNCATE branch of derived.reviews_changed zeroes review_count and rating_sum only.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.reviews_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE provider_profiles SET review_count = 0, rating_sum = 0, booking_review_count = 0
           WHERE review_count <> 0 OR rating_sum <> 0 OR booking_review_count <> 0;
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
    await queryRunner.query(`SELECT derived.refresh_provider_review_figures(array_agg(DISTINCT provider_id)) FROM reviews WHERE booking_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REVIEW_FIGURES(false));
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION derived.reviews_changed() RETURNS trigger
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
    await queryRunner.query(`ALTER TABLE provider_profiles DROP COLUMN booking_review_count`);
  }
}
