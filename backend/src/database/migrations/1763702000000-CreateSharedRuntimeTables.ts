import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * State that several app instances on one database must share: rate-limit counters and the
 * record of which scheduled-job period already ran.
 */
export class CreateSharedRuntimeTables1763702000000 implements MigrationInterface {
  name = 'CreateSharedRuntimeTables1763702000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // UNLOGGED: counters are hot and short-lived; losing them in a crash only resets the windows.
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz,
        hit_limit integer NOT NULL,
        block_ms integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE scheduled_job_runs (
        job_name varchar(100) NOT NULL,
        period_start timestamptz NOT NULL,
        instance_id varchar(200) NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        result jsonb,
        PRIMARY KEY (job_name, period_start)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE scheduled_job_runs`);
    await queryRunner.query(`DROP TABLE rate_limit_hits`);
  }
}
