import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review written through a booking's review link (issue 44, item 7) is stored with its booking:
 * one review per booking, marked "Ověřená rezervace". No foreign key: a booking refers to other
 * modules' rows without one too, and the review outlives whatever happens to the booking row.
 */
export class ReviewBookingId1763706001010 implements MigrationInterface {
  name = 'ReviewBookingId1763706001010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews ADD COLUMN booking_id integer CONSTRAINT reviews_booking_key UNIQUE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN booking_id`);
  }
}
