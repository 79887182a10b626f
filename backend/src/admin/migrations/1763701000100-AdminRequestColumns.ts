import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's columns on requests (notes, the deletion mark and its reason) and the indexes
 * of its lists, which read every status: the newest-first order, the marked filter and the search
 * in the couple's contact fields (the title, description, place and budget are already searched
 * through service_requests.search_text). The providers' list searches e-mail and phone the same
 * way (company name and description: provider_profiles.search_text).
 */
export class AdminRequestColumns1763701000100 implements MigrationInterface {
  name = 'AdminRequestColumns1763701000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE service_requests
        ADD COLUMN admin_notes text,
        ADD COLUMN marked_for_deletion_at timestamptz,
        ADD COLUMN deletion_reason text`);
    await queryRunner.query(`CREATE INDEX service_requests_newest_idx ON service_requests (created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX service_requests_marked_idx ON service_requests (created_at DESC, id DESC) WHERE marked_for_deletion_at IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE INDEX service_requests_contact_trgm_idx ON service_requests
        USING gin (fold_text(couple_name || ' ' || contact_email || ' ' || coalesce(contact_phone, '')) gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE INDEX provider_profiles_contact_trgm_idx ON provider_profiles
        USING gin (fold_text(email || ' ' || coalesce(phone, '')) gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX provider_profiles_contact_trgm_idx`);
    await queryRunner.query(`DROP INDEX service_requests_contact_trgm_idx`);
    await queryRunner.query(`DROP INDEX service_requests_marked_idx`);
    await queryRunner.query(`DROP INDEX service_requests_newest_idx`);
    await queryRunner.query(`
      ALTER TABLE service_requests DROP COLUMN deletion_reason, DROP COLUMN marked_for_deletion_at, DROP COLUMN admin_notes`);
  }
}
