import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's relevant requests filter active requests by place (issue 51, item 3: the places
 * its areas reach, RequestsService.list): an index of the active ones by location, newest first.
 */
export class ActiveRequestLocationIndex1763704005120 implements MigrationInterface {
  name = 'ActiveRequestLocationIndex1763704005120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX service_requests_active_location_idx ON service_requests (location_id, created_at DESC, id DESC) WHERE status = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_active_location_idx`);
  }
}
