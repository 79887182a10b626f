import type { EntityManager } from 'typeorm';
import type { User } from '../auth/entities/user.entity';

/** Every action the panel records (the audit log's filter offers these). */
export const AUDIT_ACTIONS = [
  'request.notes',
  'request.mark-deletion',
  'request.delete',
  'provider.delete',
  'provider.activate-subscription',
  'provider.deactivate-subscription',
  'backup.download',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetType = 'service_request' | 'provider' | 'database';

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string | null;
  details?: Record<string, unknown> | null;
}

/** Writes one audit row on the caller's EntityManager, i.e. inside the transaction of the change it records. */
export async function recordAudit(manager: EntityManager, admin: Pick<User, 'id' | 'email'>, entry: AuditEntry): Promise<void> {
  await manager.query(
    `INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      admin.id,
      admin.email,
      entry.action,
      entry.targetType,
      entry.targetId === null ? null : String(entry.targetId),
      entry.details === undefined || entry.details === null ? null : JSON.stringify(entry.details),
    ],
  );
}
