import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ids of deleted provider profiles and when they went, so that their old portfolio addresses
 * answer 410 Gone (search engines drop them at once) rather than 404. Filled by a trigger on every
 * delete path (the account's deletion, an admin's, a user row's cascade); only a number and a time,
 * nothing about the provider.
 */
export class RemovedProviders1763704002000 implements MigrationInterface {
  name = 'RemovedProviders1763704002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE removed_providers (
         id integer PRIMARY KEY,
         removed_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE FUNCTION record_removed_provider() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO removed_providers (id) VALUES (OLD.id)
           ON CONFLICT (id) DO UPDATE SET removed_at = EXCLUDED.removed_at;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER provider_profiles_record_removed AFTER DELETE ON provider_profiles
         FOR EACH ROW EXECUTE FUNCTION record_removed_provider()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER provider_profiles_record_removed ON provider_profiles`);
    await queryRunner.query(`DROP FUNCTION record_removed_provider()`);
    await queryRunner.query(`DROP TABLE removed_providers`);
  }
}
