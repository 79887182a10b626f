import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail delivery and the scheduled jobs move to the job queue (pg-boss, which keeps its own schema
 * `pgboss`): the outbox no longer schedules its retries (next_attempt_at and its index), and the
 * jobs' period claims (scheduled_job_runs) are the queue's jobs. Pending messages are queued by the
 * app when it starts (MailService.adoptUnqueued).
 */
export class MailDeliveryQueue1763704000300 implements MigrationInterface {
  name = 'MailDeliveryQueue1763704000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX mail_outbox_due_idx`);
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN next_attempt_at`);
    await queryRunner.query(`DROP TABLE scheduled_job_runs`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE scheduled_job_runs (
        job_name varchar(100) NOT NULL,
        period_start timestamptz NOT NULL,
        instance_id varchar(200) NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        result jsonb,
        PRIMARY KEY (job_name, period_start)
      )`);
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
  }
}
