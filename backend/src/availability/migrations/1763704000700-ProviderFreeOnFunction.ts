import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Availability module's published read for the catalogue's "free on the wedding day" filter:
 * the provider has no 'busy' entry that day (an index probe on the primary key (provider_id, day)).
 * The catalogue calls it instead of reading provider_availability.
 */
export class ProviderFreeOnFunction1763704000700 implements MigrationInterface {
  name = 'ProviderFreeOnFunction1763704000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION provider_is_free_on(provider integer, wedding_day date) RETURNS boolean
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT NOT EXISTS (SELECT 1 FROM provider_availability pa
                                WHERE pa.provider_id = provider AND pa.day = wedding_day AND pa.status = 'busy') $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION provider_is_free_on(integer, date)`);
  }
}
