import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API tokens (issue 50). Every bearer request finds its token by the hash (unique index);
 * the account's list and its count of active tokens read user_id. Gone with the account.
 */
export class CreateApiTokens1763709600100 implements MigrationInterface {
  name = 'CreateApiTokens1763709600100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(80) NOT NULL,
        token_prefix varchar(12) NOT NULL,
        token_hash char(64) NOT NULL CONSTRAINT api_tokens_token_hash_key UNIQUE,
        scopes text[] NOT NULL,
        expires_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NULL,
        last_used_ip varchar(64) NULL,
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_tokens`);
  }
}
