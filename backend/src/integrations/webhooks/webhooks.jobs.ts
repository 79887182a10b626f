import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../../auth/auth.api';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.api';
import { JobQueue, PeriodicJob, type QueuedJob } from '../../queue/queue.api';
import { WebhookClock } from './webhook-clock';
import { webhookDisabledMail } from './webhook-mails';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook-queue';
import { disablesEndpoint, newEventId, nextAttemptAt, type WebhookSentType } from './webhook-rules';
import { WebhookSender } from './webhook-sender';
import { WebhookSecretCipher } from './secret-cipher';
import { WebhookSubscribers } from './webhook-subscribers';
import { type WebhookEndpointRow, WebhooksRepository } from './webhooks.repository';

/** An event as every endpoint gets it (README "Webhooks"): the body that is signed. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookSentType;
  created: string;
  data: object;
}

/** What one pass over the delivery queue did. */
export interface WebhookDrain {
  succeeded: number;
  retrying: number;
  failed: number;
}

/** How many due retries one sweep queues at most (the rest wait for the next minute). */
const SWEEP_BATCH = 500;

/**
 * The deliveries: an event becomes one row and one job per subscribed endpoint (in one transaction),
 * each job makes one attempt (webhook-sender.ts) and records it; a failed attempt is due again after
 * its back-off and queued by the minutely sweep, until the 24-hour window closes and the delivery
 * has failed for good. A run of such failures switches the endpoint off and tells its owner.
 * Workers run with SCHEDULER_ENABLED; the tests call drainOnce and queueDue.
 */
@Injectable()
export class WebhookDeliveries implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookDeliveries.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly repository: WebhooksRepository,
    private readonly sender: WebhookSender,
    private readonly clock: WebhookClock,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly cipher: WebhookSecretCipher,
    private readonly subscribers: WebhookSubscribers,
  ) {
    queue.define(WEBHOOK_DELIVERY_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE.name, { batchSize: 5, pollingIntervalSeconds: 2 }, (jobs) =>
      this.deliver(jobs).then(() => undefined),
    );
  }

  /**
   * A new event for these accounts' subscribed endpoints, in a transaction of its own (the listeners' way); how many
   * deliveries. Most accounts have no endpoint: WebhookSubscribers' copy says so without a round trip, and the endpoints
   * of those that have one are read outside a transaction, whose START and COMMIT would be two more.
   */
  async publish(userIds: number[], type: WebhookSentType, data: object): Promise<number> {
    const candidates = await this.subscribers.among(userIds, type);
    if (candidates.length === 0) return 0;
    const endpoints = await this.repository.subscribed(this.dataSource.manager, candidates, type);
    if (endpoints.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => (await this.enqueue(manager, endpoints, this.envelope(type, data))).length);
  }

  envelope(type: WebhookSentType, data: object, id = newEventId()): WebhookEnvelope {
    return { id, type, created: this.clock.now().toISOString(), data };
  }

  /** Records a delivery of `envelope` to each endpoint and queues its first attempt, in the caller's transaction; the delivery ids. */
  async enqueue(manager: EntityManager, endpoints: Array<Pick<WebhookEndpointRow, 'id'>>, envelope: WebhookEnvelope): Promise<string[]> {
    const ids = await this.repository.insertDeliveries(
      manager,
      endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: envelope.id, eventType: envelope.type, payload: envelope })),
      this.clock.now(),
    );
    await this.queue.sendMany(
      WEBHOOK_DELIVERY_QUEUE.name,
      ids.map((deliveryId): WebhookDeliveryJob => ({ deliveryId })),
      manager,
    );
    return ids;
  }

  /** Claims the queued attempts and makes them (the tests' step). */
  async drainOnce(batchSize = 50): Promise<WebhookDrain> {
    return this.deliver(await this.queue.fetch<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE.name, batchSize));
  }

  /** Queues an attempt for every delivery whose back-off is over (each minute, on one instance); how many. */
  @PeriodicJob({ name: 'webhook-retries', cron: '* * * * *', windowSeconds: 50, pollingIntervalSeconds: 15, retries: 1, retryDelaySeconds: 30 })
  queueDue(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const ids = await this.repository.takeDue(manager, this.clock.now(), SWEEP_BATCH);
      await this.queue.sendMany(
        WEBHOOK_DELIVERY_QUEUE.name,
        ids.map((deliveryId): WebhookDeliveryJob => ({ deliveryId })),
        manager,
      );
      return ids.length;
    });
  }

  async deliver(jobs: QueuedJob<WebhookDeliveryJob>[]): Promise<WebhookDrain> {
    const outcome: WebhookDrain = { succeeded: 0, retrying: 0, failed: 0 };
    const done: string[] = [];
    // Side by side: one slow receiver (up to 10 s) does not hold up the others of the batch.
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const result = await this.attempt(job.data.deliveryId);
          if (result) outcome[result] += 1;
          done.push(job.id);
        } catch (error) {
          this.logger.warn(`Webhook delivery ${job.data.deliveryId} not attempted: ${String(error)}`);
          await this.queue.fail(WEBHOOK_DELIVERY_QUEUE.name, job.id, String(error));
        }
      }),
    );
    await this.queue.complete(WEBHOOK_DELIVERY_QUEUE.name, done);
    return outcome;
  }

  /**
   * One attempt of a pending delivery: sent outside any transaction (up to 10 s), then recorded.
   * Null when there was nothing to send (delivered, gone with its endpoint, or the endpoint is off).
   */
  private async attempt(deliveryId: string): Promise<keyof WebhookDrain | null> {
    const found = await this.dataSource.transaction((manager) => this.repository.lockForAttempt(manager, deliveryId));
    if (!found) return null;
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await this.dataSource.transaction((manager) => this.repository.abandon(manager, deliveryId, 'Webhook byl vypnut', this.clock.now()));
      return null;
    }
    const { id, type, created, data } = delivery.payload as unknown as WebhookEnvelope;
    // jsonb keeps its own key order: the body is rebuilt in the documented one.
    const body = JSON.stringify({ id, type, created, data });
    const sent = await this.sender.send({
      url: endpoint.url,
      secret: this.cipher.reveal(endpoint.storedSecret),
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      body,
      // The receiver checks the signature's age against its own clock: the real time, not the rules' clock.
      timestamp: Math.floor(Date.now() / 1000),
    });
    const now = this.clock.now();
    const attempts = delivery.attempts + 1;
    const next = sent.ok ? null : nextAttemptAt(delivery.createdAt, attempts, now);
    const state = sent.ok ? 'succeeded' : next ? 'pending' : 'failed';
    await this.dataSource.transaction(async (manager) => {
      await this.repository.recordAttempt(manager, deliveryId, {
        state,
        nextAttemptAt: next,
        statusCode: sent.statusCode,
        durationMs: sent.durationMs,
        error: sent.error,
        excerpt: sent.excerpt,
        finishedAt: state === 'pending' ? null : now,
      });
      if (state === 'succeeded') await this.repository.recordSuccess(manager, endpoint.id);
      if (state === 'failed') await this.failedForGood(manager, endpoint, now);
    });
    return state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'retrying';
  }

  /** A delivery failed for good: the endpoint's run grows, and past the rule the endpoint is switched off and its owner told. */
  private async failedForGood(manager: EntityManager, endpoint: WebhookEndpointRow, now: Date): Promise<void> {
    const run = await this.repository.recordFinalFailure(manager, endpoint.id, now);
    if (!run || !disablesEndpoint(run.consecutiveFailures, new Date(run.failingSince), now)) return;
    if (!(await this.repository.disableForFailures(manager, endpoint.id, now))) return;
    const owner = await this.users.findById(endpoint.userId);
    if (!owner) return;
    const settingsUrl = `${this.config.appUrl}${owner.isAdmin ? '/admin' : '/profile-settings'}`;
    await this.mail.enqueue(
      { email: owner.email, name: owner.firstName },
      webhookDisabledMail({ firstName: owner.firstName, url: endpoint.url, failures: run.consecutiveFailures, settingsUrl }),
      manager,
    );
    this.logger.warn(`Webhook endpoint ${endpoint.id} disabled after ${run.consecutiveFailures} failed deliveries`);
  }
}
