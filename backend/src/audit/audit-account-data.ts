import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountErasure, type AccountSubject } from '../common/account-data/account-data';
import { AuditLog } from './audit-log.service';

/** A deletion anonymises the audit rows about the removed profile and the closed requests (the rows themselves stay). */
@AccountData({ order: 60 })
export class AuditAccountData implements AccountDataContributor {
  constructor(private readonly audit: AuditLog) {}

  async erase(manager: EntityManager, _subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    await this.audit.anonymiseTargets(manager, {
      providers: erasure.removedProviderId === null ? [] : [erasure.removedProviderId],
      requests: erasure.requestIds,
    });
  }
}
