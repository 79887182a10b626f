import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public portfolio views: one counter row per provider and day (not a row per hit), and today's
 * visitor keys that make a visitor count once a day. The keys are salted hashes, not addresses,
 * and only today's are kept (PortfolioViewsService purges the older ones).
 */
export class CreatePortfolioViews1763704000000 implements MigrationInterface {
  name = 'CreatePortfolioViews1763704000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portfolio_daily_views (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (provider_id, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE portfolio_view_visitors (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor bytea NOT NULL,
        PRIMARY KEY (provider_id, day, visitor)
      )`);
    await queryRunner.query(`CREATE INDEX portfolio_view_visitors_day_idx ON portfolio_view_visitors (day)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE portfolio_view_visitors`);
    await queryRunner.query(`DROP TABLE portfolio_daily_views`);
  }
}
