import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in (DESIGN.md section 5): a request starts 'unconfirmed' (not listed, counted or
 * matched) until its contact e-mail's owner opens the confirmation link. The links' tokens are kept
 * as SHA-256 hashes, single use, with an expiry. "This was not me" blocks the address for 30 days.
 * Requests that were already listed count as confirmed when they were created.
 */
export class RequestConfirmation1763704000800 implements MigrationInterface {
  name = 'RequestConfirmation1763704000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests DROP CONSTRAINT service_requests_status_check`);
    await queryRunner.query(
      `ALTER TABLE service_requests ADD CONSTRAINT service_requests_status_check
         CHECK (status IN ('unconfirmed', 'active', 'fulfilled', 'cancelled', 'resolved', 'no_interest', 'expired'))`,
    );
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN confirmed_at timestamptz`);
    await queryRunner.query(`UPDATE service_requests SET confirmed_at = created_at`);
    // The per-address limits and the duplicate check read one address's recent requests.
    await queryRunner.query(`CREATE INDEX service_requests_contact_email_idx ON service_requests (contact_email, created_at DESC)`);
    // The sweep of unconfirmed requests past their link's validity.
    await queryRunner.query(`CREATE INDEX service_requests_unconfirmed_idx ON service_requests (created_at) WHERE status = 'unconfirmed'`);
    await queryRunner.query(
      `CREATE TABLE request_tokens (
         token_hash char(64) PRIMARY KEY,
         request_id integer NOT NULL REFERENCES service_requests(id) ON DELETE CASCADE,
         purpose varchar(16) NOT NULL CONSTRAINT request_tokens_purpose_check CHECK (purpose IN ('confirm', 'manage')),
         expires_at timestamptz NOT NULL,
         used_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(`CREATE INDEX request_tokens_request_idx ON request_tokens (request_id)`);
    await queryRunner.query(
      `CREATE TABLE request_email_blocks (
         email varchar(254) PRIMARY KEY,
         blocked_until timestamptz NOT NULL
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE request_email_blocks`);
    await queryRunner.query(`DROP TABLE request_tokens`);
    await queryRunner.query(`DROP INDEX service_requests_unconfirmed_idx`);
    await queryRunner.query(`DROP INDEX service_requests_contact_email_idx`);
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN confirmed_at`);
    await queryRunner.query(`DELETE FROM service_requests WHERE status IN ('unconfirmed', 'expired')`);
    await queryRunner.query(`ALTER TABLE service_requests DROP CONSTRAINT service_requests_status_check`);
    await queryRunner.query(
      `ALTER TABLE service_requests ADD CONSTRAINT service_requests_status_check
         CHECK (status IN ('active', 'fulfilled', 'cancelled', 'resolved', 'no_interest'))`,
    );
  }
}
