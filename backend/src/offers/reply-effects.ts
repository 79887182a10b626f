import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import { EventsService } from '../events/events.api';
import type { ReplyCreated, ReplyUndone } from './offer-events';
import { OffersService } from './offers.service';

/**
 * What follows a one-tap answer once it committed (issue 45): the provider's response signals move
 * (an answer counts as a response), and for a question both sides are told live of the new notice in
 * their thread.
 */
@Injectable()
export class ReplyEffects {
  constructor(
    private readonly events: EventsService,
    private readonly offers: OffersService,
  ) {}

  @OnDomainEvent<ReplyCreated>('reply.created')
  async onCreated(event: ReplyCreated): Promise<void> {
    if (event.conversationId !== null) {
      const userIds = [event.providerUserId, ...(event.coupleUserId !== null ? [event.coupleUserId] : [])];
      void this.events.publish(userIds, { type: 'message.created', conversationId: event.conversationId, requestId: event.requestId });
    }
    await this.offers.refreshSignals([event.providerId]);
  }

  @OnDomainEvent<ReplyUndone>('reply.undone')
  async onUndone(event: ReplyUndone): Promise<void> {
    await this.offers.refreshSignals([event.providerId]);
  }
}
