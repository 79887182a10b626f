import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mailbox key in SQL (issue 43, item 3): the twin of common/mailbox/mailbox-key.ts, so that the
 * keys the caps and blocks compare can be generated columns (reviews.email_key,
 * service_requests.contact_email_key) that no writer can get wrong. Lower case, the `+tag` dropped
 * on every domain (unless the local part is only a tag), and for gmail.com / googlemail.com no dots
 * and one domain. The API test 'Attack 3' (test/attacks.api-spec.ts) checks that it answers
 * as mailboxKey() for every case of mailbox-key.cases.ts.
 */
export class MailboxKey1763704003100 implements MigrationInterface {
  name = 'MailboxKey1763704003100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION public.mailbox_key(email text) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
      DECLARE
        address text := lower(btrim(email));
        local_part text;
        domain text;
      BEGIN
        IF position('@' IN address) = 0 THEN
          RETURN address;
        END IF;
        local_part := substring(address FROM '^(.*)@');
        domain := substring(address FROM '@([^@]*)$');
        local_part := coalesce(nullif(split_part(local_part, '+', 1), ''), local_part);
        IF domain IN ('gmail.com', 'googlemail.com') THEN
          RETURN replace(local_part, '.', '') || '@gmail.com';
        END IF;
        RETURN local_part || '@' || domain;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION public.mailbox_key(text)`);
  }
}
