import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message whose body holds a usable link (a confirmation, a manage link, a password reset) is
 * marked secret: once sent, or failed for good, its bodies are replaced by a note, so that no
 * usable link stays at rest in the outbox (DESIGN.md section 4).
 */
export class MailSecretBodies1763704000900 implements MigrationInterface {
  name = 'MailSecretBodies1763704000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN secret boolean NOT NULL DEFAULT false`);
    // Reset links already sent: usable for up to 24 hours, so cleared now.
    await queryRunner.query(
      `UPDATE mail_outbox SET text_body = '[Obsah s odkazem byl po odeslání odstraněn.]', html_body = '', secret = true
        WHERE template = 'password-reset' AND status <> 'pending'`,
    );
    await queryRunner.query(`UPDATE mail_outbox SET secret = true WHERE template = 'password-reset'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN secret`);
  }
}
