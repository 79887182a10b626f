import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which providers were e-mailed about which new request (the premium perk, DESIGN.md section 5):
 * the primary key makes it once per request and provider, whatever retries or races happen.
 */
export class CreateRequestProviderNotifications1763700000950 implements MigrationInterface {
  name = 'CreateRequestProviderNotifications1763700000950';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE request_provider_notifications (
        request_id integer NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (request_id, provider_id)
      )`);
    // Deleting a provider cascades here: find its rows without scanning the table.
    await queryRunner.query(`CREATE INDEX request_provider_notifications_provider_idx ON request_provider_notifications (provider_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE request_provider_notifications`);
  }
}
