import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Portfolio module's published read for the catalogue cards: a provider's number of portfolio
 * items and the first `image_count` images in the portfolio's public order. The catalogue joins it
 * (`CROSS JOIN LATERAL portfolio_preview(p.id, 3) pv`) instead of reading portfolio_items; a
 * one-SELECT SQL set-returning function, which the planner inlines: only the page's rows are read,
 * on the leading column of the (provider_id, featured, event_date, id) index.
 */
export class PortfolioPreviewFunction1763704000600 implements MigrationInterface {
  name = 'PortfolioPreviewFunction1763704000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION portfolio_preview(provider integer, image_count integer)
      RETURNS TABLE (project_count integer, preview_images varchar[])
      LANGUAGE sql STABLE PARALLEL SAFE ROWS 1
      AS $$ SELECT (SELECT count(*)::int FROM portfolio_items pi WHERE pi.provider_id = provider),
                   ARRAY(SELECT u.image
                           FROM portfolio_items pi CROSS JOIN LATERAL unnest(pi.images) WITH ORDINALITY AS u (image, n)
                          WHERE pi.provider_id = provider
                          ORDER BY pi.featured DESC, pi.event_date DESC NULLS LAST, pi.id DESC, u.n
                          LIMIT image_count) $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION portfolio_preview(integer, integer)`);
  }
}
