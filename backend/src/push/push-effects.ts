import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BookingConfirmed, BookingCreated } from '../bookings/bookings.api';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import type { MessageCreated } from '../conversations/conversations.api';
import type { ProvidersInvited } from '../matching/matching.api';
import type { OfferSent } from '../offers/offers.api';
import { ProviderRecords } from '../providers/providers.api';
import type { RequestListed } from '../requests/requests.api';
import { PushRepository } from './push.repository';
import { PUSH_PATHS } from './push-rules';
import { PushService } from './push.service';

/**
 * The notices that follow other modules' domain events (after their change committed): each queues
 * one send job per device of the accounts told, with a fixed Czech text and a link (push-rules.ts),
 * never the typed text of the change (message, reason, names).
 */
@Injectable()
export class PushEffects {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly push: PushService,
    private readonly devices: PushRepository,
    private readonly providers: ProviderRecords,
  ) {}

  /**
   * A request went public: the subscribed providers of its categories, premium ones at once, basic
   * ones in the morning digest. A request coming back (reopened, extended) is not new to them.
   */
  @OnDomainEvent<RequestListed>('request.listed')
  async onRequestListed(event: RequestListed): Promise<void> {
    if (!this.push.enabled || event.isDemo || event.reason === 'reopened' || event.reason === 'extended') return;
    if (event.newCategories.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const recipients = await this.providers.pushRecipients(manager, event.newCategories);
      const premium = recipients.filter((recipient) => recipient.plan === 'premium').map((recipient) => recipient.userId);
      const basic = recipients.filter((recipient) => recipient.plan !== 'premium').map((recipient) => recipient.userId);
      await this.push.notify(manager, premium, 'request.new', PUSH_PATHS.request(event.requestId));
      // Only accounts with a device wait for a digest (no rows for those who never turned push on).
      await this.devices.addDigestItems(manager, await this.devices.usersWithDevices(manager, basic), event.requestId);
    });
  }

  @OnDomainEvent<ProvidersInvited>('matching.invited')
  async onInvited(event: ProvidersInvited): Promise<void> {
    await this.push.notifyNow(
      event.invited.map((provider) => provider.userId),
      'matching.invited',
      PUSH_PATHS.inquiries,
    );
  }

  @OnDomainEvent<MessageCreated>('message.created')
  async onMessage(event: MessageCreated): Promise<void> {
    await this.push.notifyNow(event.recipientUserIds, 'message.new', PUSH_PATHS.conversation(event.conversationId));
  }

  @OnDomainEvent<BookingCreated>('booking.created')
  async onBookingCreated(event: BookingCreated): Promise<void> {
    if (event.providerUserId !== null) await this.push.notifyNow([event.providerUserId], 'booking.pending', PUSH_PATHS.booking(event.bookingId));
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onBookingConfirmed(event: BookingConfirmed): Promise<void> {
    if (event.coupleUserId !== null) await this.push.notifyNow([event.coupleUserId], 'booking.confirmed', PUSH_PATHS.booking(event.bookingId));
  }

  @OnDomainEvent<OfferSent>('offer.sent')
  async onOfferSent(event: OfferSent): Promise<void> {
    if (event.request.userId !== null) await this.push.notifyNow([event.request.userId], 'offer.new', PUSH_PATHS.dashboard);
  }
}
