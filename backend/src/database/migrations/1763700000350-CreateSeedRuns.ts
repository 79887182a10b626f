import { MigrationInterface, QueryRunner } from 'typeorm';

/** Remembers which one-off data seeds (demo data) already ran on this database. */
export class CreateSeedRuns1763700000350 implements MigrationInterface {
  name = 'CreateSeedRuns1763700000350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE seed_runs (
        name varchar(100) PRIMARY KEY,
        ran_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE seed_runs`);
  }
}
