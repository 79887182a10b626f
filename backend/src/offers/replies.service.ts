import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { EntityManager } from 'typeorm';
import type { User, Viewer, ViewerProvider } from '../auth/auth.api';
import { AvailabilityService } from '../availability/availability.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import type { PgThrottlerStorage } from '../common/throttling/pg-throttler-storage';
import { ConversationsService } from '../conversations/conversations.api';
import { ProvidersService } from '../providers/providers.api';
import { type OfferRequestContext, REQUEST_NOT_FOUND, RequestsService } from '../requests/requests.api';
import { ExportedRequestReplyDto, ReplyToRequestDto, RequestRepliesDto, RequestReplyDto } from './dto/request-reply.dto';
import type { ReplyCreated, ReplyUndone } from './offer-events';
import {
  OFFER_MESSAGES,
  REPLIES_PER_ACCOUNT,
  REPLY_MESSAGES,
  REPLY_UNDO_SECONDS,
  replyCalendarNote,
  replyQuestionNotice,
} from './offer-rules';
import { OffersRepository } from './offers.repository';
import { RepliesRepository, type ReplyRow } from './replies.repository';
import { isUniqueViolation } from '../database/sql-state';


/** A row as the provider reads its answer back. */
function toDto(row: ReplyRow): RequestReplyDto {
  // A question is delivered at once (its notice is in the conversation): nothing to take back.
  const undoMs = row.kind === 'question' ? 0 : REPLY_UNDO_SECONDS * 1000;
  return {
    id: row.id,
    requestId: row.requestId,
    kind: row.kind,
    reason: row.reason,
    question: row.question,
    createdAt: row.createdAt.toISOString(),
    undoUntil: new Date(row.createdAt.getTime() + undoMs).toISOString(),
  };
}

/**
 * One-tap answers (issue 45): besides an offer, a provider answers an active request with
 * 'unavailable' ("Nemám volný termín": the wedding day becomes busy in its calendar unless it is
 * already), 'not_fit' ("Nehodí se mi", optionally why) or 'question' ("Potřebuji upřesnit": the
 * couple's thread with the provider opens with Svatby's notice and the question). One answer per
 * provider and request, none beside a live offer. 'unavailable' and 'not_fit' take the request out
 * of the provider's list and can be taken back within 10 seconds (the calendar mark with them). The
 * couple sees the answers as counts and company names, never contacts. Each change runs after the
 * request's row lock, like offers; the answer counts in the provider's response signals (after commit).
 */
@Injectable()
export class RepliesService {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly replies: RepliesRepository,
    private readonly offers: OffersRepository,
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly availability: AvailabilityService,
    private readonly conversations: ConversationsService,
    @Inject(ThrottlerStorage) private readonly limits: PgThrottlerStorage,
  ) {}

  /**
   * POST /api/service-requests/{id}/replies: 400 for a field that does not go with the kind, 403 for
   * a question without an active subscription (or with a messaging block: what an offer needs), 404
   * for an unknown request, 409 for one not open or already answered (a reply, or an offer not
   * withdrawn), 429 over the per-account limit.
   */
  async reply(requestId: number, dto: ReplyToRequestDto, viewer: Viewer): Promise<RequestReplyDto> {
    const provider = this.provider(viewer);
    const { reason, question } = this.fields(dto);
    if (dto.kind === 'question') {
      if (!provider.activePlan) throw new ForbiddenException(REPLY_MESSAGES.questionNotSubscribed);
      if (await this.conversations.isBlocked(provider.userId)) throw new ForbiddenException(OFFER_MESSAGES.blocked);
    }
    await this.count(provider.userId);
    if (!(await this.requests.offerContext(requestId))) throw new NotFoundException(REQUEST_NOT_FOUND);

    const saved = await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, requestId);
      if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
      if (request.status !== 'active' || request.isDemo) throw new ConflictException(REPLY_MESSAGES.requestNotOpen);
      if (await this.replies.lockOwn(manager, requestId, provider.id)) throw new ConflictException(REPLY_MESSAGES.alreadyReplied);
      const offer = await this.offers.lockOwn(manager, requestId, provider.id);
      if (offer && offer.status !== 'withdrawn') throw new ConflictException(REPLY_MESSAGES.offerSent);
      const mark = dto.kind === 'unavailable' ? await this.markBusy(manager, provider.id, request) : null;
      let row: ReplyRow;
      try {
        row = await this.replies.insert(manager, {
          requestId,
          providerId: provider.id,
          kind: dto.kind,
          reason,
          question,
          calendarMarked: mark !== null,
          dayStatusBefore: mark?.status ?? null,
          dayNotesBefore: mark?.notes ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(REPLY_MESSAGES.alreadyReplied);
        throw error;
      }
      const conversationId =
        question !== null
          ? await this.conversations.openForRequest(manager, request, provider.id, replyQuestionNotice(question), 'provider')
          : null;
      record({
        type: 'reply.created',
        replyId: row.id,
        kind: row.kind,
        requestId,
        providerId: provider.id,
        providerUserId: provider.userId,
        coupleUserId: request.userId,
        conversationId,
      } satisfies ReplyCreated);
      return row;
    });
    return toDto(saved);
  }

  /**
   * DELETE /api/service-requests/{id}/replies/mine: the provider takes back its 'unavailable' or
   * 'not_fit' within 10 seconds (the day it set busy is put back as it was, unless the provider changed
   * it since); 404 without an answer, 409 later or for a question (delivered at once).
   */
  async undo(requestId: number, viewer: Viewer): Promise<void> {
    const provider = this.provider(viewer);
    await this.domainEvents.transaction(async (manager, record) => {
      const request = await this.requests.lockForOffers(manager, requestId);
      const reply = request ? await this.replies.lockOwn(manager, requestId, provider.id) : null;
      if (!request || !reply) throw new NotFoundException(REPLY_MESSAGES.notFound);
      if (reply.kind === 'question' || !(await this.replies.deleteWithin(manager, reply.id, REPLY_UNDO_SECONDS))) {
        throw new ConflictException(REPLY_MESSAGES.undoExpired);
      }
      if (reply.calendarMarked && request.weddingDate) {
        await this.availability.restoreDay(manager, provider.id, request.weddingDate, replyCalendarNote(requestId), {
          status: reply.dayStatusBefore,
          notes: reply.dayNotesBefore,
        });
      }
      record({ type: 'reply.undone', requestId, providerId: provider.id } satisfies ReplyUndone);
    });
  }

  /**
   * GET /api/service-requests/{id}/replies: the request's couple (its signed-in owner, an admin, or
   * the manage link's token for this request) sees the answers as counts and company names.
   */
  async forCouple(requestId: number, token: string | undefined, user: User | undefined): Promise<RequestRepliesDto> {
    const request = await this.coupleRequest(requestId, token, user);
    const rows = await this.replies.ofRequest(request.id);
    const parties = await this.providers.offerParties([...new Set(rows.map((row) => row.providerId))]);
    const count = (kind: ReplyRow['kind']) => rows.filter((row) => row.kind === kind).length;
    return {
      unavailable: count('unavailable'),
      notFit: count('not_fit'),
      questions: count('question'),
      items: rows.map((row) => ({
        companyName: parties.get(row.providerId)?.companyName ?? '',
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /** The account's data export: its provider profile's answers and the answers on the couple's requests it exports. */
  async exportOf(providerId: number | null, requestIds: readonly number[]): Promise<ExportedRequestReplyDto[]> {
    const rows = await this.replies.ofExport(providerId, requestIds);
    return rows.map((row) => ({
      side: row.providerId === providerId ? 'provider' : 'couple',
      requestId: row.requestId,
      providerId: row.providerId,
      kind: row.kind,
      reason: row.reason,
      // The couple reads the question in the conversation; on its side of the export the provider's words stay out.
      question: row.providerId === providerId ? row.question : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The provider's answers go with its profile (in the erasure's transaction). */
  eraseOfProvider(manager: EntityManager, providerId: number): Promise<void> {
    return this.replies.deleteOfProvider(manager, providerId);
  }

  // ---- rules ----

  private provider(viewer: Viewer): ViewerProvider {
    // ProviderGuard let only providers through.
    if (!viewer.provider) throw new ForbiddenException(OFFER_MESSAGES.notSubscribed);
    return viewer.provider;
  }

  /** The reason goes with 'not_fit' only, the question with 'question' only (and is required there). */
  private fields(dto: ReplyToRequestDto): { reason: ReplyRow['reason']; question: string | null } {
    if (dto.reason !== undefined && dto.reason !== null && dto.kind !== 'not_fit') throw fieldError('reason', REPLY_MESSAGES.reasonOnlyNotFit);
    const question = typeof dto.question === 'string' && dto.question !== '' ? dto.question : null;
    if (dto.kind === 'question' && question === null) throw fieldError('question', REPLY_MESSAGES.questionRequired);
    if (dto.kind !== 'question' && question !== null) throw fieldError('question', REPLY_MESSAGES.questionOnlyQuestion);
    return { reason: dto.kind === 'not_fit' ? (dto.reason ?? null) : null, question };
  }

  /** The per-account limit (REPLIES_PER_ACCOUNT), on the shared counters. */
  private async count(userId: number): Promise<void> {
    const { limit, windowMs } = REPLIES_PER_ACCOUNT;
    const counted = await this.limits.increment(`replies-account:${userId}`, windowMs, limit, windowMs);
    if (counted.isBlocked) throw new HttpException(REPLY_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** "Nemám volný termín": the wedding day busy unless it is already (no date: nothing to mark); what it was before, or null. */
  private async markBusy(manager: EntityManager, providerId: number, request: OfferRequestContext) {
    if (!request.weddingDate) return null;
    return this.availability.markBusyUnlessBusy(manager, providerId, request.weddingDate, replyCalendarNote(request.id));
  }

  /** The couple's request: the manage link's (400 unknown, 410 expired, 404 another request's), else the signed-in owner's or an admin's (401, 404). */
  private async coupleRequest(requestId: number, token: string | undefined, user: User | undefined): Promise<OfferRequestContext> {
    if (token) {
      const linked = await this.requests.requestForManageToken(token);
      if (linked !== requestId) throw new NotFoundException(REQUEST_NOT_FOUND);
    } else if (!user) {
      throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    }
    const request = await this.requests.offerContext(requestId);
    if (!request || (!token && request.userId !== user!.id && !user!.isAdmin)) throw new NotFoundException(REQUEST_NOT_FOUND);
    return request;
  }
}
