import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Request intake counts mailboxes, not spellings (issue 43, items 3 and 6): the caps (3 unconfirmed,
 * 10 a day) and the duplicate check read service_requests.contact_email_key (public.mailbox_key of
 * the contact e-mail, generated), and the "not me" block is kept per mailbox key (its `email`). The block's row
 * also records the mailbox's proof by its owner ("not me" is opened from the mailbox): unconfirmed
 * requests made before it no longer count, and the hash of the owner's pass (a cookie of the browser
 * that opened it) lets the owner's own submissions through the block.
 */
export class RequestMailboxKey1763704003120 implements MigrationInterface {
  name = 'RequestMailboxKey1763704003120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE service_requests ADD COLUMN contact_email_key varchar(254) GENERATED ALWAYS AS (public.mailbox_key(contact_email)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX service_requests_contact_email_key_idx ON service_requests (contact_email_key, created_at DESC)`);
    // One block per mailbox: its `email` holds the mailbox key from here on (the column keeps its name,
    // so that a backup from before restores); of blocks that are one mailbox now, the longest stands.
    await queryRunner.query(`
      DELETE FROM request_email_blocks b USING request_email_blocks o
       WHERE public.mailbox_key(b.email) = public.mailbox_key(o.email)
         AND (b.blocked_until, b.email) < (o.blocked_until, o.email)`);
    await queryRunner.query(`UPDATE request_email_blocks SET email = public.mailbox_key(email) WHERE email <> public.mailbox_key(email)`);
    await queryRunner.query(`ALTER TABLE request_email_blocks ADD COLUMN owner_proven_at timestamptz, ADD COLUMN owner_pass_hash char(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE request_email_blocks DROP COLUMN owner_pass_hash, DROP COLUMN owner_proven_at`);
    await queryRunner.query(`DROP INDEX service_requests_contact_email_key_idx`);
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN contact_email_key`);
  }
}
