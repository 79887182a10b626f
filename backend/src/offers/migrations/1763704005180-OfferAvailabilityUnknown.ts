import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An offer's wedding-date availability gets the state 'unknown' ('Neuvedeno', issue 51): the
 * provider never set the day. Offers sent before read an unset day as 'available'; a day without an
 * entry now had none then either (entries are replaced, never removed), so those offers become
 * 'unknown' (read through the Availability module's provider_day_status).
 */
export class OfferAvailabilityUnknown1763704005180 implements MigrationInterface {
  name = 'OfferAvailabilityUnknown1763704005180';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE offers DROP CONSTRAINT offers_available_check`);
    await queryRunner.query(
      `ALTER TABLE offers ADD CONSTRAINT offers_available_check CHECK (available_on_date IN ('available', 'inquiry', 'busy', 'unknown'))`,
    );
    await queryRunner.query(`
      UPDATE offers o SET available_on_date = 'unknown'
        FROM service_requests r
       WHERE r.id = o.request_id AND o.available_on_date = 'available' AND r.wedding_date IS NOT NULL
         AND provider_day_status(o.provider_id, r.wedding_date) = 'unknown'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE offers SET available_on_date = 'available' WHERE available_on_date = 'unknown'`);
    await queryRunner.query(`ALTER TABLE offers DROP CONSTRAINT offers_available_check`);
    await queryRunner.query(
      `ALTER TABLE offers ADD CONSTRAINT offers_available_check CHECK (available_on_date IN ('available', 'inquiry', 'busy'))`,
    );
  }
}
