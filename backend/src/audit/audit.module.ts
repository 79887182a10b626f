import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service';
import { AuditRepository } from './audit.repository';
import { AuditAccountData } from './audit-account-data';

/**
 * The admin audit log, a module of its own below everything that records into it: the Admin module
 * (its decisions), Conversations (blocks and reports) and Account (anonymising the rows about a
 * deleted account), so that none of them depends on another for it.
 */
@Module({
  providers: [AuditAccountData, AuditRepository, AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
