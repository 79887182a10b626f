import type { Client as SendGridClient } from '@sendgrid/client';
import type { MailService } from '@sendgrid/mail';
import { MailAddress } from '../../config/app-config';
import { OutgoingMail } from '../mail.types';
import { MailDeliveryError, MailTransport } from './mail-transport';

interface SendGridError {
  code?: number;
  message?: string;
  response?: { body?: { errors?: Array<{ message?: string }> } };
}

/**
 * Sends through SendGrid's v3 API with the official SDK. `apiUrl` points it at a stand-in in tests. The SDK
 * (and its HTTP client) is loaded when this is made, only with an API key: the log transport needs neither.
 */
export class SendGridTransport implements MailTransport {
  readonly name = 'sendgrid';
  private readonly service: MailService;

  constructor(apiKey: string, apiUrl?: string) {
    const { Client } = require('@sendgrid/client') as { Client: typeof SendGridClient };
    const { MailService: SendGridMail } = require('@sendgrid/mail') as { MailService: typeof MailService };
    const client = new Client();
    client.setApiKey(apiKey);
    if (apiUrl) client.setDefaultRequest('baseUrl', apiUrl);
    this.service = new SendGridMail();
    this.service.setClient(client);
  }

  async send(mail: OutgoingMail, from: MailAddress): Promise<{ messageId: string | null }> {
    try {
      const [response] = await this.service.send({
        to: { email: mail.to.email, name: mail.to.name ?? undefined },
        from: { email: from.email, name: from.name },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      const header = response.headers['x-message-id'] as string | string[] | undefined;
      return { messageId: (Array.isArray(header) ? header[0] : header) ?? null };
    } catch (error) {
      const failure = error as SendGridError;
      const status = failure.code;
      const detail = failure.response?.body?.errors?.map((item) => item.message).join('; ') || failure.message;
      // 429 and 5xx are temporary; other 4xx (bad key, rejected payload) will not heal by retrying.
      const retryable = status === undefined || status === 429 || status >= 500;
      throw new MailDeliveryError(`SendGrid ${status ?? 'network error'}: ${detail}`, retryable);
    }
  }
}
