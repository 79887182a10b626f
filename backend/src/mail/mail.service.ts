import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobQueue, type QueueDefinition, type QueuedJob } from '../queue/queue.api';
import { MailMetrics } from './mail.metrics';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailRecipient, RenderedMail } from './mail.types';
import { MAIL_TRANSPORT, MailDeliveryError } from './transports/mail-transport';
import type { MailTransport } from './transports/mail-transport';

/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The delivery queue (pg-boss): tries with back-off (30 s, 1 min, 2 min, ... doubling, with jitter). */
export const MAIL_QUEUE: QueueDefinition = {
  name: 'mail',
  retries: MAX_MAIL_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
};
/** What a secret message's bodies become once it is sent or has failed for good: no usable link at rest. */
export const SCRUBBED_BODIES = { textBody: '[Obsah s odkazem byl po odeslání odstraněn.]', htmlBody: '' } as const;

/** One call to the transport longer than this counts as a failed (retryable) attempt. */
export const SEND_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 20;

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

interface MailJob {
  outboxId: string;
}

/** `promise`, or a retryable MailDeliveryError after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailDeliveryError(`No answer within ${ms / 1000} s`, true)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly outbox: MailOutboxRepository,
    private readonly metrics: MailMetrics,
  ) {
    queue.define(MAIL_QUEUE);
  }

  get transportName(): string {
    return this.transport.name;
  }

  /**
   * Records a message in the outbox and queues its delivery; the outbox row's id. Pass the caller's
   * transaction manager so that the e-mail exists exactly when the change it reports was committed.
   */
  async enqueue(to: MailRecipient, mail: RenderedMail, manager?: EntityManager): Promise<string> {
    if (!manager) return this.dataSource.transaction((own) => this.enqueue(to, mail, own));
    const [outboxId] = await this.outbox.insertMany(manager, [{ to, mail }]);
    await this.queue.send(MAIL_QUEUE.name, { outboxId } satisfies MailJob, manager);
    return outboxId;
  }

  /**
   * Records and queues many messages in two statements (a new request can match hundreds of premium
   * providers; one INSERT each would hold the couple's submit for seconds).
   */
  async enqueueMany(messages: Array<{ to: MailRecipient; mail: RenderedMail }>, manager?: EntityManager): Promise<number> {
    if (messages.length === 0) return 0;
    if (!manager) return this.dataSource.transaction((own) => this.enqueueMany(messages, own));
    const ids = await this.outbox.insertMany(manager, messages);
    await this.queue.sendMany(
      MAIL_QUEUE.name,
      ids.map((outboxId): MailJob => ({ outboxId })),
      manager,
    );
    return messages.length;
  }

  /**
   * An account's deletion: the outbox rows to its addresses or naming them go, in the caller's
   * transaction (a queued job whose row is gone is skipped); how many.
   */
  forgetAddresses(manager: EntityManager, emails: readonly string[]): Promise<number> {
    const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
    return addresses.length === 0 ? Promise.resolve(0) : this.outbox.deleteConcerning(manager, addresses);
  }

  /**
   * Sends one message now through the transport, bypassing the queue (the diagnostics' test
   * e-mail: it checks the connection at this moment), and records it in the outbox as sent or
   * failed, for the history. Never throws for a delivery failure: the outcome says what happened.
   */
  async sendNow(to: MailRecipient, mail: RenderedMail): Promise<{ sent: true; messageId: string | null } | { sent: false; error: string }> {
    const row = this.outbox.build({ to, mail }, { attempts: 1, transport: this.transport.name });
    let outcome: { sent: true; messageId: string | null } | { sent: false; error: string };
    try {
      const { messageId } = await withTimeout(this.transport.send({ ...mail, to }, this.config.mailFrom), SEND_TIMEOUT_MS);
      Object.assign(row, { status: 'sent', sentAt: new Date(), providerMessageId: messageId, lastError: null });
      outcome = { sent: true, messageId };
      this.metrics.sentOne();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      Object.assign(row, { status: 'failed', lastError: message });
      outcome = { sent: false, error: message };
      this.metrics.failedOne(true);
    }
    try {
      await this.outbox.save(row);
    } catch (error) {
      this.logger.error(`Mail to ${to.email} (${mail.template}) was not recorded in the outbox: ${String(error)}`);
    }
    return outcome;
  }

  /** Works the delivery queue on this instance (with SCHEDULER_ENABLED, not in the API tests); see JobQueue. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    const adopted = await this.adoptUnqueued();
    if (adopted > 0) this.logger.log(`Queued ${adopted} outbox message(s) that had no delivery job`);
    await this.queue.work<MailJob>(MAIL_QUEUE.name, { batchSize: BATCH_SIZE, pollingIntervalSeconds: 2 }, (jobs) =>
      this.deliverJobs(jobs).then(() => undefined),
    );
  }

  /**
   * Queues the pending outbox rows that have no delivery job (written before the queue existed, or
   * by hand), under a lock so that instances starting together queue each row once.
   */
  private adoptUnqueued(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await this.outbox.lockPendingIds(manager);
      const queued = await this.queue.queuedValues(MAIL_QUEUE.name, 'outboxId', pending, manager);
      const unqueued = pending.filter((id) => !queued.has(id));
      await this.queue.sendMany(
        MAIL_QUEUE.name,
        unqueued.map((outboxId): MailJob => ({ outboxId })),
        manager,
      );
      return unqueued.length;
    });
  }

  /** Claims and delivers the due messages once (what the worker does each round; the tests call it). */
  async drainOnce(): Promise<DrainResult> {
    return this.deliverJobs(await this.queue.fetch<MailJob>(MAIL_QUEUE.name, BATCH_SIZE));
  }

  /**
   * Delivers claimed messages side by side (each bounded by SEND_TIMEOUT_MS, well within the job's
   * expiry) and settles each job: sent or failed for good completes it, a retryable failure fails
   * it, so that the queue tries it again after its back-off. pg-boss claims a job for one worker
   * (SKIP LOCKED): several instances never send one message twice.
   */
  private async deliverJobs(jobs: QueuedJob<MailJob>[]): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    const outcomes = await Promise.all(jobs.map(async (job) => ({ job, outcome: await this.deliver(job) })));
    const settled: string[] = [];
    for (const { job, outcome } of outcomes) {
      if (outcome === 'skipped') {
        settled.push(job.id);
        continue;
      }
      result[outcome.kind] += 1;
      if (outcome.kind === 'retried') await this.queue.fail(MAIL_QUEUE.name, job.id, outcome.error);
      else settled.push(job.id);
    }
    await this.queue.complete(MAIL_QUEUE.name, settled);
    return result;
  }

  private async deliver(job: QueuedJob<MailJob>): Promise<'skipped' | { kind: keyof DrainResult; error: string }> {
    const message = await this.outbox.findById(job.data.outboxId);
    if (!message || message.status !== 'pending') return 'skipped';
    message.attempts += 1;
    let outcome: { kind: keyof DrainResult; error: string };
    try {
      const { messageId } = await withTimeout(
        this.transport.send(
          {
            template: message.template,
            to: { email: message.toEmail, name: message.toName },
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody,
          },
          this.config.mailFrom,
        ),
        SEND_TIMEOUT_MS,
      );
      Object.assign(message, { status: 'sent', sentAt: new Date(), transport: this.transport.name, providerMessageId: messageId, lastError: null });
      outcome = { kind: 'sent', error: '' };
      this.metrics.sentOne();
    } catch (error) {
      const retryable = !(error instanceof MailDeliveryError) || error.retryable;
      message.lastError = error instanceof Error ? error.message : String(error);
      if (!retryable || job.retryCount >= job.retryLimit) {
        message.status = 'failed';
        this.logger.error(`Mail ${message.id} to ${message.toEmail} failed for good: ${message.lastError}`);
        outcome = { kind: 'failed', error: message.lastError };
        this.metrics.failedOne(true);
      } else {
        this.logger.warn(`Mail ${message.id} attempt ${message.attempts} failed, retrying: ${message.lastError}`);
        outcome = { kind: 'retried', error: message.lastError };
        this.metrics.failedOne(false);
      }
    }
    if (message.secret && message.status !== 'pending') Object.assign(message, SCRUBBED_BODIES);
    await this.outbox.save(message);
    return outcome;
  }
}
