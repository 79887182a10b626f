import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Subscriptions module's published read: a provider's active subscription (at most one row,
 * provider_subscriptions_one_live), by THE rule subscription_is_active. Other modules join it
 * (`LEFT JOIN LATERAL active_subscription(p.id) s ON true`) instead of reading the table; a
 * one-SELECT SQL set-returning function, which the planner inlines, so the index still serves it.
 */
export class ActiveSubscriptionFunction1763704000500 implements MigrationInterface {
  name = 'ActiveSubscriptionFunction1763704000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION active_subscription(provider integer) RETURNS SETOF provider_subscriptions
      LANGUAGE sql STABLE PARALLEL SAFE ROWS 1
      AS $$ SELECT * FROM provider_subscriptions s
             WHERE s.provider_id = provider AND subscription_is_active(s.status, s.current_period_end) $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION active_subscription(integer)`);
  }
}
