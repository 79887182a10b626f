import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews compare mailboxes by the one mailbox key (issue 43, item 3): review_email_key, the
 * Reviews module's published name for it (reviews.email_key, the Offers module's match of accepted
 * offers), becomes public.mailbox_key, which also drops the `+tag` outside Gmail. Confirmed reviews
 * that the wider rule makes a second one of a provider from one mailbox are hidden (as in
 * ReviewVerification), then the stored keys are computed again. The pending reviews of one mailbox
 * are counted per day (the cap of pending reviews per mailbox, item 2).
 */
export class ReviewMailboxKey1763704003110 implements MigrationInterface {
  name = 'ReviewMailboxKey1763704003110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION review_email_key(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT public.mailbox_key(email)
      $$`);
    await queryRunner.query(`
      UPDATE reviews r SET status = 'hidden', hidden_at = now(), hidden_reason = 'Další hodnocení ze stejné schránky'
        FROM (SELECT id, row_number() OVER (PARTITION BY provider_id, public.mailbox_key(email) ORDER BY confirmed_at, id) AS n
                FROM reviews WHERE status = 'confirmed') d
       WHERE d.id = r.id AND d.n > 1`);
    // Any update of the row computes its generated column again.
    await queryRunner.query(`UPDATE reviews SET email = email WHERE email_key IS DISTINCT FROM public.mailbox_key(email)`);
    await queryRunner.query(`CREATE INDEX reviews_pending_mailbox_idx ON reviews (email_key, created_at) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reviews_pending_mailbox_idx`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION review_email_key(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com')
          THEN replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
          ELSE lower(email) END
      $$`);
    await queryRunner.query(`UPDATE reviews SET email = email WHERE email_key IS DISTINCT FROM review_email_key(email)`);
  }
}
