import { MigrationInterface, QueryRunner } from 'typeorm';

/** The couple's own requests (GET /api/service-requests/mine), newest first, straight from the index. */
export class ServiceRequestsOwnerIndex1763700000410 implements MigrationInterface {
  name = 'ServiceRequestsOwnerIndex1763700000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_user_idx`);
    await queryRunner.query(
      `CREATE INDEX service_requests_user_newest_idx ON service_requests (user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX service_requests_user_newest_idx`);
    await queryRunner.query(`CREATE INDEX service_requests_user_idx ON service_requests (user_id) WHERE user_id IS NOT NULL`);
  }
}
