import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobQueue, PeriodicJob, type QueuedJob } from '../queue/queue.api';
import { PUSH_SEND_QUEUE, type PushSendJob } from './push-queue';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PUSH_PATHS, pushPayload } from './push-rules';
import { PushService } from './push.service';

/** What one pass over the send queue did. */
export interface PushDelivery {
  sent: number;
  /** Devices removed because their push service called them gone (404/410). */
  removed: number;
  /** Sends failed and left to the queue's retry. */
  failed: number;
}

/**
 * Push's queued work: the sends (one job per device and notice, worked with SCHEDULER_ENABLED; the
 * tests call drainOnce) and the basic providers' morning digest of new requests.
 */
@Injectable()
export class PushJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(PushJobs.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly devices: PushRepository,
    private readonly sender: PushSender,
    private readonly push: PushService,
  ) {
    queue.define(PUSH_SEND_QUEUE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.queue.work<PushSendJob>(PUSH_SEND_QUEUE.name, { batchSize: 10, pollingIntervalSeconds: 2 }, (jobs) => this.deliver(jobs).then(() => undefined));
  }

  /** Claims the due sends and delivers them (the tests' step). */
  async drainOnce(batchSize = 50): Promise<PushDelivery> {
    return this.deliver(await this.queue.fetch<PushSendJob>(PUSH_SEND_QUEUE.name, batchSize));
  }

  /** Sends each claimed job's notice and settles the job: done, device removed (gone), or failed for a retry. */
  async deliver(jobs: QueuedJob<PushSendJob>[]): Promise<PushDelivery> {
    const outcome: PushDelivery = { sent: 0, removed: 0, failed: 0 };
    const done: string[] = [];
    for (const job of jobs) {
      const { subscriptionId, kind, url, count } = job.data;
      const device = await this.devices.find(subscriptionId);
      // Revoked, gone or erased meanwhile (or push switched off): nothing to send.
      if (!device || !this.sender.enabled) {
        done.push(job.id);
        continue;
      }
      try {
        const result = await this.sender.send(device, pushPayload(kind, url, count));
        if (result === 'gone') {
          await this.devices.deleteGone(device.id, device.endpoint);
          outcome.removed += 1;
        } else {
          await this.devices.markUsed(device.id);
          outcome.sent += 1;
        }
        done.push(job.id);
      } catch (error) {
        outcome.failed += 1;
        this.logger.warn(`Push to device ${device.id} failed: ${String(error)}`);
        await this.queue.fail(PUSH_SEND_QUEUE.name, job.id, String(error));
      }
    }
    await this.queue.complete(PUSH_SEND_QUEUE.name, done);
    return outcome;
  }

  /**
   * The basic providers' digest, each morning: "N nových poptávek ve vašem oboru" for the requests
   * listed since the last one (premium providers had each at once). How many notices were queued.
   */
  @PeriodicJob({ name: 'push-request-digest', cron: '0 8 * * *', windowSeconds: 3600, pollingIntervalSeconds: 60 })
  sendDigest(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await this.devices.takeDigest(manager);
      let queued = 0;
      for (const { userId, count } of pending) queued += await this.push.notify(manager, [userId], 'request.digest', PUSH_PATHS.requests, count);
      return queued;
    });
  }
}
