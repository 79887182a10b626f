import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins, for the progressive delay (auth/sign-in-delay.ts) that replaces the hard
 * per-account lock: one row per account and client address, and one per account (source '') that
 * counts every address's first failures. Keys are SHA-256 hashes (of the lower-cased e-mail, of the
 * address), so an unknown e-mail is counted like a known one and no address is stored as such.
 */
export class SignInFailures1763704004300 implements MigrationInterface {
  name = 'SignInFailures1763704004300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        account_key char(64) NOT NULL,
        source text NOT NULL,
        failures integer NOT NULL,
        last_failed_at timestamptz NOT NULL,
        not_before timestamptz NOT NULL,
        PRIMARY KEY (account_key, source)
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_last_failed_idx ON sign_in_failures (last_failed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_failures`);
  }
}
