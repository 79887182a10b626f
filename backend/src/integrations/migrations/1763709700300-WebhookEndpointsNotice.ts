import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A NOTIFY on svatby_webhook_endpoints (WebhookSubscribers' WEBHOOK_ENDPOINTS_CHANNEL) after any statement that adds,
 * removes or changes the owner, the events or the switch of webhook endpoints (not their failure counts, which every
 * failed delivery updates), whichever code or cascade runs it. NOTIFY is delivered at commit, once per transaction.
 */
export class WebhookEndpointsNotice1763709700300 implements MigrationInterface {
  name = 'WebhookEndpointsNotice1763709700300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION webhook_endpoints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('svatby_webhook_endpoints', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER webhook_endpoints_changed
        AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF user_id, events, enabled ON webhook_endpoints
        FOR EACH STATEMENT EXECUTE FUNCTION webhook_endpoints_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER webhook_endpoints_changed ON webhook_endpoints`);
    await queryRunner.query(`DROP FUNCTION webhook_endpoints_changed()`);
  }
}
