import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One conversation per couple and provider (issue 51, item 9), and Svatby's notices per audience
 * (item 8).
 *
 * - conversations.couple_key names the couple: 'user:<id>' for an account (the question's asker, or
 *   the owner of the offer's request), else 'mailbox:<mailbox key>' of the request's contact e-mail
 *   (a couple without an account; 'request:<id>' when the address was erased). A unique index on
 *   (provider_id, couple_key) keeps one thread per pair: a question and the offers of the couple's
 *   requests meet in it.
 * - conversation_offers lists a thread's offers (and their requests); conversations.request_id and
 *   offer_id name the latest. Deleting a request or an offer no longer deletes a shared thread.
 * - messages.actor_side: the side whose own action a notice reports (never unread for that side);
 *   couple_body / provider_body: what each side reads of a notice when it differs from body.
 *
 * Existing duplicate threads are merged into the oldest one: messages and offers moved, each side's
 * read mark set so that whatever was unread in any of them stays unread, the activity and mail times
 * kept. Idempotent: it can run again over data that lost the index (nothing is merged twice).
 */
export class OneThreadPerCouple1763705130100 implements MigrationInterface {
  name = 'OneThreadPerCouple1763705130100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE messages
        ADD COLUMN IF NOT EXISTS actor_side varchar(8) CONSTRAINT messages_actor_side_check CHECK (actor_side IN ('couple', 'provider')),
        ADD COLUMN IF NOT EXISTS couple_body text,
        ADD COLUMN IF NOT EXISTS provider_body text`);
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN IF NOT EXISTS couple_key varchar(300)`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS conversation_offers (
        offer_id integer PRIMARY KEY REFERENCES offers (id) ON DELETE CASCADE,
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        request_id integer NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS conversation_offers_conversation_idx ON conversation_offers (conversation_id)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS conversation_offers_request_idx ON conversation_offers (request_id)`);
    // A shared thread outlives any one of its requests, offers or its couple's account.
    await queryRunner.query(`
      ALTER TABLE conversations
        DROP CONSTRAINT IF EXISTS conversations_couple_check,
        DROP CONSTRAINT IF EXISTS conversations_request_id_fkey,
        DROP CONSTRAINT IF EXISTS conversations_offer_id_fkey,
        DROP CONSTRAINT IF EXISTS conversations_couple_user_id_fkey`);
    await queryRunner.query(`
      ALTER TABLE conversations
        ADD CONSTRAINT conversations_request_id_fkey FOREIGN KEY (request_id) REFERENCES service_requests (id) ON DELETE SET NULL,
        ADD CONSTRAINT conversations_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES offers (id) ON DELETE SET NULL,
        ADD CONSTRAINT conversations_couple_user_id_fkey FOREIGN KEY (couple_user_id) REFERENCES users (id) ON DELETE SET NULL`);

    // A thread of a couple without an account goes with its last request or offer (as a request's thread did).
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION conversations_drop_orphan() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM conversations c
         WHERE c.id = OLD.conversation_id AND c.couple_user_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM conversation_offers o WHERE o.conversation_id = c.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS conversation_offers_orphan ON conversation_offers`);
    await queryRunner.query(`
      CREATE TRIGGER conversation_offers_orphan AFTER DELETE ON conversation_offers
        FOR EACH ROW EXECUTE FUNCTION conversations_drop_orphan()`);
    await queryRunner.query(`
      INSERT INTO conversation_offers (offer_id, conversation_id, request_id)
      SELECT c.offer_id, c.id, c.request_id FROM conversations c
       WHERE c.offer_id IS NOT NULL AND c.request_id IS NOT NULL
      ON CONFLICT (offer_id) DO NOTHING`);
    // The couple of each thread without a key: the question's asker, else the request's owner or mailbox.
    await queryRunner.query(`
      UPDATE conversations c
         SET couple_user_id = coalesce(c.couple_user_id, r.user_id),
             couple_key = CASE
               WHEN c.request_id IS NULL AND c.couple_user_id IS NOT NULL THEN 'user:' || c.couple_user_id
               WHEN r.user_id IS NOT NULL THEN 'user:' || r.user_id
               WHEN coalesce(r.contact_email_key, '') <> '' THEN 'mailbox:' || r.contact_email_key
               WHEN r.id IS NOT NULL THEN 'request:' || r.id
               ELSE 'conversation:' || c.id END
        FROM conversations c0 LEFT JOIN service_requests r ON r.id = c0.request_id
       WHERE c0.id = c.id AND c.couple_key IS NULL`);

    await queryRunner.query(`DROP TABLE IF EXISTS pg_temp.thread_merge`);
    await queryRunner.query(`
      CREATE TEMP TABLE thread_merge AS
      SELECT id, keep FROM (
        SELECT id, min(id) OVER (PARTITION BY provider_id, couple_key) AS keep,
               count(*) OVER (PARTITION BY provider_id, couple_key) AS n
          FROM conversations) g
       WHERE n > 1`);
    // Each side's mark in the merged thread: just before the first message that was unread in any of them.
    await queryRunner.query(`
      WITH marks AS (
        SELECT t.keep,
               min(m.id) FILTER (WHERE m.id > c.couple_read_message_id AND m.sender_side <> 'couple'
                                   AND m.actor_side IS DISTINCT FROM 'couple') AS couple_first_unread,
               min(m.id) FILTER (WHERE m.id > c.provider_read_message_id AND m.sender_side <> 'provider'
                                   AND m.actor_side IS DISTINCT FROM 'provider') AS provider_first_unread,
               max(m.id) AS last_id
          FROM thread_merge t JOIN conversations c ON c.id = t.id LEFT JOIN messages m ON m.conversation_id = c.id
         GROUP BY t.keep
      ), times AS (
        SELECT t.keep, max(c.last_message_at) AS last_message_at, min(c.created_at) AS created_at,
               max(c.couple_mailed_at) AS couple_mailed_at, max(c.provider_mailed_at) AS provider_mailed_at,
               (array_agg(c.couple_user_id ORDER BY c.id) FILTER (WHERE c.couple_user_id IS NOT NULL))[1] AS couple_user_id
          FROM thread_merge t JOIN conversations c ON c.id = t.id
         GROUP BY t.keep
      )
      UPDATE conversations c
         SET couple_read_message_id = coalesce(marks.couple_first_unread - 1, marks.last_id, 0),
             provider_read_message_id = coalesce(marks.provider_first_unread - 1, marks.last_id, 0),
             last_message_at = times.last_message_at, created_at = times.created_at,
             couple_mailed_at = times.couple_mailed_at, provider_mailed_at = times.provider_mailed_at,
             couple_user_id = coalesce(c.couple_user_id, times.couple_user_id)
        FROM marks JOIN times ON times.keep = marks.keep
       WHERE c.id = marks.keep`);
    await queryRunner.query(`UPDATE messages m SET conversation_id = t.keep FROM thread_merge t WHERE m.conversation_id = t.id AND t.id <> t.keep`);
    await queryRunner.query(`UPDATE conversation_offers o SET conversation_id = t.keep FROM thread_merge t WHERE o.conversation_id = t.id AND t.id <> t.keep`);
    await queryRunner.query(`UPDATE conversations c SET offer_id = NULL FROM thread_merge t WHERE c.id = t.id AND t.id <> t.keep`);
    await queryRunner.query(`DELETE FROM conversations c USING thread_merge t WHERE c.id = t.id AND t.id <> t.keep`);
    // The merged thread shows its latest offer and request.
    await queryRunner.query(`
      UPDATE conversations c SET offer_id = latest.offer_id, request_id = latest.request_id
        FROM (SELECT DISTINCT ON (o.conversation_id) o.conversation_id, o.offer_id, o.request_id
                FROM conversation_offers o JOIN (SELECT DISTINCT keep FROM thread_merge) k ON k.keep = o.conversation_id
               ORDER BY o.conversation_id, o.offer_id DESC) latest
       WHERE c.id = latest.conversation_id`);
    await queryRunner.query(`DROP TABLE IF EXISTS pg_temp.thread_merge`);

    await queryRunner.query(`ALTER TABLE conversations ALTER COLUMN couple_key SET NOT NULL`);
    await queryRunner.query(`DROP INDEX IF EXISTS conversations_question_idx`);
    await queryRunner.query(`CREATE UNIQUE INDEX IF NOT EXISTS conversations_couple_idx ON conversations (provider_id, couple_key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Merged threads stay merged: the old shape's indexes and keys come back where they still hold.
    await queryRunner.query(`DROP INDEX IF EXISTS conversations_couple_idx`);
    await queryRunner.query(`ALTER TABLE conversations DROP COLUMN IF EXISTS couple_key`);
    await queryRunner.query(`DROP TABLE IF EXISTS conversation_offers`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS conversations_drop_orphan()`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN IF EXISTS provider_body, DROP COLUMN IF EXISTS couple_body, DROP COLUMN IF EXISTS actor_side`);
  }
}
