import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../auth/auth.api';
import { fieldError } from '../common/http/field-error';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../queue/queue.api';
import type { PushConfigDto, PushDeviceDto, SubscribePushDto } from './dto/push.dto';
import { PUSH_SEND_QUEUE, type PushSendJob } from './push-queue';
import { PushRepository, type PushSubscriptionRow } from './push.repository';
import { deviceLabel, endpointAllowed, PUSH_DEVICES_MAX, PUSH_MESSAGES, PUSH_PATHS, type PushNoticeKind } from './push-rules';

/**
 * The account's devices with push on, and the notices queued for them. A notice is a pg-boss job per
 * device, queued in the caller's transaction (after the domain event's change committed), never sent
 * within an HTTP request; without VAPID keys nothing is queued.
 */
@Injectable()
export class PushService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly devices: PushRepository,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.push !== undefined;
  }

  pushConfig(): PushConfigDto {
    return { enabled: this.enabled, publicKey: this.config.push?.publicKey ?? null };
  }

  async list(viewer: Viewer, endpoint?: string): Promise<PushDeviceDto[]> {
    const rows = await this.devices.listOf(viewer.user!.id);
    return rows.map((row) => toDeviceDto(row, endpoint));
  }

  /** Registers the browser's subscription for the account (by endpoint: again is an update), at most 10 devices. */
  async subscribe(viewer: Viewer, dto: SubscribePushDto, userAgent: string | undefined): Promise<PushDeviceDto> {
    this.assertEnabled();
    if (!endpointAllowed(dto.endpoint, this.config.pushEndpointHosts, this.config.isProduction)) {
      throw fieldError('endpoint', PUSH_MESSAGES.endpointNotAllowed);
    }
    const userId = viewer.user!.id;
    const row = await this.dataSource.transaction(async (manager) => {
      await this.devices.lockUser(manager, userId);
      const known = await this.devices.findByEndpoint(manager, dto.endpoint);
      if (known?.userId !== userId && (await this.devices.countOf(manager, userId)) >= PUSH_DEVICES_MAX) {
        throw new ConflictException(PUSH_MESSAGES.tooManyDevices);
      }
      return this.devices.upsert(manager, {
        userId,
        endpoint: dto.endpoint,
        p256dh: dto.keys.p256dh,
        auth: dto.keys.auth,
        label: dto.label ?? deviceLabel(userAgent),
      });
    });
    return toDeviceDto(row, dto.endpoint);
  }

  async remove(viewer: Viewer, id: number): Promise<void> {
    if (!(await this.devices.deleteOwn(viewer.user!.id, id))) throw new NotFoundException(PUSH_MESSAGES.deviceNotFound);
  }

  /** Queues "Zkušební oznámení" to one of the account's devices. */
  async test(viewer: Viewer, id: number): Promise<void> {
    this.assertEnabled();
    const device = await this.devices.find(id);
    if (!device || device.userId !== viewer.user!.id) throw new NotFoundException(PUSH_MESSAGES.deviceNotFound);
    await this.dataSource.transaction((manager) =>
      this.queue.send(PUSH_SEND_QUEUE.name, { subscriptionId: device.id, kind: 'test', url: PUSH_PATHS.dashboard } satisfies PushSendJob, manager),
    );
  }

  /** Queues a notice to every device of these accounts, in the caller's transaction; how many were queued. */
  async notify(manager: EntityManager, userIds: number[], kind: PushNoticeKind, url: string, count?: number): Promise<number> {
    if (!this.enabled) return 0;
    const ids = await this.devices.idsOfUsers(manager, [...new Set(userIds)]);
    return this.queueNotices(manager, ids, kind, url, count);
  }

  /**
   * Notifies these accounts in a transaction of its own (the listeners' way, after the change committed). Most accounts
   * have no device: their devices are found outside it, and no transaction (its START and COMMIT) is opened for none.
   */
  async notifyNow(userIds: number[], kind: PushNoticeKind, url: string): Promise<number> {
    if (!this.enabled || userIds.length === 0) return 0;
    const ids = await this.devices.idsOfUsers(this.dataSource.manager, [...new Set(userIds)]);
    if (ids.length === 0) return 0;
    return this.dataSource.transaction((manager) => this.queueNotices(manager, ids, kind, url));
  }

  private async queueNotices(manager: EntityManager, subscriptionIds: number[], kind: PushNoticeKind, url: string, count?: number): Promise<number> {
    const jobs: PushSendJob[] = subscriptionIds.map((subscriptionId) => ({ subscriptionId, kind, url, ...(count === undefined ? {} : { count }) }));
    await this.queue.sendMany(PUSH_SEND_QUEUE.name, jobs, manager);
    return jobs.length;
  }

  /** 409, not 503: a server without keys is not down (no Retry-After, no outage in the log). */
  private assertEnabled(): void {
    if (!this.enabled) throw new ConflictException(PUSH_MESSAGES.disabled);
  }
}

function toDeviceDto(row: PushSubscriptionRow, endpoint: string | undefined): PushDeviceDto {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    current: endpoint !== undefined && row.endpoint === endpoint,
  };
}
