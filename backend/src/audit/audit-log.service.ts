import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../auth/auth.api';
import { type AuditAction, type AuditEntry, type AuditRow, AuditRepository } from './audit.repository';

/**
 * The admin audit log: an admin's decision recorded in the decision's transaction, the log read
 * newest first, and the rows about a deleted account's providers and requests anonymised.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly audit: AuditRepository) {}

  record(manager: EntityManager, admin: Pick<User, 'id' | 'email'>, entry: AuditEntry): Promise<void> {
    return this.audit.record(manager, admin, entry);
  }

  /**
   * A party's decision the admins must see beside theirs (issue 44: a booking cancelled by its couple
   * or provider): no admin, the party named in `details.actor`.
   */
  recordParty(manager: EntityManager, entry: AuditEntry & { details: { actor: 'couple' | 'provider' } & Record<string, unknown> }): Promise<void> {
    return this.audit.record(manager, null, entry);
  }

  anonymiseTargets(manager: EntityManager, targets: { providers: number[]; requests: number[] }): Promise<number> {
    return this.audit.anonymiseTargets(manager, targets);
  }

  page(action: AuditAction | undefined, page: number, pageSize: number): Promise<{ rows: AuditRow[]; total: number }> {
    return this.audit.page(action, page, pageSize);
  }
}
