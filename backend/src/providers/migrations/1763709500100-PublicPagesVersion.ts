import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * derived.catalogue_version.pages_version: bumped by any change to what a visitor's public pages show,
 * the catalogue and the portfolios (a profile, its portfolio items, its reviews and replies, its
 * availability calendar: the catalogue's wedding-day marks). The server-rendered first screens are
 * reused while it holds (seo/first-screen-cache.ts); one primary-key read tells. Broader than the
 * row's `version` (who is listed, in which categories), which keeps the listed counts.
 *
 * Statement triggers in the same transaction as the change: the new version is visible exactly when the
 * change is, so no page rendered before the commit is kept under it. On the catalogue version's row, not
 * a row of its own: every bump locks the one row, so two writers never wait for each other's row in
 * opposite orders. Like the catalogue figures (ListingFiguresOwner), this module owns these triggers on
 * other modules' tables: the version is the catalogue's.
 */
const WATCHED_TABLES = ['provider_profiles', 'portfolio_items', 'reviews', 'provider_availability'];

export class PublicPagesVersion1763709500100 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE derived.catalogue_version ADD COLUMN pages_version bigint NOT NULL DEFAULT 1`);
    await queryRunner.query(`
      CREATE FUNCTION derived.bump_public_pages_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE derived.catalogue_version SET pages_version = pages_version + 1;
        RETURN NULL;
      END $$`);
    for (const table of WATCHED_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_public_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION derived.bump_public_pages_version()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_public_pages_version ON ${table}`);
    await queryRunner.query(`DROP FUNCTION derived.bump_public_pages_version()`);
    await queryRunner.query(`ALTER TABLE derived.catalogue_version DROP COLUMN pages_version`);
  }
}
