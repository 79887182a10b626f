import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log filtered by one action, newest first (the panel's Audit tab), read in index order. */
export class AuditLogActionIndex1763704000100 implements MigrationInterface {
  name = 'AuditLogActionIndex1763704000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX admin_audit_log_action_idx`);
  }
}
