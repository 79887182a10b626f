import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { QueueModule } from '../queue/queue.module';
import { MailDiagnosticsService } from './mail-diagnostics.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailJobs } from './mail.jobs';
import { MailMetrics } from './mail.metrics';
import { MailService } from './mail.service';
import { LogTransport } from './transports/log.transport';
import { MAIL_TRANSPORT } from './transports/mail-transport';
import { SendGridTransport } from './transports/sendgrid.transport';
import { MailAccountData } from './mail-account-data';

@Module({
  imports: [QueueModule],
  providers: [
    MailAccountData,
    {
      provide: MAIL_TRANSPORT,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.sendgrid ? new SendGridTransport(config.sendgrid.apiKey, config.sendgrid.apiUrl) : new LogTransport(!config.isProduction),
    },
    MailOutboxRepository,
    MailMetrics,
    MailService,
    MailDiagnosticsService,
    MailJobs,
  ],
  exports: [MailService, MailDiagnosticsService],
})
export class MailModule {}
