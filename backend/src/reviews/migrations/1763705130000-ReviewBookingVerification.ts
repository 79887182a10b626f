import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews from real customers (issue 51, item 4): a signed-in couple whose request was booked with
 * the provider (an accepted offer) may review from its account's verified address whatever the
 * domain, or from a Gmail account, and the review is marked "Ověřená spolupráce" as it is stored
 * (verified_booking), not only when its mailbox happens to be the request's contact e-mail.
 * booking_user_id keeps one such review per couple account and provider among the published ones.
 */
export class ReviewBookingVerification1763705130000 implements MigrationInterface {
  name = 'ReviewBookingVerification1763705130000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN IF NOT EXISTS verified_booking boolean NOT NULL DEFAULT false,
        ADD COLUMN IF NOT EXISTS booking_user_id integer REFERENCES users (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX IF NOT EXISTS reviews_provider_booking_user_confirmed ON reviews (provider_id, booking_user_id)
       WHERE status = 'confirmed' AND booking_user_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS reviews_provider_booking_user_confirmed`);
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN IF EXISTS booking_user_id, DROP COLUMN IF EXISTS verified_booking`);
  }
}
