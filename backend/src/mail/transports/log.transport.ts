import { Logger } from '@nestjs/common';
import { MailAddress } from '../../config/app-config';
import { OutgoingMail } from '../mail.types';
import { MailTransport } from './mail-transport';

/**
 * Offline mode (no SENDGRID_API_KEY): the message stays in the mail_outbox table and its text
 * goes to the log, where a developer can read links such as password resets.
 */
export class LogTransport implements MailTransport {
  readonly name = 'log';
  private readonly logger = new Logger('Mail');

  async send(mail: OutgoingMail, from: MailAddress): Promise<{ messageId: string | null }> {
    this.logger.log(
      `E-mail (offline mode, not sent) from ${from.email} to ${mail.to.email}: ${mail.subject}\n${mail.text}`,
    );
    return { messageId: null };
  }
}
