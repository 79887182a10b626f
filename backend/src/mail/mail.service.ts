import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailOutboxMessage } from './entities/mail-outbox-message.entity';
import { MailRecipient, RenderedMail } from './mail.types';
import { MAIL_TRANSPORT, MailDeliveryError } from './transports/mail-transport';
import type { MailTransport } from './transports/mail-transport';

/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** Exponential back-off: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  get transportName(): string {
    return this.transport.name;
  }

  /**
   * Queues a message in the outbox. Pass the caller's transaction manager so that the e-mail
   * exists exactly when the change it reports was committed.
   */
  async enqueue(to: MailRecipient, mail: RenderedMail, manager?: EntityManager): Promise<MailOutboxMessage> {
    const repository = (manager ?? this.dataSource.manager).getRepository(MailOutboxMessage);
    return repository.save(
      repository.create({
        template: mail.template,
        toEmail: to.email,
        toName: to.name ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
      }),
    );
  }

  /**
   * Queues many messages in one statement (a new request can match hundreds of premium
   * providers; one INSERT each would hold the couple's submit for seconds).
   */
  async enqueueMany(messages: Array<{ to: MailRecipient; mail: RenderedMail }>, manager?: EntityManager): Promise<number> {
    if (messages.length === 0) return 0;
    const column = <T>(pick: (message: { to: MailRecipient; mail: RenderedMail }) => T) => messages.map(pick);
    await (manager ?? this.dataSource.manager).query(
      `INSERT INTO mail_outbox (template, to_email, to_name, subject, text_body, html_body)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::text[], $6::text[])`,
      [
        column((message) => message.mail.template),
        column((message) => message.to.email),
        column((message) => message.to.name ?? null),
        column((message) => message.mail.subject),
        column((message) => message.mail.text),
        column((message) => message.mail.html),
      ],
    );
    return messages.length;
  }

  /**
   * Sends one message now through the transport, bypassing the queue (the diagnostics' test
   * e-mail: it checks the connection at this moment), and records it in the outbox as sent or
   * failed, for the history. Never throws for a delivery failure: the outcome says what happened.
   */
  async sendNow(to: MailRecipient, mail: RenderedMail): Promise<{ sent: true; messageId: string | null } | { sent: false; error: string }> {
    const row = this.dataSource.getRepository(MailOutboxMessage).create({
      template: mail.template,
      toEmail: to.email,
      toName: to.name ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attempts: 1,
      nextAttemptAt: new Date(),
      transport: this.transport.name,
    });
    let outcome: { sent: true; messageId: string | null } | { sent: false; error: string };
    try {
      const { messageId } = await this.transport.send({ ...mail, to }, this.config.mailFrom);
      Object.assign(row, { status: 'sent', sentAt: new Date(), providerMessageId: messageId, lastError: null });
      outcome = { sent: true, messageId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      Object.assign(row, { status: 'failed', lastError: message });
      outcome = { sent: false, error: message };
    }
    try {
      await this.dataSource.getRepository(MailOutboxMessage).save(row);
    } catch (error) {
      this.logger.error(`Mail to ${to.email} (${mail.template}) was not recorded in the outbox: ${String(error)}`);
    }
    return outcome;
  }

  /**
   * Sends the messages that are due. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
   * app instances can drain together without sending anything twice.
   */
  async drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    await this.dataSource.transaction(async (manager) => {
      const due = await manager
        .getRepository(MailOutboxMessage)
        .createQueryBuilder('mail')
        .where(`mail.status = 'pending'`)
        .andWhere('mail.next_attempt_at <= now()')
        .orderBy('mail.next_attempt_at', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const message of due) {
        const outcome = await this.deliver(message);
        result[outcome] += 1;
        await manager.getRepository(MailOutboxMessage).save(message);
      }
    });
    return result;
  }

  private async deliver(message: MailOutboxMessage): Promise<keyof DrainResult> {
    message.attempts += 1;
    try {
      const { messageId } = await this.transport.send(
        {
          template: message.template,
          to: { email: message.toEmail, name: message.toName },
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        },
        this.config.mailFrom,
      );
      message.status = 'sent';
      message.sentAt = new Date();
      message.transport = this.transport.name;
      message.providerMessageId = messageId;
      message.lastError = null;
      return 'sent';
    } catch (error) {
      const retryable = !(error instanceof MailDeliveryError) || error.retryable;
      message.lastError = error instanceof Error ? error.message : String(error);
      if (!retryable || message.attempts >= MAX_MAIL_ATTEMPTS) {
        message.status = 'failed';
        this.logger.error(`Mail ${message.id} to ${message.toEmail} failed for good: ${message.lastError}`);
        return 'failed';
      }
      message.nextAttemptAt = new Date(Date.now() + retryDelayMs(message.attempts));
      this.logger.warn(`Mail ${message.id} attempt ${message.attempts} failed, retrying: ${message.lastError}`);
      return 'retried';
    }
  }
}
