import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isIP } from 'node:net';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/auth.api';
import { fieldError } from '../../common/http/field-error';
import { AppConfig } from '../../config/app-config';
import { isPublicAddress } from './address-check';
import { WebhookSecretCipher } from './secret-cipher';
import {
  type CreatedWebhookEndpointDto,
  type CreateWebhookEndpointDto,
  type UpdateWebhookEndpointDto,
  WEBHOOK_DELIVERY_PAGE_SIZE_DEFAULT,
  type WebhookDeliveriesQueryDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryPageDto,
  type WebhookEndpointDto,
  type WebhookEventTypeDto,
  type WebhookSecretDto,
} from './dto/webhook.dto';
import { newWebhookSecret, urlProblem, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-rules';
import { WebhookSubscribers } from './webhook-subscribers';
import { WebhookDeliveries, type WebhookEnvelope } from './webhooks.jobs';
import { type WebhookDeliveryRow, type WebhookEndpointRow, WebhooksRepository } from './webhooks.repository';

/**
 * The account's webhook endpoints (providers and admins): add, change, switch off, remove, show the
 * secret, the delivery log with resend, and the test event. Deliveries themselves are WebhookDeliveries'.
 * The secrets are stored encrypted under WEBHOOK_SECRET_KEY (WebhookSecretCipher).
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WebhooksRepository,
    private readonly deliveries: WebhookDeliveries,
    private readonly config: AppConfig,
    private readonly cipher: WebhookSecretCipher,
    private readonly subscribers: WebhookSubscribers,
  ) {}

  /**
   * Encrypts the secrets still stored in clear, at every start (before this instance's workers
   * sign anything). Here and not in a migration: the migrations run without the app's
   * configuration, and the key is configuration. Idempotent; instances starting together do not
   * clash (each row is replaced only while it still holds the clear value).
   */
  async onModuleInit(): Promise<void> {
    const clear = await this.repository.clearSecrets();
    for (const row of clear) await this.repository.encryptSecret(row.id, row.secret, this.cipher.encrypt(row.secret));
    if (clear.length > 0) this.logger.log(`Encrypted ${clear.length} webhook secret(s) stored in clear`);
  }

  eventTypes(): WebhookEventTypeDto[] {
    return WEBHOOK_EVENTS.map(({ type, label }) => ({ type, label }));
  }

  async list(viewer: Viewer): Promise<WebhookEndpointDto[]> {
    return (await this.repository.listOf(this.ownerOf(viewer))).map(toEndpointDto);
  }

  /** Adds an endpoint (at most WEBHOOK_ENDPOINTS_MAX per account) with a new secret, shown in the answer. */
  async create(viewer: Viewer, dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    const userId = this.ownerOf(viewer);
    this.assertUrl(dto.url);
    const secret = newWebhookSecret();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockUser(manager, userId);
      if ((await this.repository.countOf(manager, userId)) >= WEBHOOK_ENDPOINTS_MAX) throw new ConflictException(WEBHOOK_MESSAGES.tooMany);
      return this.repository.insert(manager, {
        userId,
        url: dto.url,
        description: dto.description || null,
        events: [...new Set(dto.events)],
        storedSecret: this.cipher.encrypt(secret),
      });
    });
    this.subscribers.changed();
    return { ...toEndpointDto(row), secret };
  }

  async update(viewer: Viewer, id: number, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const userId = this.ownerOf(viewer);
    if (dto.events === undefined && dto.enabled === undefined && dto.description === undefined) {
      throw fieldError('events', 'Zadejte, co se má změnit: events, enabled nebo description');
    }
    const row = await this.repository.update(userId, id, {
      ...(dto.events ? { events: [...new Set(dto.events)] } : {}),
      ...(dto.enabled === undefined ? {} : { enabled: dto.enabled }),
      ...(dto.description === undefined ? {} : { description: dto.description || null }),
    });
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    this.subscribers.changed();
    return toEndpointDto(row);
  }

  async remove(viewer: Viewer, id: number): Promise<void> {
    if (!(await this.repository.deleteOwn(this.ownerOf(viewer), id))) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    this.subscribers.changed();
  }

  async secret(viewer: Viewer, id: number): Promise<WebhookSecretDto> {
    return { secret: this.cipher.reveal((await this.own(viewer, id)).storedSecret) };
  }

  async deliveryLog(viewer: Viewer, id: number, query: WebhookDeliveriesQueryDto): Promise<WebhookDeliveryPageDto> {
    const endpoint = await this.own(viewer, id);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? WEBHOOK_DELIVERY_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.repository.deliveryPage(endpoint.id, page, pageSize);
    return { items: rows.map(toDeliveryDto), total, page, pageSize };
  }

  /** "Znovu odeslat": the same event (same id and payload) once more, as a new delivery with a fresh 24-hour window. */
  async resend(viewer: Viewer, id: number, deliveryId: string): Promise<WebhookDeliveryDto> {
    const endpoint = await this.own(viewer, id);
    const delivery = /^\d{1,18}$/.test(deliveryId) ? await this.repository.findDelivery(endpoint.id, deliveryId) : null;
    if (!delivery) throw new NotFoundException(WEBHOOK_MESSAGES.deliveryNotFound);
    if (!endpoint.enabled) throw new ConflictException(WEBHOOK_MESSAGES.disabled);
    const envelope = delivery.payload as unknown as WebhookEnvelope;
    return this.sendOne(endpoint, envelope);
  }

  /** "Poslat testovací událost": a `ping` to this endpoint only. */
  async sendTest(viewer: Viewer, id: number): Promise<WebhookDeliveryDto> {
    const endpoint = await this.own(viewer, id);
    if (!endpoint.enabled) throw new ConflictException(WEBHOOK_MESSAGES.disabled);
    return this.sendOne(endpoint, this.deliveries.envelope(WEBHOOK_TEST_EVENT, { endpointId: endpoint.id, message: 'Testovací událost ze Svatby' }));
  }

  private async sendOne(endpoint: WebhookEndpointRow, envelope: WebhookEnvelope): Promise<WebhookDeliveryDto> {
    const [deliveryId] = await this.dataSource.transaction((manager) => this.deliveries.enqueue(manager, [endpoint], envelope));
    const row = await this.repository.findDelivery(endpoint.id, deliveryId);
    return toDeliveryDto(row!);
  }

  /** The signed-in provider's or admin's account (the guard let only them in; a couple gets 403 here too). */
  private ownerOf(viewer: Viewer): number {
    if (!viewer.user || (!viewer.provider && !viewer.isAdmin)) throw new ForbiddenException(WEBHOOK_MESSAGES.providersOnly);
    return viewer.user.id;
  }

  private async own(viewer: Viewer, id: number): Promise<WebhookEndpointRow> {
    const row = await this.repository.findOwn(this.ownerOf(viewer), id);
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  private assertUrl(url: string): void {
    const problem = urlProblem(url, { production: this.config.isProduction });
    if (problem) throw fieldError('url', problem);
    // An address literal can be judged now; a name is resolved and checked at every send.
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!this.config.webhooksAllowPrivate && (host === 'localhost' || (isIP(host) !== 0 && !isPublicAddress(host)))) {
      throw fieldError('url', WEBHOOK_MESSAGES.urlPrivate);
    }
  }
}

function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

function toEndpointDto(row: WebhookEndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason as 'owner' | 'failures' | null,
    failingSince: iso(row.failingSince),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toDeliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    responseExcerpt: row.responseExcerpt,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}
