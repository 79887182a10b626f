import { Module } from '@nestjs/common';
import { AdminAuditRepository } from './admin-audit.repository';

/**
 * The admin audit log on its own: the Admin module records into it, and the Account module
 * anonymises the rows about a deleted account (the Admin module depends on Account, not the reverse).
 */
@Module({
  providers: [AdminAuditRepository],
  exports: [AdminAuditRepository],
})
export class AdminAuditModule {}
