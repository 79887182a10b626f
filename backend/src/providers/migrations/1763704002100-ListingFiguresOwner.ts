import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The catalogue figures on provider_profiles have one owner, this module. Their triggers fire on
 * other modules' tables (reviews, provider_subscriptions: ProviderListingFigures), and two later
 * migrations of those modules replaced the functions the triggers call (ReviewVerification:
 * only confirmed reviews count; ActiveSubscriptionRule: only an active period lists). This migration
 * states the functions in force here, unchanged, so that a catalogue rule is read and changed in
 * this module's migrations alone. The response figures are stored by ProvidersRepository
 * (storeResponseSignals) from the Offers module's report.
 */

const REVIEW_FIGURES = `
  CREATE OR REPLACE FUNCTION derived.refresh_provider_review_figures(provider_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    IF provider_ids IS NULL THEN RETURN; END IF;
    -- Concurrent reviewers of one provider wait here (see ProviderListingFigures).
    PERFORM 1 FROM provider_profiles WHERE id = ANY (provider_ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE provider_profiles p
       SET review_count = f.review_count, rating_sum = f.rating_sum
      FROM (SELECT x.id, count(r.provider_id)::int AS review_count, coalesce(sum(r.overall_rating), 0)::int AS rating_sum
              FROM unnest(provider_ids) AS x (id) LEFT JOIN reviews r ON r.provider_id = x.id AND r.status = 'confirmed'
             GROUP BY x.id) f
     WHERE p.id = f.id AND (p.review_count, p.rating_sum) IS DISTINCT FROM (f.review_count, f.rating_sum);
  END
  $$`;

const LISTING = `
  CREATE OR REPLACE FUNCTION derived.refresh_provider_listing(provider_ids integer[]) RETURNS void
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
                 WHERE s.provider_id = x.id AND subscription_is_active(s.status, s.current_period_end)
                 ORDER BY s.current_period_end DESC NULLS LAST, s.id DESC
                 LIMIT 1
              ) a ON true) f
     WHERE p.id = f.id AND (p.listing_plan, p.listing_until) IS DISTINCT FROM (f.plan_type, f.period_end);
  END $$`;

export class ListingFiguresOwner1763704002100 implements MigrationInterface {
  name = 'ListingFiguresOwner1763704002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REVIEW_FIGURES);
    await queryRunner.query(LISTING);
  }

  // The same definitions were in force before: nothing to undo.
  async down(): Promise<void> {}
}
