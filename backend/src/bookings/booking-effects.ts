import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import { AppConfig } from '../config/app-config';
import { queryPrepared } from '../database/sql-query';
import { ConversationsService, type ConversationSide, type SystemNotice } from '../conversations/conversations.api';
import { EventsService } from '../events/events.api';
import { MailService, type MailRecipient, type RenderedMail } from '../mail/mail.api';
import { ProvidersService } from '../providers/providers.api';
import { RequestsService } from '../requests/requests.api';
import type {
  BookingCancelled,
  BookingConfirmed,
  BookingCreated,
  BookingDeclined,
  BookingDepositReceived,
  BookingEvent,
  BookingExpired,
  BookingFacts,
  KnownBooking,
} from './booking-events';
import {
  type BookingMailFacts,
  bookingCancelledCoupleMail,
  bookingCancelledProviderMail,
  bookingConfirmedMail,
  bookingDeclinedMail,
  bookingExpiredCoupleMail,
  bookingExpiredProviderMail,
  bookingPageUrl,
  bookingRequestedMail,
  czechDateTime,
  depositReceivedMail,
} from './booking-mails';
import { BookingSettingsService } from './booking-settings.service';
import type { BookingActor } from './entities/booking-history.entity';

export const BOOKING_FACTS_SELECT = `SELECT b.id, b.number, b.offer_id AS "offerId", b.request_id AS "requestId", b.provider_id AS "providerId",
  b.provider_user_id AS "providerUserId", b.couple_user_id AS "coupleUserId", b.couple_name AS "coupleName",
  b.couple_email AS "coupleEmail", b.provider_name AS "providerName", to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
  b.respond_by AS "respondBy", b.deposit_amount AS "depositAmount"
  FROM bookings b`;

const quoted = (reason: string | undefined): string => (reason ? ` Důvod: „${reason}“` : '');

/**
 * The notices in the couple↔provider conversation: both sides read them in Svatby, so the typed
 * reason is there (and in the booking's history), never in a mail. The side that acted reads of its
 * own action in the second person.
 */
export const BOOKING_SYSTEM_MESSAGES = {
  created: (number: string, respondBy: Date): SystemNotice => ({
    body: `Vznikla rezervace ${number}. Dodavatel ji potvrdí nebo odmítne do ${czechDateTime(respondBy)}.`,
    coupleBody: `Přijetím nabídky vznikla rezervace ${number}. Dodavatel ji potvrdí nebo odmítne do ${czechDateTime(respondBy)}.`,
    providerBody: `Pár přijal vaši nabídku a vznikla rezervace ${number}. Potvrďte ji, nebo ji odmítněte, do ${czechDateTime(respondBy)}.`,
  }),
  confirmed: (number: string): SystemNotice => ({
    body: `Dodavatel potvrdil rezervaci ${number}.`,
    providerBody: `Potvrdili jste rezervaci ${number}.`,
  }),
  declined: (number: string, reason?: string): SystemNotice => ({
    body: `Dodavatel rezervaci ${number} nepotvrdil.${quoted(reason)}`,
    providerBody: `Odmítli jste rezervaci ${number}.${quoted(reason)}`,
  }),
  expired: (number: string): SystemNotice => ({
    body: `Rezervace ${number} propadla: dodavatel ji nepotvrdil včas.`,
  }),
  cancelled: (number: string, actor: BookingActor, reason?: string): SystemNotice => {
    if (actor === 'couple') {
      return { body: `Pár zrušil rezervaci ${number}.${quoted(reason)}`, coupleBody: `Zrušili jste rezervaci ${number}.${quoted(reason)}` };
    }
    if (actor === 'provider') {
      return {
        body: `Dodavatel zrušil rezervaci ${number}.${quoted(reason)}`,
        providerBody: `Zrušili jste rezervaci ${number}.${quoted(reason)}`,
      };
    }
    return { body: `Správce Svatby zrušil rezervaci ${number}.${quoted(reason)}` };
  },
  depositReceived: (number: string): SystemNotice => ({
    body: `Dodavatel potvrdil přijetí zálohy k rezervaci ${number}.`,
    providerBody: `Označili jste zálohu k rezervaci ${number} jako přijatou.`,
  }),
} as const;

/** A mail to one side: the couple's link is made in the mail's transaction (a manage link for a couple without an account). */
interface PlannedMail {
  to: 'couple' | 'provider';
  build(facts: BookingMailFacts): RenderedMail;
}

const sideOf = (actor: BookingActor): ConversationSide | undefined => (actor === 'couple' || actor === 'provider' ? actor : undefined);

/**
 * What follows a booking's change once it committed (issue 44): a notice in the couple↔provider
 * conversation, a mail to the other side (both sides for the system's expiry and an admin's cancel)
 * without any typed text, and the live event 'booking.updated' to both accounts. The notice and the
 * mails commit together in a transaction of their own; the live event goes out after it, so that a
 * client refetching on it sees the notice.
 */
@Injectable()
export class BookingEffects {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly settings: BookingSettingsService,
    private readonly config: AppConfig,
  ) {}

  @OnDomainEvent<BookingCreated>('booking.created')
  onCreated(event: BookingCreated): Promise<void> {
    return this.apply(event, (booking) => ({
      notice: BOOKING_SYSTEM_MESSAGES.created(booking.number, booking.respondBy),
      mails: [{ to: 'provider', build: (facts) => bookingRequestedMail({ ...facts, respondBy: booking.respondBy }) }],
    }));
  }

  @OnDomainEvent<BookingConfirmed>('booking.confirmed')
  async onConfirmed(event: BookingConfirmed): Promise<void> {
    // The mail speaks of a deposit only when the couple can pay it (an amount and the provider's account).
    const account = event.known ? event.known.bankAccountIban : (await this.settings.of(event.providerId)).bankAccountIban;
    return this.apply(event, (booking) => ({
      notice: BOOKING_SYSTEM_MESSAGES.confirmed(booking.number),
      mails: [
        {
          to: 'couple',
          build: (facts) =>
            bookingConfirmedMail({ ...facts, coupleName: booking.coupleName, depositAmount: account ? booking.depositAmount : null }),
        },
      ],
    }));
  }

  @OnDomainEvent<BookingDeclined>('booking.declined')
  onDeclined(event: BookingDeclined): Promise<void> {
    return this.apply(event, (booking) => ({
      notice: BOOKING_SYSTEM_MESSAGES.declined(booking.number, event.reason),
      mails: [{ to: 'couple', build: (facts) => bookingDeclinedMail({ ...facts, coupleName: booking.coupleName }) }],
    }));
  }

  @OnDomainEvent<BookingExpired>('booking.expired')
  onExpired(event: BookingExpired): Promise<void> {
    return this.apply(event, (booking) => ({
      notice: BOOKING_SYSTEM_MESSAGES.expired(booking.number),
      mails: [
        { to: 'couple', build: (facts) => bookingExpiredCoupleMail({ ...facts, coupleName: booking.coupleName }) },
        { to: 'provider', build: (facts) => bookingExpiredProviderMail(facts) },
      ],
    }));
  }

  @OnDomainEvent<BookingCancelled>('booking.cancelled')
  onCancelled(event: BookingCancelled): Promise<void> {
    return this.apply(event, (booking) => {
      const mails: PlannedMail[] = [];
      if (event.actor !== 'couple') {
        const by = event.actor === 'provider' ? 'provider' : 'admin';
        mails.push({ to: 'couple', build: (facts) => bookingCancelledCoupleMail({ ...facts, coupleName: booking.coupleName, by }) });
      }
      if (event.actor !== 'provider') {
        const by = event.actor === 'couple' ? 'couple' : 'admin';
        mails.push({ to: 'provider', build: (facts) => bookingCancelledProviderMail({ ...facts, by }) });
      }
      return { notice: BOOKING_SYSTEM_MESSAGES.cancelled(booking.number, event.actor, event.reason), mails };
    });
  }

  @OnDomainEvent<BookingDepositReceived>('booking.deposit_received')
  onDepositReceived(event: BookingDepositReceived): Promise<void> {
    return this.apply(event, (booking) => ({
      notice: BOOKING_SYSTEM_MESSAGES.depositReceived(booking.number),
      mails: [
        {
          to: 'couple',
          build: (facts) => depositReceivedMail({ ...facts, coupleName: booking.coupleName, depositAmount: booking.depositAmount }),
        },
      ],
    }));
  }

  /** What the effects say of a booking besides its row: the provider, the thread and the request's title. */
  private async context(booking: BookingFacts): Promise<Omit<KnownBooking, 'facts' | 'bankAccountIban'>> {
    const [parties, threads, request] = await Promise.all([
      this.providers.offerParties([booking.providerId]),
      this.conversations.unreadForOffers([booking.offerId], 'provider'),
      this.requests.offerContext(booking.requestId),
    ]);
    const party = parties.get(booking.providerId);
    return {
      provider: party ? { companyName: party.companyName, email: party.email } : null,
      conversationId: threads.get(booking.offerId)?.conversationId ?? null,
      title: request?.title ?? '',
      isDemo: request?.isDemo ?? false,
    };
  }

  /** The booking as the effects read it; null when it is gone. */
  async facts(bookingId: number, manager: EntityManager = this.dataSource.manager): Promise<BookingFacts | null> {
    const [row] = (await queryPrepared(manager, `${BOOKING_FACTS_SELECT} WHERE b.id = $1`, [bookingId])) as BookingFacts[];
    return row ?? null;
  }

  private async apply(event: BookingEvent, plan: (booking: BookingFacts) => { notice: SystemNotice; mails: PlannedMail[] }): Promise<void> {
    const known = event.type === 'booking.confirmed' ? event.known : undefined;
    const booking = known ? known.facts : await this.facts(event.bookingId);
    if (booking) {
      const { notice, mails } = plan(booking);
      const { provider, conversationId, title, isDemo } = known ?? (await this.context(booking));
      const base = {
        number: booking.number,
        title,
        // The public company name as it is now; the booking's copy once the profile is gone.
        companyName: provider?.companyName ?? booking.providerName,
        eventDate: booking.eventDate,
      };
      // Demo requests mail nobody (as the message mails); an erased side has no address.
      const demo = isDemo;
      await this.dataSource.transaction(async (manager) => {
        if (conversationId) await this.conversations.postSystemMessage(manager, conversationId, notice, sideOf(event.actor));
        const outgoing: Array<{ to: MailRecipient; mail: RenderedMail }> = [];
        for (const planned of demo ? [] : mails) {
          if (planned.to === 'provider') {
            if (!provider?.email) continue;
            const url = bookingPageUrl(this.config.appUrl, booking.id);
            outgoing.push({ to: { email: provider.email, name: provider.companyName }, mail: planned.build({ ...base, url }) });
          } else {
            if (!booking.coupleEmail) continue;
            const secret = booking.coupleUserId === null;
            const url = secret
              ? await this.requests.issueManageLink(manager, booking.requestId)
              : bookingPageUrl(this.config.appUrl, booking.id);
            outgoing.push({ to: { email: booking.coupleEmail, name: booking.coupleName }, mail: planned.build({ ...base, url, secret }) });
          }
        }
        await this.mail.enqueueMany(outgoing, manager);
      });
    }
    const users = [event.providerUserId, event.coupleUserId, booking?.providerUserId, booking?.coupleUserId].filter(
      (id): id is number => typeof id === 'number',
    );
    void this.events.publish(users, {
      type: 'booking.updated',
      bookingId: event.bookingId,
      requestId: event.requestId,
      offerId: event.offerId,
    });
  }
}
