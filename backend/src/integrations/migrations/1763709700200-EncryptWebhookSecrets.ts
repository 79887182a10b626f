import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook secrets encrypted at rest: the column widens for the `v1:…` form (a 49-character secret
 * becomes 106). The rows are encrypted by the app at its next start (WebhooksService.onModuleInit),
 * not here: the key is the app's configuration (WEBHOOK_SECRET_KEY), which migrations do not read.
 */
export class EncryptWebhookSecrets1763709700200 implements MigrationInterface {
  name = 'EncryptWebhookSecrets1763709700200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE webhook_endpoints ALTER COLUMN secret TYPE varchar(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Refused while encrypted secrets are stored: they do not fit, and the code before reads them in clear.
    await queryRunner.query(`ALTER TABLE webhook_endpoints ALTER COLUMN secret TYPE varchar(100)`);
  }
}
