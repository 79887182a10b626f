import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Availability module's published read of one day's busy providers, beside provider_day_status (one provider's
 * day). The catalogue's wedding-day filter called provider_day_status for every listed provider: its sub-select keeps
 * PostgreSQL from inlining it, so each call ran as a function of its own; at 20 000 providers the filtered total took
 * 50-60 ms. A set-returning SQL function with a single SELECT is inlined into the caller's plan, so the filter becomes
 * one anti-join with the day's busy rows, read from an index of the busy days.
 */
export class ProvidersBusyOnFunction1763709800500 implements MigrationInterface {
  name = 'ProvidersBusyOnFunction1763709800500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX provider_availability_busy_day_idx ON provider_availability (day) WHERE status = 'busy'`);
    await queryRunner.query(`
      CREATE FUNCTION providers_busy_on(wedding_day date) RETURNS TABLE (provider_id integer)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT pa.provider_id FROM provider_availability pa WHERE pa.day = wedding_day AND pa.status = 'busy' $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION providers_busy_on(date)`);
    await queryRunner.query(`DROP INDEX provider_availability_busy_day_idx`);
  }
}
