import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService, type NotifiedCache } from '../../events/events.api';
import { WebhooksRepository } from './webhooks.repository';

/** Notified at the commit of every change to who subscribes to what (the trigger of migration WebhookEndpointsNotice). */
export const WEBHOOK_ENDPOINTS_CHANNEL = 'svatby_webhook_endpoints';

/**
 * Which accounts have an enabled endpoint for which event type, kept in memory: most events (a couple's
 * message, a booking's change) reach nobody with a webhook, and asking the database each time was a round
 * trip on every such write. The copy is dropped at every change of the endpoints (the table's trigger
 * notifies WEBHOOK_ENDPOINTS_CHANNEL at commit; this instance also drops it itself after its own change) and
 * while the LISTEN connection is down the database is asked each time (NotifiedCache). It only narrows the
 * accounts a fan-out asks about: the endpoints themselves are read again (WebhooksRepository.subscribed).
 */
@Injectable()
export class WebhookSubscribers implements OnModuleInit {
  private byType!: NotifiedCache<Map<string, Set<number>>>;

  constructor(
    private readonly events: EventsService,
    private readonly repository: WebhooksRepository,
  ) {}

  onModuleInit(): void {
    this.byType = this.events.cached(WEBHOOK_ENDPOINTS_CHANNEL, () => this.repository.subscribersByType());
  }

  /** Those of `userIds` with an enabled endpoint subscribed to `eventType`. */
  async among(userIds: readonly number[], eventType: string): Promise<number[]> {
    if (userIds.length === 0) return [];
    const subscribed = (await this.byType.get()).get(eventType);
    return subscribed ? [...new Set(userIds)].filter((userId) => subscribed.has(userId)) : [];
  }

  /** Whether any enabled endpoint at all wants `eventType`. */
  async any(eventType: string): Promise<boolean> {
    return ((await this.byType.get()).get(eventType)?.size ?? 0) > 0;
  }

  /** After this instance changed an endpoint (committed): its own next fan-out sees the change without waiting for the notice. */
  changed(): void {
    this.byType.invalidate();
  }
}
