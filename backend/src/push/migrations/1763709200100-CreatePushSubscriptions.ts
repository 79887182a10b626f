import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (issue 47): the accounts' devices (push_subscriptions, one row per push endpoint, gone
 * with the account) and the basic providers' pending daily digest (push_digest_items). The digest
 * holds request ids only, without a foreign key: a request deleted meanwhile only counts once more.
 */
export class CreatePushSubscriptions1763709200100 implements MigrationInterface {
  name = 'CreatePushSubscriptions1763709200100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint varchar(1000) NOT NULL CONSTRAINT push_subscriptions_endpoint_key UNIQUE,
        p256dh varchar(200) NOT NULL,
        auth varchar(100) NOT NULL,
        label varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE push_digest_items (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT push_digest_items_pkey PRIMARY KEY (user_id, request_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE push_digest_items`);
    await queryRunner.query(`DROP TABLE push_subscriptions`);
  }
}
