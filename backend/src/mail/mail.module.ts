import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { QueueModule } from '../queue/queue.module';
import { DebugSendgridController } from './debug-sendgrid.controller';
import { MailDiagnosticsService } from './mail-diagnostics.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailRetentionJob } from './mail-retention.job';
import { MailService } from './mail.service';
import { LogTransport } from './transports/log.transport';
import { MAIL_TRANSPORT } from './transports/mail-transport';
import { SendGridTransport } from './transports/sendgrid.transport';

@Module({
  imports: [QueueModule],
  controllers: [DebugSendgridController],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.sendgrid ? new SendGridTransport(config.sendgrid.apiKey, config.sendgrid.apiUrl) : new LogTransport(!config.isProduction),
    },
    MailOutboxRepository,
    MailService,
    MailDiagnosticsService,
    MailRetentionJob,
  ],
  exports: [MailService],
})
export class MailModule {}
