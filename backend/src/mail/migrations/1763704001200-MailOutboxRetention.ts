import { MigrationInterface, QueryRunner } from 'typeorm';

/** The daily purge finds the settled messages older than the retention by this index (MailJobs). */
export class MailOutboxRetention1763704001200 implements MigrationInterface {
  name = 'MailOutboxRetention1763704001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX mail_outbox_settled_created_idx ON mail_outbox (created_at) WHERE status IN ('sent', 'failed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX mail_outbox_settled_created_idx`);
  }
}
