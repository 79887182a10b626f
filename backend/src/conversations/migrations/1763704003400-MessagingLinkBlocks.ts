import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocking a couple without an account (issue 43, item 7): an admin blocks a request's manage link
 * (its couple posts nothing more in the request's conversations) and the mailbox the request came
 * from, by its mailbox key (common/mailbox: case, `+tags`, Gmail's dots and googlemail.com do not
 * make another mailbox), so that the same person's next request is silenced too. A link block goes
 * with its request; a mailbox block stays until an admin lifts it.
 */
export class MessagingLinkBlocks1763704003400 implements MigrationInterface {
  name = 'MessagingLinkBlocks1763704003400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messaging_request_blocks (
        request_id integer PRIMARY KEY REFERENCES service_requests (id) ON DELETE CASCADE,
        blocked_at timestamptz NOT NULL DEFAULT now(),
        blocked_reason varchar(500) NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE messaging_mailbox_blocks (
        mailbox_key varchar(320) PRIMARY KEY,
        blocked_at timestamptz NOT NULL DEFAULT now(),
        blocked_reason varchar(500) NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messaging_mailbox_blocks`);
    await queryRunner.query(`DROP TABLE messaging_request_blocks`);
  }
}
