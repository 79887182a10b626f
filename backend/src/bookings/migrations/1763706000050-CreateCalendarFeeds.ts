import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private calendar feeds (issue 44, item 6): one per user (couple or provider), the SHA-256 of its
 * random token only; a new token replaces the old one, deleting the row revokes it. A feed unused
 * for 180 days stops answering (last_used_at, written at most once a day).
 */
export class CreateCalendarFeeds1763706000050 implements MigrationInterface {
  name = 'CreateCalendarFeeds1763706000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE calendar_feeds (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT calendar_feeds_token_hash_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE calendar_feeds`);
  }
}
