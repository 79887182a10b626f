import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cap on offers (issue 45, OFFERS_PER_REQUEST_MAX): service_requests.capped_offer_count is the
 * number of the request's offers (not withdrawn) from providers the couple or the system did NOT
 * invite to it. The Offers module keeps it through the Requests module in each offer's transaction
 * (after the request's row lock), recounting rather than adding deltas. No invitation existed
 * before this issue, so every offer counted until now is a capped one: the backfill is offer_count.
 */
export class CappedOfferCount1763707000220 implements MigrationInterface {
  name = 'CappedOfferCount1763707000220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN capped_offer_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE service_requests SET capped_offer_count = offer_count WHERE offer_count <> 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN capped_offer_count`);
  }
}
