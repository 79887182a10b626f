import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { DebugSendgridController } from './debug-sendgrid.controller';

/**
 * The operators' e-mail diagnostics (/api/debug/sendgrid): the Mail module's diagnostics behind the
 * admin check. Apart from the panel so that the app registers it next to the Mail module, where the
 * API reference has always listed it.
 */
@Module({
  imports: [MailModule, AuthModule],
  controllers: [DebugSendgridController],
})
export class MailDiagnosticsModule {}
