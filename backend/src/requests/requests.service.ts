import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DataSource, EntityManager } from 'typeorm';
import { type User, UsersService, type Viewer } from '../auth/auth.api';
import { CatalogService, keepAskedDetails, locationReach, readRequestDetails, type RequestDetails, requestDetailRows } from '../catalog/catalog.api';
import { MailService } from '../mail/mail.api';
import { JobQueue } from '../queue/queue.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { mailboxKey } from '../common/mailbox/mailbox-key';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { CategoryVocabulary } from './category-matching';
import { ContactAccessService } from './contact-access.service';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ConfirmedRequestDto, ManagedRequestDto, RejectedRequestDto, UpdateManagedRequestDto } from './dto/request-link.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { OWNER_REQUEST_STATUSES, type OwnerRequestStatus, type RequestStatus } from './entities/service-request.entity';
import { NO_DATE_TEXT, REQUEST_NOT_FOUND, REQUEST_OFFER_CAP } from './request-constants';
import { buildRequestFields } from './request-fields';
import type { RequestListed, RequestListedReason, RequestOpened, RequestsAttached } from './request-events';
import { PREMIUM_NOTICES_QUEUE, type PremiumNoticesJob } from './requests.jobs';
import {
  CONFIRM_LINK_VALID_HOURS,
  isOwnerPass,
  MANAGE_LINK_VALID_DAYS,
  MAX_REQUESTS_PER_EMAIL_PER_DAY,
  MAX_UNCONFIRMED_PER_EMAIL,
  NOT_ME_BLOCK_DAYS,
  REQUEST_LIFECYCLE_MESSAGES,
} from './request-lifecycle';
import { confirmationMail, confirmLinkMail, confirmPageUrl, managePageUrl, SubmittedRequest } from './request-mails';
import { type InvitationRequestContext, type OfferRequestContext, requestListQueries, RequestRow, RequestsRepository } from './requests.repository';

dayjs.extend(customParseFormat);

@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestsRepository,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly catalog: CatalogService,
    private readonly contactAccess: ContactAccessService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * Stores a couple's request. It starts unconfirmed (not listed, counted or matched) and the
   * contact e-mail gets the confirmation link, unless a signed-in couple's verified account e-mail is
   * the contact e-mail: then it is listed at once. Per mailbox (every spelling of one mailbox has one
   * key, common/mailbox; under a lock, so that parallel submissions count each other): a blocked
   * mailbox and too many requests answer 429, the same content again within a day answers the
   * existing request. The mailbox's owner (a signed-in account with that verified e-mail, or the
   * browser holding the pass from "not me", `ownerPass`) is not blocked, and unconfirmed requests made
   * before the owner's "not me" no longer count.
   */
  async create(dto: CreateServiceRequestDto, user: User | undefined, ownerPass?: string): Promise<CreateServiceRequestResponseDto> {
    const [vocabulary, places] = await Promise.all([this.vocabulary(), this.catalog.placeIndex()]);
    const unknown = dto.services.filter((id) => !vocabulary.names.has(id.trim()));
    if (unknown.length) throw fieldError('services', `Neznámá služba: ${unknown.join(', ')}`);
    const details = checkedDetails(dto.details, dto.services);
    const fields = buildRequestFields({ ...dto, weddingDate: this.weddingDate(dto), details }, vocabulary, places);
    const proven = user !== undefined && this.users.hasVerifiedEmail(user) && user.email === fields.contactEmail;

    const { id, status, confirmToken } = await this.domainEvents.transaction(async (manager, record) => {
      const activity = await this.requests.lockAddressActivity(
        manager,
        fields,
        mailboxKey(fields.contactEmail),
        ownerPass && isOwnerPass(ownerPass) ? hashToken(ownerPass) : null,
        CONFIRM_LINK_VALID_HOURS,
      );
      if (activity.duplicate) return { ...activity.duplicate, confirmToken: null };
      if (activity.blocked && !proven && !activity.owner) throw new HttpException(REQUEST_LIFECYCLE_MESSAGES.blocked, HttpStatus.TOO_MANY_REQUESTS);
      if (activity.lastDay >= MAX_REQUESTS_PER_EMAIL_PER_DAY) {
        throw new HttpException(REQUEST_LIFECYCLE_MESSAGES.tooManyToday, HttpStatus.TOO_MANY_REQUESTS);
      }
      if (!proven && activity.unconfirmed >= MAX_UNCONFIRMED_PER_EMAIL) {
        throw new HttpException(REQUEST_LIFECYCLE_MESSAGES.tooManyUnconfirmed, HttpStatus.TOO_MANY_REQUESTS);
      }
      const status = proven ? 'active' : 'unconfirmed';
      // The double opt-in's link is stored with the request (one statement), its mail queued below.
      const link = proven ? null : newLinkToken();
      const confirm = link && { purpose: 'confirm' as const, hash: link.hash, expiresAt: dayjs().add(CONFIRM_LINK_VALID_HOURS, 'hour').toDate() };
      const id = await this.requests.insert(manager, { ...fields, status }, user?.id ?? null, confirm);
      const request: SubmittedRequest = { ...fields, status, id };
      if (!link) {
        await this.published(manager, request, vocabulary.names);
        record(listedEvent(request, 'created'));
        return { id, status, confirmToken: null };
      }
      await this.mail.enqueue({ email: request.contactEmail, name: null }, confirmLinkMail(request, vocabulary.names, this.config.appUrl, link.token), manager);
      return { id, status, confirmToken: link.token };
    });

    return status === 'active'
      ? {
          id,
          status,
          message: REQUEST_LIFECYCLE_MESSAGES.submittedActive,
          emailInfo: REQUEST_LIFECYCLE_MESSAGES.emailInfoActive(fields.contactEmail),
        }
      : {
          id,
          status: 'unconfirmed',
          message: REQUEST_LIFECYCLE_MESSAGES.submittedUnconfirmed,
          emailInfo: REQUEST_LIFECYCLE_MESSAGES.emailInfoUnconfirmed(fields.contactEmail),
          ...(confirmToken && this.exposesLinks() ? { devConfirmLink: confirmPageUrl(this.config.appUrl, confirmToken) } : {}),
        };
  }

  /** POST /api/service-requests/confirm: lists the request the link belongs to (400 unknown link, 410 used or expired). */
  async confirm(token: string): Promise<ConfirmedRequestDto> {
    const names = await this.catalog.categoryNameMap();
    const confirmed = await this.domainEvents.transaction(async (manager, record) => {
      const use = await this.requests.useToken(manager, hashToken(token), 'confirm');
      if (use === null) throw new BadRequestException(REQUEST_LIFECYCLE_MESSAGES.invalidLink);
      if (use === 'spent') throw new GoneException(REQUEST_LIFECYCLE_MESSAGES.spentConfirmLink);
      const request = await this.requests.confirm(manager, use.requestId);
      if (!request) throw new GoneException(REQUEST_LIFECYCLE_MESSAGES.spentConfirmLink);
      record(listedEvent(request, 'confirmed'));
      return { id: request.id, manageToken: await this.published(manager, request, names) };
    });
    const request = await this.ownRequest(confirmed.id);
    return { message: REQUEST_LIFECYCLE_MESSAGES.confirmed, manageToken: confirmed.manageToken, request };
  }

  /**
   * POST /api/service-requests/reject ("this was not me", from the confirmation mail): deletes the
   * unconfirmed request and blocks anonymous requests to its mailbox for NOT_ME_BLOCK_DAYS. Opening
   * the link proves the mailbox, so its owner is let through: the unconfirmed requests others made
   * stop counting, and the answer carries the owner's pass (the controller keeps it in a cookie of
   * this browser; a pass the browser holds already is reused, so one browser may own several mailboxes).
   */
  async reject(token: string, currentPass?: string): Promise<{ answer: RejectedRequestDto; ownerPass: string }> {
    const ownerPass = currentPass && isOwnerPass(currentPass) ? currentPass : newLinkToken().token;
    await this.dataSource.transaction(async (manager) => {
      const use = await this.requests.useToken(manager, hashToken(token), 'confirm');
      if (use === null) throw new BadRequestException(REQUEST_LIFECYCLE_MESSAGES.invalidLink);
      if (use === 'spent') throw new GoneException(REQUEST_LIFECYCLE_MESSAGES.spentConfirmLink);
      const deleted = await this.requests.deleteUnconfirmed(manager, use.requestId);
      if (!deleted) throw new GoneException(REQUEST_LIFECYCLE_MESSAGES.spentConfirmLink);
      const until = dayjs().add(NOT_ME_BLOCK_DAYS, 'day').toDate();
      await this.requests.recordOwnerRefusal(manager, mailboxKey(deleted.contactEmail), until, hashToken(ownerPass));
    });
    return { answer: { message: REQUEST_LIFECYCLE_MESSAGES.rejected }, ownerPass };
  }

  /** Outside production without a mail service, links come back in the answer (nobody could read the mail). */
  private exposesLinks(): boolean {
    return !this.config.isProduction && this.mail.transportName === 'log';
  }

  /**
   * A request just listed: its manage link (a new token), the couple's notice carrying it and, as a
   * queued job, the premium providers' notices. The manage link's token.
   */
  private async published(manager: EntityManager, request: SubmittedRequest, names: ReadonlyMap<string, string>): Promise<string> {
    const { token, hash } = newLinkToken();
    const expiresAt = dayjs().add(MANAGE_LINK_VALID_DAYS, 'day').toDate();
    await this.requests.insertToken(manager, { requestId: request.id, purpose: 'manage', hash, expiresAt });
    await this.mail.enqueue(
      { email: request.contactEmail, name: request.coupleName },
      confirmationMail(request, names, this.config.appUrl, token),
      manager,
    );
    await this.queuePremiumNotices(manager, request.id);
    return token;
  }

  private queuePremiumNotices(manager: EntityManager, requestId: number): Promise<void> {
    return this.queue.send(PREMIUM_NOTICES_QUEUE.name, { requestId } satisfies PremiumNoticesJob, manager);
  }

  /** GET /api/service-requests/manage: the couple's own view through the manage link (400 unknown, 410 expired). */
  async managed(token: string): Promise<ServiceRequestDto> {
    return this.ownRequest(await this.manageLinkRequest(token));
  }

  /** The request as its couple sees it (with its contact details, in any status). */
  private async ownRequest(id: number): Promise<ServiceRequestDto> {
    const [row, names] = await Promise.all([this.requests.ownView(id), this.catalog.categoryNameMap()]);
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toServiceRequestDto(row, true, names);
  }

  /**
   * PATCH /api/service-requests/manage: the couple edits the wishes (date, services, description,
   * budget; title, categories and band follow) and closes or reopens the request. A listed request
   * whose services changed is matched again (providers already told are not told twice).
   */
  async updateManaged(dto: UpdateManagedRequestDto): Promise<ManagedRequestDto> {
    const id = await this.manageLinkRequest(dto.token);
    const [vocabulary, places] = await Promise.all([this.vocabulary(), this.catalog.placeIndex()]);
    const unknown = (dto.services ?? []).filter((service) => !vocabulary.names.has(service.trim()));
    if (unknown.length) throw fieldError('services', `Neznámá služba: ${unknown.join(', ')}`);
    const datesEdited = dto.weddingDate !== undefined || dto.noDateSelected !== undefined;
    const edits =
      datesEdited || dto.services !== undefined || dto.description !== undefined || dto.budget !== undefined || dto.details !== undefined;
    // New answers are checked against the services the request will have (before anything is locked).
    const newDetails = dto.details === undefined ? undefined : checkedDetails(dto.details, dto.services ?? (await this.requests.submitted(id))?.services ?? []);
    const message = await this.domainEvents.transaction(async (manager, record) => {
      const current = await this.requests.lockSubmitted(manager, id);
      if (!current) throw new NotFoundException(REQUEST_NOT_FOUND);
      // A booked request (an offer accepted) may still be edited and closed, not reopened.
      const booked = current.status === 'booked';
      if (!isOwnerStatus(current.status) && !booked) throw new ConflictException(REQUEST_LIFECYCLE_MESSAGES.notChangeable);
      if (booked && dto.status === 'active') throw new ConflictException(REQUEST_LIFECYCLE_MESSAGES.bookedNotReopenable);
      if (edits) {
        const weddingDate = datesEdited ? this.weddingDate(dto) : current.weddingDate;
        const services = dto.services ?? current.services;
        const fields = buildRequestFields(
          {
            ...current,
            weddingDate,
            services,
            description: dto.description ?? current.description,
            // The answers given, or the stored ones kept to the questions of the services (a service removed takes its answers along).
            details: newDetails ?? keepAskedDetails(current.details ?? {}, services),
            budget: dto.budget ?? current.budget,
            phoneCountryCode: current.phoneCountryCode ?? undefined,
            contactPhone: current.contactPhone ?? undefined,
          },
          vocabulary,
          places,
        );
        await this.requests.updateEditable(manager, id, fields);
        const added = fields.matchedCategories.filter((category) => !current.matchedCategories.includes(category));
        const reopening = dto.status === 'active' && current.status !== 'active';
        if (added.length > 0 && (dto.status ?? current.status) === 'active') {
          await this.queuePremiumNotices(manager, id);
          if (!reopening) record(listedEvent({ ...current, ...fields, id, isDemo: current.isDemo }, 'rematched', added));
        }
      }
      if (dto.status && dto.status !== current.status) {
        await this.requests.setStatus(manager, id, dto.status);
        if (dto.status === 'active') {
          await this.queuePremiumNotices(manager, id);
          const listed = await this.requests.submitted(id, manager);
          if (listed) record(listedEvent(listed, 'reopened'));
        }
        return REQUEST_LIFECYCLE_MESSAGES.statusChanged(dto.status !== 'active');
      }
      return REQUEST_LIFECYCLE_MESSAGES.updated;
    });
    return { message, request: await this.ownRequest(id) };
  }

  /**
   * POST /api/service-requests/manage/extend ("Prodloužit" from the reminder): a dateless request,
   * active or already expired, gets a new term of 180 days and is listed (409 for one with a date).
   */
  async extendManaged(token: string): Promise<ManagedRequestDto> {
    const id = await this.manageLinkRequest(token);
    const extended = await this.domainEvents.transaction(async (manager, record) => {
      const before = await this.requests.lockSubmitted(manager, id);
      if (!(await this.requests.extend(manager, id))) return false;
      // Only an expired request comes back to the list; an active one just gets a longer term.
      if (before && before.status === 'expired') record(listedEvent({ ...before, status: 'active' }, 'extended'));
      return true;
    });
    if (!extended) throw new ConflictException(REQUEST_LIFECYCLE_MESSAGES.notExtendable);
    return { message: REQUEST_LIFECYCLE_MESSAGES.extended, request: await this.ownRequest(id) };
  }

  // ---- for the Offers and Conversations modules ----

  /** The request id a manage link opens: 400 for an unknown link, 410 for an expired one. */
  requestForManageToken(token: string): Promise<number> {
    return this.manageLinkRequest(token);
  }

  /** The ids of the account's own requests, any status (the couple's side of its conversations). */
  ownedRequestIds(userId: number): Promise<number[]> {
    return this.requests.idsOwnedBy(userId);
  }

  /** The request as the offers' rules need it (status, owner, contact for the mails); null when missing. */
  offerContext(id: number): Promise<OfferRequestContext | null> {
    return this.requests.offerContext(id);
  }

  /**
   * The same, its row locked until the caller's transaction ends: offers on one request and the
   * couple's answers take turns (an accept sees every offer sent before it, two accepts one after the other).
   */
  lockForOffers(manager: EntityManager, id: number): Promise<OfferRequestContext | null> {
    return this.requests.offerContext(id, manager, true);
  }

  /**
   * The request as the Matching module's invitations need it (owner, status, categories, place,
   * date), its row locked until the caller's transaction ends when `lock` (the same lock as
   * lockForOffers: invitations and offers on one request take turns); null when missing.
   */
  invitationContext(manager: EntityManager, id: number, lock = false): Promise<InvitationRequestContext | null> {
    return this.requests.invitationContext(manager, id, lock);
  }

  /** The wedding date of the account's newest active dated request, or null (Matching's shortlist). */
  newestActiveWeddingDate(userId: number): Promise<string | null> {
    return this.requests.newestActiveWeddingDate(userId);
  }

  /** The couple's names, date and place of the account's newest request, or null (the wedding plan's prefill). */
  newestPlanPrefill(userId: number): Promise<{ coupleName: string; weddingDate: string | null; locationId: string | null } | null> {
    return this.requests.newestPlanPrefill(userId);
  }

  /** The requests by id (the provider's offer list); missing ids are left out. */
  offerContexts(ids: number[]): Promise<Map<number, OfferRequestContext>> {
    return this.requests.offerContexts(ids);
  }

  /**
   * The request's capped offer count (issue 45: its offers, not withdrawn, from providers not invited
   * to it), recounted by the Offers module in its transaction after lockForOffers.
   */
  setCappedOfferCount(manager: EntityManager, requestId: number, count: number): Promise<void> {
    return this.requests.setCappedOfferCount(manager, requestId, count);
  }

  /** An accepted offer books the active request (unlisted, closed to new offers), in the caller's transaction; false when not active. */
  book(manager: EntityManager, requestId: number): Promise<boolean> {
    return this.requests.book(manager, requestId);
  }

  /**
   * The Bookings module's lapse: the booking of the accepted offer was declined or expired, so the
   * request is open to the other offers again ('booked' → 'active'), in the caller's transaction;
   * false when it is not booked.
   */
  reopenBooked(manager: EntityManager, requestId: number): Promise<boolean> {
    return this.requests.reopenBooked(manager, requestId);
  }

  /**
   * A fresh manage link for the couple of a request sent without an account (a mail about an offer
   * or a message links to it), stored in the caller's transaction: the absolute URL
   * `${appUrl}/poptavka/sprava?token=…` (the pattern of the expiry reminder).
   */
  async issueManageLink(manager: EntityManager, requestId: number): Promise<string> {
    const { token, hash } = newLinkToken();
    const expiresAt = dayjs().add(MANAGE_LINK_VALID_DAYS, 'day').toDate();
    await this.requests.insertToken(manager, { requestId, purpose: 'manage', hash, expiresAt });
    return managePageUrl(this.config.appUrl, token);
  }

  /** The request a manage link opens: 400 for an unknown link, 410 for an expired one. */
  private async manageLinkRequest(token: string): Promise<number> {
    const found = await this.requests.manageTokenRequest(hashToken(token));
    if (found === null) throw new BadRequestException(REQUEST_LIFECYCLE_MESSAGES.invalidLink);
    if (found === 'spent') throw new GoneException(REQUEST_LIFECYCLE_MESSAGES.spentManageLink);
    return found.requestId;
  }

  /** Category names and synonyms, for deriving titles and matched categories. */
  async vocabulary(): Promise<CategoryVocabulary> {
    const [names, keywords] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.keywordsByCategory()]);
    return { names, keywords };
  }

  /**
   * Active requests, filtered, sorted and paginated in SQL. With filtered=true only those relevant
   * to the signed-in provider (the dashboard's and the client section's "relevant"): matching its
   * categories and in its areas (locationReach: an area, a place overlapping it or a request for
   * the whole country; a provider serving 'Celá ČR' reaches every place). The location filter takes
   * a location slug or a place name.
   */
  async list(query: ListServiceRequestsQueryDto, viewer: Viewer): Promise<ServiceRequestPageDto> {
    const provider = query.filtered ? this.relevanceOf(viewer) : undefined;
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const location = query.location ? (await this.catalog.placeIndex()).resolve(query.location).name : undefined;
    const queries = requestListQueries(
      { ...query, location },
      {
        contacts: canSee,
        onlyCategories: provider?.categories,
        onlyPlaces: provider?.places ?? undefined,
        provider: viewer.provider ? { id: viewer.provider.id, relevantOnly: Boolean(query.filtered) } : undefined,
      },
    );
    const names = await this.catalog.categoryNameMap();
    // A visitor's list may lag the primary by a moment (the read replica); anyone signed in reads the primary.
    const { rows, total } = await this.requests.activePage(queries, !viewer.user);
    return {
      items: rows.map((row) => toServiceRequestDto(row, canSee, names)),
      total,
      page: queries.page,
      pageSize: queries.pageSize,
    };
  }

  /**
   * What makes a request relevant to the viewer's provider profile: its categories and the places
   * its areas reach (null: every place). 401 for a visitor, 403 for a user who is not a provider.
   */
  private relevanceOf(viewer: Viewer): { categories: string[]; places: string[] | null } {
    if (!viewer.user) throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    if (!viewer.provider) throw new ForbiddenException('Filtrované poptávky jsou jen pro dodavatele');
    return { categories: viewer.provider.categories, places: locationReach(viewer.provider.serviceAreas ?? []) };
  }

  async findActive(id: number, viewer: Viewer): Promise<ServiceRequestDto> {
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const [row, names] = await Promise.all([this.requests.findActive(id, canSee, viewer.provider?.id), this.catalog.categoryNameMap()]);
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (viewer.provider && !row.isDemo) {
      const opened: RequestOpened = { type: 'request.opened', requestId: id, providerId: viewer.provider.id, openedAt: new Date().toISOString() };
      await this.domainEvents.publish(opened);
    }
    return toServiceRequestDto(row, canSee, names);
  }

  /**
   * The signed-in user's own requests in every status, newest first, with their own contact
   * details (it is their data). The couple's dashboard, where they close requests.
   */
  async mine(user: User): Promise<ServiceRequestDto[]> {
    // Requests sent without an account to a proven address become the account's (their threads follow, RequestsAttached).
    if (this.users.hasVerifiedEmail(user)) {
      await this.domainEvents.transaction(async (manager, record) => {
        const requestIds = await this.requests.attachToAccount(manager, user.id, user.email);
        if (requestIds.length > 0) record({ type: 'requests.attached', userId: user.id, requestIds } satisfies RequestsAttached);
      });
    }
    const [rows, names] = await Promise.all([this.requests.ownedBy(user.id), this.catalog.categoryNameMap()]);
    return rows.map((row) => toServiceRequestDto(row, true, names));
  }

  /**
   * The owner closes (or reopens) a request. A closed request leaves the public list and the
   * detail, which read active rows only. 404 for an unknown id, 403 for someone else's request.
   */
  async updateStatus(id: number, status: OwnerRequestStatus, user: User): Promise<ServiceRequestDto> {
    const owner = await this.requests.owner(id);
    if (!owner) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (owner.userId !== user.id) throw new ForbiddenException('K této poptávce nemáte přístup');
    if (owner.status === 'unconfirmed') throw new ConflictException(REQUEST_LIFECYCLE_MESSAGES.confirmFirst);
    if (owner.status === 'booked' && status === 'active') throw new ConflictException(REQUEST_LIFECYCLE_MESSAGES.bookedNotReopenable);
    const row = await this.requests.updateOwnedStatus(id, user.id, status);
    // Deleted (or no longer the owner's to change) between the check and the update.
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (status === 'active' && owner.status !== 'active') {
      const listed = await this.requests.submitted(id);
      if (listed) await this.domainEvents.publish(listedEvent(listed, 'reopened'));
    }
    return toServiceRequestDto(row, true, await this.catalog.categoryNameMap());
  }

  /**
   * The top bar's figure: the active requests, demo ones included, so it is the total /poptavky
   * shows unfiltered (issue 43: "Poptávky 0" beside "20 poptávek" contradicted itself).
   */
  countActive(): Promise<number> {
    return this.requests.activeTotal();
  }

  private weddingDate(dto: Pick<CreateServiceRequestDto, 'weddingDate' | 'noDateSelected'>): string | null {
    const text = dto.weddingDate?.trim() ?? '';
    if (dto.noDateSelected || !text || text === NO_DATE_TEXT) return null;
    const date = dayjs(text, 'YYYY-MM-DD', true);
    if (!date.isValid()) {
      throw fieldError('weddingDate', 'Neplatné datum svatby');
    }
    if (date.isBefore(dayjs().startOf('day'))) {
      throw fieldError('weddingDate', 'Datum svatby nemůže být v minulosti');
    }
    return date.format('YYYY-MM-DD');
  }
}

/**
 * The couple's answers checked against the questions of the services (catalog readRequestDetails):
 * the typed answers, or a 400 naming every wrong one ('details.<key>').
 */
function checkedDetails(input: unknown, services: readonly string[]): RequestDetails {
  const { details, errors } = readRequestDetails(input, services.map((id) => id.trim()));
  if (errors.length > 0) throw new BadRequestException({ statusCode: 400, message: errors[0].message, errors });
  return details;
}

const isOwnerStatus = (status: RequestStatus): status is OwnerRequestStatus =>
  (OWNER_REQUEST_STATUSES as readonly string[]).includes(status);

/** A request row as the API answers it: the primary category's name, contacts only for allowed viewers. */
function toServiceRequestDto(row: RequestRow, allowed: boolean, categoryNames: ReadonlyMap<string, string>): ServiceRequestDto {
  const { coupleName, contactEmail, phoneCountryCode, contactPhone, createdAt, listTotal, ...rest } = row;
  // A demo request's (invented) contact is shown to nobody.
  const canSee = allowed && !rest.isDemo;
  return {
    id: rest.id,
    title: rest.title,
    category: categoryNames.get(rest.categoryId) ?? rest.categoryId,
    categoryId: rest.categoryId,
    description: rest.description,
    createdAt: createdAt.toISOString(),
    weddingDate: rest.weddingDate,
    location: rest.location,
    budget: rest.budget,
    budgetBand: rest.budgetBand,
    services: rest.services,
    details: requestDetailRows(rest.details, rest.services),
    status: rest.status,
    offerCount: rest.offerCount,
    cappedOfferCount: rest.cappedOfferCount,
    offerCap: REQUEST_OFFER_CAP,
    invited: rest.invited ?? false,
    isDemo: rest.isDemo,
    canSeeContact: canSee,
    ...(canSee
      ? {
          contactInfo: {
            name: coupleName!,
            email: contactEmail!,
            phone: contactPhone ? `${phoneCountryCode ?? ''} ${contactPhone}`.trim() : null,
          },
        }
      : {}),
  };
}

/** The RequestListed event of a request just listed (or, for 'rematched', matched to `added` categories). */
function listedEvent(request: SubmittedRequest, reason: RequestListedReason, added?: string[]): RequestListed {
  return {
    type: 'request.listed',
    requestId: request.id,
    reason,
    primaryCategoryId: request.primaryCategoryId,
    matchedCategories: request.matchedCategories,
    newCategories: added ?? request.matchedCategories,
    locationId: request.locationId,
    location: request.location,
    weddingDate: request.weddingDate,
    isDemo: Boolean(request.isDemo),
    listedAt: new Date().toISOString(),
  };
}
