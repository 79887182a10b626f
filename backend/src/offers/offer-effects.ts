import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import { AppConfig } from '../config/app-config';
import { ConversationsService, type ConversationSide, type SystemNotice } from '../conversations/conversations.api';
import { EventsService } from '../events/events.api';
import { MailService, type MailRecipient, type RenderedMail } from '../mail/mail.api';
import { ProvidersService } from '../providers/providers.api';
import { RequestsService } from '../requests/requests.api';
import type { OfferAccepted, OfferChanged, OfferDeclined, OfferEventRequest, OfferReopened, OfferSent } from './offer-events';
import { conversationPageUrl, coupleDashboardUrl, newOfferMail, offerAcceptedMail, offerDeclinedMail } from './offer-mails';
import { OFFER_SYSTEM_MESSAGES } from './offer-rules';
import { OffersService } from './offers.service';

interface Notice {
  offerId: number;
  text: SystemNotice;
}

/**
 * What follows an offer's change once it committed: the notices in the offers' conversations, the
 * e-mails (through the outbox), the live events and the sender's response figures. The notices and mails of one change commit
 * together, in a transaction of their own; the live events go out after that, so that a client
 * refetching on one sees the notices.
 */
@Injectable()
export class OfferEffects {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly offers: OffersService,
  ) {}

  /**
   * The couple's mail about a new offer: with an account a link to the dashboard, without one a
   * freshly minted manage link (the couple's only key; the mail is marked secret).
   */
  @OnDomainEvent<OfferSent>('offer.sent')
  async onSent(event: OfferSent): Promise<void> {
    const { request } = event;
    // An erased couple (account deleted) has no address any more.
    if (request.contactEmail) {
      await this.dataSource.transaction(async (manager) => {
        const secret = request.userId === null;
        const url = secret ? await this.requests.issueManageLink(manager, request.id) : coupleDashboardUrl(this.config.appUrl);
        const mail = newOfferMail({ coupleName: request.coupleName, companyName: event.companyName, title: request.title, url, secret });
        await this.mail.enqueue({ email: request.contactEmail, name: request.coupleName }, mail, manager);
      });
    }
    this.tellCouple(request, event.offerId, 'offer.created');
    // The sender's response figures move with each offer (the hourly job covers the window moving on).
    await this.offers.refreshSignals([event.providerId]);
  }

  /** The provider's change of a sent offer, told in its conversation (not unread for the provider) and to the couple. */
  @OnDomainEvent<OfferChanged>('offer.changed')
  async onChanged(event: OfferChanged): Promise<void> {
    const text = event.change === 'updated' ? OFFER_SYSTEM_MESSAGES.updated : OFFER_SYSTEM_MESSAGES.withdrawn;
    await this.dataSource.transaction((manager) => this.postNotices(manager, [{ offerId: event.offerId, text }], 'provider'));
    this.tellCouple(event.request, event.offerId, 'offer.updated');
  }

  /** The chosen provider and every automatically declined one: a notice in each conversation, a mail, a live event. */
  @OnDomainEvent<OfferAccepted>('offer.accepted')
  async onAccepted(event: OfferAccepted): Promise<void> {
    const offers = [{ offerId: event.offerId, providerId: event.providerId }, ...event.declined];
    const [parties, threads] = await Promise.all([
      this.providers.offerParties(offers.map((offer) => offer.providerId)),
      this.conversations.unreadForOffers(
        offers.map((offer) => offer.offerId),
        'provider',
      ),
    ]);
    const threadOf = (offerId: number) => threads.get(offerId)?.conversationId ?? null;
    // A handed-over acceptance is told in the chosen thread by whoever took it over (the booking's notice).
    const notices: Notice[] = [
      ...(event.handedOver ? [] : [{ offerId: event.offerId, text: OFFER_SYSTEM_MESSAGES.accepted(parties.get(event.providerId)?.companyName ?? '') }]),
      ...event.declined.map((other) => ({ offerId: other.offerId, text: OFFER_SYSTEM_MESSAGES.autoDeclined })),
    ];
    const mails: Array<{ to: MailRecipient; mail: RenderedMail }> = [];
    for (const offer of offers) {
      const party = parties.get(offer.providerId);
      if (!party) continue;
      const chosen = offer.offerId === event.offerId;
      if (chosen && event.handedOver) continue;
      const params = { companyName: party.companyName, title: event.request.title, url: this.providerLink(threadOf(offer.offerId)) };
      mails.push({
        to: { email: party.email, name: party.companyName },
        mail: chosen ? offerAcceptedMail(params) : offerDeclinedMail({ ...params, automatically: true }),
      });
    }
    await this.dataSource.transaction(async (manager) => {
      await this.postNotices(manager, notices, 'couple', threads);
      await this.mail.enqueueMany(mails, manager);
    });
    for (const offer of offers) {
      const party = parties.get(offer.providerId);
      if (party) void this.events.publish([party.userId], { type: 'offer.updated', requestId: event.request.id, offerId: offer.offerId });
    }
    this.tellCouple(event.request, event.offerId, 'offer.updated');
  }

  /** Offers open again after a lapsed booking: a notice in each thread (unread for both sides) and a live event to each provider and the couple. */
  @OnDomainEvent<OfferReopened>('offer.reopened')
  async onReopened(event: OfferReopened): Promise<void> {
    const [parties, threads] = await Promise.all([
      this.providers.offerParties(event.reopened.map((offer) => offer.providerId)),
      this.conversations.unreadForOffers(
        event.reopened.map((offer) => offer.offerId),
        'provider',
      ),
    ]);
    await this.dataSource.transaction(async (manager) => {
      for (const offer of event.reopened) {
        const conversationId = threads.get(offer.offerId)?.conversationId;
        if (conversationId) await this.conversations.postSystemMessage(manager, conversationId, OFFER_SYSTEM_MESSAGES.reopened);
      }
    });
    for (const offer of event.reopened) {
      const party = parties.get(offer.providerId);
      if (party) void this.events.publish([party.userId], { type: 'offer.updated', requestId: event.request.id, offerId: offer.offerId });
      this.tellCouple(event.request, offer.offerId, 'offer.updated');
    }
  }

  /** The declined provider: a notice with the couple's reason in Svatby, a mail without it. */
  @OnDomainEvent<OfferDeclined>('offer.declined')
  async onDeclined(event: OfferDeclined): Promise<void> {
    const [parties, threads] = await Promise.all([
      this.providers.offerParties([event.providerId]),
      this.conversations.unreadForOffers([event.offerId], 'provider'),
    ]);
    const party = parties.get(event.providerId);
    await this.dataSource.transaction(async (manager) => {
      await this.postNotices(manager, [{ offerId: event.offerId, text: OFFER_SYSTEM_MESSAGES.declined(event.reason) }], 'couple', threads);
      if (!party) return;
      // The couple's reason stays out of the mail (text nobody proved goes out under our name only in Svatby).
      const url = this.providerLink(threads.get(event.offerId)?.conversationId ?? null);
      const mail = offerDeclinedMail({ companyName: party.companyName, title: event.request.title, url, automatically: false });
      await this.mail.enqueue({ email: party.email, name: party.companyName }, mail, manager);
    });
    if (party) void this.events.publish([party.userId], { type: 'offer.updated', requestId: event.request.id, offerId: event.offerId });
    this.tellCouple(event.request, event.offerId, 'offer.updated');
  }

  /** Notices from Svatby in the offers' conversations; `actor` (who did what they report) does not get them as unread and reads its own text. */
  private async postNotices(
    manager: EntityManager,
    notices: Notice[],
    actor: ConversationSide,
    known?: ReadonlyMap<number, { conversationId: number }>,
  ): Promise<void> {
    const threads =
      known ??
      (await this.conversations.unreadForOffers(
        notices.map((notice) => notice.offerId),
        'provider',
      ));
    for (const notice of notices) {
      const conversationId = threads.get(notice.offerId)?.conversationId;
      if (conversationId) await this.conversations.postSystemMessage(manager, conversationId, notice.text, actor);
    }
  }

  private tellCouple(request: OfferEventRequest, offerId: number, type: 'offer.created' | 'offer.updated'): void {
    if (request.userId) void this.events.publish([request.userId], { type, requestId: request.id, offerId });
  }

  /** The provider's link in a mail: the offer's conversation, or the dashboard when it has none. */
  private providerLink(conversationId: number | null): string {
    return conversationId ? conversationPageUrl(this.config.appUrl, conversationId) : `${this.config.appUrl}/dashboard`;
  }
}
