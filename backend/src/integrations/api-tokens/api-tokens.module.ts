import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { AuthModule } from '../../auth/auth.module';
import { ApiTokensAccountData } from './api-tokens-account-data';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokensService } from './api-tokens.service';

/** Personal API tokens (issue 50): the owner's endpoints, and the store Auth's bearer path asks. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [ApiTokensController],
  providers: [ApiTokensService, ApiTokensRepository, ApiTokensAccountData],
  exports: [ApiTokensService],
})
export class ApiTokensModule {}
