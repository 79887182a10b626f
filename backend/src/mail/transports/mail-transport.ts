import { MailAddress } from '../../config/app-config';
import { OutgoingMail } from '../mail.types';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface MailTransport {
  /** 'sendgrid' or 'log'; recorded on each delivered outbox row. */
  readonly name: string;
  /** Delivers one message; resolves with the provider's message id (null when there is none). */
  send(mail: OutgoingMail, from: MailAddress): Promise<{ messageId: string | null }>;
}

/** A delivery failure; `retryable` is false for errors a retry cannot fix (bad key, rejected address). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
