import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailService } from './mail.service';
import { OutboxDrainerService } from './outbox-drainer.service';
import { LogTransport } from './transports/log.transport';
import { MAIL_TRANSPORT } from './transports/mail-transport';
import { SendGridTransport } from './transports/sendgrid.transport';

@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.sendgrid ? new SendGridTransport(config.sendgrid.apiKey, config.sendgrid.apiUrl) : new LogTransport(),
    },
    MailService,
    OutboxDrainerService,
  ],
  exports: [MailService],
})
export class MailModule {}
