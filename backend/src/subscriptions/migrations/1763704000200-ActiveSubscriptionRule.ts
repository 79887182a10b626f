import { MigrationInterface, QueryRunner } from 'typeorm';

/** The provider listing refresh with the subscription read by `rule` (a condition on `s`). */
const refreshProviderListing = (rule: string) => `
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
                 WHERE s.provider_id = x.id AND ${rule}
                 ORDER BY s.current_period_end DESC NULLS LAST, s.id DESC
                 LIMIT 1
              ) a ON true) f
     WHERE p.id = f.id AND (p.listing_plan, p.listing_until) IS DISTINCT FROM (f.plan_type, f.period_end);
  END $$`;

/**
 * THE rules as SQL functions, so that queries and triggers read one definition: a subscription is
 * active while its status is 'active' and its paid period has not ended (time decides, not the
 * daily job); a provider is listed when it is a demo profile or its active period runs
 * (listing_until, the trigger's copy of the active period's end). Both are one-expression SQL
 * functions, which the planner inlines, so the indexes on the columns still serve them. The
 * listing trigger now copies only an active subscription's period (before: any row with status
 * 'active'; the readers compared the end with the time themselves, which they still do).
 */
export class ActiveSubscriptionRule1763704000200 implements MigrationInterface {
  name = 'ActiveSubscriptionRule1763704000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION subscription_is_active(status varchar, period_end timestamptz) RETURNS boolean
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT status = 'active' AND period_end > now() $$`);
    await queryRunner.query(`
      CREATE FUNCTION provider_is_listed(is_demo boolean, listing_until timestamptz) RETURNS boolean
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT is_demo OR listing_until > now() $$`);
    await queryRunner.query(refreshProviderListing('subscription_is_active(s.status, s.current_period_end)'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refreshProviderListing(`s.status = 'active'`));
    await queryRunner.query(`DROP FUNCTION provider_is_listed(boolean, timestamptz)`);
    await queryRunner.query(`DROP FUNCTION subscription_is_active(varchar, timestamptz)`);
  }
}
