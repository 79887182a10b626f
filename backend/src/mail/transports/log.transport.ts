import { Logger } from '@nestjs/common';
import { MailAddress } from '../../config/app-config';
import { OutgoingMail } from '../mail.types';
import { MailTransport } from './mail-transport';

/**
 * Offline mode (no SENDGRID_API_KEY): the message stays in the mail_outbox table and goes to the
 * log. On a development machine the log has the whole text, where a developer reads links such as
 * password resets; in production only recipient, subject and template (a log is no place for a
 * usable link or what a stranger typed).
 */
export class LogTransport implements MailTransport {
  readonly name = 'log';
  private readonly logger = new Logger('Mail');

  constructor(private readonly withBodies: boolean) {}

  async send(mail: OutgoingMail, from: MailAddress): Promise<{ messageId: string | null }> {
    const summary = `E-mail (offline mode, not sent) from ${from.email} to ${mail.to.email}: ${mail.subject} [${mail.template}]`;
    this.logger.log(this.withBodies ? `${summary}\n${mail.text}` : summary);
    return { messageId: null };
  }
}
