import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks (issue 50): the accounts' endpoints (gone with the account) and one row per
 * delivery of an event to an endpoint (gone with the endpoint), read newest first per endpoint for
 * the delivery log and by due time for the retries.
 */
export class CreateWebhooks1763709700100 implements MigrationInterface {
  name = 'CreateWebhooks1763709700100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        description varchar(200) NULL,
        events text[] NOT NULL,
        secret varchar(100) NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_at timestamptz NULL,
        disabled_reason varchar(20) NULL,
        failing_since timestamptz NULL,
        consecutive_failures integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id)`);
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id varchar(40) NOT NULL,
        event_type varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        state varchar(20) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NULL,
        last_status_code integer NULL,
        last_duration_ms integer NULL,
        last_error varchar(1000) NULL,
        response_excerpt varchar(1000) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending' AND next_attempt_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
  }
}
