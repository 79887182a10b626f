import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Availability module's published read of one day (issue 51): the provider's status that day,
 * or 'unknown' when the day was never set (an unset day is never free). One index probe on the
 * primary key (provider_id, day). The catalogue's wedding-day filter leaves out 'busy' and shows the
 * rest as free, on request or 'Termín neuveden'; it replaces provider_is_free_on, which read an unset
 * day as free.
 */
export class ProviderDayStatusFunction1763704005170 implements MigrationInterface {
  name = 'ProviderDayStatusFunction1763704005170';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION provider_day_status(provider integer, wedding_day date) RETURNS varchar
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT coalesce((SELECT pa.status FROM provider_availability pa
                              WHERE pa.provider_id = provider AND pa.day = wedding_day), 'unknown') $$`);
    await queryRunner.query(`DROP FUNCTION provider_is_free_on(integer, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION provider_is_free_on(provider integer, wedding_day date) RETURNS boolean
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT NOT EXISTS (SELECT 1 FROM provider_availability pa
                                WHERE pa.provider_id = provider AND pa.day = wedding_day AND pa.status = 'busy') $$`);
    await queryRunner.query(`DROP FUNCTION provider_day_status(integer, date)`);
  }
}
