import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public figures "Svatby v číslech" (issue 47): one row per category and area ('cela-cr' for the
 * whole country, else a catalogue region), replaced as a whole by the hourly job (FiguresJobs). The
 * page and GET /api/market-figures read only this table. A figure below its minimum count is NULL
 * ("málo dat"). No foreign keys to the catalogue: the job writes only the categories and regions it knows.
 */
export class CreateMarketFigures1763709300100 implements MigrationInterface {
  name = 'CreateMarketFigures1763709300100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE market_figures (
        category_id varchar(64) NOT NULL,
        region_id varchar(64) NOT NULL,
        providers_active integer NOT NULL,
        requests_count integer NOT NULL,
        median_first_offer_minutes integer,
        share_two_offers_48h real CHECK (share_two_offers_48h BETWEEN 0 AND 1),
        accepted_count integer NOT NULL,
        price_median integer,
        price_p25 integer,
        price_p75 integer,
        refreshed_at timestamptz NOT NULL,
        PRIMARY KEY (category_id, region_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE market_figures`);
  }
}
