import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The request's place as a location slug from the catalogue (null when the couple named a place
 * that is not one), beside the text people see. Existing rows get the slug of the location whose
 * name their text is.
 */
export class RequestLocationId1763704000400 implements MigrationInterface {
  name = 'RequestLocationId1763704000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests ADD COLUMN location_id varchar(64) REFERENCES locations(id)`);
    await queryRunner.query(
      `UPDATE service_requests r SET location_id = l.id FROM locations l WHERE r.location_folded = fold_text(l.name)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_requests DROP COLUMN location_id`);
  }
}
