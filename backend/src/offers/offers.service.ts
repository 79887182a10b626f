import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import dayjs from 'dayjs';
import type { User, Viewer, ViewerProvider } from '../auth/auth.api';
import { AvailabilityService } from '../availability/availability.api';
import { parseDay } from '../common/validation/calendar-day';
import { type ConversationSide, ConversationsService } from '../conversations/conversations.api';
import { MatchingService } from '../matching/matching.api';
import { type OfferParty, ProviderRecords, ProvidersService } from '../providers/providers.api';
import { type OfferRequestContext, REQUEST_NOT_FOUND, RequestsService } from '../requests/requests.api';
import { fieldError } from '../common/http/field-error';
import type { PgThrottlerStorage } from '../common/throttling/pg-throttler-storage';
import { DomainEvents, type RecordEvent } from '../common/domain-events/domain-events';
import type { EntityManager } from 'typeorm';
import {
  CreateOfferDto,
  DeclineOfferDto,
  ExportedOfferDto,
  OfferAnswerDto,
  OfferDto,
  ProviderOfferDto,
  ProviderOfferPageDto,
  ProviderOffersQueryDto,
  UpdateOfferDto,
} from './dto/offer.dto';
import type { OfferAvailability } from './entities/offer.entity';
import type { OfferAccepted, OfferChanged, OfferDeclined, OfferEventRequest, OfferRead, OfferReopened, OfferSent } from './offer-events';
import {
  AUTO_DECLINE_REASON,
  OFFER_MESSAGES,
  OFFERS_PER_ACCOUNT,
  OFFERS_PER_REQUEST_MAX,
  PROVIDER_OFFERS_PAGE_SIZE_DEFAULT,
  RESPONSE_SIGNAL_DAYS,
} from './offer-rules';
import { OfferFields, OfferOverviewFigures, OfferRow, OffersRepository } from './offers.repository';
import type { MarketFiguresQuery, MarketOfferFigures } from './offers.repository';
import { isUniqueViolation } from '../database/sql-state';


/** The admin overview's weeks of offers. */
const OVERVIEW_WEEKS = 8;
/** The admin overview's matching figures (issue 45): requests confirmed in the last 8 weeks, two offers within 48 hours. */
const MATCHING_FIGURES = { weeks: 8, hours: 48 } as const;
const TIME_ZONE = 'Europe/Prague';

/** Who answers an offer for the couple: their request (the session's owner, or the manage link's). */
interface CoupleAnswer {
  offer: OfferRow;
  request: OfferRequestContext;
}

/** An accepted offer's terms, as the Bookings module reads them. */
export type AcceptedOfferTerms = Pick<
  OfferRow,
  'id' | 'requestId' | 'providerId' | 'status' | 'priceKind' | 'priceMin' | 'priceMax' | 'includedItems' | 'depositAmount'
>;

/** What an acceptance hands the Bookings module, in the accept's transaction. */
export interface OfferAcceptance {
  offer: AcceptedOfferTerms;
  request: OfferRequestContext;
  /** The couple's signed-in account that accepted; null through the manage link. */
  acceptedBy: number | null;
}

/**
 * Runs in the accept's transaction after the offer is accepted and the request booked: the Bookings
 * module makes the booking there (Offers cannot import it, it is imported by it), so that an
 * accepted offer never lacks its booking. A throw rolls the acceptance back.
 */
export type OfferAcceptanceHook = (manager: EntityManager, record: RecordEvent, acceptance: OfferAcceptance) => Promise<void>;

/** The request as the offers' events carry it. */
/** Whether the couple answered with their session rather than the manage link. */
const linkless = (token: string | undefined): boolean => !token;

const eventRequest = (request: OfferRequestContext): OfferEventRequest => ({ id: request.id, title: request.title, userId: request.userId });

/**
 * Offers (issue 19, DESIGN.md section 5): a provider with an active subscription answers an active
 * request with one offer (sent → accepted / declined / withdrawn); every offer owns a conversation.
 * The couple (the request's owner signed in, or its manage link) accepts one, which books the request
 * and declines the other sent offers automatically, or declines one. Each change runs in one short
 * transaction after locking the request's row, so that offers and answers on one request take
 * turns; what follows from it (notices, e-mails, live events: OfferEffects) goes out after the
 * commit as an offer event (offer-events.ts).
 */
@Injectable()
export class OffersService implements OnModuleInit {
  private readonly logger = new Logger(OffersService.name);
  private acceptanceHook: OfferAcceptanceHook | null = null;

  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly offers: OffersRepository,
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly providerRecords: ProviderRecords,
    private readonly availability: AvailabilityService,
    private readonly conversations: ConversationsService,
    private readonly matching: MatchingService,
    @Inject(ThrottlerStorage) private readonly limits: PgThrottlerStorage,
  ) {}

  /** The inbox shows each thread's offer status: Conversations cannot import this module (it is imported by it), so it is handed a reader. */
  onModuleInit(): void {
    this.conversations.useOfferStatuses((ids) => this.offers.statuses(ids));
  }

  /** The Bookings module registers its booking at init (see OfferAcceptanceHook). */
  useAcceptanceHook(hook: OfferAcceptanceHook): void {
    this.acceptanceHook = hook;
  }

  // ---- the provider's side ----

  /**
   * POST /api/service-requests/{id}/offers: 403 without an active subscription or with a block,
   * 404 for an unknown request, 409 for one not open to offers or already answered by this provider
   * (a withdrawn offer is sent again instead), 429 over the per-account limit.
   */
  async create(requestId: number, dto: CreateOfferDto, viewer: Viewer): Promise<OfferDto> {
    const provider = await this.sender(viewer);
    await this.countOffer(provider.userId);
    const found = await this.requests.offerContext(requestId);
    if (!found) throw new NotFoundException(REQUEST_NOT_FOUND);
    const fields = await this.fields(dto, provider.id, found.weddingDate);
    const party = await this.party(provider.id);

    const offer = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, requestId);
      if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
      if (request.status === 'booked') throw new ConflictException(OFFER_MESSAGES.requestBooked);
      // A demo request's couple is invented: nobody would read the offer.
      if (request.status !== 'active' || request.isDemo) throw new ConflictException(OFFER_MESSAGES.requestNotOpen);
      const earlier = await this.offers.lockOwn(manager, requestId, provider.id);
      if (earlier && earlier.status !== 'withdrawn') throw new ConflictException(OFFER_MESSAGES.alreadySent);
      // The cap (issue 45), counted afresh under the request's lock: of two offers racing for the last slot one gets in.
      // An invited provider always gets a slot.
      if (!(await this.matching.isInvited(manager, requestId, provider.id))) {
        if ((await this.cappedOffers(manager, requestId)) >= OFFERS_PER_REQUEST_MAX) throw new ConflictException(OFFER_MESSAGES.requestFull);
      }
      let saved: OfferRow;
      try {
        saved = earlier
          ? await this.offers.resend(manager, earlier.id, fields)
          : await this.offers.insert(manager, requestId, provider.id, fields);
      } catch (error) {
        // Two first offers of one provider at once: the unique constraint decides.
        if (isUniqueViolation(error)) throw new ConflictException(OFFER_MESSAGES.alreadySent);
        throw error;
      }
      await this.recountCapped(manager, requestId);
      // The couple's one thread with this provider (a question's, another request's) takes the offer.
      await this.conversations.openForOffer(manager, saved, provider.userId, request);
      record({
        type: 'offer.sent',
        offerId: saved.id,
        providerId: provider.id,
        request: { ...eventRequest(request), coupleName: request.coupleName, contactEmail: request.contactEmail },
        companyName: party.companyName,
      } satisfies OfferSent);
      return saved;
    });

    const [dto_] = await this.toDtos([offer], 'provider', new Map([[found.id, found]]));
    return dto_;
  }

  /** PUT /api/offers/{id}: the provider's own offer, while 'sent' (404 for another's, 409 once answered or withdrawn). */
  async update(id: number, dto: UpdateOfferDto, viewer: Viewer): Promise<OfferDto> {
    const provider = this.provider(viewer);
    if (await this.conversations.isBlocked(provider.userId)) throw new ForbiddenException(OFFER_MESSAGES.blocked);
    const current = await this.ownOffer(id, provider);
    const found = await this.requests.offerContext(current.requestId);
    if (!found) throw new NotFoundException(OFFER_MESSAGES.notFound);
    const fields = await this.fields(dto, provider.id, found.weddingDate);
    const offer = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, current.requestId);
      const locked = await this.offers.lock(manager, id);
      if (!request || !locked) throw new NotFoundException(OFFER_MESSAGES.notFound);
      if (locked.status !== 'sent') throw new ConflictException(OFFER_MESSAGES.notEditable);
      const saved = await this.offers.replace(manager, id, fields);
      record({ type: 'offer.changed', change: 'updated', offerId: id, providerId: provider.id, request: eventRequest(request) } satisfies OfferChanged);
      return saved;
    });
    return (await this.toDtos([offer], 'provider', new Map([[found.id, found]])))[0];
  }

  /** POST /api/offers/{id}/withdraw: the provider's own offer, while 'sent'. */
  async withdraw(id: number, viewer: Viewer): Promise<OfferDto> {
    const provider = this.provider(viewer);
    const current = await this.ownOffer(id, provider);
    const { offer, request } = await this.domainEvents.transaction(async (manager, record) => {
      const locked = await this.requests.lockForOffers(manager, current.requestId);
      const own = await this.offers.lock(manager, id);
      if (!locked || !own) throw new NotFoundException(OFFER_MESSAGES.notFound);
      if (own.status !== 'sent') throw new ConflictException(OFFER_MESSAGES.notEditable);
      const saved = await this.offers.withdraw(manager, id);
      await this.recountCapped(manager, current.requestId);
      record({ type: 'offer.changed', change: 'withdrawn', offerId: id, providerId: provider.id, request: eventRequest(locked) } satisfies OfferChanged);
      return { offer: saved, request: locked };
    });
    return (await this.toDtos([offer], 'provider', new Map([[request.id, request]])))[0];
  }

  /** GET /api/provider/offers: the signed-in provider's offers (withdrawn ones too), newest first, with their requests. */
  async providerOffers(query: ProviderOffersQueryDto, viewer: Viewer): Promise<ProviderOfferPageDto> {
    const provider = this.provider(viewer);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PROVIDER_OFFERS_PAGE_SIZE_DEFAULT;
    const filter = { status: query.status, requestId: query.requestId, page, pageSize };
    const { rows, total } = await this.offers.providerPage(provider.id, filter);
    const requests = await this.requests.offerContexts([...new Set(rows.map((row) => row.requestId))]);
    const offers = await this.toDtos(rows, 'provider', requests);
    const items = offers.map((offer): ProviderOfferDto => {
      const { id, title, weddingDate, location, status } = requests.get(offer.requestId)!;
      return { ...offer, request: { id, title, weddingDate, location, status } };
    });
    return { items, total, page, pageSize };
  }

  // ---- the couple's side ----

  /** GET /api/service-requests/{id}/offers: the request's owner (or an admin); 404 for anyone else. */
  async forRequest(requestId: number, user: User): Promise<OfferDto[]> {
    const request = await this.requests.offerContext(requestId);
    if (!request || (request.userId !== user.id && !user.isAdmin)) throw new NotFoundException(REQUEST_NOT_FOUND);
    // An admin's look is not the couple's read.
    if (request.userId === user.id) await this.recordFirstReads(request.id);
    return this.listFor(request);
  }

  /** GET /api/service-requests/manage/offers: the manage link's request (400 unknown link, 410 expired). */
  async forManagedRequest(token: string): Promise<OfferDto[]> {
    const request = await this.requests.offerContext(await this.requests.requestForManageToken(token));
    if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
    await this.recordFirstReads(request.id);
    return this.listFor(request);
  }

  /** The couple is shown its offers: the ones never shown before are read now ('offer.read', the providers' results). */
  private async recordFirstReads(requestId: number): Promise<void> {
    const read = await this.offers.markFirstRead(requestId);
    await this.domainEvents.publish(
      ...read.map(
        (offer): OfferRead => ({ type: 'offer.read', offerId: offer.id, providerId: offer.providerId, requestId, readAt: offer.readAt.toISOString() }),
      ),
    );
  }

  private async listFor(request: OfferRequestContext): Promise<OfferDto[]> {
    return this.toDtos(await this.offers.ofRequest(request.id), 'couple', new Map([[request.id, request]]));
  }

  /**
   * POST /api/offers/{id}/accept: books the request and declines every other sent offer with the
   * polite text, in one short transaction. Race-safe: the request's row is locked and must still be
   * active (409 once booked); offers_one_accepted_idx refuses a second acceptance. The notices,
   * mails and live events follow once it commits ('offer.accepted', OfferEffects).
   */
  async accept(id: number, dto: OfferAnswerDto, user: User | undefined): Promise<OfferDto> {
    const { offer: found, request: context } = await this.coupleAnswer(id, dto.token, user);
    const { accepted, declined } = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, found.requestId);
      if (!request) throw new NotFoundException(OFFER_MESSAGES.notFound);
      if (request.status === 'booked') throw new ConflictException(OFFER_MESSAGES.requestBooked);
      if (request.status !== 'active') throw new ConflictException(OFFER_MESSAGES.requestClosed);
      const offer = await this.offers.lock(manager, id);
      if (!offer) throw new NotFoundException(OFFER_MESSAGES.notFound);
      this.answerable(offer);
      let chosen: OfferRow;
      try {
        chosen = await this.offers.accept(manager, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(OFFER_MESSAGES.requestBooked);
        throw error;
      }
      if (!(await this.requests.book(manager, request.id))) throw new ConflictException(OFFER_MESSAGES.requestBooked);
      const others = await this.offers.declineOthers(manager, request.id, id, AUTO_DECLINE_REASON);
      record({
        type: 'offer.accepted',
        offerId: chosen.id,
        providerId: chosen.providerId,
        request: eventRequest(request),
        declined: others.map((other) => ({ offerId: other.id, providerId: other.providerId })),
        terms: {
          categoryId: request.categoryId,
          priceKind: chosen.priceKind,
          priceMin: chosen.priceMin,
          priceMax: chosen.priceMax,
          weddingDate: request.weddingDate,
        },
        handedOver: this.acceptanceHook !== null,
      } satisfies OfferAccepted);
      await this.acceptanceHook?.(manager, record, { offer: chosen, request, acceptedBy: linkless(dto.token) ? (user?.id ?? null) : null });
      return { accepted: chosen, declined: others };
    });
    this.logger.log(`Offer ${accepted.id} accepted on request ${accepted.requestId}; ${declined.length} declined automatically`);
    return (await this.toDtos([accepted], 'couple', new Map([[context.id, { ...context, status: 'booked' }]])))[0];
  }

  /** POST /api/offers/{id}/decline: the couple declines a sent offer, optionally saying why (the provider sees it in Svatby). */
  async decline(id: number, dto: DeclineOfferDto, user: User | undefined): Promise<OfferDto> {
    const { offer: found, request: context } = await this.coupleAnswer(id, dto.token, user);
    const reason = dto.reason?.trim() || null;
    const declined = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, found.requestId);
      const offer = await this.offers.lock(manager, id);
      if (!request || !offer) throw new NotFoundException(OFFER_MESSAGES.notFound);
      this.answerable(offer);
      const saved = await this.offers.decline(manager, id, reason);
      record({
        type: 'offer.declined',
        offerId: id,
        providerId: saved.providerId,
        request: eventRequest(request),
        reason,
      } satisfies OfferDeclined);
      return saved;
    });
    return (await this.toDtos([declined], 'couple', new Map([[context.id, context]])))[0];
  }

  // ---- for other modules ----

  /**
   * The Bookings module's lapse, in its transaction (the caller locked the request's row): the
   * accepted offer of a declined or expired booking becomes 'withdrawn' with `reason`, and the offers
   * declined automatically at its acceptance that are still valid are 'sent' again, so that the
   * couple can accept another. The reopened offers; nothing when the offer is no longer accepted.
   */
  async lapseAccepted(
    manager: EntityManager,
    record: RecordEvent,
    offerId: number,
    reason: string,
  ): Promise<{ lapsed: boolean; reopened: AcceptedOfferTerms[] }> {
    const { lapsed, reopened } = await this.offers.lapseAccepted(manager, offerId, reason);
    if (lapsed) await this.recountCapped(manager, lapsed.requestId);
    if (lapsed && reopened.length > 0) {
      // Their providers learn it in Svatby (a notice and a live event), so that a reopened offer does not go unnoticed.
      const request = await this.requests.offerContext(lapsed.requestId);
      if (request) {
        record({
          type: 'offer.reopened',
          request: eventRequest(request),
          reopened: reopened.map((offer) => ({ offerId: offer.id, providerId: offer.providerId })),
        } satisfies OfferReopened);
      }
    }
    return { lapsed: lapsed !== null, reopened };
  }

  /** The offers' terms by id (a booking's price and items until it is confirmed); missing ids are left out. */
  bookingTerms(ids: number[]): Promise<Map<number, AcceptedOfferTerms>> {
    return this.offers.byIds([...new Set(ids)]);
  }

  /**
   * Which of the review mailboxes (review_email_key) are the contact e-mail of a request on which
   * the couple accepted this provider's offer ("Ověřená spolupráce" on the Reviews module's reviews).
   */
  verifiedReviewKeys(providerId: number, emailKeys: string[]): Promise<Set<string>> {
    return this.offers.acceptedEmailKeys(providerId, [...new Set(emailKeys)]);
  }

  /** Whether the couple account (its verified e-mail) accepted this provider's offer on one of its requests (a review's "Ověřená spolupráce"). */
  acceptedForCouple(providerId: number, user: { id: number; email: string }): Promise<boolean> {
    return this.offers.acceptedForCouple(providerId, user.id, user.email);
  }

  /**
   * The public figures' report (insights, issue 47): per request category and area, the requests of the window,
   * the time to their first offer, how many got two offers early, and the accepted prices. Raw: no minimums applied.
   */
  marketFigures(query: MarketFiguresQuery): Promise<MarketOfferFigures[]> {
    return this.offers.marketFigures(query);
  }

  /**
   * The admin overview's figures: offers per week (8 weeks), the share of recent requests with an offer, the median first answer;
   * the matching figures (issue 45): of the requests confirmed in the last 8 weeks and at least 48 hours ago, how many got two
   * offers within 48 hours, and the median hours to the first offer.
   */
  overviewFigures(): Promise<OfferOverviewFigures> {
    return this.offers.overviewFigures(OVERVIEW_WEEKS, TIME_ZONE, RESPONSE_SIGNAL_DAYS, MATCHING_FIGURES);
  }

  /**
   * Recomputes the providers' response signals (null: every provider's, the hourly job); how many
   * profiles changed. After an offer it is the sender's only; a failure is logged, never the offer's.
   */
  /** The account's data export: the offers its provider profile sent and those on the couple's requests it exports. */
  async exportOf(providerId: number | null, requestIds: readonly number[]): Promise<ExportedOfferDto[]> {
    const rows = await this.offers.ofExport(providerId, requestIds);
    return rows.map((row) => ({
      id: row.id,
      side: row.providerId === providerId ? 'provider' : 'couple',
      requestId: row.requestId,
      providerId: row.providerId,
      status: row.status,
      message: row.message,
      priceKind: row.priceKind,
      priceMin: row.priceMin,
      priceMax: row.priceMax,
      includedItems: row.includedItems,
      validUntil: row.validUntil,
      declineReason: row.declineReason,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    }));
  }

  async refreshSignals(providerIds: number[] | null): Promise<number> {
    try {
      const signals = await this.offers.responseSignals(providerIds, RESPONSE_SIGNAL_DAYS);
      return await this.providerRecords.storeResponseSignals(signals, providerIds === null);
    } catch (error) {
      if (providerIds === null) throw error;
      this.logger.warn(`Response signals of providers ${providerIds.join(', ')} not refreshed: ${String(error)}`);
      return 0;
    }
  }

  // ---- rules ----

  /**
   * The request's offers that count against the cap (issue 45): not withdrawn, from providers not
   * invited to it. Read in the caller's transaction after the request's row lock (invitations take it too).
   */
  private async cappedOffers(manager: EntityManager, requestId: number): Promise<number> {
    const providerIds = await this.offers.liveProviderIds(manager, requestId);
    let count = 0;
    for (const providerId of providerIds) if (!(await this.matching.isInvited(manager, requestId, providerId))) count += 1;
    return count;
  }

  /** Stores the recount on the request (service_requests.capped_offer_count, shown on the cards as '3 z 8 nabídek'). */
  private async recountCapped(manager: EntityManager, requestId: number): Promise<void> {
    await this.requests.setCappedOfferCount(manager, requestId, await this.cappedOffers(manager, requestId));
  }

  private provider(viewer: Viewer): ViewerProvider {
    // ProviderGuard let only providers through.
    if (!viewer.provider) throw new ForbiddenException(OFFER_MESSAGES.notSubscribed);
    return viewer.provider;
  }

  /** THE check for sending: an active subscription (the viewer's plan) and no messaging block. */
  private async sender(viewer: Viewer): Promise<ViewerProvider> {
    const provider = this.provider(viewer);
    if (!provider.activePlan) throw new ForbiddenException(OFFER_MESSAGES.notSubscribed);
    if (await this.conversations.isBlocked(provider.userId)) throw new ForbiddenException(OFFER_MESSAGES.blocked);
    return provider;
  }

  /** The per-account limit (OFFERS_PER_ACCOUNT), on the shared counters: every instance counts the same sends. */
  private async countOffer(userId: number): Promise<void> {
    const { limit, windowMs } = OFFERS_PER_ACCOUNT;
    const counted = await this.limits.increment(`offers-account:${userId}`, windowMs, limit, windowMs);
    if (counted.isBlocked) throw new HttpException(OFFER_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** The provider's own offer; 404 for a missing one or another provider's. */
  private async ownOffer(id: number, provider: ViewerProvider): Promise<OfferRow> {
    const offer = await this.offers.byId(id);
    if (!offer || offer.providerId !== provider.id) throw new NotFoundException(OFFER_MESSAGES.notFound);
    return offer;
  }

  /**
   * The offer and its request when the caller is the request's couple: the manage link's token (400
   * unknown, 410 expired; another request's link is 404), else the signed-in owner (401 without a
   * session, 404 for anyone else). Withdrawn offers are not shown to the couple: 404 too.
   */
  private async coupleAnswer(id: number, token: string | undefined, user: User | undefined): Promise<CoupleAnswer> {
    const linked = token ? await this.requests.requestForManageToken(token) : null;
    if (linked === null && !user) throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    const offer = await this.offers.byId(id);
    if (!offer || offer.status === 'withdrawn') throw new NotFoundException(OFFER_MESSAGES.notFound);
    const request = await this.requests.offerContext(offer.requestId);
    const owner = linked !== null ? linked === offer.requestId : request?.userId === user!.id;
    if (!request || !owner) throw new NotFoundException(OFFER_MESSAGES.notFound);
    return { offer, request };
  }

  /** Only a sent offer can be answered (409 once answered or withdrawn). */
  private answerable(offer: OfferRow): void {
    if (offer.status === 'withdrawn') throw new NotFoundException(OFFER_MESSAGES.notFound);
    if (offer.status !== 'sent') throw new ConflictException(OFFER_MESSAGES.alreadyAnswered);
  }

  /**
   * The offer's stored fields after the rules the DTO cannot check alone: the range's upper bound,
   * the validity date (today or later), the calendar state on the wedding date when asked for.
   */
  private async fields(dto: CreateOfferDto, providerId: number, weddingDate: string | null): Promise<OfferFields> {
    const priceMax = dto.priceMax ?? null;
    if (dto.priceKind === 'range') {
      if (priceMax === null) throw fieldError('priceMax', OFFER_MESSAGES.priceMaxRequired);
      if (priceMax < dto.priceMin) throw fieldError('priceMax', OFFER_MESSAGES.priceMaxBelowMin);
    } else if (priceMax !== null) {
      throw fieldError('priceMax', OFFER_MESSAGES.priceMaxForbidden);
    }
    const depositAmount = dto.depositAmount ?? null;
    if (depositAmount !== null && depositAmount > dto.priceMin) throw fieldError('depositAmount', OFFER_MESSAGES.depositOverPrice);
    let validUntil: string | null = null;
    if (dto.validUntil) {
      const day = parseDay(dto.validUntil);
      if (!day) throw fieldError('validUntil', OFFER_MESSAGES.validUntilFormat);
      // The server's calendar day stands in for Prague's (as the availability calendar's does).
      if (day.isBefore(dayjs().startOf('day'))) throw fieldError('validUntil', OFFER_MESSAGES.validUntilPast);
      validUntil = day.format('YYYY-MM-DD');
    }
    let availableOnDate: OfferAvailability | null = null;
    if (dto.showAvailability && weddingDate) {
      // No entry that day: 'unknown' ('Neuvedeno'), never free.
      availableOnDate = await this.availability.statusOn(providerId, weddingDate);
    }
    return {
      message: dto.message,
      priceKind: dto.priceKind,
      priceMin: dto.priceMin,
      priceMax: dto.priceKind === 'range' ? priceMax : null,
      includedItems: dto.includedItems ?? [],
      validUntil,
      availableOnDate,
      depositAmount,
    };
  }

  private async party(providerId: number): Promise<OfferParty> {
    const party = (await this.providers.offerParties([providerId])).get(providerId);
    if (!party) throw new NotFoundException(OFFER_MESSAGES.notFound);
    return party;
  }

  /**
   * Offers as the API answers them for one side: the providers' public figures, the conversation and
   * its unread count for `side`, the minutes from the request's confirmation.
   */
  private async toDtos(rows: OfferRow[], side: ConversationSide, requests: ReadonlyMap<number, OfferRequestContext>): Promise<OfferDto[]> {
    if (rows.length === 0) return [];
    const [parties, threads] = await Promise.all([
      this.providers.offerParties(rows.map((row) => row.providerId)),
      this.conversations.unreadForOffers(
        rows.map((row) => row.id),
        side,
      ),
    ]);
    return rows.map((row) => {
      const party = parties.get(row.providerId);
      const request = requests.get(row.requestId);
      const since = request?.confirmedAt ?? row.createdAt;
      const thread = threads.get(row.id);
      return {
        id: row.id,
        requestId: row.requestId,
        status: row.status,
        message: row.message,
        priceKind: row.priceKind,
        priceMin: row.priceMin,
        priceMax: row.priceMax,
        includedItems: row.includedItems,
        validUntil: row.validUntil,
        availableOnDate: row.availableOnDate,
        depositAmount: row.depositAmount,
        declineReason: row.declineReason,
        declinedAutomatically: row.declinedAutomatically,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        conversationId: thread?.conversationId ?? 0,
        unreadMessages: thread?.unread ?? 0,
        responseMinutes: Math.max(0, Math.floor((row.createdAt.getTime() - new Date(since).getTime()) / 60_000)),
        provider: {
          id: row.providerId,
          companyName: party?.companyName ?? '',
          profileImageUrl: party?.profileImageUrl ?? null,
          averageRating: party?.averageRating ?? null,
          reviewCount: party?.reviewCount ?? 0,
          responseMinutesMedian: party?.responseMinutesMedian ?? null,
          responseShare: party && party.responseShare !== null ? Math.round(party.responseShare * 100) / 100 : null,
        },
      };
    });
  }
}
