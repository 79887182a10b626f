import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One admin action: who (kept as an e-mail when the account goes), what, on which row, with which details. */
@Entity('admin_audit_log')
export class AdminAuditLog {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  adminUserId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  adminEmail: string | null;

  /** e.g. 'request.mark-deletion', 'provider.delete', 'backup.download'. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** 'service_request', 'provider' or 'database'. */
  @Column({ type: 'varchar', length: 32 })
  targetType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
