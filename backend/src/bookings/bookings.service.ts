import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { SIGN_IN_REQUIRED, type Viewer } from '../auth/auth.api';
import { AuditLog } from '../audit/audit.api';
import { AvailabilityService } from '../availability/availability.api';
import { DomainEvents, type RecordEvent } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { parseDay } from '../common/validation/calendar-day';
import { ConversationsService } from '../conversations/conversations.api';
import { type AcceptedOfferTerms, type OfferAcceptance, OffersService } from '../offers/offers.api';
import { type OfferParty, ProvidersService } from '../providers/providers.api';
import { type OfferRequestContext, RequestsService } from '../requests/requests.api';
import type { BookingDocumentContent } from './booking-document';
import type { BookingConfirmed, BookingEvent, BookingEventBase } from './booking-events';
import {
  actorAllowed,
  BOOKING_MESSAGES,
  BOOKING_RESPOND_HOURS,
  type BookingTransition,
  calendarNote,
  EXPIRED_OFFER_REASON,
  PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT,
  transitionAllowed,
  wrongStateMessage,
} from './booking-rules';
import { type BookingRow, BookingsRepository, type LockedSettings } from './bookings.repository';
import {
  BookingDto,
  BookingPageDto,
  CancelBookingDto,
  ConfirmBookingDto,
  DeclineBookingDto,
  ProviderBookingsQueryDto,
} from './dto/booking.dto';
import type { BookingActor } from './entities/booking-history.entity';
import type { BookingStatus } from './entities/booking.entity';
import { depositPayment } from './payment/deposit-payment';

/** What a caller of toDtos has read already, so that the answer does not read it again. */
interface KnownContext {
  requests: ReadonlyMap<number, OfferRequestContext>;
  parties: ReadonlyMap<number, OfferParty>;
  threads: ReadonlyMap<number, { conversationId: number }>;
  settings: ReadonlyMap<number, LockedSettings>;
}

/** Whose eyes a booking is read with: its couple, its provider, or an admin. */
export type BookingSide = 'couple' | 'provider' | 'admin';

/** A booking its viewer may read, and the viewer's side. */
export interface ViewableBooking {
  booking: BookingRow;
  side: BookingSide;
}

/** The expiry job's batch. */
const EXPIRY_BATCH = 100;

/** What the booking events carry of the booking. */
const eventBase = (booking: BookingRow, actor: BookingActor, reason?: string): Omit<BookingEventBase, 'type'> => ({
  bookingId: booking.id,
  number: booking.number,
  providerId: booking.providerId,
  providerUserId: booking.providerUserId,
  coupleUserId: booking.coupleUserId,
  requestId: booking.requestId,
  offerId: booking.offerId,
  depositAmount: booking.depositAmount,
  actor,
  ...(reason ? { reason } : {}),
});

/**
 * Bookings (issue 44): accepting an offer makes a booking (in the accept's transaction, through
 * Offers' acceptance hook); the provider confirms it within 72 hours or declines it, else the job
 * expires it; either side cancels a confirmed one. Every change is a guarded transition
 * (BOOKING_TRANSITIONS: a wrong state 409, a wrong role 403, a stranger 404) in one short transaction
 * on the booking's locked row, with its history entry; what follows (messages, mails, live events:
 * BookingEffects) goes out after the commit as a booking event. A declined or expired booking lapses:
 * the accepted offer is withdrawn, the request open again and its still valid offers declined at the
 * acceptance 'sent' again, so that the couple can accept another.
 */
@Injectable()
export class BookingsService implements OnModuleInit {
  private readonly logger = new Logger(BookingsService.name);

  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly bookings: BookingsRepository,
    private readonly offers: OffersService,
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly availability: AvailabilityService,
    private readonly conversations: ConversationsService,
    private readonly audit: AuditLog,
  ) {}

  /** Offers cannot import this module (it is imported by it): it is handed the booking's creation. */
  onModuleInit(): void {
    this.offers.useAcceptanceHook((manager, record, acceptance) => this.createOnAccept(manager, record, acceptance));
  }

  // ---- reading ----

  /** GET /api/bookings/mine: the signed-in couple's bookings (its account's, and those on its own requests), newest first. */
  async forCouple(viewer: Viewer): Promise<BookingDto[]> {
    if (!viewer.user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    const requestIds = await this.requests.ownedRequestIds(viewer.user.id);
    return this.toDtos(await this.bookings.ofCouple(viewer.user.id, requestIds), 'couple');
  }

  /** GET /api/service-requests/manage/bookings: the manage link's request's bookings (400 unknown link, 410 expired). */
  async forManagedRequest(token: string): Promise<BookingDto[]> {
    const requestId = await this.requests.requestForManageToken(token);
    return this.toDtos(await this.bookings.ofRequest(requestId), 'couple');
  }

  /** GET /api/provider/bookings: waiting for the provider first, then by the event date. */
  async forProvider(query: ProviderBookingsQueryDto, viewer: Viewer): Promise<BookingPageDto> {
    const provider = viewer.provider;
    if (!provider) throw new ForbiddenException(BOOKING_MESSAGES.providerOnly);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PROVIDER_BOOKINGS_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.bookings.providerPage(provider.id, { status: query.status, page, pageSize });
    return { items: await this.toDtos(rows, 'provider'), total, page, pageSize };
  }

  /** GET /api/bookings/{id}: for its couple (session or manage link), its provider or an admin; 404 for anyone else. */
  async get(id: number, viewer: Viewer, token?: string): Promise<BookingDto> {
    const { booking, side } = await this.viewable(id, viewer, token);
    return (await this.toDtos([booking], side))[0];
  }

  /**
   * THE access rule of one booking, for this module's other services too (documents, calendar): the
   * manage link's token opens its request's bookings (400 unknown, 410 expired, 404 another
   * request's); else the signed-in provider of the booking, the couple (the booking's account or the
   * request's owner), or an admin. 401 without a session or a token, 404 for anyone else.
   */
  async viewable(id: number, viewer: Viewer | undefined, token?: string): Promise<ViewableBooking> {
    const linked = token ? await this.requests.requestForManageToken(token) : null;
    const booking = await this.bookings.byId(id);
    if (linked !== null) {
      if (!booking || booking.requestId !== linked) throw new NotFoundException(BOOKING_MESSAGES.notFound);
      return { booking, side: 'couple' };
    }
    const user = viewer?.user;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    if (viewer.provider?.id === booking.providerId) return { booking, side: 'provider' };
    if (booking.coupleUserId === user.id) return { booking, side: 'couple' };
    // A request sent without an account becomes the account's later (the couple's dashboard claims it).
    if ((await this.requests.offerContext(booking.requestId))?.userId === user.id) return { booking, side: 'couple' };
    if (viewer.isAdmin) return { booking, side: 'admin' };
    throw new NotFoundException(BOOKING_MESSAGES.notFound);
  }

  /** The document of a booking its viewer may read: 409 until the provider confirmed it (the PDF). */
  async forDocument(id: number, viewer: Viewer | undefined, token?: string): Promise<ViewableBooking & { content: BookingDocumentContent }> {
    const viewable = await this.viewable(id, viewer, token);
    const content = viewable.booking.document;
    if (!content) throw new ConflictException(BOOKING_MESSAGES.notConfirmedDocument);
    return { ...viewable, content };
  }

  // ---- the transitions ----

  /**
   * In the accept's transaction (Offers' acceptance hook): the booking 'pending_provider', answered
   * within 72 hours; the deposit is the offer's, else the provider's default percentage of its price.
   */
  private async createOnAccept(manager: EntityManager, record: RecordEvent, { offer, request, acceptedBy }: OfferAcceptance): Promise<void> {
    const [party, settings] = await Promise.all([
      this.providers.offerParties([offer.providerId]).then((parties) => parties.get(offer.providerId)),
      this.bookings.settings(offer.providerId),
    ]);
    const percent = settings.depositPercent;
    const fromPercent = percent ? Math.round((offer.priceMin * percent) / 100) : null;
    const depositAmount = offer.depositAmount ?? (fromPercent && fromPercent > 0 ? fromPercent : null);
    const booking = await this.bookings.insert(
      manager,
      {
        offerId: offer.id,
        requestId: request.id,
        providerId: offer.providerId,
        providerUserId: party?.userId ?? null,
        coupleUserId: request.userId ?? acceptedBy,
        eventDate: request.weddingDate,
        respondHours: BOOKING_RESPOND_HOURS,
        depositAmount,
        coupleName: request.coupleName,
        coupleEmail: request.contactEmail,
        providerName: party?.companyName ?? '',
      },
      'couple',
    );
    record<BookingEvent>({ type: 'booking.created', ...eventBase(booking, 'couple') });
  }

  /**
   * POST /api/bookings/{id}/confirm: the provider's booking waiting for it. Under the provider's
   * settings lock (its confirmations take turns), the day must have room (events_per_day, else 409);
   * the content is frozen, the day turns busy in the provider's calendar.
   */
  async confirm(id: number, dto: ConfirmBookingDto, viewer: Viewer): Promise<BookingDto> {
    const { booking } = await this.actingAs(id, viewer, undefined, 'confirm', 'provider');
    const day = this.eventDay(booking, dto.eventDate);
    // Read once, for the document, the answer and the effects (BookingConfirmed.known).
    const [request, terms, party, threads] = await Promise.all([
      this.requests.offerContext(booking.requestId),
      this.offers.bookingTerms([booking.offerId]).then((map) => map.get(booking.offerId)),
      this.providers.offerParties([booking.providerId]).then((map) => map.get(booking.providerId)),
      this.conversations.unreadForOffers([booking.offerId], 'provider'),
    ]);
    const title = request?.title ?? '';
    const { confirmed, settings } = await this.domainEvents.transaction(async (manager, record) => {
      const settings = await this.bookings.lockSettings(manager, booking.providerId);
      const locked = await this.bookings.lockForConfirmation(manager, id, day);
      if (!locked) throw new NotFoundException(BOOKING_MESSAGES.notFound);
      if (!transitionAllowed('confirm', locked.booking.status)) throw new ConflictException(wrongStateMessage('confirm'));
      if (locked.confirmedThatDay >= settings.eventsPerDay) throw new ConflictException(BOOKING_MESSAGES.capacityFull);
      const current = locked.booking;
      const document: BookingDocumentContent = {
        number: current.number,
        issuedAt: new Date().toISOString(),
        provider: {
          companyName: party?.companyName ?? current.providerName,
          ico: null,
          email: party?.email ?? '',
          phone: party?.phone ?? null,
          address: null,
        },
        couple: { name: current.coupleName, email: current.coupleEmail, phone: request?.contactPhone ?? null },
        eventDate: day,
        place: request?.location || null,
        title,
        items: terms?.includedItems ?? [],
        price: { kind: terms?.priceKind ?? 'exact', min: terms?.priceMin ?? 0, max: terms?.priceMax ?? null },
        deposit: current.depositAmount ? { amount: current.depositAmount, iban: settings.bankAccountIban } : null,
        cancellationTerms: settings.cancellationTerms,
      };
      const set = `status = 'confirmed', confirmed_at = now(), event_date = $2, document = $3`;
      const saved = await this.bookings.change(manager, id, set, [day, JSON.stringify(document)], {
        actor: 'provider',
        action: 'confirmed',
        reason: null,
      });
      await this.availability.setBookedDay(manager, saved.providerId, day, calendarNote(title), true);
      record<BookingConfirmed>({
        type: 'booking.confirmed',
        ...eventBase(saved, 'provider'),
        known: {
          facts: saved,
          title,
          isDemo: request?.isDemo ?? false,
          provider: party ? { companyName: party.companyName, email: party.email } : null,
          conversationId: threads.get(booking.offerId)?.conversationId ?? null,
          bankAccountIban: settings.bankAccountIban,
        },
      });
      return { confirmed: saved, settings };
    });
    return (
      await this.toDtos([confirmed], 'provider', {
        requests: new Map(request ? [[request.id, request]] : []),
        parties: new Map(party ? [[party.id, party]] : []),
        threads,
        settings: new Map([[confirmed.providerId, settings]]),
      })
    )[0];
  }

  /** POST /api/bookings/{id}/decline: the provider declines a booking waiting for it, with a reason; the booking lapses. */
  async decline(id: number, dto: DeclineBookingDto, viewer: Viewer): Promise<BookingDto> {
    const { booking } = await this.actingAs(id, viewer, undefined, 'decline', 'provider');
    const declined = await this.domainEvents.transaction(async (manager, record) => {
      await this.requests.lockForOffers(manager, booking.requestId);
      await this.lockInState(manager, id, 'decline');
      const saved = await this.bookings.change(manager, id, `status = 'declined', ended_at = now()`, [], {
        actor: 'provider',
        action: 'declined',
        reason: dto.reason,
      });
      await this.lapse(manager, record, saved, dto.reason);
      record<BookingEvent>({ type: 'booking.declined', ...eventBase(saved, 'provider', dto.reason) });
      return saved;
    });
    return (await this.toDtos([declined], 'provider'))[0];
  }

  /**
   * The expiry job: every booking still waiting for its provider at `now` (its 72 hours over)
   * becomes 'expired' and lapses. How many; `now` is the tests' controlled clock.
   */
  async expireOverdue(now: Date = new Date()): Promise<number> {
    let expired = 0;
    for (;;) {
      const ids = await this.bookings.overdue(now, EXPIRY_BATCH);
      for (const id of ids) if (await this.expireOne(id, now)) expired += 1;
      if (ids.length < EXPIRY_BATCH) return expired;
    }
  }

  private async expireOne(id: number, now: Date): Promise<boolean> {
    const booking = await this.bookings.byId(id);
    if (!booking) return false;
    try {
      return await this.domainEvents.transaction(async (manager, record) => {
        await this.requests.lockForOffers(manager, booking.requestId);
        const locked = await this.bookings.lock(manager, id);
        // The provider answered meanwhile: nothing to do.
        if (!locked || !transitionAllowed('expire', locked.status) || locked.respondBy > now) return false;
        const saved = await this.bookings.change(manager, id, `status = 'expired', ended_at = now()`, [], {
          actor: 'system',
          action: 'expired',
          reason: null,
        });
        await this.lapse(manager, record, saved, EXPIRED_OFFER_REASON);
        record<BookingEvent>({ type: 'booking.expired', ...eventBase(saved, 'system') });
        return true;
      });
    } catch (error) {
      // One booking's failure must not stop the others; the next run tries it again.
      this.logger.error(`Booking ${id} not expired: ${String(error)}`);
      return false;
    }
  }

  /**
   * POST /api/bookings/{id}/cancel: the couple (session or manage link) or the provider cancels a
   * confirmed booking with a reason. The request stays booked: the couple may close it or post a new one.
   */
  async cancel(id: number, dto: CancelBookingDto, viewer: Viewer): Promise<BookingDto> {
    const { booking, side } = await this.actingAs(id, viewer, dto.token, 'cancel', 'couple', 'provider');
    if (dto.keepDateBlocked && side !== 'provider') throw new ForbiddenException(BOOKING_MESSAGES.keepDateProviderOnly);
    const actor = side as 'couple' | 'provider';
    // The admins see every cancellation in the audit log (issue 44), a party's beside their own.
    const cancelled = await this.cancelAs(booking.id, actor, dto.reason, dto.keepDateBlocked === true, (manager, row) =>
      this.audit.recordParty(manager, {
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: row.id,
        details: { actor, number: row.number, providerId: row.providerId, reason: dto.reason },
      }),
    );
    return (await this.toDtos([cancelled], side))[0];
  }

  /**
   * The admin's cancel (fraud cases), with the admin as the actor: 404 unknown, 409 not confirmed;
   * `inTransaction` runs in its transaction (the audit row) with the cancelled booking.
   */
  async cancelByAdmin(
    id: number,
    reason: string,
    inTransaction?: (manager: EntityManager, booking: BookingRow) => Promise<unknown>,
  ): Promise<BookingRow> {
    if (!(await this.bookings.byId(id))) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return this.cancelAs(id, 'admin', reason, false, inTransaction);
  }

  private async cancelAs(
    id: number,
    actor: 'couple' | 'provider' | 'admin',
    reason: string,
    keepDateBlocked: boolean,
    inTransaction?: (manager: EntityManager, booking: BookingRow) => Promise<unknown>,
  ): Promise<BookingRow> {
    return this.domainEvents.transaction(async (manager, record) => {
      await this.lockInState(manager, id, 'cancel');
      const set = `status = 'cancelled', ended_at = now(), keep_date_blocked = $2`;
      const saved = await this.bookings.change(manager, id, set, [keepDateBlocked], { actor, action: 'cancelled', reason });
      // The day is released unless the provider keeps it, or another confirmed booking of the provider holds it.
      if (saved.eventDate && !keepDateBlocked && (await this.bookings.confirmedOn(manager, saved.providerId, saved.eventDate, saved.id)) === 0) {
        await this.availability.setBookedDay(manager, saved.providerId, saved.eventDate, calendarNote(saved.document?.title ?? ''), false);
      }
      await inTransaction?.(manager, saved);
      record<BookingEvent>({ type: 'booking.cancelled', ...eventBase(saved, actor, reason) });
      return saved;
    });
  }

  /** POST /api/bookings/{id}/deposit-received: the provider of a confirmed booking with a deposit not yet marked. */
  async markDepositReceived(id: number, viewer: Viewer): Promise<BookingDto> {
    await this.actingAs(id, viewer, undefined, 'depositReceived', 'provider');
    const saved = await this.domainEvents.transaction(async (manager, record) => {
      const locked = await this.lockInState(manager, id, 'depositReceived');
      if (locked.depositAmount === null) throw new ConflictException(BOOKING_MESSAGES.noDeposit);
      if (locked.depositReceivedAt) throw new ConflictException(BOOKING_MESSAGES.depositAlready);
      const changed = await this.bookings.change(manager, id, `deposit_received_at = now()`, [], {
        actor: 'provider',
        action: 'deposit_received',
        reason: null,
      });
      record<BookingEvent>({ type: 'booking.deposit_received', ...eventBase(changed, 'provider') });
      return changed;
    });
    return (await this.toDtos([saved], 'provider'))[0];
  }

  // ---- rules ----

  /**
   * The booking and the viewer's side for a transition: 404 for a stranger, 403 for a side the
   * transition is not for (the couple confirming, an admin on the sides' routes), 409 for a state it
   * does not start from (checked again under the lock).
   */
  private async actingAs(
    id: number,
    viewer: Viewer,
    token: string | undefined,
    transition: BookingTransition,
    ...sides: Array<'couple' | 'provider'>
  ): Promise<ViewableBooking> {
    const viewable = await this.viewable(id, viewer, token);
    const side = viewable.side;
    if (side === 'admin' || !sides.includes(side) || !actorAllowed(transition, side)) {
      throw new ForbiddenException(sides.length === 1 && sides[0] === 'provider' ? BOOKING_MESSAGES.providerOnly : BOOKING_MESSAGES.partiesOnly);
    }
    if (!transitionAllowed(transition, viewable.booking.status)) throw new ConflictException(wrongStateMessage(transition));
    return viewable;
  }

  /** The booking locked in the caller's transaction, in a state `transition` starts from (else 409). */
  private async lockInState(manager: EntityManager, id: number, transition: BookingTransition): Promise<BookingRow> {
    const locked = await this.bookings.lock(manager, id);
    if (!locked) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    if (!transitionAllowed(transition, locked.status)) throw new ConflictException(wrongStateMessage(transition));
    return locked;
  }

  /**
   * The day a confirmation books: the request's wedding date, else the provider's `eventDate`
   * (required then, today or later).
   */
  private eventDay(booking: BookingRow, given: string | undefined): string {
    if (booking.eventDate) {
      if (given && given !== booking.eventDate) throw fieldError('eventDate', BOOKING_MESSAGES.eventDateFixed);
      return booking.eventDate;
    }
    if (!given) throw fieldError('eventDate', BOOKING_MESSAGES.eventDateRequired);
    const day = parseDay(given);
    if (!day) throw fieldError('eventDate', BOOKING_MESSAGES.eventDateFormat);
    // The server's calendar day stands in for Prague's (as the offers' validity does).
    if (day.isBefore(dayjs().startOf('day'))) throw fieldError('eventDate', BOOKING_MESSAGES.eventDatePast);
    return day.format('YYYY-MM-DD');
  }

  /**
   * A declined or expired booking, in its transaction (the request's row locked first): the accepted
   * offer is withdrawn with `reason`, the request is active again and the offers declined at the
   * acceptance that are still valid are 'sent' again.
   */
  private async lapse(manager: EntityManager, record: RecordEvent, booking: BookingRow, reason: string): Promise<void> {
    const { lapsed, reopened } = await this.offers.lapseAccepted(manager, record, booking.offerId, reason);
    if (!lapsed) return;
    await this.requests.reopenBooked(manager, booking.requestId);
    this.logger.log(`Booking ${booking.number} lapsed: request ${booking.requestId} open again, ${reopened.length} offers reopened`);
  }

  /** Bookings as `side` reads them; `known`: what the caller has read already (the confirmation). */
  private async toDtos(rows: BookingRow[], side: BookingSide, known?: KnownContext): Promise<BookingDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const offerIds = rows.map((row) => row.offerId);
    const providerIds = [...new Set(rows.map((row) => row.providerId))];
    const noThreads = new Map<number, { conversationId: number }>();
    const [requests, terms, parties, histories, threads, settings] = await Promise.all([
      known?.requests ?? this.requests.offerContexts([...new Set(rows.map((row) => row.requestId))]),
      this.offers.bookingTerms(rows.filter((row) => !row.document).map((row) => row.offerId)),
      known?.parties ?? this.providers.offerParties(providerIds),
      this.bookings.histories(ids),
      known?.threads ?? (side === 'admin' ? noThreads : this.conversations.unreadForOffers(offerIds, side)),
      known?.settings ??
        Promise.all(providerIds.map(async (id) => [id, await this.bookings.settings(id)] as const)).then((pairs) => new Map(pairs)),
    ]);
    return Promise.all(
      rows.map(async (row): Promise<BookingDto> => {
        const document = row.document;
        const offer: AcceptedOfferTerms | undefined = terms.get(row.offerId);
        const party = parties.get(row.providerId);
        const confirmed = row.status === 'confirmed';
        const iban = document?.deposit?.iban ?? null;
        const deposit =
          side !== 'admin' && confirmed && row.depositAmount && iban
            ? { ...(await depositPayment({ number: row.number, amount: row.depositAmount, iban })), received: row.depositReceivedAt !== null }
            : null;
        return {
          id: row.id,
          number: row.number,
          status: row.status,
          offerId: row.offerId,
          requestId: row.requestId,
          requestTitle: document?.title ?? requests.get(row.requestId)?.title ?? '',
          eventDate: row.eventDate,
          respondBy: row.respondBy.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          endedAt: row.endedAt?.toISOString() ?? null,
          provider: {
            id: row.providerId,
            companyName: party?.companyName ?? row.providerName,
            profileImageUrl: party?.profileImageUrl ?? null,
          },
          couple: { name: row.coupleName },
          price: document?.price ?? { kind: offer?.priceKind ?? 'exact', min: offer?.priceMin ?? 0, max: offer?.priceMax ?? null },
          items: document?.items ?? offer?.includedItems ?? [],
          depositAmount: row.depositAmount,
          depositReceivedAt: row.depositReceivedAt?.toISOString() ?? null,
          deposit,
          cancellationTerms: document?.cancellationTerms ?? settings.get(row.providerId)?.cancellationTerms ?? '',
          document: document ?? null,
          history: (histories.get(row.id) ?? []).map((entry) => ({
            at: entry.at.toISOString(),
            actor: entry.actor,
            action: entry.action,
            reason: entry.reason,
          })),
          conversationId: threads.get(row.offerId)?.conversationId ?? null,
          canConfirm: side === 'provider' && this.may(row.status, 'confirm'),
          canDecline: side === 'provider' && this.may(row.status, 'decline'),
          canCancel: (side === 'provider' || side === 'couple') && this.may(row.status, 'cancel'),
          canMarkDeposit: side === 'provider' && confirmed && row.depositAmount !== null && row.depositReceivedAt === null,
        };
      }),
    );
  }

  private may(status: BookingStatus, transition: BookingTransition): boolean {
    return transitionAllowed(transition, status);
  }
}
