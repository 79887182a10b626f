import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews from real bookings (issue 44, item 7): three days after the wedding the couple is mailed a
 * link to the provider's review form. The app has no shared signing helper, so the link carries a
 * random token whose SHA-256 is kept on the booking with its expiry (60 days), as the other e-mailed
 * links are (common/security/link-token). The token proves the couple's mailbox.
 */
export class BookingReviewLinks1763706001000 implements MigrationInterface {
  name = 'BookingReviewLinks1763706001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN review_token_hash char(64) CONSTRAINT bookings_review_token_key UNIQUE,
        ADD COLUMN review_token_expires_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN review_token_expires_at, DROP COLUMN review_token_hash`);
  }
}
