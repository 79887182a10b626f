/**
 * The public surface of `audit/`. The admin audit log: what other modules may use.
 * Other modules import from this file (and `audit.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { AuditLog } from './audit-log.service';
export { AUDIT_ACTIONS } from './audit.repository';
export type { AuditAction, AuditEntry } from './audit.repository';
